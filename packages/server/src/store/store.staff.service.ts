import type { DbOrTx } from '../platform/db';
import * as repo from './store.staff.repo';

// The store's part of a merge (docs/decisions/162).

/** Attendees of paid orders known as `from` become `to` (inside the merge's transaction). */
export async function moveAttendees(tx: DbOrTx, from: number, to: number): Promise<{ attendees: number }> {
  return { attendees: await repo.moveAttendees(tx, from, to) };
}
