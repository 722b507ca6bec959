import type { FixtureBody, FixturePreview, PublishBody } from '@portal/domain/competition/fixtures.staff.contract';
import { FixtureMessages as M } from '@portal/domain/competition/fixtures.staff.messages';
import { planSeason } from '@portal/domain/competition/season-plan';
import { AppError } from '../platform/errors';
import type { StaffCtx } from '../platform/staff-session';
import { recordAudit } from '../staff/audit.service';
import { fixtureInputs } from './fixture-inputs';
import { previewOf } from './fixture-preview';
import * as league from './league.service';

// Fixture generation in the back-office (decision 186): generate the chosen divisions together (planSeason,
// decision 176) and show it; publish the very plan previewed (same fingerprint) through the league service, with an
// audit row per division, so the public draw, standings and team calendar feeds change at once.

async function plan(ctx: StaffCtx, seasonId: number, body: FixtureBody) {
  const inputs = await fixtureInputs(ctx.db, seasonId, body);
  return previewOf(inputs, planSeason(inputs.plan), body.from_round);
}

export async function preview(ctx: StaffCtx, seasonId: number, body: FixtureBody): Promise<{ data: FixturePreview }> {
  return { data: (await plan(ctx, seasonId, body)).preview };
}

export async function publish(ctx: StaffCtx, seasonId: number, body: PublishBody): Promise<{ data: { message: string; games: number } }> {
  const { preview: shown, writes } = await plan(ctx, seasonId, body);
  if (shown.fingerprint !== body.fingerprint) throw new AppError(409, 'plan_changed', M.planChanged);
  if (shown.unplaced.length) throw new AppError(409, 'unplaced', M.unplaced(shown.unplaced.length));
  const games = await league.writeLeague(ctx, async (w) => {
    let written = 0;
    for (const d of writes) {
      written += await league.publishFixture(w, d, body.from_round);
      await recordAudit(w.tx, ctx, {
        action: 'competition.fixture.publish', entity: 'division', entityId: d.divisionId,
        after: { legs: body.legs, from_round: body.from_round, rounds: d.rounds.length, games: d.games.length, byes: d.byes.length },
      });
    }
    return written;
  });
  return { data: { message: M.published(games, writes.length), games } };
}
