import { and, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../platform/db';
import { venues } from '../platform/league.tables';
import { moveMemberRows } from '../platform/member-rows';
import { bookingCourts, bookingEvents, bookings } from './bookings.tables';

// What the back-office reads and moves of a member's court hire (drizzle only; docs/decisions/161, 162).

/** Whether the member of `memberId` has booked a court (any booking, any state): a venue manager's people (decision 264). */
export function hasBooked(memberId: SQL): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${bookings} hb where hb.member_id = ${memberId})`;
}

/** The member's bookings with venue and court, latest first (at most `limit`). */
export function memberBookings(db: DbOrTx, memberId: number, limit: number) {
  return db
    .select({
      id: bookings.id,
      startsAt: bookings.startsAt,
      endsAt: bookings.endsAt,
      venue: venues.name,
      court: bookingCourts.name,
      status: bookings.status,
    })
    .from(bookings)
    .innerJoin(venues, eq(venues.id, bookings.venueId))
    .innerJoin(bookingCourts, eq(bookingCourts.id, bookings.courtId))
    .where(eq(bookings.memberId, memberId))
    .orderBy(desc(bookings.startsAt), desc(bookings.id))
    .limit(limit);
}

/** The member's bookings move; so do the cancellations and blocks they made as venue manager (docs/decisions/215, 216). */
export async function moveBookings(tx: DbOrTx, from: number, to: number): Promise<number> {
  await moveMemberRows(tx, bookings, bookings.cancelledBy, from, to);
  await moveMemberRows(tx, bookingEvents, bookingEvents.createdBy, from, to);
  return moveMemberRows(tx, bookings, bookings.memberId, from, to);
}

/** Bookings made (not held, released or cancelled) starting in [from, to), and court blocks starting in [from, blocksTo). */
export async function hireCounts(
  db: DbOrTx,
  from: Date,
  to: Date,
  blocksTo: Date,
): Promise<{ today: number; blocks: number }> {
  const [[booked], [blocked]] = await Promise.all([
    db
      .select({ n: count() })
      .from(bookings)
      .where(and(eq(bookings.status, 'booked'), gte(bookings.startsAt, from), lt(bookings.startsAt, to))),
    db
      .select({ n: count() })
      .from(bookingEvents)
      .where(and(gte(bookingEvents.startsAt, from), lt(bookingEvents.startsAt, blocksTo))),
  ]);
  return { today: Number(booked?.n ?? 0), blocks: Number(blocked?.n ?? 0) };
}
