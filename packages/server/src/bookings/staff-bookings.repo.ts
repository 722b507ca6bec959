import { and, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { BookingListQuery, StaffBookingRow } from '@portal/domain/bookings/bookings.staff.contract';
import { BookingStaffTexts as T } from '@portal/domain/bookings/bookings.staff.messages';
import { centsToInput as dollars } from '@portal/domain/shared/money';
import { formatDateTime } from '@portal/domain/shared/time';
import type { DbOrTx } from '../platform/db';
import { venues } from '../platform/league.tables';
import { members } from '../platform/members.tables';
import { selectRows } from '../platform/member-rows';
import { orderSql, readSqlPage, staffList, type PageWindow } from '../platform/staff-list';
import { bookingCourts, bookings, bookingUnitHolds } from './bookings.tables';

// The back-office's court hire queries (drizzle only; docs/decisions/215): one page of bookings with the names the
// list shows and how many match in all, and the cancellation's writes.

export interface StaffBookingDbRow {
  id: number;
  member: string;
  member_id: number;
  username: string;
  venue: string;
  venue_id: number;
  court: string;
  court_id: number;
  sport: string;
  type: string;
  option: string;
  starts_at: Date | string;
  ends_at: Date | string;
  status: 'held' | 'booked' | 'released' | 'cancelled';
  order_id: number | null;
  cancelled_at: Date | string | null;
  cancel_reason: string | null;
}

const C = T.columns;
// the search: the member's name or username, the court's name, or the booking's number
export const bookingList = staffList<NonNullable<BookingListQuery['sort']>, StaffBookingRow>({
  sort: { id: [sql`b.id`], starts_at: [sql`b.starts_at`], member: [sql`member`], court: [sql`c.name`] },
  byDefault: { key: 'starts_at', order: 'desc' },
  then: [desc(sql`b.id`)],
  search: { columns: [sql`trim(m.firstname || ' ' || m.lastname)`, sql`m.username`, sql`c.name`] },
  csv: [
    { header: C.id, value: (r) => r.id },
    { header: C.member, value: (r) => r.member },
    { header: 'Username', value: (r) => r.username },
    { header: C.venue, value: (r) => r.venue },
    { header: C.court, value: (r) => r.court },
    { header: 'Sport', value: (r) => r.sport },
    { header: C.type, value: (r) => r.type },
    { header: 'Option', value: (r) => r.option },
    { header: C.starts, value: (r, tz) => formatDateTime(r.starts_at, tz) },
    { header: C.ends, value: (r, tz) => formatDateTime(r.ends_at, tz) },
    { header: C.status, value: (r) => r.status },
    { header: C.paid, value: (r) => dollars(r.paid_cents) },
    { header: C.refunded, value: (r) => dollars(r.refunded_cents) },
    { header: 'Cancel reason', value: (r) => r.cancel_reason ?? '' },
  ],
});

export interface BookingFilter {
  q: BookingListQuery;
  from: Date | null;
  to: Date | null;
}

/** The bookings the filter finds (or the given ones), unordered. */
function matching({ q, from, to }: BookingFilter, ids?: number[]) {
  const text = bookingList.search(q.q);
  const where: SQL[] = ids
    ? [sql`b.id in (${sql.join(ids.length ? ids : [0], sql`, `)})`]
    : [
        q.status ? sql`b.status = ${q.status}` : sql`b.status <> 'released'`,
        ...(q.venue_id !== '' ? [sql`b.venue_id = ${q.venue_id}`] : []),
        // a full court's filter also finds the bookings of its parts
        ...(q.court_id !== '' ? [sql`(c.id = ${q.court_id} or c.parent_id = ${q.court_id})`] : []),
        ...(from ? [sql`b.ends_at > ${from.toISOString()}::timestamptz`] : []),
        ...(to ? [sql`b.starts_at < ${to.toISOString()}::timestamptz`] : []),
        ...(text ? [or(text, sql`b.id::text = ${q.q.trim()}`)!] : []),
      ];
  return sql`
    select b.id, trim(m.firstname || ' ' || m.lastname) as member, m.id as member_id, m.username, v.name as venue, v.id as venue_id,
      c.name as court, c.id as court_id, s.name as sport, t.name as type, coalesce(o.name, '') as option, b.starts_at, b.ends_at, b.status,
      b.order_id, b.cancelled_at, b.cancel_reason
    from bookings b join members m on m.id = b.member_id join venues v on v.id = b.venue_id join booking_courts c on c.id = b.court_id
      join booking_sports s on s.id = b.sport_id join booking_types t on t.id = b.type_id left join booking_options o on o.id = b.option_id
    where ${sql.join(where, sql` and `)}`;
}

/** One page of bookings, latest start first unless sorted, and how many match in all. */
export const bookingPage = (db: DbOrTx, f: BookingFilter, page: PageWindow) =>
  readSqlPage<StaffBookingDbRow>(db, matching(f), bookingList.order(f.q), page);

const BY_ID: BookingFilter = {
  q: { page: 0, pageSize: 10, order: 'asc', q: '', venue_id: '', court_id: '', from: '', to: '', status: '' },
  from: null,
  to: null,
};

/** The given bookings (any status), latest start first. */
export const bookingsById = (db: DbOrTx, ids: number[]) =>
  selectRows<StaffBookingDbRow>(db, sql`${matching(BY_ID, ids)} order by ${orderSql(bookingList.order(BY_ID.q))}`);

/** A booking with what its cancellation needs: status, key, order, and the member's and court's names. */
export function bookingForCancel(db: DbOrTx, id: number) {
  return db
    .select({
      id: bookings.id,
      status: bookings.status,
      cancelKey: bookings.cancelKey,
      orderId: bookings.orderId,
      venueId: bookings.venueId,
      startsAt: bookings.startsAt,
      memberId: bookings.memberId,
      email: members.email,
      firstname: members.firstname,
      lastname: members.lastname,
      court: bookingCourts.name,
      venue: venues.name,
    })
    .from(bookings)
    .innerJoin(members, eq(members.id, bookings.memberId))
    .innerJoin(bookingCourts, eq(bookingCourts.id, bookings.courtId))
    .innerJoin(venues, eq(venues.id, bookings.venueId))
    .where(eq(bookings.id, id))
    .then((r) => r[0] ?? null);
}

/**
 * Cancel a paid booking and give its court back, in the caller's transaction. Conditional on 'booked': of two
 * cancellations at once the second waits for the first's row lock and then changes nothing (false).
 */
export async function cancelBooked(
  tx: DbOrTx,
  id: number,
  by: { at: Date; memberId: number; reason: string; key: string },
): Promise<boolean> {
  const done = await tx
    .update(bookings)
    .set({
      status: 'cancelled',
      cancelledAt: by.at,
      cancelledBy: by.memberId,
      cancelReason: by.reason,
      cancelKey: by.key,
    })
    .where(and(eq(bookings.id, id), eq(bookings.status, 'booked')))
    .returning({ id: bookings.id });
  if (!done.length) return false;
  await tx.delete(bookingUnitHolds).where(eq(bookingUnitHolds.bookingId, id));
  return true;
}
