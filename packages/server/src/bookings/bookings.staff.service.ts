import type { FullMemberRecord } from '@portal/domain/staff/member-records.contract';
import type { DbOrTx } from '../platform/db';
import { addDaysIso } from '@portal/domain/shared/time';
import { instantOf } from '@portal/domain/bookings/booking-time';
import * as repo from './bookings.staff.repo';

// The bookings area's part of a member's record and of a merge (docs/decisions/161, 162).

/** The most bookings a member's record lists. */
const BOOKINGS_SHOWN = 100;

export async function memberBookings(db: DbOrTx, memberId: number): Promise<FullMemberRecord['bookings']> {
  return (await repo.memberBookings(db, memberId, BOOKINGS_SHOWN)).map((b) => ({
    id: b.id,
    starts_at: b.startsAt.toISOString(),
    ends_at: b.endsAt.toISOString(),
    venue: b.venue,
    court: b.court,
    status: b.status,
  }));
}

/** The condition "this member hired a court" on a member id column, for the back-office's member reads (decision 264). */
export const hirerCondition = (memberId: Parameters<typeof repo.hasBooked>[0]) => repo.hasBooked(memberId);

/** Move `from`'s court hire to `to` (inside the merge's transaction). */
export async function moveBookings(tx: DbOrTx, from: number, to: number): Promise<{ bookings: number }> {
  return { bookings: await repo.moveBookings(tx, from, to) };
}

/** The days ahead whose court blocks the back-office home counts. */
export const BLOCK_DAYS = 7;

/** The venue manager's home card (decision 277): today's bookings, and the court blocks of the next BLOCK_DAYS days. */
export async function hireAttention(
  db: DbOrTx,
  today: string,
  timeZone: string,
): Promise<{ today: number; blocks: number; days: number }> {
  const from = instantOf(today, '00:00', timeZone);
  const counts = await repo.hireCounts(
    db,
    from,
    instantOf(addDaysIso(today, 1), '00:00', timeZone),
    instantOf(addDaysIso(today, BLOCK_DAYS), '00:00', timeZone),
  );
  return { ...counts, days: BLOCK_DAYS };
}
