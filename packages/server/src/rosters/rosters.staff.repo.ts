import type { DbOrTx } from '../platform/db';
import { moveMemberRows } from '../platform/member-rows';
import {
  eventRosterEntries,
  payRunLines,
  refereeAccess,
  refereeAssignments,
  refereeAvailability,
  refereeUnavailableDates,
  rosterFeedTokens,
} from './rosters.tables';

// What the back-office reads and moves of the rosters (drizzle only; docs/decisions/161, 162).

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
