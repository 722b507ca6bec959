import type { DbOrTx } from '../platform/db';
import * as repo from './nomination.staff.repo';

// The nomination area's part of the back-office home and of a merge (docs/decisions/161, 162).

/** Team entries of the active seasons waiting for a decision, and on a waiting list (the back-office home). */
export function entriesWaiting(db: DbOrTx) {
  return repo.entriesWaiting(db);
}

/** Move the team entries `from` made to `to` (inside the merge's transaction). */
export async function moveEntries(tx: DbOrTx, from: number, to: number): Promise<{ team_entries: number }> {
  return { team_entries: await repo.moveEntries(tx, from, to) };
}

// Season setup's part of nomination (decision 185): grades, division groups and entry terms, written in the caller's
// transaction (the setup service's, with its audit row).
export {
  allGrades,
  gradeExists,
  groupsOf,
  insertGrade,
  insertGroup,
  seasonGroupIds,
  termsOf,
  upsertTerms,
  type Terms,
  type TermsRow,
} from './division-terms.repo';
