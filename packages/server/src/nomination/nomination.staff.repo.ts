import { inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../platform/db';
import { moveMemberRows } from '../platform/member-rows';
import { teamEntries } from './nomination.tables';

// What the back-office reads and moves of team entries (drizzle only; docs/decisions/161, 162).

/** Entries on a waiting list, and entries held while their payment runs. */
export async function entriesWaiting(db: DbOrTx): Promise<{ waitlisted: number; held: number }> {
  const rows = await db.select({ status: teamEntries.status, n: sql<number>`count(*)::int` }).from(teamEntries)
    .where(inArray(teamEntries.status, ['waitlisted', 'held'])).groupBy(teamEntries.status);
  const of = (status: string) => Number(rows.find((r) => r.status === status)?.n ?? 0);
  return { waitlisted: of('waitlisted'), held: of('held') };
}

export function moveEntries(tx: DbOrTx, from: number, to: number): Promise<number> {
  return moveMemberRows(tx, teamEntries, teamEntries.memberId, from, to);
}
