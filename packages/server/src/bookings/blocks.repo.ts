import { and, asc, desc, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../platform/db';
import { venues } from '../platform/league.tables';
import { members } from '../platform/members.tables';
import { bookingCourts, bookingCourtUnits, bookingEvents, bookingUnitHolds } from './bookings.tables';

// The blocks' queries (drizzle only; docs/decisions/216): court events with their court and who made them, what
// holds a court's units over a range, and removing one.

const range = (from: Date, to: Date) => sql`tstzrange(${from.toISOString()}::timestamptz, ${to.toISOString()}::timestamptz, '[)')`;

const columns = {
  id: bookingEvents.id, venue: venues.name, venueId: bookingEvents.venueId, court: bookingCourts.name, courtId: bookingEvents.courtId, kind: bookingEvents.kind,
  title: bookingEvents.title, note: bookingEvents.note, startsAt: bookingEvents.startsAt, endsAt: bookingEvents.endsAt, by: members.username,
  total: sql<number>`count(*) over ()::int`.mapWith(Number),
};

const joined = (db: DbOrTx) => db.select(columns).from(bookingEvents)
  .innerJoin(bookingCourts, eq(bookingCourts.id, bookingEvents.courtId)).innerJoin(venues, eq(venues.id, bookingEvents.venueId))
  .leftJoin(members, eq(members.id, bookingEvents.createdBy));

export type BlockRow = Awaited<ReturnType<typeof blocksById>>[number];

/** One page of events and blocks ending after `from` (of one venue when asked), soonest first unless sorted. */
export function blockPage(db: DbOrTx, f: { venueId: number | null; from: Date | null; sort: 'starts_at' | 'court'; desc: boolean }, page: { offset: number; limit: number }) {
  const where: SQL[] = [];
  if (f.venueId !== null) where.push(eq(bookingEvents.venueId, f.venueId));
  if (f.from) where.push(gt(bookingEvents.endsAt, f.from));
  const key = f.sort === 'court' ? bookingCourts.name : bookingEvents.startsAt;
  return joined(db).where(and(...where)).orderBy(f.desc ? desc(key) : asc(key), asc(bookingEvents.id)).limit(page.limit).offset(page.offset);
}

export function blocksById(db: DbOrTx, ids: number[]) {
  return ids.length ? joined(db).where(inArray(bookingEvents.id, ids)) : Promise.resolve([]);
}

/** The bookings (held or paid) and events holding any unit the court covers during [from, to). */
export async function holdersOf(db: DbOrTx, courtId: number, from: Date, to: Date): Promise<{ bookingIds: number[]; eventIds: number[] }> {
  const rows = await db.selectDistinct({ bookingId: bookingUnitHolds.bookingId, eventId: bookingUnitHolds.eventId }).from(bookingUnitHolds)
    .where(and(
      inArray(bookingUnitHolds.unitId, db.select({ id: bookingCourtUnits.unitId }).from(bookingCourtUnits).where(eq(bookingCourtUnits.courtId, courtId))),
      sql`${bookingUnitHolds.during} && ${range(from, to)}`,
    ));
  return { bookingIds: rows.flatMap((r) => (r.bookingId === null ? [] : [r.bookingId])), eventIds: rows.flatMap((r) => (r.eventId === null ? [] : [r.eventId])) };
}

/** Remove an event (its unit holds go with it: on delete cascade); answers its venue, or null when there was none. */
export async function deleteBlock(tx: DbOrTx, id: number): Promise<{ venueId: number; title: string } | null> {
  const [row] = await tx.delete(bookingEvents).where(eq(bookingEvents.id, id)).returning({ venueId: bookingEvents.venueId, title: bookingEvents.title });
  return row ?? null;
}
