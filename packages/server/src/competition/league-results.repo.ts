import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { DbOrTx } from '../platform/db';
import { games } from '../platform/league.tables';
import { disqualifications, forfeits, gamePlayerStats } from './competition.tables';

// Drizzle writes of the back-office's results (docs/decisions/190): only league.service.ts calls them (decision 172).

/** A game of the team that no forfeit decided and no disqualification marks yet, locked until the transaction ends. */
export async function lockDisqualifiableGame(tx: DbOrTx, gameId: number, teamId: number) {
  const [row] = await tx
    .select({
      divisionId: games.divisionId,
      teamAId: games.teamAId,
      scoreA: games.scoreA,
      scoreB: games.scoreB,
      finalSlot: games.finalSlot,
    })
    .from(games)
    .leftJoin(forfeits, eq(forfeits.gameId, games.id))
    .leftJoin(disqualifications, eq(disqualifications.gameId, games.id))
    .where(
      and(
        eq(games.id, gameId),
        or(eq(games.teamAId, teamId), eq(games.teamBId, teamId)),
        isNull(forfeits.id),
        isNull(disqualifications.id),
      ),
    )
    .for('update', { of: games })
    .limit(1);
  return row;
}

/** Mark the team disqualified from the game and the game decided with this score. */
export async function insertDisqualification(
  tx: DbOrTx,
  d: { gameId: number; teamId: number; reason: string; scoreA: number; scoreB: number },
  at: Date,
): Promise<void> {
  await tx.insert(disqualifications).values({ gameId: d.gameId, teamId: d.teamId, reason: d.reason });
  await tx.update(games).set({ scoreA: d.scoreA, scoreB: d.scoreB, scoredAt: at }).where(eq(games.id, d.gameId));
}

export type StatRow = typeof gamePlayerStats.$inferInsert;

/** Replace every stat line of the game with `rows`; the game's division, or undefined for no such game. */
export async function replaceGameStats(tx: DbOrTx, gameId: number, rows: Omit<StatRow, 'gameId'>[]) {
  const [game] = await tx
    .select({ divisionId: games.divisionId, teamAId: games.teamAId, teamBId: games.teamBId })
    .from(games)
    .where(eq(games.id, gameId))
    .for('update')
    .limit(1);
  if (!game) return undefined;
  await tx.delete(gamePlayerStats).where(eq(gamePlayerStats.gameId, gameId));
  if (rows.length) await tx.insert(gamePlayerStats).values(rows.map((r) => ({ ...r, gameId })));
  return game;
}

/** The ids of the games among `ids` that exist (a score sheet's games, to tell a missing game from a refused score). */
export async function existingGames(tx: DbOrTx, ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await tx.select({ id: games.id }).from(games).where(inArray(games.id, ids));
  return new Set(rows.map((r) => r.id));
}

/**
 * The recorded scores of these games, each locked until the transaction ends (in id order, so two sheets sharing games
 * cannot deadlock): a score save reads what it replaces under the lock, so its audit row's before is the truth (issue 39).
 */
export async function lockScores(tx: DbOrTx, ids: number[]) {
  if (!ids.length) return new Map<number, { id: number; scoreA: number | null; scoreB: number | null }>();
  const rows = await tx
    .select({ id: games.id, scoreA: games.scoreA, scoreB: games.scoreB })
    .from(games)
    .where(inArray(games.id, ids))
    .orderBy(asc(games.id))
    .for('update');
  return new Map(rows.map((r) => [r.id, r]));
}
