import { and, asc, desc, eq, isNotNull, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { EntryListQuery } from '@portal/domain/nomination/entries.staff.contract';
import type { EntryStatus } from '@portal/domain/nomination/entries.staff.messages';
import type { DbOrTx } from '../platform/db';
import { pageWindow, readPage, staffList } from '../platform/staff-list';
import { divisions, seasons } from '../platform/league.tables';
import { members } from '../platform/members.tables';
import { divisionEntries, teamEntries } from './nomination.tables';

// The back-office's team entries (drizzle only; docs/decisions/206). The officer's status is the entry's: placed is
// pending until accepted_at; an entry held while its payment runs is not a nomination yet and is not listed.

const preferred = sql<
  string | null
>`(select d2.name from divisions d2 where d2.id = ${teamEntries.preferredDivisionId})`;
const STATUS = sql<EntryStatus>`case when ${teamEntries.status} = 'placed' then (case when ${teamEntries.acceptedAt} is null then 'pending' else 'accepted' end)
  else ${teamEntries.status}::text end`;
const MANAGER = sql<string>`trim(${members.firstname} || ' ' || ${members.lastname})`;

const entryList = staffList({
  sort: {
    entered_at: [teamEntries.createdAt],
    team: [sql`lower(${teamEntries.teamName})`],
    division: [divisions.name],
    manager: [sql`lower(${MANAGER})`],
    status: [STATUS],
  },
  byDefault: [asc(divisions.name)],
  then: [asc(teamEntries.createdAt), asc(teamEntries.id)],
  search: { columns: [teamEntries.teamName, MANAGER] },
});

function statusIs(status: EntryStatus): SQL | undefined {
  if (status === 'pending') return and(eq(teamEntries.status, 'placed'), isNull(teamEntries.acceptedAt));
  if (status === 'accepted') return and(eq(teamEntries.status, 'placed'), isNotNull(teamEntries.acceptedAt));
  return eq(teamEntries.status, status);
}

function selectEntries(db: DbOrTx, where: SQL | undefined) {
  return db
    .select({
      id: teamEntries.id,
      orderId: teamEntries.orderId,
      memberId: teamEntries.memberId,
      team: teamEntries.teamName,
      teamId: teamEntries.teamId,
      divisionId: teamEntries.divisionId,
      division: divisions.name,
      seasonId: divisions.seasonId,
      preferred,
      status: STATUS,
      manager: MANAGER,
      firstname: members.firstname,
      email: members.email,
      enteredAt: teamEntries.createdAt,
      declineReason: teamEntries.declineReason,
      takesPlace: teamEntries.takesPlace,
      entry: teamEntries.entry,
    })
    .from(teamEntries)
    .innerJoin(divisions, eq(divisions.id, teamEntries.divisionId))
    .innerJoin(members, eq(members.id, teamEntries.memberId))
    .where(and(ne(teamEntries.status, 'held'), where));
}
export type StaffEntry = Awaited<ReturnType<typeof selectEntries>>[number];

/** One page of a season's entries, filtered and sorted, and how many match in all. */
export function entryPage(db: DbOrTx, q: EntryListQuery) {
  const where = and(
    eq(divisions.seasonId, q.season_id),
    q.division_id === '' ? undefined : eq(teamEntries.divisionId, q.division_id),
    q.status === '' ? undefined : statusIs(q.status),
    entryList.search(q.q),
  );
  return readPage(db, selectEntries(db, where).$dynamic(), entryList.order(q), pageWindow(q));
}

/** One entry as the officer sees it. */
export const entryById = (db: DbOrTx, id: number) => selectEntries(db, eq(teamEntries.id, id)).then((r) => r[0]);

/** A division that takes entries, with its season and places; undefined for none. */
export const entryDivision = (db: DbOrTx, divisionId: number) =>
  db
    .select({
      id: divisions.id,
      name: divisions.name,
      seasonId: divisions.seasonId,
      season: seasons.name,
      capacity: divisionEntries.capacity,
      placesTaken: divisionEntries.placesTaken,
    })
    .from(divisionEntries)
    .innerJoin(divisions, eq(divisions.id, divisionEntries.divisionId))
    .innerJoin(seasons, eq(seasons.id, divisions.seasonId))
    .where(eq(divisions.id, divisionId))
    .then((r) => r[0]);

/** Hold the entry until the transaction ends: two decisions on one entry queue here and the second sees the first's. */
export async function lockEntry(tx: DbOrTx, id: number): Promise<void> {
  await tx.select({ id: teamEntries.id }).from(teamEntries).where(eq(teamEntries.id, id)).for('update');
}

/** Seasons not archived, newest first, with their divisions that take entries and their places. */
export function entrySeasons(db: DbOrTx) {
  return db
    .select({
      seasonId: seasons.id,
      season: seasons.name,
      active: seasons.active,
      id: divisions.id,
      name: divisions.name,
      capacity: divisionEntries.capacity,
      placesTaken: divisionEntries.placesTaken,
      waitlist: divisionEntries.waitlist,
    })
    .from(divisionEntries)
    .innerJoin(divisions, eq(divisions.id, divisionEntries.divisionId))
    .innerJoin(seasons, eq(seasons.id, divisions.seasonId))
    .where(eq(seasons.archived, false))
    .orderBy(desc(seasons.startsOn), desc(seasons.id), asc(divisions.name));
}

/**
 * Take a place of the division for a team the officer places or moves there: one conditional UPDATE, so of two
 * officers taking the last place at once one gets it (the CHECK on places_taken refuses what the condition would let
 * through). A waiting-list division's capacity counts the teams placed from it (decision 206). False when full.
 */
export const takePlace = (tx: DbOrTx, divisionId: number) =>
  tx
    .update(divisionEntries)
    .set({ placesTaken: sql`${divisionEntries.placesTaken} + 1` })
    .where(
      and(
        eq(divisionEntries.divisionId, divisionId),
        sql`(${divisionEntries.capacity} is null or ${divisionEntries.placesTaken} < ${divisionEntries.capacity})`,
      ),
    )
    .returning({ id: divisionEntries.divisionId })
    .then((r) => r.length > 0);

export const setAccepted = (tx: DbOrTx, id: number, now: Date) =>
  tx.update(teamEntries).set({ acceptedAt: now, updatedAt: now }).where(eq(teamEntries.id, id));

export const setDeclined = (tx: DbOrTx, id: number, reason: string, now: Date) =>
  tx
    .update(teamEntries)
    .set({ status: 'declined', teamId: null, takesPlace: false, declineReason: reason, updatedAt: now })
    .where(eq(teamEntries.id, id));

/** Placed (from a waiting list) or moved: the team's division; a placed entry is accepted by the same decision. */
export const setPlaced = (tx: DbOrTx, id: number, to: { divisionId: number; teamId: number; now: Date }) =>
  tx
    .update(teamEntries)
    .set({
      status: 'placed',
      divisionId: to.divisionId,
      teamId: to.teamId,
      takesPlace: true,
      acceptedAt: to.now,
      updatedAt: to.now,
    })
    .where(eq(teamEntries.id, id));

/** A regraded team's new division (its acceptance stays as it was). */
export const setDivision = (tx: DbOrTx, id: number, divisionId: number, now: Date) =>
  tx.update(teamEntries).set({ divisionId, takesPlace: true, updatedAt: now }).where(eq(teamEntries.id, id));

/** An entry of this name (any case, not declined) in the division, other than `id`. */
export async function nameEnteredElse(db: DbOrTx, divisionId: number, name: string, id: number): Promise<boolean> {
  const rows = await db
    .select({ id: teamEntries.id })
    .from(teamEntries)
    .where(
      and(
        eq(teamEntries.divisionId, divisionId),
        eq(sql`lower(${teamEntries.teamName})`, name.toLowerCase()),
        ne(teamEntries.id, id),
        ne(teamEntries.status, 'declined'),
      ),
    )
    .limit(1);
  return rows.length > 0;
}
