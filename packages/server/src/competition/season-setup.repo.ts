import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { SeasonListQuery } from '@portal/domain/competition/season-setup.contract';
import type { DbOrTx } from '../platform/db';
import { pageWindow, readPage, staffList } from '../platform/staff-list';
import {
  courtGameSlots,
  courts,
  divisionExcludedDates,
  divisions,
  excludedDates,
  seasons,
  teams,
  venues,
} from '../platform/league.tables';

// Drizzle queries of season setup (decision 185): seasons, exception dates, divisions, teams, courts' game slots.
// The writes are called only by league.service.ts (decision 172).

// written out in full: drizzle drops the table names of a one-table select, and "id" would be ambiguous in them
const divisionCount = sql<number>`(select count(*)::int from divisions dv where dv.season_id = seasons.id)`.mapWith(
  Number,
);
const teamCount =
  sql<number>`(select count(*)::int from teams tm join divisions dv on dv.id = tm.division_id where dv.season_id = seasons.id)`.mapWith(
    Number,
  );
const seasonColumns = {
  id: seasons.id,
  name: seasons.name,
  startsOn: seasons.startsOn,
  endsOn: seasons.endsOn,
  active: seasons.active,
  archived: seasons.archived,
  divisions: divisionCount,
  teams: teamCount,
};
const seasonList = staffList({
  sort: { name: [seasons.name], starts_on: [seasons.startsOn] },
  byDefault: [desc(seasons.startsOn)],
  then: [asc(seasons.id)],
  search: { columns: [seasons.name] },
});

/** One page of seasons (newest first unless sorted), with their counts of divisions and teams. */
export function seasonPage(db: DbOrTx, q: SeasonListQuery) {
  return readPage(
    db,
    db.select(seasonColumns).from(seasons).where(seasonList.search(q.q)).$dynamic(),
    seasonList.order(q),
    pageWindow(q),
  );
}
export type SeasonListRow = Awaited<ReturnType<typeof seasonPage>>['rows'][number];

export async function findSeason(db: DbOrTx, id: number, lock = false): Promise<SeasonListRow | undefined> {
  const query = db.select(seasonColumns).from(seasons).where(eq(seasons.id, id)).limit(1);
  const [row] = lock ? await query.for('update', { of: seasons }) : await query;
  return row;
}

export type SeasonFields = { name: string; startsOn: string; endsOn: string; active: boolean; archived: boolean };

export const insertSeason = (tx: DbOrTx, s: SeasonFields) =>
  tx
    .insert(seasons)
    .values(s)
    .returning({ id: seasons.id })
    .then((r) => r[0]!.id);
export const updateSeason = (tx: DbOrTx, id: number, s: SeasonFields) =>
  tx.update(seasons).set(s).where(eq(seasons.id, id));
export const seasonNameTaken = async (db: DbOrTx, name: string, except = 0) =>
  (
    await db
      .select({ id: seasons.id })
      .from(seasons)
      .where(and(sql`lower(${seasons.name}) = lower(${name})`, sql`${seasons.id} <> ${except}`))
      .limit(1)
  ).length > 0;

/** The season's exception dates, season-wide and its divisions' own, in date order. */
export async function exceptionsOf(db: DbOrTx, seasonId: number) {
  const [wide, own] = await Promise.all([
    db
      .select({
        id: excludedDates.id,
        from: excludedDates.date,
        to: excludedDates.endsOn,
        reason: excludedDates.reason,
      })
      .from(excludedDates)
      .where(eq(excludedDates.seasonId, seasonId)),
    db
      .select({
        id: divisionExcludedDates.id,
        divisionId: divisionExcludedDates.divisionId,
        from: divisionExcludedDates.date,
        to: divisionExcludedDates.endsOn,
        reason: divisionExcludedDates.reason,
      })
      .from(divisionExcludedDates)
      .innerJoin(divisions, eq(divisions.id, divisionExcludedDates.divisionId))
      .where(eq(divisions.seasonId, seasonId)),
  ]);
  return [...wide.map((e) => ({ ...e, divisionId: null })), ...own]
    .map((e) => ({ ...e, to: e.to ?? e.from }))
    .sort((a, b) => a.from.localeCompare(b.from));
}
export type ExceptionRow = Awaited<ReturnType<typeof exceptionsOf>>[number];

export type ExceptionFields = { from: string; to: string | null; reason: string };

export async function insertException(
  tx: DbOrTx,
  seasonId: number,
  divisionId: number | null,
  e: ExceptionFields,
): Promise<boolean> {
  const row = { date: e.from, endsOn: e.to && e.to !== e.from ? e.to : null, reason: e.reason };
  const added =
    divisionId === null
      ? await tx
          .insert(excludedDates)
          .values({ ...row, seasonId })
          .onConflictDoNothing()
          .returning({ id: excludedDates.id })
      : await tx
          .insert(divisionExcludedDates)
          .values({ ...row, divisionId })
          .onConflictDoNothing()
          .returning({ id: divisionExcludedDates.id });
  return added.length === 1;
}

/** Remove a season-wide exception (divisionId null) or a division's own of this season; the row removed. */
export async function deleteException(tx: DbOrTx, seasonId: number, divisionId: number | null, id: number) {
  if (divisionId === null) {
    const [row] = await tx
      .delete(excludedDates)
      .where(and(eq(excludedDates.id, id), eq(excludedDates.seasonId, seasonId)))
      .returning();
    return row && { from: row.date, to: row.endsOn, reason: row.reason };
  }
  const [row] = await tx
    .delete(divisionExcludedDates)
    .where(
      and(
        eq(divisionExcludedDates.id, id),
        eq(divisionExcludedDates.divisionId, divisionId),
        inArray(
          divisionExcludedDates.divisionId,
          tx.select({ id: divisions.id }).from(divisions).where(eq(divisions.seasonId, seasonId)),
        ),
      ),
    )
    .returning();
  return row && { from: row.date, to: row.endsOn, reason: row.reason };
}

/** The season's divisions by name. */
export const divisionsOf = (db: DbOrTx, seasonId: number) =>
  db.select().from(divisions).where(eq(divisions.seasonId, seasonId)).orderBy(asc(divisions.name), asc(divisions.id));
export type DivisionRow = Awaited<ReturnType<typeof divisionsOf>>[number];

export async function findDivision(db: DbOrTx, id: number, lock = false): Promise<DivisionRow | undefined> {
  const query = db.select().from(divisions).where(eq(divisions.id, id)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** The teams of these divisions in seeding order (as entered). */
export const teamsOf = (db: DbOrTx, divisionIds: number[]) =>
  divisionIds.length === 0
    ? Promise.resolve([])
    : db
        .select({ id: teams.id, name: teams.name, divisionId: teams.divisionId, club: teams.club })
        .from(teams)
        .where(inArray(teams.divisionId, divisionIds))
        .orderBy(asc(teams.id));

export type DivisionFields = Pick<
  typeof divisions.$inferInsert,
  | 'name'
  | 'note'
  | 'sport'
  | 'active'
  | 'minPlayers'
  | 'maxPlayers'
  | 'finalsQualification'
  | 'weekday'
  | 'doublePointRounds'
  | 'usesDuty'
  | 'playersGender'
  | 'minAge'
  | 'maxAge'
  | 'ageOn'
  | 'refereeSlots'
>;

export const insertDivision = (tx: DbOrTx, seasonId: number, d: DivisionFields) =>
  tx
    .insert(divisions)
    .values({ ...d, seasonId })
    .returning({ id: divisions.id })
    .then((r) => r[0]!.id);
export const updateDivision = (tx: DbOrTx, id: number, d: DivisionFields) =>
  tx.update(divisions).set(d).where(eq(divisions.id, id));
export const divisionNameTaken = async (db: DbOrTx, seasonId: number, name: string, except = 0) =>
  (
    await db
      .select({ id: divisions.id })
      .from(divisions)
      .where(
        and(
          eq(divisions.seasonId, seasonId),
          sql`lower(${divisions.name}) = lower(${name})`,
          sql`${divisions.id} <> ${except}`,
        ),
      )
      .limit(1)
  ).length > 0;

/** Venues, their courts and each court's game slots: three small queries. */
export async function courtsWithSlots(db: DbOrTx) {
  const [venueRows, courtRows, slotRows] = await Promise.all([
    db.select({ id: venues.id, name: venues.name }).from(venues).orderBy(asc(venues.name)),
    db
      .select({ id: courts.id, venueId: courts.venueId, venue: venues.name, name: courts.name })
      .from(courts)
      .innerJoin(venues, eq(venues.id, courts.venueId))
      .orderBy(asc(venues.name), asc(courts.name)),
    db.select().from(courtGameSlots).orderBy(asc(courtGameSlots.weekday)),
  ]);
  return { venueRows, courtRows, slotRows };
}

export const findCourt = async (db: DbOrTx, id: number) =>
  (await db.select().from(courts).where(eq(courts.id, id)).limit(1))[0];
export const venueExists = async (db: DbOrTx, id: number) =>
  (await db.select({ id: venues.id }).from(venues).where(eq(venues.id, id))).length > 0;

/** A new court; null when the venue has one of that name. */
export async function insertCourt(tx: DbOrTx, c: { venueId: number; name: string }): Promise<number | null> {
  const [row] = await tx.insert(courts).values(c).onConflictDoNothing().returning({ id: courts.id });
  return row?.id ?? null;
}

/**
 * Set (or with no start times, clear) a court's game slots on a weekday; the slots before. The court is locked first:
 * two saves at once take turns, each replacing the other's (the second's insert met the first's on
 * court_game_slots_court_weekday_key, a 500, issue 39) and each audit's before the truth.
 */
export async function setSlots(tx: DbOrTx, courtId: number, weekday: number, starts: string[], minutes: number) {
  await tx.select({ id: courts.id }).from(courts).where(eq(courts.id, courtId)).for('no key update');
  const [before] = await tx
    .delete(courtGameSlots)
    .where(and(eq(courtGameSlots.courtId, courtId), eq(courtGameSlots.weekday, weekday)))
    .returning();
  if (starts.length) await tx.insert(courtGameSlots).values({ courtId, weekday, starts, minutes });
  return before ? { starts: before.starts, minutes: before.minutes } : null;
}

/** A venue's own fields, as court hire settings keep them (docs/decisions/232). */
export type VenueFields = Pick<
  typeof venues.$inferInsert,
  'name' | 'address' | 'suburb' | 'state' | 'postcode' | 'hireActive'
>;
export const insertVenue = (tx: DbOrTx, row: VenueFields) =>
  tx
    .insert(venues)
    .values(row)
    .returning()
    .then((r) => r[0]!);
export const updateVenue = (tx: DbOrTx, id: number, row: VenueFields) =>
  tx
    .update(venues)
    .set(row)
    .where(eq(venues.id, id))
    .returning()
    .then((r) => r[0] ?? null);
