import { addDaysIso } from '@portal/domain/shared/time';
import type { DbOrTx } from '../platform/db';
import * as repo from './rosters.staff.repo';

// The rosters area's part of the back-office home and of a merge (docs/decisions/161, 162).

/** Games of the `days` days from `today` (yyyy-mm-dd) between two teams that no referee is assigned to. */
export function unrefereedGames(db: DbOrTx, today: string, days: number): Promise<number> {
  return repo.unrefereedGames(db, today, addDaysIso(today, days - 1));
}

/** Move `from`'s roster access, assignments, availability and feed to `to` (inside the merge's transaction). */
export function moveRosters(tx: DbOrTx, from: number, to: number) {
  return repo.moveRosters(tx, from, to);
}
