import type { FullMemberRecord } from '@portal/domain/staff/member-records.contract';
import type { DbOrTx } from '../platform/db';
import * as repo from './bookings.staff.repo';

// The bookings area's part of a member's record and of a merge (docs/decisions/161, 162).

/** The most bookings a member's record lists. */
const BOOKINGS_SHOWN = 100;

export async function memberBookings(db: DbOrTx, memberId: number): Promise<FullMemberRecord['bookings']> {
  return (await repo.memberBookings(db, memberId, BOOKINGS_SHOWN)).map((b) => ({
    id: b.id, starts_at: b.startsAt.toISOString(), ends_at: b.endsAt.toISOString(), venue: b.venue, court: b.court, status: b.status,
  }));
}

/** The condition "this member hired a court" on a member id column, for the back-office's member reads (decision 264). */
export const hirerCondition = (memberId: Parameters<typeof repo.hasBooked>[0]) => repo.hasBooked(memberId);

/** Move `from`'s court hire to `to` (inside the merge's transaction). */
export async function moveBookings(tx: DbOrTx, from: number, to: number): Promise<{ bookings: number }> {
  return { bookings: await repo.moveBookings(tx, from, to) };
}
