import type {
  DivisionBody,
  GradeBody,
  GroupBody,
  ClubsBody,
  SetupDivision,
  TeamsBody,
} from '@portal/domain/competition/season-setup.contract';
import { SeasonSetupMessages as M } from '@portal/domain/competition/season-setup.messages';
import { SPORTS } from '@portal/domain/shared/fields';
import { AppError, fieldErrors, isCheckViolation, isUniqueViolation, notFound } from '../platform/errors';
import type { StaffCtx } from '../platform/staff-session';
import * as entries from '../nomination/nomination.staff.service';
import { recordAudit } from '../platform/audit';
import * as league from './league.service';
import * as repo from './season-setup.repo';

// Grades, division groups, divisions with their entry terms, and teams entered by the office (decision 185).

type Reply = { data: { message: string } };
type Sport = SetupDivision['sport'];

/** A division as the setup page shows it: its settings, its entry terms (when it takes entries) and its teams. */
export function divisionOf(
  d: repo.DivisionRow,
  t: entries.TermsRow | undefined,
  teams: { id: number; name: string; club: string }[],
): SetupDivision {
  return {
    id: d.id,
    group_id: t?.groupId ?? null,
    name: d.name,
    note: d.note,
    sport: ((SPORTS as readonly string[]).includes(d.sport) ? d.sport : 'basketball') as Sport,
    active: d.active,
    min_players: d.minPlayers,
    max_players: d.maxPlayers,
    capacity: t?.capacity ?? null,
    waitlist: t?.waitlist ?? false,
    price_cents: t?.priceCents ?? 0,
    free: t?.free ?? false,
    finals_qualification: d.finalsQualification,
    double_point_rounds: d.doublePointRounds,
    weekday: d.weekday,
    uses_duty: d.usesDuty,
    players_gender: d.playersGender,
    min_age: d.minAge,
    max_age: d.maxAge,
    age_on: d.ageOn,
    teams: teams.map((x) => ({ id: x.id, name: x.name, club: x.club })),
  };
}

const divisionFields = (b: DivisionBody): repo.DivisionFields => ({
  name: b.name,
  note: b.note,
  sport: b.sport,
  active: b.active,
  minPlayers: b.min_players,
  maxPlayers: b.max_players,
  finalsQualification: b.finals_qualification,
  weekday: b.weekday,
  doublePointRounds: b.double_point_rounds,
  usesDuty: b.uses_duty,
  playersGender: b.players_gender,
  minAge: b.min_age,
  maxAge: b.max_age,
  ageOn: b.age_on,
});
const termsOf = (b: DivisionBody): entries.Terms => ({
  groupId: b.group_id,
  priceCents: b.price,
  free: b.free,
  capacity: b.capacity,
  waitlist: b.waitlist,
});

export async function addGrade(ctx: StaffCtx, body: GradeBody): Promise<Reply> {
  await league.writeLeague(ctx, async (w) => {
    const id = await entries.insertGrade(w.tx, body.name);
    if (id === null) throw fieldErrors({ name: M.gradeNameTaken });
    await recordAudit(w.tx, ctx, { action: 'competition.grade.add', entity: 'grade', entityId: id, after: body });
  });
  return { data: { message: M.gradeSaved(body.name) } };
}

export async function addGroup(ctx: StaffCtx, seasonId: number, body: GroupBody): Promise<Reply> {
  if (!(await repo.findSeason(ctx.db, seasonId))) throw notFound(M.seasonNotFound);
  if (!(await entries.gradeExists(ctx.db, body.grade_id))) throw fieldErrors({ grade_id: M.gradeNotFound });
  await league.writeLeague(ctx, async (w) => {
    const id = await entries.insertGroup(w.tx, { seasonId, gradeId: body.grade_id, name: body.name });
    if (id === null) throw fieldErrors({ name: M.groupNameTaken });
    w.touch.seasons(); // the nomination wizard's lists of groups
    await recordAudit(w.tx, ctx, {
      action: 'competition.group.add',
      entity: 'season',
      entityId: seasonId,
      after: { ...body, group_id: id },
    });
  });
  return { data: { message: M.groupSaved(body.name) } };
}

export async function addDivision(ctx: StaffCtx, seasonId: number, body: DivisionBody): Promise<Reply> {
  if (!(await repo.findSeason(ctx.db, seasonId))) throw notFound(M.seasonNotFound);
  await checkDivision(ctx, seasonId, body);
  await writeDivision(ctx, async (w) => {
    const id = await league.createDivision(w, seasonId, divisionFields(body));
    await entries.upsertTerms(w.tx, id, termsOf(body));
    await recordAudit(w.tx, ctx, { action: 'competition.division.add', entity: 'division', entityId: id, after: body });
  });
  return { data: { message: M.divisionSaved(body.name) } };
}

export async function saveDivision(ctx: StaffCtx, divisionId: number, body: DivisionBody): Promise<Reply> {
  const found = await repo.findDivision(ctx.db, divisionId);
  if (!found) throw notFound(M.divisionNotFound);
  await checkDivision(ctx, found.seasonId, body, divisionId);
  await writeDivision(ctx, async (w) => {
    const before = await repo.findDivision(w.tx, divisionId, true);
    const [terms] = await entries.termsOf(w.tx, [divisionId]);
    await league.saveDivision(w, divisionId, divisionFields(body));
    await entries.upsertTerms(w.tx, divisionId, termsOf(body));
    await recordAudit(w.tx, ctx, {
      action: 'competition.division.save',
      entity: 'division',
      entityId: divisionId,
      before: { ...divisionOf(before!, terms, []), teams: undefined },
      after: body,
    });
  });
  return { data: { message: M.divisionSaved(body.name) } };
}

async function checkDivision(ctx: StaffCtx, seasonId: number, body: DivisionBody, except = 0): Promise<void> {
  if (!(await entries.seasonGroupIds(ctx.db, seasonId, [body.group_id])).has(body.group_id))
    throw fieldErrors({ group_id: M.groupNotFound });
  if (await repo.divisionNameTaken(ctx.db, seasonId, body.name, except))
    throw fieldErrors({ name: M.divisionNameTaken });
}

/** A division write; a capacity below the places already taken is the capacity's field error (the CHECK refuses it). */
async function writeDivision(ctx: StaffCtx, write: (w: league.LeagueWrite) => Promise<void>): Promise<void> {
  try {
    await league.writeLeague(ctx, write);
  } catch (err) {
    if (isCheckViolation(err, 'division_entries_places_range')) throw fieldErrors({ capacity: M.capacityBelowPlaces });
    if (isUniqueViolation(err, 'divisions_season_name_key')) throw fieldErrors({ name: M.divisionNameTaken });
    throw err;
  }
}

/** Teams entered by the office, in the order given (their seeding order for the fixture). */
export async function addTeams(ctx: StaffCtx, divisionId: number, body: TeamsBody): Promise<Reply> {
  const division = await repo.findDivision(ctx.db, divisionId);
  if (!division) throw notFound(M.divisionNotFound);
  const present = new Set((await repo.teamsOf(ctx.db, [divisionId])).map((t) => t.name.toLowerCase()));
  const taken = body.names.filter((n) => present.has(n.toLowerCase()));
  if (taken.length) throw fieldErrors({ names: M.teamNameTaken(taken.join(', ')) });
  await league
    .writeLeague(ctx, async (w) => {
      const ids: number[] = [];
      for (const name of body.names)
        ids.push((await league.createTeam(w, { divisionId, name, createdAt: ctx.now() }, [])).teamId);
      await recordAudit(w.tx, ctx, {
        action: 'competition.teams.add',
        entity: 'division',
        entityId: divisionId,
        after: { teams: body.names, team_ids: ids },
      });
    })
    .catch((err: unknown) => {
      if (isUniqueViolation(err)) throw new AppError(409, 'conflict', M.teamNameTaken(body.names.join(', ')));
      throw err;
    });
  return { data: { message: M.teamsAdded(body.names.length, division.name) } };
}

/** The club each team of the division plays for (issue 43); audited with the teams whose club changed. */
export async function saveClubs(ctx: StaffCtx, divisionId: number, body: ClubsBody): Promise<Reply> {
  const division = await repo.findDivision(ctx.db, divisionId);
  if (!division) throw notFound(M.divisionNotFound);
  const before = new Map((await repo.teamsOf(ctx.db, [divisionId])).map((t) => [t.id, t]));
  if (body.teams.some((t) => !before.has(t.id))) throw fieldErrors({ teams: M.notTeamOfDivision });
  const changed = body.teams.filter((t) => before.get(t.id)!.club !== t.club);
  await league.writeLeague(ctx, async (w) => {
    await league.setTeamClubs(w, divisionId, changed);
    if (changed.length)
      await recordAudit(w.tx, ctx, {
        action: 'competition.teams.clubs',
        entity: 'division',
        entityId: divisionId,
        before: Object.fromEntries(changed.map((t) => [before.get(t.id)!.name, before.get(t.id)!.club])),
        after: Object.fromEntries(changed.map((t) => [before.get(t.id)!.name, t.club])),
      });
  });
  return { data: { message: M.clubsSaved(division.name) } };
}
