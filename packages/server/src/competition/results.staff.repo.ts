import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../platform/db';
import { members } from '../platform/members.tables';
import { gameTeamNames } from '../platform/game-teams';
import { courts, divisions, games, rounds, seasons, teamMembers, teams, venues } from '../platform/league.tables';
import { disqualifications, forfeits, gamePlayerStats, pointsAdjustments } from './competition.tables';

// The back-office's reads of results (docs/decisions/190): a fixed number of queries per page, never one per game.

const current = and(eq(seasons.active, true), eq(seasons.archived, false));

/** Every venue and date with games of the active seasons, and how many of them are decided. */
export function gameDays(db: DbOrTx) {
  return db
    .select({
      date: games.date,
      venueId: venues.id,
      venue: venues.name,
      games: sql<number>`count(*)::int`,
      decided: sql<number>`count(${games.scoredAt})::int`,
    })
    .from(games)
    .innerJoin(divisions, eq(divisions.id, games.divisionId))
    .innerJoin(seasons, eq(seasons.id, divisions.seasonId))
    .innerJoin(courts, eq(courts.id, games.courtId))
    .innerJoin(venues, eq(venues.id, courts.venueId))
    .where(and(current, isNull(games.byeTeamId)))
    .groupBy(games.date, venues.id, venues.name)
    .orderBy(asc(games.date), asc(venues.name));
}

export async function venueName(db: DbOrTx, venueId: number): Promise<string | undefined> {
  const [row] = await db.select({ name: venues.name }).from(venues).where(eq(venues.id, venueId));
  return row?.name;
}

/** The games of a venue on a date (all divisions, finals too), with teams, forfeit and disqualification. */
export function sheetGames(db: DbOrTx, date: string, venueId: number) {
  return db
    .select({
      id: games.id,
      timeFrom: games.timeFrom,
      court: courts.name,
      division: divisions.name,
      divisionId: divisions.id,
      stage: rounds.stage,
      teamAId: games.teamAId,
      teamBId: games.teamBId,
      ...gameTeamNames,
      scoreA: games.scoreA,
      scoreB: games.scoreB,
      scoredAt: games.scoredAt,
      forfeitTeamId: forfeits.teamId,
      forfeitKind: forfeits.kind,
      disqualifiedTeamId: disqualifications.teamId,
    })
    .from(games)
    .innerJoin(courts, eq(courts.id, games.courtId))
    .innerJoin(divisions, eq(divisions.id, games.divisionId))
    .innerJoin(rounds, eq(rounds.id, games.roundId))
    .leftJoin(forfeits, eq(forfeits.gameId, games.id))
    .leftJoin(disqualifications, eq(disqualifications.gameId, games.id))
    .where(and(eq(games.date, date), eq(courts.venueId, venueId), isNull(games.byeTeamId)))
    .orderBy(asc(games.timeFrom), asc(courts.name), asc(games.id));
}

/** The divisions of the active seasons. */
export function activeDivisions(db: DbOrTx) {
  return db
    .select({ id: divisions.id, name: divisions.name, season: seasons.name })
    .from(divisions)
    .innerJoin(seasons, eq(seasons.id, divisions.seasonId))
    .where(current)
    .orderBy(asc(seasons.name), asc(divisions.name));
}

export async function divisionName(db: DbOrTx, divisionId: number): Promise<string | undefined> {
  const [row] = await db.select({ name: divisions.name }).from(divisions).where(eq(divisions.id, divisionId));
  return row?.name;
}

export const divisionTeams = (db: DbOrTx, divisionId: number) =>
  db
    .select({ id: teams.id, name: teams.name })
    .from(teams)
    .where(eq(teams.divisionId, divisionId))
    .orderBy(asc(teams.name));

export function adjustmentsOf(db: DbOrTx, divisionId: number) {
  return db
    .select({
      id: pointsAdjustments.id,
      teamId: teams.id,
      team: teams.name,
      points: pointsAdjustments.points,
      reason: pointsAdjustments.reason,
    })
    .from(pointsAdjustments)
    .innerJoin(teams, eq(teams.id, pointsAdjustments.teamId))
    .where(eq(teams.divisionId, divisionId))
    .orderBy(asc(pointsAdjustments.id));
}

/** A game with its date, division and two teams (a bye or an unfilled final has fewer). */
export async function gameTeams(db: DbOrTx, gameId: number) {
  const [row] = await db
    .select({
      id: games.id,
      date: games.date,
      division: divisions.name,
      teamAId: games.teamAId,
      teamBId: games.teamBId,
      ...gameTeamNames,
    })
    .from(games)
    .innerJoin(divisions, eq(divisions.id, games.divisionId))
    .where(eq(games.id, gameId));
  return row;
}

/** The players of these teams by team, number and name. */
export function playersOf(db: DbOrTx, teamIds: number[]) {
  const name = sql<string>`trim(${members.firstname} || ' ' || ${members.lastname})`;
  return db
    .select({ teamId: teamMembers.teamId, memberId: members.id, name, playingNumber: teamMembers.playingNumber })
    .from(teamMembers)
    .innerJoin(members, eq(members.id, teamMembers.memberId))
    .where(and(inArray(teamMembers.teamId, teamIds), eq(teamMembers.role, 'player')))
    .orderBy(asc(teamMembers.teamId), asc(teamMembers.playingNumber), asc(name));
}

export const statLinesOf = (db: DbOrTx, gameId: number) =>
  db
    .select()
    .from(gamePlayerStats)
    .where(eq(gamePlayerStats.gameId, gameId))
    .orderBy(asc(gamePlayerStats.teamId), asc(gamePlayerStats.id));
