import type {
  FixtureBody,
  FixturePreview,
  PublishBody,
  PublishedFixture,
} from '@portal/domain/competition/fixtures.staff.contract';
import { SeasonSetupMessages } from '@portal/domain/competition/season-setup.messages';
import { FixtureMessages as M } from '@portal/domain/competition/fixtures.staff.messages';
import { publicReach } from '@portal/domain/competition/public-season';
import { planSeason } from '@portal/domain/competition/season-plan';
import { todayIn } from '@portal/domain/shared/time';
import { AppError, isUniqueViolation, notFound } from '../platform/errors';
import type { StaffCtx } from '../platform/staff-session';
import { recordAudit } from '../platform/audit';
import { listSeasons } from './competition.repo';
import { fixtureInputs, replacedKey } from './fixture-inputs';
import { previewOf } from './fixture-preview';
import { publishedDivisions } from './fixture-published';
import * as league from './league.service';
import * as repo from './fixtures.staff.repo';

// Fixture generation in the back-office (decision 186): generate the chosen divisions together (planSeason,
// decision 176) and show it; publish the very plan previewed (same fingerprint) through the league service, with an
// audit row per division (its before: the games it removed), so the public draw, standings and team calendar feeds
// change at once.

async function plan(ctx: StaffCtx, seasonId: number, body: FixtureBody) {
  const inputs = await fixtureInputs(ctx.db, seasonId, body);
  return { inputs, ...previewOf(inputs, planSeason(inputs.plan), body.from_round, await publicNote(ctx, seasonId)) };
}

/** Where visitors find the season's games: the public pages open on it, or on another season (decision 269). */
async function publicNote(ctx: StaffCtx, seasonId: number): Promise<string> {
  const all = await listSeasons(ctx.db);
  const season = all.find((s) => s.id === seasonId)!;
  return M.publicReach(season.name, publicReach(season, all, todayIn(ctx.config.site.timeZone, ctx.now())));
}

export async function preview(ctx: StaffCtx, seasonId: number, body: FixtureBody): Promise<{ data: FixturePreview }> {
  return { data: (await plan(ctx, seasonId, body)).preview };
}

/** The season's published fixture (round games and byes, finals apart) and where visitors find it (issue 40). */
export async function published(ctx: StaffCtx, seasonId: number): Promise<{ data: PublishedFixture }> {
  if (!(await repo.findSeason(ctx.db, seasonId))) throw notFound(SeasonSetupMessages.seasonNotFound);
  const [rows, counts] = await Promise.all([repo.publishedGames(ctx.db, seasonId), repo.teamCounts(ctx.db, seasonId)]);
  const teams = new Map(counts.map((c) => [c.divisionId, c.teams]));
  return { data: { divisions: publishedDivisions(rows, teams), public_note: await publicNote(ctx, seasonId) } };
}

/**
 * Publish the plan previewed. One that removes published games needs the caller's confirmation (decision 266). The
 * divisions are locked before the games it replaces are read again: a publish that another one overtook (new games,
 * new ids) is refused with 409, not left to the rounds' unique key (a 500 before, issue 39).
 */
export async function publish(
  ctx: StaffCtx,
  seasonId: number,
  body: PublishBody,
): Promise<{ data: { message: string; games: number } }> {
  const { inputs, preview: shown, writes } = await plan(ctx, seasonId, body);
  if (shown.fingerprint !== body.fingerprint) throw new AppError(409, 'plan_changed', M.planChanged);
  if (shown.unplaced.length) throw new AppError(409, 'unplaced', M.unplaced(shown.unplaced.length));
  const removed = shown.divisions.reduce((n, d) => n + d.removes, 0);
  if (removed > 0 && !body.confirm_removal)
    throw new AppError(409, 'confirm_removal', M.confirmRemoval(removed, body.from_round));
  const games = await league
    .writeLeague(ctx, async (w) => {
      await league.lockDivisions(w, body.division_ids);
      if (
        replacedKey(await repo.replacedGames(w.tx, body.division_ids, body.from_round)) !== replacedKey(inputs.replaced)
      ) {
        throw new AppError(409, 'plan_changed', M.changedMeanwhile);
      }
      let written = 0;
      for (const d of writes) {
        written += await league.publishFixture(w, d, body.from_round);
        const removes = shown.divisions.find((x) => x.id === d.divisionId)?.removes ?? 0;
        await recordAudit(w.tx, ctx, {
          action: 'competition.fixture.publish',
          entity: 'division',
          entityId: d.divisionId,
          before: { from_round: body.from_round, games: removes },
          after: {
            legs: body.legs,
            from_round: body.from_round,
            rounds: d.rounds.length,
            games: d.games.length,
            byes: d.byes.length,
          },
        });
      }
      return written;
    })
    .catch((err: unknown) => {
      if (isUniqueViolation(err, 'rounds_division_number_key'))
        throw new AppError(409, 'plan_changed', M.changedMeanwhile);
      throw err;
    });
  return {
    data: { message: `${M.published(games, writes.length, removed)} ${await publicNote(ctx, seasonId)}`, games },
  };
}
