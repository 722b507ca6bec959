import { and, asc, between, desc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { RosterType } from '@portal/domain/rosters/rosters.rules';
import type { DbOrTx } from '../platform/db';
import { members } from '../platform/members.tables';
import { gameTeamNames } from '../platform/game-teams';
import { courts, divisions, games, teamMembers, venues } from '../platform/league.tables';
import {
  refereeAccess,
  refereeAssignments,
  refereeAvailability,
  refereePublishedDates,
  refereeUnavailableDates,
} from './rosters.tables';

// Drizzle queries of the referee coordinator's board (docs/decisions/195). Plain rows out; one query per kind of row.

export interface Range {
  seasonId: number;
  from: string;
  to: string;
  venueId?: number;
}

/** Games between two teams of a season in a date range (optionally at one venue), by date, time and court. */
export function rangeGames(db: DbOrTx, r: Range) {
  return db
    .select({
      id: games.id,
      date: games.date,
      time: games.timeFrom,
      timeTo: games.timeTo,
      venueId: courts.venueId,
      venue: venues.name,
      court: courts.name,
      division: divisions.name,
      divisionId: divisions.id,
      refereeSlots: divisions.refereeSlots,
      maxAge: divisions.maxAge,
      teamAId: games.teamAId,
      teamBId: games.teamBId,
      ...gameTeamNames,
    })
    .from(games)
    .innerJoin(divisions, eq(divisions.id, games.divisionId))
    .leftJoin(courts, eq(courts.id, games.courtId))
    .leftJoin(venues, eq(venues.id, courts.venueId))
    .where(
      and(
        eq(divisions.seasonId, r.seasonId),
        between(games.date, r.from, r.to),
        isNotNull(games.teamAId),
        isNotNull(games.teamBId),
        r.venueId ? eq(courts.venueId, r.venueId) : undefined,
      ),
    )
    .orderBy(asc(games.date), asc(games.timeFrom), asc(venues.name), asc(courts.name), asc(games.id));
}
export type RangeGame = Awaited<ReturnType<typeof rangeGames>>[number];

/** Live assignments of the given games (every roster type), with the official's name. */
export function gameAssignments(db: DbOrTx, gameIds: number[]) {
  if (!gameIds.length) return Promise.resolve([]);
  return db
    .select({
      id: refereeAssignments.id,
      gameId: refereeAssignments.gameId,
      memberId: refereeAssignments.memberId,
      rosterType: refereeAssignments.rosterType,
      fn: refereeAssignments.memberType,
      firstname: members.firstname,
      lastname: members.lastname,
      response: refereeAssignments.response,
      movedAt: refereeAssignments.movedAt,
    })
    .from(refereeAssignments)
    .innerJoin(members, eq(members.id, refereeAssignments.memberId))
    .where(and(inArray(refereeAssignments.gameId, gameIds), isNull(refereeAssignments.cancelledAt)));
}

/** Assignments of the given games the official declined (cancelled by the answer, decision 279), latest first. */
export function declinedOf(db: DbOrTx, gameIds: number[]) {
  if (!gameIds.length) return Promise.resolve([]);
  return db
    .select({
      gameId: refereeAssignments.gameId,
      fn: refereeAssignments.memberType,
      firstname: members.firstname,
      lastname: members.lastname,
      at: refereeAssignments.respondedAt,
    })
    .from(refereeAssignments)
    .innerJoin(members, eq(members.id, refereeAssignments.memberId))
    .where(
      and(
        inArray(refereeAssignments.gameId, gameIds),
        eq(refereeAssignments.response, 'declined'),
        isNotNull(refereeAssignments.cancelledAt),
      ),
    )
    .orderBy(desc(refereeAssignments.respondedAt));
}

/** Members whose access_ref holds the roster type, by name. */
export function officialsOf(db: DbOrTx, type: RosterType) {
  return db
    .select({ id: members.id, firstname: members.firstname, lastname: members.lastname })
    .from(refereeAccess)
    .innerJoin(members, eq(members.id, refereeAccess.memberId))
    .where(and(eq(refereeAccess.rosterType, type), isNull(members.deactivatedAt)))
    .orderBy(asc(members.lastname), asc(members.firstname), asc(members.id));
}

/** Live assignments of these members on games in the date range (any season or type): who is busy when. */
export function busyOf(db: DbOrTx, memberIds: number[], from: string, to: string) {
  if (!memberIds.length) return Promise.resolve([]);
  return db
    .select({
      memberId: refereeAssignments.memberId,
      gameId: games.id,
      fn: refereeAssignments.memberType,
      date: games.date,
      time: games.timeFrom,
      timeTo: games.timeTo,
    })
    .from(refereeAssignments)
    .innerJoin(games, eq(games.id, refereeAssignments.gameId))
    .where(
      and(
        inArray(refereeAssignments.memberId, memberIds),
        isNull(refereeAssignments.cancelledAt),
        between(games.date, from, to),
      ),
    );
}

/** Teams among `teamIds` that these members play in or coach. */
export function teamsOf(db: DbOrTx, memberIds: number[], teamIds: number[]) {
  if (!memberIds.length || !teamIds.length) return Promise.resolve([]);
  return db
    .selectDistinct({ memberId: teamMembers.memberId, teamId: teamMembers.teamId })
    .from(teamMembers)
    .where(
      and(
        inArray(teamMembers.memberId, memberIds),
        inArray(teamMembers.teamId, teamIds),
        inArray(teamMembers.role, ['player', 'coach', 'assistant']),
      ),
    );
}

/** The members' timeslots in a season, at every venue. */
export function timeslotsOf(db: DbOrTx, memberIds: number[], seasonId: number) {
  if (!memberIds.length) return Promise.resolve([]);
  return db
    .select({
      memberId: refereeAvailability.memberId,
      venueId: refereeAvailability.venueId,
      venue: venues.name,
      day: refereeAvailability.day,
      time: refereeAvailability.time,
    })
    .from(refereeAvailability)
    .innerJoin(venues, eq(venues.id, refereeAvailability.venueId))
    .where(and(inArray(refereeAvailability.memberId, memberIds), eq(refereeAvailability.seasonId, seasonId)))
    .orderBy(asc(refereeAvailability.day), asc(refereeAvailability.time), asc(venues.name));
}

/** The members' unavailable dates in the range (at any venue). */
export function unavailableOf(db: DbOrTx, memberIds: number[], seasonId: number, from: string, to: string) {
  if (!memberIds.length) return Promise.resolve([]);
  return db
    .selectDistinct({ memberId: refereeUnavailableDates.memberId, date: refereeUnavailableDates.date })
    .from(refereeUnavailableDates)
    .where(
      and(
        inArray(refereeUnavailableDates.memberId, memberIds),
        eq(refereeUnavailableDates.seasonId, seasonId),
        between(refereeUnavailableDates.date, from, to),
      ),
    )
    .orderBy(asc(refereeUnavailableDates.date));
}

/** Published (date, venue) pairs of a season in the range. */
export function publishedIn(db: DbOrTx, seasonId: number, from: string, to: string) {
  return db
    .select({ date: refereePublishedDates.date, venueId: refereePublishedDates.venueId })
    .from(refereePublishedDates)
    .where(and(eq(refereePublishedDates.seasonId, seasonId), between(refereePublishedDates.date, from, to)));
}

/** One game between two teams with its season, venue and teams, or undefined. */
export async function oneGame(db: DbOrTx, gameId: number) {
  const [g] = await db
    .select({
      id: games.id,
      seasonId: divisions.seasonId,
      divisionId: divisions.id,
      refereeSlots: divisions.refereeSlots,
      maxAge: divisions.maxAge,
      date: games.date,
      time: games.timeFrom,
      timeTo: games.timeTo,
      venueId: courts.venueId,
      teamAId: games.teamAId,
      teamBId: games.teamBId,
      ...gameTeamNames,
    })
    .from(games)
    .innerJoin(divisions, eq(divisions.id, games.divisionId))
    .leftJoin(courts, eq(courts.id, games.courtId))
    .where(and(eq(games.id, gameId), isNotNull(games.teamAId), isNotNull(games.teamBId)));
  return g;
}

/** The member's name when their access_ref holds the type (else undefined). */
export async function officialWithAccess(db: DbOrTx, memberId: number, type: RosterType) {
  const [row] = await db
    .select({ firstname: members.firstname, lastname: members.lastname })
    .from(refereeAccess)
    .innerJoin(members, eq(members.id, refereeAccess.memberId))
    .where(
      and(eq(refereeAccess.memberId, memberId), eq(refereeAccess.rosterType, type), isNull(members.deactivatedAt)),
    );
  return row;
}
