import type {
  ExceptionBody,
  NewSeasonBody,
  RemoveExceptionBody,
  SeasonBody,
  SeasonListQuery,
  SeasonRow,
  SeasonSetup,
} from '@portal/domain/competition/season-setup.contract';
import { SeasonSetupMessages as M } from '@portal/domain/competition/season-setup.messages';
import type { ListPage } from '@portal/domain/staff/staff-list';
import { AppError, fieldErrors, isUniqueViolation, notFound } from '../platform/errors';
import type { StaffCtx } from '../platform/staff-session';
import * as entries from '../nomination/nomination.staff.service';
import { recordAudit } from '../platform/audit';
import * as league from './league.service';
import { copyStructure } from './season-copy';
import { divisionOf } from './season-divisions.service';
import * as repo from './season-setup.repo';

// Season setup in the back-office (decision 185): seasons and their exception dates. Each change runs in one league
// write with its audit row; a name already taken is the name's field error, whether the check before the write finds
// it or the unique key refuses a name written at the same moment (migration 0044).

type Reply = { data: { message: string } };

const seasonRow = (s: repo.SeasonListRow): SeasonRow => ({
  id: s.id,
  name: s.name,
  starts_on: s.startsOn,
  ends_on: s.endsOn,
  active: s.active,
  archived: s.archived,
  divisions: s.divisions,
  teams: s.teams,
});
const fields = (b: SeasonBody): repo.SeasonFields => ({
  name: b.name,
  startsOn: b.starts_on,
  endsOn: b.ends_on,
  active: b.active,
  archived: b.archived,
});

/** Another season took the name between the check and the write. */
const nameRace = (err: unknown): never => {
  if (isUniqueViolation(err, 'seasons_name_key')) throw fieldErrors({ name: M.seasonNameTaken });
  throw err;
};

export async function list(ctx: StaffCtx, q: SeasonListQuery): Promise<{ data: ListPage<SeasonRow> }> {
  const { rows, total } = await repo.seasonPage(ctx.db, q);
  return { data: { rows: rows.map(seasonRow), total } };
}

/** Everything the season's setup page shows, in a fixed number of queries. */
export async function setup(ctx: StaffCtx, seasonId: number): Promise<{ data: SeasonSetup }> {
  const season = await repo.findSeason(ctx.db, seasonId);
  if (!season) throw notFound(M.seasonNotFound);
  const divisionRows = await repo.divisionsOf(ctx.db, seasonId);
  const ids = divisionRows.map((d) => d.id);
  const [exceptions, grades, groups, terms, teams] = await Promise.all([
    repo.exceptionsOf(ctx.db, seasonId),
    entries.allGrades(ctx.db),
    entries.groupsOf(ctx.db, seasonId),
    entries.termsOf(ctx.db, ids),
    repo.teamsOf(ctx.db, ids),
  ]);
  return {
    data: {
      season: seasonRow(season),
      exceptions: exceptions.map((e) => ({
        id: e.id,
        division_id: e.divisionId,
        from: e.from,
        to: e.to,
        reason: e.reason,
      })),
      grades,
      groups: groups.map((g) => ({ id: g.id, grade_id: g.gradeId, grade: g.grade, name: g.name })),
      divisions: divisionRows.map((d) =>
        divisionOf(
          d,
          terms.find((t) => t.divisionId === d.id),
          teams.filter((t) => t.divisionId === d.id),
        ),
      ),
    },
  };
}

/** A new season, with a copy of another season's groups, divisions and entry terms when asked (one transaction). */
export async function create(
  ctx: StaffCtx,
  body: NewSeasonBody,
): Promise<{ data: { message: string; season_id: number } }> {
  if (await repo.seasonNameTaken(ctx.db, body.name)) throw fieldErrors({ name: M.seasonNameTaken });
  if (body.copy_from !== null && !(await repo.findSeason(ctx.db, body.copy_from)))
    throw fieldErrors({ copy_from: M.copyNotFound });
  const made = await league.writeLeague(ctx, async (w) => {
    const id = await league.createSeason(w, fields(body)).catch(nameRace);
    const copied = body.copy_from === null ? null : await copyStructure(w, body.copy_from, id);
    await recordAudit(w.tx, ctx, {
      action: 'competition.season.create',
      entity: 'season',
      entityId: id,
      after: { ...body, copied_divisions: copied },
    });
    return { id, copied };
  });
  const message = made.copied === null ? M.seasonCreated(body.name) : M.seasonCopied(body.name, made.copied);
  return { data: { message, season_id: made.id } };
}

export async function save(ctx: StaffCtx, seasonId: number, body: SeasonBody): Promise<Reply> {
  if (await repo.seasonNameTaken(ctx.db, body.name, seasonId)) throw fieldErrors({ name: M.seasonNameTaken });
  await league.writeLeague(ctx, async (w) => {
    const before = await repo.findSeason(w.tx, seasonId, true);
    if (!before) throw notFound(M.seasonNotFound);
    await league.saveSeason(w, seasonId, fields(body)).catch(nameRace);
    const was = seasonRow(before);
    await recordAudit(w.tx, ctx, {
      action: 'competition.season.save',
      entity: 'season',
      entityId: seasonId,
      before: {
        name: was.name,
        starts_on: was.starts_on,
        ends_on: was.ends_on,
        active: was.active,
        archived: was.archived,
      },
      after: body,
    });
  });
  return { data: { message: M.seasonSaved(body.name) } };
}

export async function addException(ctx: StaffCtx, seasonId: number, body: ExceptionBody): Promise<Reply> {
  await league.writeLeague(ctx, async (w) => {
    if (!(await repo.findSeason(w.tx, seasonId, true))) throw notFound(M.seasonNotFound);
    if (body.division_id !== null && (await repo.findDivision(w.tx, body.division_id))?.seasonId !== seasonId)
      throw fieldErrors({ division_id: M.divisionNotFound });
    const added = await league
      .addException(w, seasonId, body.division_id, { from: body.from, to: body.to, reason: body.reason })
      .catch((err: unknown) => {
        if (isUniqueViolation(err)) return false;
        throw err;
      });
    if (!added) throw fieldErrors({ from: M.exceptionTaken });
    await recordAudit(w.tx, ctx, {
      action: 'competition.exception.add',
      entity: 'season',
      entityId: seasonId,
      after: body,
    });
  });
  return { data: { message: M.exceptionSaved } };
}

export async function removeException(ctx: StaffCtx, seasonId: number, body: RemoveExceptionBody): Promise<Reply> {
  await league.writeLeague(ctx, async (w) => {
    const removed = await league.removeException(w, seasonId, body.division_id, body.id);
    if (!removed) throw new AppError(404, 'not_found', M.exceptionNotFound);
    await recordAudit(w.tx, ctx, {
      action: 'competition.exception.remove',
      entity: 'season',
      entityId: seasonId,
      before: { ...removed, division_id: body.division_id },
    });
  });
  return { data: { message: M.exceptionRemoved } };
}
