import { and, asc, between, desc, eq, gte, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { RosterType } from '@portal/domain/rosters/rosters.rules';
import type { DbOrTx } from '../platform/db';
import { members } from '../platform/members.tables';
import { gameTeamNames } from '../platform/game-teams';
import { courts, divisions, games, rounds, seasons, venues } from '../platform/league.tables';
import {
  refereeAccess,
  refereeAssignments,
  refereeAvailability,
  refereePublishedDates,
  refereeUnavailableDates,
} from './rosters.tables';

// Drizzle queries of the competition roster and availability (spec 002 §2, §7). Plain rows out.

export function listSeasons(db: DbOrTx) {
  return db
    .select({ id: seasons.id, name: seasons.name, active: seasons.active })
    .from(seasons)
    .orderBy(desc(seasons.active), asc(seasons.archived), desc(seasons.startsOn), asc(seasons.name));
}

export async function seasonExists(db: DbOrTx, id: number): Promise<boolean> {
  return (await db.select({ id: seasons.id }).from(seasons).where(eq(seasons.id, id)).limit(1)).length > 0;
}

export function listVenues(db: DbOrTx) {
  return db.select({ id: venues.id, name: venues.name }).from(venues).orderBy(asc(venues.name), asc(venues.id));
}

export async function venueExists(db: DbOrTx, id: number): Promise<boolean> {
  return (await db.select({ id: venues.id }).from(venues).where(eq(venues.id, id)).limit(1)).length > 0;
}

/** The member's access_ref (roster types they may see). */
export async function accessRef(db: DbOrTx, memberId: number): Promise<RosterType[]> {
  return (
    await db.select({ t: refereeAccess.rosterType }).from(refereeAccess).where(eq(refereeAccess.memberId, memberId))
  ).map((r) => r.t);
}

/**
 * Only assignments of a published date at the game's venue reach members (MY ROSTER, FULL ROSTER, calendar files
 * and feeds): the coordinator's draft stays with the coordinator until published (docs/decisions/195).
 */
const published = sql`exists (select 1 from ${refereePublishedDates} where ${refereePublishedDates.seasonId} = ${divisions.seasonId}
  and ${refereePublishedDates.venueId} = ${courts.venueId} and ${refereePublishedDates.date} = ${games.date})`;

/** One published assignment with its game, round, division, court, venue, teams and official: a roster item's columns. */
function assignmentQuery(db: DbOrTx, where: SQL | undefined) {
  return db
    .select({
      id: refereeAssignments.id,
      memberId: refereeAssignments.memberId,
      memberType: refereeAssignments.memberType,
      cancelledAt: refereeAssignments.cancelledAt,
      // a feed event changes when its assignment or its game does: both counters only grow, so their sum does too
      sequence: sql<number>`(${refereeAssignments.calendarSequence} + ${games.calendarSequence})::int`,
      changedAt: sql<Date>`greatest(${refereeAssignments.changedAt}, ${games.changedAt})`.mapWith(games.changedAt),
      gameId: games.id,
      date: games.date,
      timeFrom: games.timeFrom,
      scoreA: games.scoreA,
      scoreB: games.scoreB,
      round: rounds.number,
      division: divisions.name,
      court: courts.name,
      venueName: venues.name,
      venueAddress: venues.address,
      venueSuburb: venues.suburb,
      venuePostcode: venues.postcode,
      venueState: venues.state,
      ...gameTeamNames,
      firstname: members.firstname,
      lastname: members.lastname,
    })
    .from(refereeAssignments)
    .innerJoin(games, eq(games.id, refereeAssignments.gameId))
    .innerJoin(rounds, eq(rounds.id, games.roundId))
    .innerJoin(divisions, eq(divisions.id, games.divisionId))
    .innerJoin(members, eq(members.id, refereeAssignments.memberId))
    .leftJoin(courts, eq(courts.id, games.courtId))
    .leftJoin(venues, eq(venues.id, courts.venueId))
    .where(and(where, published))
    .orderBy(asc(games.date), asc(games.timeFrom), asc(courts.name), asc(refereeAssignments.memberType));
}
export type AssignmentRow = Awaited<ReturnType<typeof assignmentQuery>>[number];

/** Live assignments of a roster type in a season between two dates (both included). */
export function rosterAssignments(db: DbOrTx, q: { seasonId: number; from: string; to: string; type: RosterType }) {
  return assignmentQuery(
    db,
    and(
      isNull(refereeAssignments.cancelledAt),
      eq(refereeAssignments.rosterType, q.type),
      eq(divisions.seasonId, q.seasonId),
      between(games.date, q.from, q.to),
    ),
  );
}

/** One live assignment of the member. */
export async function ownAssignment(db: DbOrTx, id: number, memberId: number): Promise<AssignmentRow | undefined> {
  const [row] = await assignmentQuery(
    db,
    and(
      eq(refereeAssignments.id, id),
      eq(refereeAssignments.memberId, memberId),
      isNull(refereeAssignments.cancelledAt),
    ),
  );
  return row;
}

/** Every assignment of the member (cancelled too) on or after a date: the member's feed. */
export function feedAssignments(db: DbOrTx, memberId: number, fromDate: string) {
  return assignmentQuery(db, and(eq(refereeAssignments.memberId, memberId), gte(games.date, fromDate)));
}

/** The venue's game times in a season by ISO day of week (1 Monday .. 7 Sunday): the timeslots referees choose from. */
export function gameTimes(db: DbOrTx, seasonId: number, venueId: number) {
  return db
    .selectDistinct({ day: sql<number>`extract(isodow from ${games.date})::int`, time: games.timeFrom })
    .from(games)
    .innerJoin(divisions, eq(divisions.id, games.divisionId))
    .innerJoin(courts, eq(courts.id, games.courtId))
    .where(and(eq(divisions.seasonId, seasonId), eq(courts.venueId, venueId), isNull(games.byeTeamId)))
    .orderBy(sql`1`, asc(games.timeFrom));
}

type Scope = { memberId: number; seasonId: number; venueId: number };

export function availabilityRows(db: DbOrTx, s: Scope) {
  return db
    .select({ day: refereeAvailability.day, time: refereeAvailability.time })
    .from(refereeAvailability)
    .where(
      and(
        eq(refereeAvailability.memberId, s.memberId),
        eq(refereeAvailability.seasonId, s.seasonId),
        eq(refereeAvailability.venueId, s.venueId),
      ),
    );
}

export async function unavailableDates(db: DbOrTx, s: Scope): Promise<string[]> {
  return (
    await db
      .select({ date: refereeUnavailableDates.date })
      .from(refereeUnavailableDates)
      .where(
        and(
          eq(refereeUnavailableDates.memberId, s.memberId),
          eq(refereeUnavailableDates.seasonId, s.seasonId),
          eq(refereeUnavailableDates.venueId, s.venueId),
        ),
      )
      .orderBy(asc(refereeUnavailableDates.date))
  ).map((r) => r.date);
}

export async function publishedDates(db: DbOrTx, seasonId: number, venueId: number): Promise<string[]> {
  return (
    await db
      .select({ date: refereePublishedDates.date })
      .from(refereePublishedDates)
      .where(and(eq(refereePublishedDates.seasonId, seasonId), eq(refereePublishedDates.venueId, venueId)))
      .orderBy(asc(refereePublishedDates.date))
  ).map((r) => r.date);
}

/**
 * Serialise the saves of one member's availability at one venue and season: a transaction-scoped advisory lock, so
 * two saves cannot both check against the same old state (PostgreSQL; PGlite runs one transaction at a time anyway).
 */
export async function lockAvailability(tx: DbOrTx, s: Scope): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`referee-availability:${s.memberId}:${s.seasonId}:${s.venueId}`}, 0))`,
  );
}

/** Replace the member's timeslots and unavailable dates at a venue in a season. */
export async function replaceAvailability(
  tx: DbOrTx,
  s: Scope,
  slots: { day: number; time: string }[],
  dates: string[],
): Promise<void> {
  const scope = (t: typeof refereeAvailability | typeof refereeUnavailableDates) =>
    and(eq(t.memberId, s.memberId), eq(t.seasonId, s.seasonId), eq(t.venueId, s.venueId));
  await tx.delete(refereeAvailability).where(scope(refereeAvailability));
  await tx.delete(refereeUnavailableDates).where(scope(refereeUnavailableDates));
  if (slots.length) await tx.insert(refereeAvailability).values(slots.map((x) => ({ ...s, day: x.day, time: x.time })));
  if (dates.length) await tx.insert(refereeUnavailableDates).values(dates.map((date) => ({ ...s, date })));
}

/** The live referee assignments of these games with the referee's name (competition's clash check, decision 210). */
export function liveReferees(db: DbOrTx, gameIds: number[]) {
  if (!gameIds.length) return Promise.resolve([]);
  return db
    .select({
      gameId: refereeAssignments.gameId,
      memberId: refereeAssignments.memberId,
      firstname: members.firstname,
      lastname: members.lastname,
    })
    .from(refereeAssignments)
    .innerJoin(members, eq(members.id, refereeAssignments.memberId))
    .where(
      and(
        inArray(refereeAssignments.gameId, gameIds),
        eq(refereeAssignments.rosterType, 'referee'),
        isNull(refereeAssignments.cancelledAt),
      ),
    );
}

/** The games among `gameIds` (all when null) the member officiates in `memberType` ('Scorer'), live assignments only. */
export async function gamesOfOfficial(db: DbOrTx, memberId: number, memberType: string, gameIds: number[] | null) {
  if (gameIds && !gameIds.length) return [];
  const rows = await db
    .select({ gameId: refereeAssignments.gameId })
    .from(refereeAssignments)
    .where(
      and(
        eq(refereeAssignments.memberId, memberId),
        eq(refereeAssignments.memberType, memberType),
        isNull(refereeAssignments.cancelledAt),
        gameIds ? inArray(refereeAssignments.gameId, gameIds) : undefined,
      ),
    );
  return rows.map((r) => r.gameId);
}
