import { and, between, eq, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../platform/db';
import { divisions, games } from '../platform/league.tables';
import { refereeAssignments } from './rosters.tables';

// The one count of open referee places (decision 278): each scheduled game between two teams needs its division's
// referee_slots referees; a place is held by a live referee assignment (a declined one is cancelled, so it is open).
// Read by publishing (its warning), the board (each date's count) and the back-office home (attention.read.ts).

export interface OpenPlaces {
  games: number;
  places: number;
  open: number;
  gamesWithoutReferee: number;
}

/** Open referee places of the scheduled games in a date range (both included), of one season when given, by date. */
export async function openPlacesByDate(
  db: DbOrTx,
  q: { from: string; to: string; seasonId?: number },
): Promise<(OpenPlaces & { date: string })[]> {
  const held = sql<number>`(select count(*) from ${refereeAssignments} where ${refereeAssignments.gameId} = ${games.id}
    and ${refereeAssignments.rosterType} = 'referee' and ${refereeAssignments.cancelledAt} is null)`;
  const rows = await db
    .select({
      date: games.date,
      games: sql<number>`count(*)::int`,
      places: sql<number>`coalesce(sum(${divisions.refereeSlots}), 0)::int`,
      open: sql<number>`coalesce(sum(greatest(${divisions.refereeSlots} - ${held}, 0)), 0)::int`,
      gamesWithoutReferee: sql<number>`(count(*) filter (where ${held} = 0))::int`,
    })
    .from(games)
    .innerJoin(divisions, eq(divisions.id, games.divisionId))
    .where(
      and(
        between(games.date, q.from, q.to),
        eq(games.status, 'scheduled'),
        isNotNull(games.teamAId),
        isNotNull(games.teamBId),
        q.seasonId === undefined ? undefined : eq(divisions.seasonId, q.seasonId),
      ),
    )
    .groupBy(games.date)
    .orderBy(games.date);
  return rows.map((r) => ({
    date: r.date,
    games: Number(r.games),
    places: Number(r.places),
    open: Number(r.open),
    gamesWithoutReferee: Number(r.gamesWithoutReferee),
  }));
}

/** The same count over the whole range. */
export async function openRefereePlaces(
  db: DbOrTx,
  q: { from: string; to: string; seasonId?: number },
): Promise<OpenPlaces> {
  const zero: OpenPlaces = { games: 0, places: 0, open: 0, gamesWithoutReferee: 0 };
  return (await openPlacesByDate(db, q)).reduce(
    (t, r) => ({
      games: t.games + r.games,
      places: t.places + r.places,
      open: t.open + r.open,
      gamesWithoutReferee: t.gamesWithoutReferee + r.gamesWithoutReferee,
    }),
    zero,
  );
}
