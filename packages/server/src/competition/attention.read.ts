import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../platform/db';
import { courts, divisions, games, seasons, venues } from '../platform/league.tables';

// The competition area's count for the back-office home (decision 277): one grouped query.

/**
 * Games of `date` (yyyy-mm-dd) in the active seasons between two teams, neither cancelled, postponed nor washed out,
 * with no result yet; and the first venue (by name) holding one, whose score sheet the home's card opens.
 */
export async function unscoredGames(db: DbOrTx, date: string): Promise<{ games: number; venueId: number | null }> {
  const rows = await db
    .select({ venueId: venues.id, n: sql<number>`count(*)::int` })
    .from(games)
    .innerJoin(divisions, eq(divisions.id, games.divisionId))
    .innerJoin(seasons, eq(seasons.id, divisions.seasonId))
    .innerJoin(courts, eq(courts.id, games.courtId))
    .innerJoin(venues, eq(venues.id, courts.venueId))
    .where(
      and(
        eq(games.date, date),
        eq(seasons.active, true),
        eq(seasons.archived, false),
        eq(games.status, 'scheduled'),
        isNotNull(games.teamAId),
        isNotNull(games.teamBId),
        isNull(games.scoredAt),
      ),
    )
    .groupBy(venues.id, venues.name)
    .orderBy(asc(venues.name));
  return { games: rows.reduce((n, r) => n + Number(r.n), 0), venueId: rows[0]?.venueId ?? null };
}
