import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../platform/db';
import { members } from '../platform/members.tables';

// The officials a reminder is about, and their EFT flag (decision 283).

/** Lock the officials' rows in id order (two reminders at once mail each official once). */
export async function lockOfficials(tx: DbOrTx, ids: number[]): Promise<void> {
  if (ids.length)
    await tx
      .select({ id: members.id })
      .from(members)
      .where(inArray(members.id, ids))
      .orderBy(asc(members.id))
      .for('update');
}

/** Set is_eft on those of `ids` without it; answers the ids changed. */
export async function openEft(tx: DbOrTx, ids: number[]): Promise<number[]> {
  if (!ids.length) return [];
  const rows = await tx
    .update(members)
    .set({ isEft: true, updatedAt: sql`now()` })
    .where(and(inArray(members.id, ids), eq(members.isEft, false)))
    .returning({ id: members.id });
  return rows.map((r) => r.id);
}
