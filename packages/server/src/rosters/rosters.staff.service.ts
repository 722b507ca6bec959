import type { DbOrTx } from '../platform/db';
import * as repo from './rosters.staff.repo';

// The rosters area's part of the back-office home and of a merge (docs/decisions/161, 162).

/** The home's counts: referee slots open, officials without bank details (decision 277). */
export { officialsWithoutBank, openRefereeSlots } from './attention.read';

/** Move `from`'s roster access, assignments, availability and feed to `to` (inside the merge's transaction). */
export function moveRosters(tx: DbOrTx, from: number, to: number) {
  return repo.moveRosters(tx, from, to);
}
