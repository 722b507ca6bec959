import type { DbOrTx } from '../platform/db';
import { moveMemberRows } from '../platform/member-rows';
import { gamePlayerStats } from './competition.tables';

// What a merge moves of the competition (drizzle only; docs/decisions/162): a player's game stats.

/** Move `from`'s per-game stats to `to`; a game both have stats for keeps the kept account's. */
export function moveStats(tx: DbOrTx, from: number, to: number): Promise<number> {
  return moveMemberRows(tx, gamePlayerStats, gamePlayerStats.memberId, from, to, [gamePlayerStats.gameId]);
}
