import { and, between, eq, isNotNull, isNull, notExists, sql } from 'drizzle-orm';
import type { DbOrTx } from '../platform/db';
import { games } from '../platform/league.tables';
import { moveMemberRows } from '../platform/member-rows';
import {
  eventRosterEntries, payRunLines, refereeAccess, refereeAssignments, refereeAvailability, refereeUnavailableDates, rosterFeedTokens,
} from './rosters.tables';

// What the back-office reads and moves of the rosters (drizzle only; docs/decisions/161, 162).

/** Games between two teams from `from` to `to` (yyyy-mm-dd, inclusive) with no live referee assignment. */
export async function unrefereedGames(db: DbOrTx, from: string, to: string): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(games).where(and(
    between(games.date, from, to), isNotNull(games.teamAId), isNotNull(games.teamBId),
    notExists(db.select({ one: sql`1` }).from(refereeAssignments).where(and(
      eq(refereeAssignments.gameId, games.id), eq(refereeAssignments.rosterType, 'referee'), isNull(refereeAssignments.cancelledAt)))),
  ));
  return Number(row?.n ?? 0);
}

/** Move `from`'s roster access, assignments, availability and feed to `to`; what `to` already has stays as it is. */
export async function moveRosters(tx: DbOrTx, from: number, to: number): Promise<Record<string, number>> {
  const a = refereeAvailability;
  const u = refereeUnavailableDates;
  await moveMemberRows(tx, refereeAccess, refereeAccess.memberId, from, to, [refereeAccess.rosterType]);
  await moveMemberRows(tx, a, a.memberId, from, to, [a.seasonId, a.venueId, a.day, a.time]);
  await moveMemberRows(tx, u, u.memberId, from, to, [u.seasonId, u.venueId, u.date]);
  await moveMemberRows(tx, rosterFeedTokens, rosterFeedTokens.memberId, from, to, []);
  return {
    referee_assignments: await moveMemberRows(tx, refereeAssignments, refereeAssignments.memberId, from, to),
    event_roster_entries: await moveMemberRows(tx, eventRosterEntries, eventRosterEntries.memberId, from, to),
    pay_run_lines: await moveMemberRows(tx, payRunLines, payRunLines.memberId, from, to),
  };
}
