import { addDaysIso } from '@portal/domain/shared/time';
import { and, between, eq, isNotNull, isNull, notExists, sql } from 'drizzle-orm';
import type { DbOrTx } from '../platform/db';
import { games } from '../platform/league.tables';
import { owedWithoutBank } from './officials-pay.repo';
import { refereeAssignments } from './rosters.tables';

// The rosters area's counts for the back-office home (decision 277). The rosters area owns this file and keeps it
// reading its current assignment tables whenever they change (one game, several officials); the home only calls it.

/** Games between two teams of the `days` days from `today` (yyyy-mm-dd) with no live referee assignment: the slots open. */
export async function openRefereeSlots(db: DbOrTx, today: string, days: number): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(games).where(and(
    between(games.date, today, addDaysIso(today, days - 1)), isNotNull(games.teamAId), isNotNull(games.teamBId),
    notExists(db.select({ one: sql`1` }).from(refereeAssignments).where(and(
      eq(refereeAssignments.gameId, games.id), eq(refereeAssignments.rosterType, 'referee'), isNull(refereeAssignments.cancelledAt)))),
  ));
  return Number(row?.n ?? 0);
}

/**
 * Officials owed pay for games played by `today` who gave no bank details: the list officials' pay shows at
 * ?missing=bank (decision 283), counted from the same read, so the home's card and the list agree.
 */
export async function officialsWithoutBank(db: DbOrTx, today: string): Promise<number> {
  return (await owedWithoutBank(db, today)).length;
}
