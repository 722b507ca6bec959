import { and, asc, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../platform/db';
import { divisions, seasons } from '../platform/league.tables';
import { members } from '../platform/members.tables';
import { divisionEntries, divisionGroups, grades, teamEntries } from './nomination.tables';

// Drizzle queries of team nomination: the lookups of step 2, a division's places, and the entries.

/** spec 001 §2 "seasons": active, not archived, with an active division open for entries (decision 061). */
const openDivision = and(
  eq(seasons.active, true),
  eq(seasons.archived, false),
  eq(divisions.active, true),
  eq(divisionEntries.open, true),
);

/** The divisions open for entry (and `where`) with everything the wizard and the payment read, in one joined query. */
function entryRows(db: DbOrTx, where: SQL) {
  return db
    .select({
      divisionId: divisions.id,
      name: divisions.name,
      minPlayers: divisions.minPlayers,
      maxPlayers: divisions.maxPlayers,
      seasonId: seasons.id,
      season: seasons.name,
      groupId: divisionGroups.id,
      gradeId: divisionGroups.gradeId,
      // a free division prices every entry at nothing (decision 185)
      priceCents: sql<number>`case when ${divisionEntries.free} then 0 else ${divisionEntries.priceCents} end`.mapWith(
        Number,
      ),
      capacity: divisionEntries.capacity,
      placesTaken: divisionEntries.placesTaken,
      waitlist: divisionEntries.waitlist,
      skVal: divisionEntries.skVal,
      // who may play (decision 222), as domain's DivisionEligibility
      gender: divisions.playersGender,
      minAge: divisions.minAge,
      maxAge: divisions.maxAge,
      ageOn: divisions.ageOn,
    })
    .from(divisionEntries)
    .innerJoin(divisions, eq(divisions.id, divisionEntries.divisionId))
    .innerJoin(seasons, eq(seasons.id, divisions.seasonId))
    .innerJoin(divisionGroups, eq(divisionGroups.id, divisionEntries.groupId))
    .where(and(openDivision, where))
    .orderBy(asc(divisions.name));
}
export type EntryRow = Awaited<ReturnType<typeof entryRows>>[number];

export const openSeasons = (db: DbOrTx) =>
  db
    .selectDistinct({ id: seasons.id, name: seasons.name, startsOn: seasons.startsOn })
    .from(divisionEntries)
    .innerJoin(divisions, eq(divisions.id, divisionEntries.divisionId))
    .innerJoin(seasons, eq(seasons.id, divisions.seasonId))
    .where(openDivision)
    .orderBy(asc(seasons.startsOn), asc(seasons.name));

export const openGrades = (db: DbOrTx) =>
  db
    .selectDistinct({ id: grades.id, name: grades.name, position: grades.position })
    .from(grades)
    .innerJoin(divisionGroups, eq(divisionGroups.gradeId, grades.id))
    .innerJoin(divisionEntries, eq(divisionEntries.groupId, divisionGroups.id))
    .innerJoin(divisions, eq(divisions.id, divisionEntries.divisionId))
    .innerJoin(seasons, eq(seasons.id, divisions.seasonId))
    .where(openDivision)
    .orderBy(asc(grades.position), asc(grades.name));

export const openGroups = (db: DbOrTx, gradeId: number) =>
  db
    .selectDistinct({ id: divisionGroups.id, name: divisionGroups.name, position: divisionGroups.position })
    .from(divisionGroups)
    .innerJoin(divisionEntries, eq(divisionEntries.groupId, divisionGroups.id))
    .innerJoin(divisions, eq(divisions.id, divisionEntries.divisionId))
    .innerJoin(seasons, eq(seasons.id, divisions.seasonId))
    .where(and(openDivision, eq(divisionGroups.gradeId, gradeId)))
    .orderBy(asc(divisionGroups.position), asc(divisionGroups.name));

export const groupDivisions = (db: DbOrTx, groupId: number) => entryRows(db, eq(divisionEntries.groupId, groupId));

/** Every division open for entries, for a team entry paid at the desk (decision 275). */
export const openDivisions = (db: DbOrTx) => entryRows(db, sql`true`);

/** The member a desk entry names as its manager (decision 275); undefined when there is none. */
export const deskManager = (db: DbOrTx, memberId: number) =>
  db
    .select({
      id: members.id,
      firstname: members.firstname,
      lastname: members.lastname,
      email: members.email,
      mobile: members.mobile,
      skTm: members.skTm,
      deactivatedAt: members.deactivatedAt,
      mergedInto: members.mergedInto,
    })
    .from(members)
    .where(eq(members.id, memberId))
    .then((rows) => rows[0]);

export const openEntry = (db: DbOrTx, divisionId: number) =>
  entryRows(db, eq(divisions.id, divisionId)).then((rows) => rows[0]);

/** The season's open divisions of a grade (decision 062: where a waiting-list team may be placed). */
export const gradeDivisions = (db: DbOrTx, seasonId: number, gradeId: number) =>
  entryRows(db, and(eq(seasons.id, seasonId), eq(divisionGroups.gradeId, gradeId))!);

/**
 * First to checkout: one statement takes a place while one is left (a waiting list takes none and is never full).
 * Two payments racing for the last place can never both get it; the CHECK refuses it even if this were wrong.
 * Answers whether the division has a waiting list, or undefined when it is full or closed.
 */
export const takePlace = (tx: DbOrTx, divisionId: number) =>
  tx
    .update(divisionEntries)
    .set({ placesTaken: sql`${divisionEntries.placesTaken} + case when ${divisionEntries.waitlist} then 0 else 1 end` })
    .where(
      and(
        eq(divisionEntries.divisionId, divisionId),
        eq(divisionEntries.open, true),
        sql`(${divisionEntries.waitlist} or ${divisionEntries.capacity} is null or ${divisionEntries.placesTaken} < ${divisionEntries.capacity})`,
      ),
    )
    .returning({ waitlist: divisionEntries.waitlist })
    .then((rows) => rows[0]);

/** Give back the place of a released entry. */
export const giveBackPlace = (tx: DbOrTx, divisionId: number) =>
  tx
    .update(divisionEntries)
    .set({ placesTaken: sql`greatest(${divisionEntries.placesTaken} - 1, 0)` })
    .where(eq(divisionEntries.divisionId, divisionId));

/** A team of this name (any case) is entered in the division (held, placed or waiting; a declined one gave it back). */
export async function nameEntered(db: DbOrTx, divisionId: number, name: string): Promise<boolean> {
  const rows = await db
    .select({ id: teamEntries.id })
    .from(teamEntries)
    .where(
      and(
        eq(teamEntries.divisionId, divisionId),
        eq(sql`lower(${teamEntries.teamName})`, name.toLowerCase()),
        ne(teamEntries.status, 'declined'),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** Hold an entry for the order; undefined when a team of that name was entered in the division meanwhile. */
export const insertEntry = (tx: DbOrTx, row: typeof teamEntries.$inferInsert) =>
  tx
    .insert(teamEntries)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: teamEntries.id })
    .then((rows) => rows[0]?.id);

export const lockEntry = (tx: DbOrTx, orderId: number) =>
  tx
    .select()
    .from(teamEntries)
    .where(eq(teamEntries.orderId, orderId))
    .for('no key update')
    .then((rows) => rows[0]);

export const entryOfOrder = (db: DbOrTx, orderId: number) =>
  db
    .select({ id: teamEntries.id, status: teamEntries.status, teamId: teamEntries.teamId })
    .from(teamEntries)
    .where(eq(teamEntries.orderId, orderId))
    .then((rows) => rows[0]);

export const settleEntry = (
  tx: DbOrTx,
  id: number,
  set: { status: 'placed' | 'waitlisted'; teamId?: number; now: Date },
) =>
  tx
    .update(teamEntries)
    .set({ status: set.status, teamId: set.teamId ?? null, updatedAt: set.now })
    .where(eq(teamEntries.id, id));

/** Drop the held entry of a released order (none is fine): what it held, to give back. */
export const dropHeldEntry = (tx: DbOrTx, orderId: number) =>
  tx
    .delete(teamEntries)
    .where(and(eq(teamEntries.orderId, orderId), eq(teamEntries.status, 'held')))
    .returning({ divisionId: teamEntries.divisionId, takesPlace: teamEntries.takesPlace })
    .then((rows) => rows[0]);
