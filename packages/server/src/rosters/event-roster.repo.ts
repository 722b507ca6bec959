import { and, asc, desc, eq, gte, isNull, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../platform/db';
import { members } from '../platform/members.tables';
import { courts, venues } from '../platform/league.tables';
import { eventRosterEntries, rosterEvents } from './rosters.tables';

// Drizzle queries of the event roster (spec 002 §2 Event roster, §7). Plain rows out.

export function listEvents(db: DbOrTx) {
  return db
    .select({ id: rosterEvents.id, name: rosterEvents.name, date: rosterEvents.date })
    .from(rosterEvents)
    .orderBy(desc(rosterEvents.date), asc(rosterEvents.name));
}

export async function findEvent(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ id: rosterEvents.id, name: rosterEvents.name, date: rosterEvents.date })
    .from(rosterEvents)
    .where(eq(rosterEvents.id, id))
    .limit(1);
  return row;
}

/** Entries with their event, place and official, by time, court and name. */
function entryQuery(db: DbOrTx, where: SQL | undefined) {
  return db
    .select({
      id: eventRosterEntries.id,
      eventId: rosterEvents.id,
      eventName: rosterEvents.name,
      date: eventRosterEntries.date,
      timeFrom: eventRosterEntries.timeFrom,
      timeTo: eventRosterEntries.timeTo,
      function: eventRosterEntries.function,
      venueName: venues.name,
      court: courts.name,
      memberId: eventRosterEntries.memberId,
      firstname: members.firstname,
      lastname: members.lastname,
      cancelledAt: eventRosterEntries.cancelledAt,
      sequence: eventRosterEntries.calendarSequence,
      changedAt: eventRosterEntries.changedAt,
    })
    .from(eventRosterEntries)
    .innerJoin(rosterEvents, eq(rosterEvents.id, eventRosterEntries.eventId))
    .innerJoin(venues, eq(venues.id, eventRosterEntries.venueId))
    .innerJoin(members, eq(members.id, eventRosterEntries.memberId))
    .leftJoin(courts, eq(courts.id, eventRosterEntries.courtId))
    .where(where)
    .orderBy(
      asc(eventRosterEntries.date),
      asc(eventRosterEntries.timeFrom),
      asc(courts.name),
      asc(members.lastname),
      asc(members.firstname),
      asc(eventRosterEntries.id),
    );
}
export type EntryRow = Awaited<ReturnType<typeof entryQuery>>[number];

/** The live entries of an event on a date. */
export function eventEntries(db: DbOrTx, eventId: number, date: string) {
  return entryQuery(
    db,
    and(
      eq(eventRosterEntries.eventId, eventId),
      eq(eventRosterEntries.date, date),
      isNull(eventRosterEntries.cancelledAt),
    ),
  );
}

/** One live entry of the member. */
export async function ownEntry(db: DbOrTx, id: number, memberId: number): Promise<EntryRow | undefined> {
  const [row] = await entryQuery(
    db,
    and(
      eq(eventRosterEntries.id, id),
      eq(eventRosterEntries.memberId, memberId),
      isNull(eventRosterEntries.cancelledAt),
    ),
  );
  return row;
}

/** Every entry of the member (cancelled too) on or after a date: the member's feed. */
export function feedEntries(db: DbOrTx, memberId: number, fromDate: string) {
  return entryQuery(db, and(eq(eventRosterEntries.memberId, memberId), gte(eventRosterEntries.date, fromDate)));
}
