import type { DbOrTx } from '../platform/db';
import { moveMemberRows } from '../platform/member-rows';
import { productAttendees } from './store.tables';

// What a merge moves of the store (drizzle only; docs/decisions/162): the attendees known as the merged member.

export function moveAttendees(tx: DbOrTx, from: number, to: number): Promise<number> {
  return moveMemberRows(tx, productAttendees, productAttendees.memberId, from, to);
}
