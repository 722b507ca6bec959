import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../platform/db';
import { gameTeamNames, teamNameOf } from '../platform/game-teams';
import { courts, divisions, games, rounds, venues } from '../platform/league.tables';
import { forfeits } from './competition.tables';

// Drizzle queries of the back-office's game edits (docs/decisions/210-game-edits.md). The writes are called only by
// league.service.ts (decision 172).

const columns = {
  id: games.id,
  divisionId: games.divisionId,
  division: divisions.name,
  round: rounds.number,
  stage: rounds.stage,
  date: games.date,
  timeFrom: games.timeFrom,
  timeTo: games.timeTo,
  courtId: games.courtId,
  court: courts.name,
  venue: venues.name,
  teamAId: games.teamAId,
  teamBId: games.teamBId,
  ...gameTeamNames,
  dutyTeamId: games.dutyTeamId,
  duty: teamNameOf(games.dutyTeamId),
  byeTeamId: games.byeTeamId,
  scoredAt: games.scoredAt,
  status: games.status,
  /** Its version (a trigger counts each change): a change's notice is keyed by the version it changed. */
  calendarSequence: games.calendarSequence,
  forfeitTeamId: forfeits.teamId,
};

function gameQuery(db: DbOrTx) {
  return db
    .select(columns)
    .from(games)
    .innerJoin(rounds, eq(rounds.id, games.roundId))
    .innerJoin(divisions, eq(divisions.id, games.divisionId))
    .leftJoin(courts, eq(courts.id, games.courtId))
    .leftJoin(venues, eq(venues.id, courts.venueId))
    .leftJoin(forfeits, eq(forfeits.gameId, games.id));
}
export type EditGameRow = Awaited<ReturnType<typeof divisionGames>>[number];

/** A division's games without its byes, in round, date, time and court order. */
export function divisionGames(db: DbOrTx, divisionId: number) {
  return gameQuery(db)
    .where(and(eq(games.divisionId, divisionId), isNull(games.byeTeamId)))
    .orderBy(asc(rounds.number), asc(games.date), asc(games.timeFrom), asc(courts.name), asc(games.id));
}

/** These games (an edit's games, when only checking it). */
export function findGames(db: DbOrTx, ids: number[]) {
  return gameQuery(db).where(inArray(games.id, ids));
}

/** These games, locked until the transaction ends (the rows an edit changes), in id order. */
export function lockGames(tx: DbOrTx, ids: number[]) {
  return gameQuery(tx).where(inArray(games.id, ids)).orderBy(asc(games.id)).for('update', { of: games });
}

/**
 * Edits that put games on these days wait for each other until their transactions end (decision 210): the clash check
 * of the second then reads the first's saved game, so two edits never both take one court at one time. Sorted, so two
 * edits of the same days lock them in one order.
 */
export async function lockDays(tx: DbOrTx, dates: string[]): Promise<void> {
  for (const date of [...new Set(dates)].sort())
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`games:day:${date}`}, 0))`);
}

/** The scheduled games (byes left out) of these days, whatever their division: what an edited game must not clash with. */
export function scheduledOn(db: DbOrTx, dates: string[]) {
  return gameQuery(db).where(and(inArray(games.date, dates), eq(games.status, 'scheduled'), isNull(games.byeTeamId)));
}

/** Every court with its venue, by venue and court name. */
export function courtList(db: DbOrTx) {
  return db
    .select({ id: courts.id, court: courts.name, venue: venues.name })
    .from(courts)
    .innerJoin(venues, eq(venues.id, courts.venueId))
    .orderBy(asc(venues.name), asc(courts.name));
}

export type GameChange = {
  date?: string;
  timeFrom?: string;
  timeTo?: string;
  courtId?: number | null;
  status: 'scheduled' | 'postponed' | 'cancelled' | 'washout';
};

/** Write a game's new date, times, court or status; the calendar SEQUENCE moves by trigger (migration 0033). */
export async function changeGame(tx: DbOrTx, gameId: number, change: GameChange): Promise<void> {
  await tx.update(games).set(change).where(eq(games.id, gameId));
}
