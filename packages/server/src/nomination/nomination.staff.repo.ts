import { and, eq, inArray, sql } from 'drizzle-orm';
import { divisions, seasons } from '../platform/league.tables';
import type { DbOrTx } from '../platform/db';
import { moveMemberRows } from '../platform/member-rows';
import { teamEntries } from './nomination.tables';

// What the back-office reads and moves of team entries (drizzle only; docs/decisions/161, 162).

/**
 * Entries of the active seasons waiting for a decision (placed, not yet accepted) and on a waiting list: what the
 * entries list shows under those statuses (decision 277).
 */
export async function entriesWaiting(db: DbOrTx): Promise<{ pending: number; waitlisted: number }> {
  const rows = await db
    .select({
      pending: sql<number>`count(*) filter (where ${teamEntries.status} = 'placed' and ${teamEntries.acceptedAt} is null)::int`,
      waitlisted: sql<number>`count(*) filter (where ${teamEntries.status} = 'waitlisted')::int`,
    })
    .from(teamEntries)
    .innerJoin(divisions, eq(divisions.id, teamEntries.divisionId))
    .innerJoin(seasons, eq(seasons.id, divisions.seasonId))
    .where(
      and(eq(seasons.active, true), eq(seasons.archived, false), inArray(teamEntries.status, ['placed', 'waitlisted'])),
    );
  return { pending: Number(rows[0]?.pending ?? 0), waitlisted: Number(rows[0]?.waitlisted ?? 0) };
}

export function moveEntries(tx: DbOrTx, from: number, to: number): Promise<number> {
  return moveMemberRows(tx, teamEntries, teamEntries.memberId, from, to);
}
