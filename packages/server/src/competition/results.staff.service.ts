import type * as C from '@portal/domain/competition/results.staff.contract';
import { ResultsMessages as M } from '@portal/domain/competition/results.staff.messages';
import { AppError, fieldErrors, notFound } from '../platform/errors';
import type { StaffCtx } from '../platform/staff-session';
import { recordAudit } from '../platform/audit';
import * as league from './league.service';
import * as repo from './results.staff.repo';

// Results in the back-office (docs/decisions/190): every write goes through the league service, so the public
// draw, standings and stats follow at once (decision 169), with its audit row in the same transaction.

type Done = { data: { message: string } };
const done = (message: string): Done => ({ data: { message } });

export async function days(ctx: StaffCtx): Promise<{ data: C.GameDay[] }> {
  const rows = await repo.gameDays(ctx.db);
  return {
    data: rows.map((r) => ({
      date: r.date,
      venue_id: r.venueId,
      venue: r.venue,
      games: Number(r.games),
      decided: Number(r.decided),
    })),
  };
}

export async function sheet(ctx: StaffCtx, q: C.ScoreSheetQuery) {
  const venue = await repo.venueName(ctx.db, q.venue_id);
  if (venue === undefined) throw notFound(M.gameNotFound);
  const rows = await repo.sheetGames(ctx.db, q.date, q.venue_id);
  const team = (id: number | null, name: string | null) => (id === null ? null : { id, name: name ?? '' });
  const games: C.SheetGame[] = rows.map((r) => ({
    game_id: r.id,
    time: r.timeFrom.slice(0, 5),
    court: r.court,
    division: r.division,
    division_id: r.divisionId,
    stage: r.stage,
    team_a: team(r.teamAId, r.teamA),
    team_b: team(r.teamBId, r.teamB),
    score_a: r.scoreA,
    score_b: r.scoreB,
    decided: r.scoredAt !== null,
    forfeit:
      r.forfeitTeamId !== null && r.forfeitKind !== null ? { team_id: r.forfeitTeamId, kind: r.forfeitKind } : null,
    disqualified_team_id: r.disqualifiedTeamId,
  }));
  return { data: { date: q.date, venue, games } };
}

/** Score every game of the sheet, or none: a game that cannot take a score refuses the whole sheet with its field error. */
export async function saveSheet(ctx: StaffCtx, body: C.SaveSheetBody): Promise<Done> {
  const at = ctx.now();
  await league.writeLeague(ctx, async (w) => {
    const before = await league.lockScores(
      w,
      body.games.map((g) => g.game_id),
    );
    const refused: Record<string, string> = {};
    for (const [i, g] of body.games.entries()) {
      const scored = await league.recordScore(w, { gameId: g.game_id, scoreA: g.score_a, scoreB: g.score_b }, at);
      if (!scored) {
        refused[`games.${i}.score_a`] = M.notScorable;
        continue;
      }
      const was = before.get(g.game_id);
      await recordAudit(w.tx, ctx, {
        action: 'competition.results.score',
        entity: 'game',
        entityId: g.game_id,
        before: { score_a: was?.scoreA ?? null, score_b: was?.scoreB ?? null },
        after: { score_a: g.score_a, score_b: g.score_b },
      });
    }
    if (Object.keys(refused).length) throw fieldErrors(refused);
  });
  return done(M.sheetSaved(body.games.length));
}

/** 404 for no such game (a refused write on a game that exists is the caller's 409). */
async function gameOr404(ctx: StaffCtx, gameId: number): Promise<void> {
  if (!(await league.existingGames(ctx.db, [gameId])).has(gameId)) throw notFound(M.gameNotFound);
}

export async function forfeit(ctx: StaffCtx, gameId: number, body: C.ForfeitBody): Promise<Done> {
  await gameOr404(ctx, gameId);
  await league.writeLeague(ctx, async (w) => {
    if (!(await league.recordForfeit(w, { gameId, teamId: body.team_id, kind: body.kind }, ctx.now())))
      throw new AppError(409, 'not_forfeitable', M.notForfeitable);
    await recordAudit(w.tx, ctx, {
      action: 'competition.results.forfeit',
      entity: 'game',
      entityId: gameId,
      after: { team_id: body.team_id, kind: body.kind },
    });
  });
  return done(M.forfeitRecorded);
}

export async function disqualify(ctx: StaffCtx, gameId: number, body: C.DisqualifyBody): Promise<Done> {
  await gameOr404(ctx, gameId);
  const score = body.score_a != null && body.score_b != null ? { a: body.score_a, b: body.score_b } : null;
  if ((body.score_a == null) !== (body.score_b == null))
    throw fieldErrors({ [body.score_a == null ? 'score_a' : 'score_b']: M.bothScores });
  await league.writeLeague(ctx, async (w) => {
    const made = await league.recordDisqualification(
      w,
      { gameId, teamId: body.team_id, reason: body.reason, score },
      ctx.now(),
    );
    if (made === 'no_score') throw fieldErrors({ score_a: M.scoreNeeded });
    if (!made) throw new AppError(409, 'not_disqualifiable', M.notDisqualifiable);
    await recordAudit(w.tx, ctx, {
      action: 'competition.results.disqualify',
      entity: 'game',
      entityId: gameId,
      reason: body.reason,
      after: { team_id: body.team_id, ...(score ? { score_a: score.a, score_b: score.b } : {}) },
    });
  });
  return done(M.disqualified);
}

export async function adjust(ctx: StaffCtx, body: C.AdjustmentBody): Promise<Done> {
  await league.writeLeague(ctx, async (w) => {
    const made = await league.adjustPoints(w, { teamId: body.team_id, points: body.points, reason: body.reason });
    if (!made) throw fieldErrors({ team_id: M.noTeam });
    await recordAudit(w.tx, ctx, {
      action: 'competition.results.adjust',
      entity: 'team',
      entityId: body.team_id,
      reason: body.reason,
      after: { points: body.points, adjustment_id: made.id },
    });
  });
  return done(M.adjusted);
}

export async function adjustments(ctx: StaffCtx, divisionId: number): Promise<{ data: C.DivisionAdjustments }> {
  const division = await repo.divisionName(ctx.db, divisionId);
  if (division === undefined) throw notFound(M.noDivision);
  const [teams, rows] = await Promise.all([
    repo.divisionTeams(ctx.db, divisionId),
    repo.adjustmentsOf(ctx.db, divisionId),
  ]);
  return {
    data: {
      division,
      teams,
      adjustments: rows.map((r) => ({ id: r.id, team_id: r.teamId, team: r.team, points: r.points, reason: r.reason })),
    },
  };
}

export async function divisions(ctx: StaffCtx) {
  return { data: await repo.activeDivisions(ctx.db) };
}
