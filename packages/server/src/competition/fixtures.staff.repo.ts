import { and, asc, between, eq, gte, inArray, isNotNull, lt, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../platform/db';
import {
  courtGameSlots,
  courts,
  divisionExcludedDates,
  divisions,
  excludedDates,
  games,
  rounds,
  seasons,
  teams,
  venues,
} from '../platform/league.tables';
import { teamNameOf } from '../platform/game-teams';

// What fixture generation reads (decision 186): the season, its chosen divisions with teams and exception dates,
// every court's game slots, the games already on courts in the season's dates, and the rounds kept. A fixed number
// of queries whatever the number of divisions.

export const findSeason = async (db: DbOrTx, id: number) =>
  (await db.select().from(seasons).where(eq(seasons.id, id)).limit(1))[0];

export const divisionsIn = (db: DbOrTx, seasonId: number, ids: number[]) =>
  db
    .select()
    .from(divisions)
    .where(and(eq(divisions.seasonId, seasonId), inArray(divisions.id, ids)))
    .orderBy(asc(divisions.name));

/** Teams of the divisions in seeding order (as entered). */
export const teamsIn = (db: DbOrTx, ids: number[]) =>
  db
    .select({ id: teams.id, name: teams.name, divisionId: teams.divisionId })
    .from(teams)
    .where(inArray(teams.divisionId, ids))
    .orderBy(asc(teams.id));

export async function exceptions(db: DbOrTx, seasonId: number, ids: number[]) {
  const [wide, own] = await Promise.all([
    db
      .select({ from: excludedDates.date, to: excludedDates.endsOn, reason: excludedDates.reason })
      .from(excludedDates)
      .where(eq(excludedDates.seasonId, seasonId)),
    db
      .select({
        divisionId: divisionExcludedDates.divisionId,
        from: divisionExcludedDates.date,
        to: divisionExcludedDates.endsOn,
        reason: divisionExcludedDates.reason,
      })
      .from(divisionExcludedDates)
      .where(inArray(divisionExcludedDates.divisionId, ids)),
  ]);
  return { wide, own };
}

/** Every court's game slots with the court's venue and name. */
export const courtSlots = (db: DbOrTx) =>
  db
    .select({
      courtId: courtGameSlots.courtId,
      weekday: courtGameSlots.weekday,
      starts: courtGameSlots.starts,
      minutes: courtGameSlots.minutes,
      venueId: courts.venueId,
    })
    .from(courtGameSlots)
    .innerJoin(courts, eq(courts.id, courtGameSlots.courtId));

export const courtNames = (db: DbOrTx) =>
  db
    .select({ id: courts.id, court: courts.name, venue: venues.name })
    .from(courts)
    .innerJoin(venues, eq(venues.id, courts.venueId));

/** Games of other divisions on a court between the two days: they hold their court's time. */
export const busyGames = (db: DbOrTx, from: string, to: string, except: number[]) =>
  db
    .select({ court: games.courtId, date: games.date, start: games.timeFrom, end: games.timeTo })
    .from(games)
    .where(and(isNotNull(games.courtId), between(games.date, from, to), notInArray(games.divisionId, except)));

/** The games of the divisions' rounds before `fromRound` (the kept rounds), in round order. */
export const keptGames = (db: DbOrTx, ids: number[], fromRound: number) =>
  db
    .select({
      divisionId: games.divisionId,
      round: rounds.number,
      doublePoints: games.doublePoints,
      date: games.date,
      start: games.timeFrom,
      end: games.timeTo,
      courtId: games.courtId,
      home: games.teamAId,
      away: games.teamBId,
      bye: games.byeTeamId,
      duty: games.dutyTeamId,
      venueId: courts.venueId,
    })
    .from(games)
    .innerJoin(rounds, eq(rounds.id, games.roundId))
    .leftJoin(courts, eq(courts.id, games.courtId))
    .where(and(inArray(games.divisionId, ids), lt(rounds.number, fromRound), eq(rounds.stage, 'round')))
    .orderBy(asc(rounds.number), asc(games.date), asc(games.timeFrom), asc(games.id));

/**
 * The games (byes too) of the divisions' rounds from `fromRound` on, finals too: what publishing removes (decision 266).
 * Their ids join the preview's fingerprint, so a publish made meanwhile (new games, new ids) refuses the older preview.
 */
export const replacedGames = (db: DbOrTx, ids: number[], fromRound: number) =>
  db
    .select({ id: games.id, divisionId: games.divisionId, bye: games.byeTeamId })
    .from(games)
    .innerJoin(rounds, eq(rounds.id, games.roundId))
    .where(and(inArray(games.divisionId, ids), gte(rounds.number, fromRound)))
    .orderBy(asc(games.id));

/** For each division, the first round from `fromRound` on that holds a result (scored, forfeited or a completed bye). */
export const playedFrom = (db: DbOrTx, ids: number[], fromRound: number) =>
  db
    .select({ divisionId: games.divisionId, round: sql<number>`min(${rounds.number})`.mapWith(Number) })
    .from(games)
    .innerJoin(rounds, eq(rounds.id, games.roundId))
    .where(
      and(
        inArray(games.divisionId, ids),
        gte(rounds.number, fromRound),
        isNotNull(games.scoredAt),
        sql`${games.byeTeamId} is null`,
      ),
    )
    .groupBy(games.divisionId);

/** Every published round game and bye of the season's divisions with names, courts and venues, in draw order: one query. */
export const publishedGames = (db: DbOrTx, seasonId: number) =>
  db
    .select({
      divisionId: divisions.id,
      division: divisions.name,
      round: rounds.number,
      date: games.date,
      start: games.timeFrom,
      end: games.timeTo,
      doublePoints: games.doublePoints,
      home: teamNameOf(games.teamAId),
      away: teamNameOf(games.teamBId),
      bye: teamNameOf(games.byeTeamId),
      duty: teamNameOf(games.dutyTeamId),
      court: courts.name,
      venue: venues.name,
    })
    .from(games)
    .innerJoin(divisions, eq(divisions.id, games.divisionId))
    .innerJoin(rounds, eq(rounds.id, games.roundId))
    .leftJoin(courts, eq(courts.id, games.courtId))
    .leftJoin(venues, eq(venues.id, courts.venueId))
    .where(and(eq(divisions.seasonId, seasonId), eq(rounds.stage, 'round')))
    .orderBy(
      asc(divisions.name),
      asc(rounds.number),
      asc(games.date),
      asc(games.timeFrom),
      asc(courts.name),
      asc(games.id),
    );

/** How many teams each of the season's divisions holds. */
export const teamCounts = (db: DbOrTx, seasonId: number) =>
  db
    .select({ divisionId: teams.divisionId, teams: sql<number>`count(*)`.mapWith(Number) })
    .from(teams)
    .innerJoin(divisions, eq(divisions.id, teams.divisionId))
    .where(eq(divisions.seasonId, seasonId))
    .groupBy(teams.divisionId);
