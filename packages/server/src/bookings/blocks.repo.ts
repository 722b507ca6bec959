import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { BlockListQuery } from '@portal/domain/bookings/blocks.staff.contract';
import type { DbOrTx } from '../platform/db';
import { pageWindow, readPage, staffList } from '../platform/staff-list';
import { venues } from '../platform/league.tables';
import { members } from '../platform/members.tables';
import { bookingCourts, bookingCourtUnits, bookingEvents, bookingUnitHolds } from './bookings.tables';

// The blocks' queries (drizzle only; docs/decisions/216): court events with their court and who made them, what
// holds a court's units over a range, and removing one.

const range = (from: Date, to: Date) =>
  sql`tstzrange(${from.toISOString()}::timestamptz, ${to.toISOString()}::timestamptz, '[)')`;

const columns = {
  id: bookingEvents.id,
  venue: venues.name,
  venueId: bookingEvents.venueId,
  court: bookingCourts.name,
  courtId: bookingEvents.courtId,
  kind: bookingEvents.kind,
  title: bookingEvents.title,
  note: bookingEvents.note,
  startsAt: bookingEvents.startsAt,
  endsAt: bookingEvents.endsAt,
  by: members.username,
};

const joined = (db: DbOrTx) =>
  db
    .select(columns)
    .from(bookingEvents)
    .innerJoin(bookingCourts, eq(bookingCourts.id, bookingEvents.courtId))
    .innerJoin(venues, eq(venues.id, bookingEvents.venueId))
    .leftJoin(members, eq(members.id, bookingEvents.createdBy));

export type BlockRow = Awaited<ReturnType<typeof blocksById>>[number];

const blockList = staffList({
  sort: { starts_at: [bookingEvents.startsAt], court: [bookingCourts.name] },
  byDefault: { key: 'starts_at' },
  then: [asc(bookingEvents.id)],
});

/** One page of events and blocks ending after `from` (of one venue when asked), soonest first unless sorted. */
export function blockPage(db: DbOrTx, q: BlockListQuery, from: Date | null) {
  const where = and(
    q.venue_id === '' ? undefined : eq(bookingEvents.venueId, q.venue_id),
    from ? gt(bookingEvents.endsAt, from) : undefined,
  );
  return readPage(db, joined(db).where(where).$dynamic(), blockList.order(q), pageWindow(q));
}

export function blocksById(db: DbOrTx, ids: number[]) {
  return ids.length ? joined(db).where(inArray(bookingEvents.id, ids)) : Promise.resolve([]);
}

/** The bookings (held or paid) and events holding any unit the court covers during [from, to). */
export async function holdersOf(
  db: DbOrTx,
  courtId: number,
  from: Date,
  to: Date,
): Promise<{ bookingIds: number[]; eventIds: number[] }> {
  const rows = await db
    .selectDistinct({ bookingId: bookingUnitHolds.bookingId, eventId: bookingUnitHolds.eventId })
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
    );
  return {
    bookingIds: rows.flatMap((r) => (r.bookingId === null ? [] : [r.bookingId])),
    eventIds: rows.flatMap((r) => (r.eventId === null ? [] : [r.eventId])),
  };
}

/** Remove an event (its unit holds go with it: on delete cascade); answers its venue, or null when there was none. */
export async function deleteBlock(tx: DbOrTx, id: number): Promise<{ venueId: number; title: string } | null> {
  const [row] = await tx
    .delete(bookingEvents)
    .where(eq(bookingEvents.id, id))
    .returning({ venueId: bookingEvents.venueId, title: bookingEvents.title });
  return row ?? null;
}
