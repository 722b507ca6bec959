import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../platform/db';
import { members } from '../platform/members.tables';
import { courts, venues } from '../platform/league.tables';
import { eventRosterEntries, rosterEvents } from './rosters.tables';

// Drizzle queries of event rosters in the back-office (docs/decisions/197). Plain rows out.

const liveEntries = sql<number>`(select count(*) from ${eventRosterEntries} where ${eventRosterEntries.eventId} = ${rosterEvents.id} and ${eventRosterEntries.cancelledAt} is null)::int`;
const eventColumns = {
  id: rosterEvents.id,
  name: rosterEvents.name,
  date: rosterEvents.date,
  venueId: rosterEvents.venueId,
  venue: venues.name,
  entries: liveEntries,
};

export function events(db: DbOrTx) {
  return db
    .select(eventColumns)
    .from(rosterEvents)
    .innerJoin(venues, eq(venues.id, rosterEvents.venueId))
    .orderBy(desc(rosterEvents.date), asc(rosterEvents.name));
}

export async function event(db: DbOrTx, id: number) {
  const [row] = await db
    .select(eventColumns)
    .from(rosterEvents)
    .innerJoin(venues, eq(venues.id, rosterEvents.venueId))
    .where(eq(rosterEvents.id, id));
  return row;
}

export async function insertEvent(tx: DbOrTx, e: typeof rosterEvents.$inferInsert): Promise<number> {
  const [row] = await tx.insert(rosterEvents).values(e).returning({ id: rosterEvents.id });
  return row!.id;
}

export function courtsOf(db: DbOrTx, venueId: number) {
  return db
    .select({ id: courts.id, name: courts.name })
    .from(courts)
    .where(eq(courts.venueId, venueId))
    .orderBy(asc(courts.name));
}

/** A member who is a rostered official (is_roster), by exact username. */
export async function rosteredOfficial(db: DbOrTx, username: string) {
  const [row] = await db
    .select({ id: members.id, firstname: members.firstname, lastname: members.lastname })
    .from(members)
    .where(and(eq(members.username, username), eq(members.isRoster, true), isNull(members.deactivatedAt)));
  return row;
}

export async function insertEntry(tx: DbOrTx, e: typeof eventRosterEntries.$inferInsert): Promise<number> {
  const [row] = await tx.insert(eventRosterEntries).values(e).returning({ id: eventRosterEntries.id });
  return row!.id;
}

/** A live entry, locked for its change. */
export async function liveEntry(tx: DbOrTx, id: number) {
  const [row] = await tx
    .select({
      id: eventRosterEntries.id,
      eventId: eventRosterEntries.eventId,
      memberId: eventRosterEntries.memberId,
      function: eventRosterEntries.function,
    })
    .from(eventRosterEntries)
    .where(and(eq(eventRosterEntries.id, id), isNull(eventRosterEntries.cancelledAt)))
    .for('update');
  return row;
}

export async function cancelEntry(tx: DbOrTx, id: number, at: Date): Promise<void> {
  await tx.update(eventRosterEntries).set({ cancelledAt: at }).where(eq(eventRosterEntries.id, id));
}

/** Live entries of an event (every date) with the official's email, by official, date and time. */
export function entriesToMail(db: DbOrTx, eventId: number) {
  return db
    .select({
      memberId: members.id,
      email: members.email,
      firstname: members.firstname,
      date: eventRosterEntries.date,
      timeFrom: eventRosterEntries.timeFrom,
      timeTo: eventRosterEntries.timeTo,
      function: eventRosterEntries.function,
      court: courts.name,
    })
    .from(eventRosterEntries)
    .innerJoin(members, eq(members.id, eventRosterEntries.memberId))
    .leftJoin(courts, eq(courts.id, eventRosterEntries.courtId))
    .where(and(eq(eventRosterEntries.eventId, eventId), isNull(eventRosterEntries.cancelledAt)))
    .orderBy(asc(members.id), asc(eventRosterEntries.date), asc(eventRosterEntries.timeFrom));
}
