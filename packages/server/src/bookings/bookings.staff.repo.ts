import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../platform/db';
import { venues } from '../platform/league.tables';
import { moveMemberRows } from '../platform/member-rows';
import { bookingCourts, bookings } from './bookings.tables';

// What the back-office reads and moves of a member's court hire (drizzle only; docs/decisions/161, 162).

/** The member's bookings with venue and court, latest first (at most `limit`). */
export function memberBookings(db: DbOrTx, memberId: number, limit: number) {
  return db.select({ id: bookings.id, startsAt: bookings.startsAt, endsAt: bookings.endsAt, venue: venues.name, court: bookingCourts.name, status: bookings.status })
    .from(bookings)
    .innerJoin(venues, eq(venues.id, bookings.venueId))
    .innerJoin(bookingCourts, eq(bookingCourts.id, bookings.courtId))
    .where(eq(bookings.memberId, memberId))
    .orderBy(desc(bookings.startsAt), desc(bookings.id))
    .limit(limit);
}

export function moveBookings(tx: DbOrTx, from: number, to: number): Promise<number> {
  return moveMemberRows(tx, bookings, bookings.memberId, from, to);
}
