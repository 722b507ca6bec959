import { and, asc, desc, eq, exists, gt, inArray, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../platform/db';
import { venues } from '../platform/league.tables';
import {
  bookingCourtHours,
  bookingCourts,
  bookingCourtUnits,
  bookingEvents,
  bookingOptions,
  bookingRates,
  bookings,
  bookingSports,
  bookingTypes,
  bookingUnitHolds,
  courtUnits,
} from './bookings.tables';

// Court hire queries: lists, hours, what holds a court's units, bookings and their unit holds. Plain rows out.

const range = (from: Date, to: Date) =>
  sql`tstzrange(${from.toISOString()}::timestamptz, ${to.toISOString()}::timestamptz, '[)')`;
const instant = (v: unknown) => new Date(v as string | Date);

/** Venues offered for hire with a court that is on (docs/decisions/232). */
export const listVenues = (db: DbOrTx) =>
  db
    .select()
    .from(venues)
    .where(
      and(
        eq(venues.hireActive, true),
        exists(
          db
            .select({ one: sql`1` })
            .from(bookingCourts)
            .where(and(eq(bookingCourts.venueId, venues.id), eq(bookingCourts.active, true))),
        ),
      ),
    )
    .orderBy(asc(venues.name));

export const venueById = (db: DbOrTx, id: number) =>
  db
    .select()
    .from(venues)
    .where(eq(venues.id, id))
    .then((r) => r[0] ?? null);

/** A venue's sports, types and options that are on (docs/decisions/233). */
export const sportsOf = (db: DbOrTx, venueId: number) =>
  db
    .select()
    .from(bookingSports)
    .where(and(eq(bookingSports.venueId, venueId), eq(bookingSports.active, true)))
    .orderBy(asc(bookingSports.position), asc(bookingSports.id));
export const typesOf = (db: DbOrTx, venueId: number) =>
  db
    .select()
    .from(bookingTypes)
    .where(and(eq(bookingTypes.venueId, venueId), eq(bookingTypes.active, true)))
    .orderBy(asc(bookingTypes.position), asc(bookingTypes.id));
export const optionsOf = (db: DbOrTx, venueId: number) =>
  db
    .select()
    .from(bookingOptions)
    .where(and(eq(bookingOptions.venueId, venueId), eq(bookingOptions.active, true)))
    .orderBy(asc(bookingOptions.position), asc(bookingOptions.id));

export type CourtRow = typeof bookingCourts.$inferSelect & { unitStart: number; unitSpan: number; unitTotal: number };

/** A venue's (or every venue's) active courts with the units each covers, full courts first within their group. */
export async function courtsOf(db: DbOrTx, venueId: number | null): Promise<CourtRow[]> {
  const where =
    venueId === null
      ? eq(bookingCourts.active, true)
      : and(eq(bookingCourts.venueId, venueId), eq(bookingCourts.active, true));
  // One query after another: inside a transaction they share one connection.
  const courts = await db
    .select()
    .from(bookingCourts)
    .where(where)
    .orderBy(asc(bookingCourts.position), asc(bookingCourts.id));
  const covers = await db
    .select({ courtId: bookingCourtUnits.courtId, position: courtUnits.position })
    .from(bookingCourtUnits)
    .innerJoin(courtUnits, eq(courtUnits.id, bookingCourtUnits.unitId));
  const totals = await db
    .select({ courtId: courtUnits.courtId, n: sql<number>`count(*)::int`.mapWith(Number) })
    .from(courtUnits)
    .groupBy(courtUnits.courtId);
  const total = new Map(totals.map((t) => [t.courtId, t.n]));
  return courts.map((c) => {
    const mine = covers.filter((u) => u.courtId === c.id).map((u) => u.position);
    return {
      ...c,
      unitStart: mine.length ? Math.min(...mine) : 0,
      unitSpan: mine.length,
      unitTotal: total.get(c.parentId ?? c.id) ?? mine.length,
    };
  });
}

export const courtById = (db: DbOrTx, id: number) =>
  db
    .select()
    .from(bookingCourts)
    .where(eq(bookingCourts.id, id))
    .then((r) => r[0] ?? null);
export const sportById = (db: DbOrTx, id: number) =>
  db
    .select()
    .from(bookingSports)
    .where(eq(bookingSports.id, id))
    .then((r) => r[0] ?? null);
export const typeById = (db: DbOrTx, id: number) =>
  db
    .select()
    .from(bookingTypes)
    .where(eq(bookingTypes.id, id))
    .then((r) => r[0] ?? null);
export const optionById = (db: DbOrTx, id: number) =>
  db
    .select()
    .from(bookingOptions)
    .where(eq(bookingOptions.id, id))
    .then((r) => r[0] ?? null);

/** Courts' hours on a day of the week (courts: all of one venue, or the listed ones). */
export const hoursOn = (db: DbOrTx, weekday: number, courtIds: number[]) =>
  courtIds.length
    ? db
        .select()
        .from(bookingCourtHours)
        .where(and(eq(bookingCourtHours.weekday, weekday), inArray(bookingCourtHours.courtId, courtIds)))
    : Promise.resolve([]);

export const ratesOf = (db: DbOrTx, typeId: number) =>
  db.select().from(bookingRates).where(eq(bookingRates.typeId, typeId));

/** Whatever holds any unit the court covers during [from, to): bookings held or paid, and events. */
export const occupied = (db: DbOrTx, courtId: number, from: Date, to: Date) =>
  db
    .select({
      start: sql`lower(${bookingUnitHolds.during})`.mapWith(instant),
      end: sql`upper(${bookingUnitHolds.during})`.mapWith(instant),
    })
    .from(bookingUnitHolds)
    .where(
      and(
        inArray(
          bookingUnitHolds.unitId,
          db
            .select({ id: bookingCourtUnits.unitId })
            .from(bookingCourtUnits)
            .where(eq(bookingCourtUnits.courtId, courtId)),
        ),
        sql`${bookingUnitHolds.during} && ${range(from, to)}`,
      ),
    ) as Promise<{ start: Date; end: Date }[]>;

export type NewBooking = typeof bookings.$inferInsert;

export const insertBooking = (db: DbOrTx, row: NewBooking) =>
  db
    .insert(bookings)
    .values(row)
    .returning({ id: bookings.id })
    .then((r) => r[0]!.id);

/**
 * Hold every unit the court covers for the booking's or event's time, in one statement. The exclusion constraint
 * makes a concurrent overlapping hold wait for this transaction and then fail (23P01): never two holders. Units are
 * taken in one order, so a full court and its half never wait on each other in a circle (a deadlock).
 */
export async function holdUnits(
  db: DbOrTx,
  owner: { bookingId: number } | { eventId: number },
  courtId: number,
  from: Date,
  to: Date,
): Promise<number> {
  const bookingId = 'bookingId' in owner ? owner.bookingId : null;
  const eventId = 'eventId' in owner ? owner.eventId : null;
  const res = await db.execute(sql`insert into ${bookingUnitHolds} (unit_id, during, booking_id, event_id)
    select ${bookingCourtUnits.unitId}, ${range(from, to)}, ${bookingId}::int, ${eventId}::int from ${bookingCourtUnits}
    where ${bookingCourtUnits.courtId} = ${courtId} order by ${bookingCourtUnits.unitId} returning id`);
  return (res as unknown as { rows: unknown[] }).rows.length;
}

export const bookingsOfOrder = (db: DbOrTx, orderId: number) =>
  db.select().from(bookings).where(eq(bookings.orderId, orderId));

export const markBooked = (db: DbOrTx, orderId: number) =>
  db
    .update(bookings)
    .set({ status: 'booked' })
    .where(and(eq(bookings.orderId, orderId), eq(bookings.status, 'held')));

/** Give back a payment's hold: its unit rows go, the booking stays as 'released' for the record. */
export async function releaseOrder(db: DbOrTx, orderId: number): Promise<void> {
  const ids = db.select({ id: bookings.id }).from(bookings).where(eq(bookings.orderId, orderId));
  await db.delete(bookingUnitHolds).where(inArray(bookingUnitHolds.bookingId, ids));
  await db.update(bookings).set({ status: 'released' }).where(eq(bookings.orderId, orderId));
}

export const insertEvent = (db: DbOrTx, row: typeof bookingEvents.$inferInsert) =>
  db
    .insert(bookingEvents)
    .values(row)
    .returning({ id: bookingEvents.id })
    .then((r) => r[0]!.id);

/** A venue's bookings (held or paid; not released or cancelled) and events overlapping [from, to), with the names the calendar shows. */
export async function venueDay(db: DbOrTx, venueId: number, from: Date, to: Date) {
  const [booked, events] = await Promise.all([
    db
      .select({
        id: bookings.id,
        startsAt: bookings.startsAt,
        endsAt: bookings.endsAt,
        courtId: bookings.courtId,
        court: bookingCourts.name,
        type: bookingTypes.name,
        option: bookingOptions.name,
      })
      .from(bookings)
      .innerJoin(bookingCourts, eq(bookingCourts.id, bookings.courtId))
      .innerJoin(bookingTypes, eq(bookingTypes.id, bookings.typeId))
      .leftJoin(bookingOptions, eq(bookingOptions.id, bookings.optionId))
      .where(
        and(
          eq(bookings.venueId, venueId),
          inArray(bookings.status, ['held', 'booked']),
          lt(bookings.startsAt, to),
          gt(bookings.endsAt, from),
        ),
      )
      .orderBy(asc(bookings.startsAt), asc(bookings.id)),
    db
      .select({
        id: bookingEvents.id,
        startsAt: bookingEvents.startsAt,
        endsAt: bookingEvents.endsAt,
        courtId: bookingEvents.courtId,
        court: bookingCourts.name,
        title: bookingEvents.title,
      })
      .from(bookingEvents)
      .innerJoin(bookingCourts, eq(bookingCourts.id, bookingEvents.courtId))
      .where(and(eq(bookingEvents.venueId, venueId), lt(bookingEvents.startsAt, to), gt(bookingEvents.endsAt, from)))
      .orderBy(asc(bookingEvents.startsAt), asc(bookingEvents.id)),
  ]);
  return { booked, events };
}

/** A member's paid bookings, and those the venue cancelled, with every name the history shows, latest start first. */
export function memberBookings(db: DbOrTx, memberId: number, id?: number) {
  const where = [eq(bookings.memberId, memberId), inArray(bookings.status, ['booked', 'cancelled'])];
  if (id !== undefined) where.push(eq(bookings.id, id));
  return db
    .select({
      id: bookings.id,
      orderId: bookings.orderId,
      startsAt: bookings.startsAt,
      endsAt: bookings.endsAt,
      venue: venues,
      sport: bookingSports.name,
      type: bookingTypes.name,
      option: bookingOptions.name,
      court: bookingCourts.name,
      status: bookings.status,
      cancelReason: bookings.cancelReason,
    })
    .from(bookings)
    .innerJoin(venues, eq(venues.id, bookings.venueId))
    .innerJoin(bookingSports, eq(bookingSports.id, bookings.sportId))
    .innerJoin(bookingTypes, eq(bookingTypes.id, bookings.typeId))
    .leftJoin(bookingOptions, eq(bookingOptions.id, bookings.optionId))
    .innerJoin(bookingCourts, eq(bookingCourts.id, bookings.courtId))
    .where(and(...where))
    .orderBy(desc(bookings.startsAt), desc(bookings.id));
}
