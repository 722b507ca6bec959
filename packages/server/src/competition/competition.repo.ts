import { and, asc, desc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { addDaysIso } from '@portal/domain/shared/time';
import type { DbOrTx } from '../platform/db';
import { members } from '../platform/members.tables';
import { gameTeamNames, teamNameOf } from '../platform/game-teams';
import { courts, divisions, excludedDates, games, rounds, seasons, teams, venues } from '../platform/league.tables';
import { disqualifications, forfeits, gamePlayerStats, pointsAdjustments } from './competition.tables';

// Drizzle queries of the public answers and their change counters. Every public answer is built from a fixed number
// of queries, never one per game or team. League writes are in league.repo.ts, other areas' reads in league-reads.repo.ts.

/** Every season, archived last, newest first; with what decides the one the public opens on (decision 269). */
export function listSeasons(db: DbOrTx) {
  return db
    .select({
      id: seasons.id,
      name: seasons.name,
      active: seasons.active,
      archived: seasons.archived,
      startsOn: seasons.startsOn,
      endsOn: seasons.endsOn,
    })
    .from(seasons)
    .orderBy(asc(seasons.archived), desc(seasons.startsOn), asc(seasons.name));
}

export function listDivisions(db: DbOrTx, seasonId: number) {
  return db
    .select({ id: divisions.id, name: divisions.name, note: divisions.note })
    .from(divisions)
    .where(eq(divisions.seasonId, seasonId))
    .orderBy(asc(divisions.name));
}

export function listTeams(db: DbOrTx, divisionId: number) {
  return db
    .select({ id: teams.id, name: teams.name })
    .from(teams)
    .where(eq(teams.divisionId, divisionId))
    .orderBy(asc(teams.name));
}

/** Every season, division and team id with its parent: the index that turns made-up ids away (three small queries). */
export async function listIds(db: DbOrTx) {
  const [seasonRows, divisionRows, teamRows] = await Promise.all([
    db.select({ id: seasons.id }).from(seasons),
    db.select({ id: divisions.id, seasonId: divisions.seasonId }).from(divisions),
    db.select({ id: teams.id, divisionId: teams.divisionId }).from(teams),
  ]);
  return { seasonRows, divisionRows, teamRows };
}

export async function findDivision(db: DbOrTx, divisionId: number) {
  const [row] = await db
    .select({ id: divisions.id, seasonId: divisions.seasonId, note: divisions.note })
    .from(divisions)
    .where(eq(divisions.id, divisionId))
    .limit(1);
  return row;
}

/** Every game of a division with its round, court, venue, team names, forfeit and disqualification: one query. */
export function divisionGames(db: DbOrTx, divisionId: number) {
  return db
    .select({
      id: games.id,
      date: games.date,
      timeFrom: games.timeFrom,
      timeTo: games.timeTo,
      roundNumber: rounds.number,
      stage: rounds.stage,
      court: courts.name,
      venue: venues.name,
      address: venues.address,
      suburb: venues.suburb,
      postcode: venues.postcode,
      state: venues.state,
      teamAId: games.teamAId,
      teamBId: games.teamBId,
      byeTeamId: games.byeTeamId,
      ...gameTeamNames,
      bye: teamNameOf(games.byeTeamId),
      duty: teamNameOf(games.dutyTeamId),
      doublePoints: games.doublePoints,
      scoreA: games.scoreA,
      scoreB: games.scoreB,
      scoredAt: games.scoredAt,
      status: games.status,
      forfeitTeamId: forfeits.teamId,
      forfeitKind: forfeits.kind,
      disqualifiedTeamId: disqualifications.teamId,
    })
    .from(games)
    .innerJoin(rounds, eq(rounds.id, games.roundId))
    .leftJoin(courts, eq(courts.id, games.courtId))
    .leftJoin(venues, eq(venues.id, courts.venueId))
    .leftJoin(forfeits, eq(forfeits.gameId, games.id))
    .leftJoin(disqualifications, eq(disqualifications.gameId, games.id))
    .where(eq(games.divisionId, divisionId))
    .orderBy(asc(rounds.number), asc(games.date), asc(games.timeFrom), asc(courts.name), asc(games.id));
}
export type DivisionGameRow = Awaited<ReturnType<typeof divisionGames>>[number];

/** Every day of the season's exception dates, ranges (school holidays) day by day (decision 185). */
export async function seasonExcludedDates(db: DbOrTx, seasonId: number): Promise<Set<string>> {
  const rows = await db
    .select({ date: excludedDates.date, endsOn: excludedDates.endsOn })
    .from(excludedDates)
    .where(eq(excludedDates.seasonId, seasonId));
  const days = new Set<string>();
  for (const r of rows) for (let d = r.date; d <= (r.endsOn ?? r.date); d = addDaysIso(d, 1)) days.add(d);
  return days;
}

/** Sum of points adjustments per team of a division. */
export async function divisionAdjustments(db: DbOrTx, divisionId: number): Promise<Record<number, number>> {
  const rows = await db
    .select({ teamId: pointsAdjustments.teamId, points: sql<number>`sum(${pointsAdjustments.points})::int` })
    .from(pointsAdjustments)
    .innerJoin(teams, eq(teams.id, pointsAdjustments.teamId))
    .where(eq(teams.divisionId, divisionId))
    .groupBy(pointsAdjustments.teamId);
  return Object.fromEntries(rows.map((r) => [r.teamId, Number(r.points)]));
}

export async function gameDivision(db: DbOrTx, gameId: number): Promise<number | undefined> {
  const [row] = await db.select({ divisionId: games.divisionId }).from(games).where(eq(games.id, gameId)).limit(1);
  return row?.divisionId;
}

/**
 * Decided games of a team in a division (the stats game list), oldest first: scored, forfeited or disqualified games
 * the team played in. Byes are not games (no opponent, no box score), so they are left out.
 */
export function decidedTeamGames(db: DbOrTx, divisionId: number, teamId: number) {
  return db
    .select({ id: games.id, date: games.date })
    .from(games)
    .where(
      and(
        eq(games.divisionId, divisionId),
        or(eq(games.teamAId, teamId), eq(games.teamBId, teamId)),
        isNotNull(games.scoredAt),
      ),
    )
    .orderBy(asc(games.date), asc(games.timeFrom), asc(games.id));
}

/** A team's player stats for one game, by player name. */
export function gameStats(db: DbOrTx, divisionId: number, teamId: number, gameId: number) {
  const name = sql<string>`trim(${members.firstname} || ' ' || ${members.lastname})`;
  return db
    .select({
      tshirtNumber: gamePlayerStats.tshirtNumber,
      member: name,
      points: gamePlayerStats.points,
      onePoints: gamePlayerStats.onePoints,
      twoPoints: gamePlayerStats.twoPoints,
      threePoints: gamePlayerStats.threePoints,
      fouls: gamePlayerStats.fouls,
      techfouls: gamePlayerStats.techfouls,
      unspfouls: gamePlayerStats.unspfouls,
      disqfouls: gamePlayerStats.disqfouls,
    })
    .from(gamePlayerStats)
    .innerJoin(games, eq(games.id, gamePlayerStats.gameId))
    .innerJoin(members, eq(members.id, gamePlayerStats.memberId))
    .where(
      and(eq(gamePlayerStats.gameId, gameId), eq(gamePlayerStats.teamId, teamId), eq(games.divisionId, divisionId)),
    )
    .orderBy(asc(name));
}

/**
 * A team's player stats summed over its decided games in the division, by player name (decision 226): one grouped
 * read; the shirt number is the one of the player's latest game.
 */
export function seasonStats(db: DbOrTx, divisionId: number, teamId: number) {
  const name = sql<string>`trim(${members.firstname} || ' ' || ${members.lastname})`;
  const sum = (c: AnyPgColumn) => sql<number>`sum(${c})::int`;
  return db
    .select({
      tshirtNumber: sql<string>`(array_agg(${gamePlayerStats.tshirtNumber} order by ${games.date} desc, ${games.id} desc))[1]`,
      member: name,
      games: sql<number>`count(*)::int`,
      points: sum(gamePlayerStats.points),
      onePoints: sum(gamePlayerStats.onePoints),
      twoPoints: sum(gamePlayerStats.twoPoints),
      threePoints: sum(gamePlayerStats.threePoints),
      fouls: sum(gamePlayerStats.fouls),
      techfouls: sum(gamePlayerStats.techfouls),
      unspfouls: sum(gamePlayerStats.unspfouls),
      disqfouls: sum(gamePlayerStats.disqfouls),
    })
    .from(gamePlayerStats)
    .innerJoin(games, eq(games.id, gamePlayerStats.gameId))
    .innerJoin(members, eq(members.id, gamePlayerStats.memberId))
    .where(and(eq(gamePlayerStats.teamId, teamId), eq(games.divisionId, divisionId), isNotNull(games.scoredAt)))
    .groupBy(gamePlayerStats.memberId, members.firstname, members.lastname)
    .orderBy(asc(name));
}

/** The calendar SEQUENCE and last change of these games (team calendar feeds). */
export function gameCalendarStamps(db: DbOrTx, gameIds: number[]) {
  if (!gameIds.length) return Promise.resolve([]);
  return db
    .select({ id: games.id, sequence: games.calendarSequence, changedAt: games.changedAt })
    .from(games)
    .where(inArray(games.id, gameIds));
}
