import type { FinalsBody } from '@portal/domain/competition/finals.staff.contract';
import { FINAL_NAMES, FinalsMessages as M } from '@portal/domain/competition/finals.staff.messages';
import { finalsBracket } from '@portal/domain/competition/finals';
import { findClashes, type GameSlot } from '@portal/domain/competition/game-clash';
import { AppError, fieldErrors } from '../platform/errors';
import type { DbOrTx } from '../platform/db';
import type { StaffCtx } from '../platform/staff-session';
import { recordAudit } from '../platform/audit';
import { buildDivisionView } from './division-view';
import * as gameRows from './game-edits.repo';
import * as league from './league.service';

// A division's final series from the back-office (docs/decisions/212): the top of its ladder (its own ladder rules,
// decision 191) once every regular game is decided, in decision 178's bracket, on the dates and courts given; written
// through the league service with its audit row, so the public draw shows the finals at once.

const minutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
const clock = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;

export async function generate(ctx: StaffCtx, body: FinalsBody): Promise<{ data: { message: string; games: number } }> {
  const view = await buildDivisionView(ctx.db, body.division_id); // 404 for no such division
  const rows = await gameRows.divisionGames(ctx.db, body.division_id);
  const open = rows.filter(
    (g) =>
      g.stage === 'round' &&
      g.scoredAt === null &&
      g.forfeitTeamId === null &&
      (g.status === 'scheduled' || g.status === 'postponed'),
  );
  if (open.length) throw new AppError(409, 'regular_open', M.regularOpen(open.length));
  const ladder = view.result.data.divisionResult.map((r) => r.team_id);
  const bracket = finalsBracket(ladder, body.teams);
  if (!bracket.games.length) throw new AppError(409, 'too_few_teams', M.tooFewTeams);
  if (body.games.length !== bracket.games.length) throw fieldErrors({ games: M.slotsCount(bracket.games.length) });
  const courts = new Set((await gameRows.courtList(ctx.db)).map((c) => c.id));
  const errors = Object.fromEntries(
    body.games.flatMap((g, i) => [
      ...(courts.has(g.court_id) ? [] : [[`games.${i}.court_id`, M.noCourt]]),
      ...(minutes(g.time_from) + body.minutes < 24 * 60 ? [] : [[`games.${i}.time_from`, M.pastMidnight]]),
    ]),
  );
  if (Object.keys(errors).length) throw fieldErrors(errors);
  const finals = bracket.games.map((f, i) => {
    const slot = body.games[i]!;
    return {
      slot: f.id,
      stage: f.stage,
      week: f.week,
      teams: f.teams,
      date: slot.date,
      timeFrom: slot.time_from,
      timeTo: clock(minutes(slot.time_from) + body.minutes),
      courtId: slot.court_id,
    };
  });
  const clashes = await courtClashes(ctx.db, body.division_id, finals);
  if (Object.keys(clashes).length) throw fieldErrors(clashes);
  await league.writeLeague(ctx, async (w) => {
    if (!(await league.generateFinals(w, body.division_id, bracket.qualifiers, finals)))
      throw new AppError(409, 'finals_played', M.finalsPlayed);
    await recordAudit(w.tx, ctx, {
      action: 'competition.finals.generate',
      entity: 'division',
      entityId: body.division_id,
      after: {
        qualifiers: bracket.qualifiers,
        games: finals.map((f) => ({
          slot: f.slot,
          date: f.date,
          time_from: f.timeFrom,
          court_id: f.courtId,
          teams: f.teams,
        })),
      },
    });
  });
  return { data: { message: M.generated(finals.length), games: finals.length } };
}

type Placed = { slot: string; date: string; timeFrom: string; timeTo: string; courtId: number | null };

/**
 * Each final whose court is held at its time by a scheduled game of its day (this division's finals, which the new
 * ones replace, left out) or by another of these finals, as the slot's court error naming the game that holds it
 * (game edits' clash check, decision 210). The database refuses what a write made meanwhile would add (decision 254).
 */
async function courtClashes(
  db: DbOrTx,
  divisionId: number,
  finals: readonly Placed[],
): Promise<Record<string, string>> {
  const [others, courtList] = await Promise.all([
    gameRows.scheduledOn(db, [...new Set(finals.map((f) => f.date))]),
    gameRows.courtList(db),
  ]);
  const names = new Map(courtList.map((c) => [c.id, `${c.venue} ${c.court}`]));
  const slot = (gameId: number, g: Omit<Placed, 'slot'>, match: string): GameSlot => ({
    gameId,
    ...g,
    court: g.courtId === null ? null : { id: g.courtId, name: names.get(g.courtId) ?? '' },
    match,
    teams: [],
    referees: [],
  });
  const held = others
    .filter((o) => o.divisionId !== divisionId || o.stage === 'round')
    .map((o) =>
      slot(
        o.id,
        { date: o.date, timeFrom: o.timeFrom, timeTo: o.timeTo, courtId: o.courtId },
        `${o.teamA ?? ''} vs ${o.teamB ?? ''}`,
      ),
    );
  const clashes = findClashes(
    finals.map((f, i) => slot(-1 - i, f, FINAL_NAMES[f.slot] ?? f.slot)),
    held,
  );
  return Object.fromEntries(
    clashes.filter((c) => c.kind === 'court').map((c) => [`games.${-1 - c.gameId}.court_id`, c.message]),
  );
}
