import type { DbOrTx } from '../platform/db';
import { flagMovedGame } from '../rosters/referee-moves.service';
import * as gameEdits from './game-edits.repo';
import { fillFinals } from './league-finals';
import * as results from './league-results.repo';
import type { LeagueWrite } from './league.service';

// The league service's writes about games from the back-office (docs/decisions/172), reached through league.service.ts.

// Results in the back-office (docs/decisions/190-results-in-the-back-office.md).

/**
 * Disqualify a team from a game (decision 177: the opponent wins, the score as played counts in points for and
 * against). The game's recorded score is kept unless `score` is given; false when the team does not play in the game,
 * a forfeit decided it or it already has a disqualification; 'no_score' when neither the game nor the call has a score.
 */
export async function recordDisqualification(
  w: LeagueWrite,
  d: { gameId: number; teamId: number; reason: string; score?: { a: number; b: number } | null },
  at: Date,
): Promise<boolean | 'no_score'> {
  const game = await results.lockDisqualifiableGame(w.tx, d.gameId, d.teamId);
  if (!game) return false;
  const score = d.score ?? (game.scoreA !== null && game.scoreB !== null ? { a: game.scoreA, b: game.scoreB } : null);
  if (!score) return 'no_score';
  await results.insertDisqualification(
    w.tx,
    { gameId: d.gameId, teamId: d.teamId, reason: d.reason, scoreA: score.a, scoreB: score.b },
    at,
  );
  w.touch.division(game.divisionId);
  if (game.finalSlot) await fillFinals(w, game.divisionId);
  return true;
}

/** Replace a game's player stat lines (the public stats); the game's two teams, or null for no such game. */
export async function replaceGameStats(
  w: LeagueWrite,
  gameId: number,
  rows: Omit<results.StatRow, 'gameId'>[],
): Promise<{ teamAId: number | null; teamBId: number | null } | null> {
  const game = await results.replaceGameStats(w.tx, gameId, rows);
  if (!game) return null;
  w.touch.division(game.divisionId);
  return { teamAId: game.teamAId, teamBId: game.teamBId };
}

/** Which of these game ids exist. */
export const existingGames = (tx: DbOrTx, ids: number[]): Promise<Set<number>> => results.existingGames(tx, ids);

// Game edits (docs/decisions/210-game-edits.md): a game moved, swapped, postponed, cancelled or washed out.

/** The games an edit changes, locked until the transaction ends. */
export const lockGamesForEdit = (tx: DbOrTx, ids: number[]) => gameEdits.lockGames(tx, ids);

/**
 * A game's new date, times, court or status: the division's draw, standings and team calendar feeds follow. A game
 * moved or postponed flags its officials' assignments for re-allocation in the same transaction (decision 278).
 */
export async function changeGame(
  w: LeagueWrite,
  game: { id: number; divisionId: number },
  change: gameEdits.GameChange,
): Promise<void> {
  await gameEdits.changeGame(w.tx, game.id, change);
  w.touch.division(game.divisionId);
  if (change.status === 'scheduled' || change.status === 'postponed') await flagMovedGame(w.tx, game.id);
}
