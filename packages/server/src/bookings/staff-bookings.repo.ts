import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { BookingListQuery } from '@portal/domain/bookings/bookings.staff.contract';
import type { DbOrTx } from '../platform/db';
import { venues } from '../platform/league.tables';
import { members } from '../platform/members.tables';
import { selectRows } from '../platform/member-rows';
import { bookingCourts, bookings, bookingUnitHolds } from './bookings.tables';

// The back-office's court hire queries (drizzle only; docs/decisions/215): one page of bookings with the names the
// list shows and how many match in all, and the cancellation's writes.

export interface StaffBookingDbRow {
  id: number; member: string; member_id: number; username: string; venue: string; venue_id: number; court: string; court_id: number;
  sport: string; type: string; option: string; starts_at: Date | string; ends_at: Date | string; status: 'held' | 'booked' | 'released' | 'cancelled';
  order_id: number | null; cancelled_at: Date | string | null; cancel_reason: string | null; total: number;
}

const SORT: Record<NonNullable<BookingListQuery['sort']>, SQL> = {
  id: sql`b.id`, starts_at: sql`b.starts_at`, member: sql`member`, court: sql`c.name`,
};

export interface BookingFilter { q: BookingListQuery; from: Date | null; to: Date | null }

/** One page of bookings (or the given ones), latest start first unless sorted, with `total` on each row. */
export function bookingPage(db: DbOrTx, { q, from, to }: BookingFilter, page: { offset: number; limit: number } | { ids: number[] }) {
  const text = q.q.trim() ? `%${q.q.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const where: SQL[] = 'ids' in page ? [sql`b.id in (${sql.join(page.ids.length ? page.ids : [0], sql`, `)})`] : [
    q.status ? sql`b.status = ${q.status}` : sql`b.status <> 'released'`,
    ...(q.venue_id !== '' ? [sql`b.venue_id = ${q.venue_id}`] : []),
    // a full court's filter also finds the bookings of its parts
    ...(q.court_id !== '' ? [sql`(c.id = ${q.court_id} or c.parent_id = ${q.court_id})`] : []),
    ...(from ? [sql`b.ends_at > ${from.toISOString()}::timestamptz`] : []),
    ...(to ? [sql`b.starts_at < ${to.toISOString()}::timestamptz`] : []),
    ...(text ? [sql`(trim(m.firstname || ' ' || m.lastname) ilike ${text} or m.username ilike ${text} or c.name ilike ${text} or b.id::text = ${q.q.trim()})`] : []),
  ];
  const order = sql`${SORT[q.sort ?? 'starts_at']} ${q.order === 'desc' || !q.sort ? sql`desc` : sql`asc`}, b.id desc`;
  const limit = 'ids' in page ? sql`` : sql`limit ${page.limit} offset ${page.offset}`;
  return selectRows<StaffBookingDbRow>(db, sql`
    select b.id, trim(m.firstname || ' ' || m.lastname) as member, m.id as member_id, m.username, v.name as venue, v.id as venue_id,
      c.name as court, c.id as court_id, s.name as sport, t.name as type, coalesce(o.name, '') as option, b.starts_at, b.ends_at, b.status,
      b.order_id, b.cancelled_at, b.cancel_reason, count(*) over ()::int as total
    from bookings b join members m on m.id = b.member_id join venues v on v.id = b.venue_id join booking_courts c on c.id = b.court_id
      join booking_sports s on s.id = b.sport_id join booking_types t on t.id = b.type_id left join booking_options o on o.id = b.option_id
    where ${sql.join(where, sql` and `)} order by ${order} ${limit}`);
}

/** A booking with what its cancellation needs: status, key, order, and the member's and court's names. */
export function bookingForCancel(db: DbOrTx, id: number) {
  return db.select({
    id: bookings.id, status: bookings.status, cancelKey: bookings.cancelKey, orderId: bookings.orderId, venueId: bookings.venueId,
    startsAt: bookings.startsAt, memberId: bookings.memberId, email: members.email, firstname: members.firstname, lastname: members.lastname,
    court: bookingCourts.name, venue: venues.name,
  }).from(bookings)
    .innerJoin(members, eq(members.id, bookings.memberId)).innerJoin(bookingCourts, eq(bookingCourts.id, bookings.courtId))
    .innerJoin(venues, eq(venues.id, bookings.venueId))
    .where(eq(bookings.id, id)).then((r) => r[0] ?? null);
}

/**
 * Cancel a paid booking and give its court back, in the caller's transaction. Conditional on 'booked': of two
 * cancellations at once the second waits for the first's row lock and then changes nothing (false).
 */
export async function cancelBooked(tx: DbOrTx, id: number, by: { at: Date; memberId: number; reason: string; key: string }): Promise<boolean> {
  const done = await tx.update(bookings).set({ status: 'cancelled', cancelledAt: by.at, cancelledBy: by.memberId, cancelReason: by.reason, cancelKey: by.key })
    .where(and(eq(bookings.id, id), eq(bookings.status, 'booked'))).returning({ id: bookings.id });
  if (!done.length) return false;
  await tx.delete(bookingUnitHolds).where(eq(bookingUnitHolds.bookingId, id));
  return true;
}
