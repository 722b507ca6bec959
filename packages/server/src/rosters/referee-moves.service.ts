import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../platform/db';
import { refereeAssignments } from './rosters.tables';

// A game that moves (a new date, time or court, a swap, a postponement) takes its officials' answers back
// (decision 278): each live assignment is flagged moved and waits for an answer again, so the coordinator sees the
// place to confirm or re-allocate and the official is asked again. Called by the league service's game writes, in
// their transaction (the game's row is locked there), so a move and an official's answer are one after the other.

/** Flag the live assignments of a moved game; answers how many were flagged. */
export async function flagMovedGame(tx: DbOrTx, gameId: number): Promise<number> {
  const rows = await tx
    .update(refereeAssignments)
    .set({ movedAt: sql`now()`, response: 'pending', respondedAt: null })
    .where(and(eq(refereeAssignments.gameId, gameId), isNull(refereeAssignments.cancelledAt)))
    .returning({ id: refereeAssignments.id });
  return rows.length;
}
