import { inArray, sql } from 'drizzle-orm';
import { hashPassword } from '../src/accounts/accounts.service';
import { courts, games, venues } from '../src/platform/league.tables';
import { insertPlayers } from '../src/competition/demo-people';
import { addDays, saturdayOnOrBefore } from '../src/competition/fixture-plan';
import { buildSeason, type DivisionSpec } from '../src/competition/season-builder';
import type { Db } from '../src/platform/db';

// A large association — 60 divisions of 10 teams, 18 rounds plus finals, a whole season of box scores.

export interface LargeAssociation {
  divisionIds: number[];
  /** [divisionId, teamId, gameId] triples that have stats, for the stats endpoint. */
  statGames: [number, number, number][];
  seasonId: number;
}

export const LARGE = { divisions: 60, teamsPerDivision: 10, rounds: 18, playersPerTeam: 8 } as const;

export async function seedLargeAssociation(db: Db, today: string, timeZone: string): Promise<LargeAssociation> {
  const seeded = await db.transaction(async (tx) => {
    const courtIds: number[] = [];
    for (let v = 0; v < 15; v++) {
      const [venue] = await tx
        .insert(venues)
        .values({
          name: `Bench Stadium ${v + 1}`,
          address: `${v + 1} Stadium Drive`,
          suburb: 'HORNSBY',
          postcode: '2077',
          state: 'NSW',
        })
        .returning();
      courtIds.push(
        ...(
          await tx
            .insert(courts)
            .values([1, 2, 3, 4].map((c) => ({ venueId: venue!.id, name: `Court ${c}` })))
            .returning()
        ).map((c) => c.id),
      );
    }
    const { divisions: nDiv, teamsPerDivision: nTeams, rounds, playersPerTeam } = LARGE;
    const hash = await hashPassword('bench-player');
    const [players] = (await insertPlayers(
      tx,
      'bench',
      [{ count: nDiv * nTeams * playersPerTeam, dob: '1995-01-01' }],
      hash,
      11,
    )) as [number[]];
    const divisions: DivisionSpec[] = Array.from({ length: nDiv }, (_, d) => ({
      name: `Division ${String(d + 1).padStart(2, '0')}`,
      note: 'Bench division',
      teamNames: Array.from({ length: nTeams }, (_, t) => `Team ${d + 1}-${t + 1}`),
      rounds,
      doublePointRound: 9,
      dayOffset: d % 7,
      startMinutes: 9 * 60 + (d % 4) * 180,
      courtIds: [courtIds[(2 * d) % courtIds.length]!, courtIds[(2 * d + 1) % courtIds.length]!],
      players: Array.from({ length: nTeams }, (_, t) =>
        players.slice((d * nTeams + t) * playersPerTeam, (d * nTeams + t + 1) * playersPerTeam),
      ),
    }));
    // every regular round and final already played: a whole season of results and stats
    const startsOn = addDays(saturdayOnOrBefore(today), -7 * (rounds + 4));
    const season = await buildSeason(
      tx,
      {
        name: 'Bench Season',
        active: true,
        archived: false,
        startsOn,
        scoredBefore: today,
        seed: 99,
        withStats: true,
        teamsCreatedAt: new Date(`${startsOn}T00:00:00Z`),
        divisions,
      },
      timeZone,
    );
    const sample = await tx
      .select({ id: games.id, divisionId: games.divisionId, teamAId: games.teamAId })
      .from(games)
      .where(inArray(games.divisionId, season.divisionIds))
      .limit(2000);
    return {
      seasonId: season.seasonId,
      divisionIds: season.divisionIds,
      statGames: sample
        .filter((g) => g.teamAId !== null)
        .map((g) => [g.divisionId, g.teamAId!, g.id] as [number, number, number]),
    };
  });
  // fresh planner statistics after the bulk load (PGlite runs no autovacuum), as a DBA would after an import
  await db.execute(sql`analyze`);
  return seeded;
}
