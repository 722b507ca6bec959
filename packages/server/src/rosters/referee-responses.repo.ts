import { and, eq, gte, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../platform/db';
import { courts, divisions, games } from '../platform/league.tables';
import { refereeAssignments, refereePublishedDates } from './rosters.tables';

// Drizzle queries of officials' answers (decision 279). Plain rows out.

/** Only a published assignment is answered: its date published at the game's venue (as MY ROSTER shows it). */
const published = sql`exists (select 1 from ${refereePublishedDates} join ${divisions} on ${divisions.seasonId} = ${refereePublishedDates.seasonId}
  join ${courts} on ${courts.venueId} = ${refereePublishedDates.venueId}
  where ${divisions.id} = ${games.divisionId} and ${courts.id} = ${games.courtId} and ${refereePublishedDates.date} = ${games.date})`;

/** The member's live published assignments of games from `today`, with the game's version (its calendar counter). */
export function ownResponses(db: DbOrTx, memberId: number, today: string) {
  return db
    .select({
      id: refereeAssignments.id,
      response: refereeAssignments.response,
      movedAt: refereeAssignments.movedAt,
      version: games.calendarSequence,
    })
    .from(refereeAssignments)
    .innerJoin(games, eq(games.id, refereeAssignments.gameId))
    .where(
      and(
        eq(refereeAssignments.memberId, memberId),
        isNull(refereeAssignments.cancelledAt),
        gte(games.date, today),
        published,
      ),
    );
}

/**
 * The game of the member's live published assignment, held until the transaction ends (a move waits, or is waited
 * for). The row is locked by its key first and read after: a move that held it has committed by then, and the read, a
 * statement of its own, sees the moved game whole. (Locking with the published check in the same statement made
 * PostgreSQL's recheck of the moved row lose it now and then: an answer racing a move was told the game was gone.)
 */
export async function lockGameOf(tx: DbOrTx, id: number, memberId: number) {
  const [target] = await tx
    .select({ gameId: refereeAssignments.gameId })
    .from(refereeAssignments)
    .where(
      and(
        eq(refereeAssignments.id, id),
        eq(refereeAssignments.memberId, memberId),
        isNull(refereeAssignments.cancelledAt),
      ),
    );
  if (!target) return undefined;
  await tx.select({ id: games.id }).from(games).where(eq(games.id, target.gameId)).for('share');
  const [row] = await tx
    .select({ id: games.id, version: games.calendarSequence })
    .from(games)
    .where(and(eq(games.id, target.gameId), published));
  return row;
}

/** The member's live assignment, locked (after its game). */
export async function lockOwn(tx: DbOrTx, id: number, memberId: number) {
  const [row] = await tx
    .select({ id: refereeAssignments.id })
    .from(refereeAssignments)
    .where(
      and(
        eq(refereeAssignments.id, id),
        eq(refereeAssignments.memberId, memberId),
        isNull(refereeAssignments.cancelledAt),
      ),
    )
    .for('update');
  return row;
}

/** Accept (the moved flag goes: the official takes the new time) or decline (the assignment is cancelled: the place opens). */
export async function answer(tx: DbOrTx, id: number, response: 'accepted' | 'declined', at: Date): Promise<void> {
  await tx
    .update(refereeAssignments)
    .set({ response, respondedAt: at, movedAt: null, ...(response === 'declined' ? { cancelledAt: at } : {}) })
    .where(eq(refereeAssignments.id, id));
}
