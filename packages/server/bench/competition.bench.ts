import { todayIn } from '@portal/domain/shared/time';
import type { BenchModule } from './bench-module';
import { LARGE, seedLargeAssociation } from './competition-seed';

// Draw, standings and stats of a large association at 50 connections. Browsers always send
// Accept-Encoding, so the main figures ask for gzip as a follower's browser does; the draw is also measured
// without it, for the record (decisions/021).
const GZIP = { 'accept-encoding': 'gzip, deflate, br' };

export const competitionBench: BenchModule = {
  name: 'competition',
  async prepare(db, config) {
    const started = Date.now();
    const big = await seedLargeAssociation(db, todayIn(config.site.timeZone), config.site.timeZone);
    const [division, team, game] = big.statGames[Math.floor(big.statGames.length / 2)]!;
    console.error(
      `competition: seeded ${LARGE.divisions} divisions x ${LARGE.teamsPerDivision} teams, ${LARGE.rounds} rounds + finals, box scores, in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    return {
      drawDivision: big.divisionIds[big.divisionIds.length - 1]!,
      statsDivision: division,
      statsTeam: team,
      statsGame: game,
    };
  },
  scenarios: (p) => [
    {
      name: 'GET /api/draw (10 teams, 18 rounds + finals, gzip)',
      path: `/api/draw?division_id=${p.drawDivision}`,
      headers: GZIP,
      connections: 50,
      target: { minRatio: 0.5, maxP99Ms: 10 }, // issue 46 item 5: at least half a bare route
      quiet: true,
    },
    {
      name: 'GET /api/draw (same, no compression, 59 KB)',
      path: `/api/draw?division_id=${p.drawDivision}`,
      connections: 50,
    },
    {
      name: 'GET /api/draw/result (gzip)',
      path: `/api/draw/result?division_id=${p.drawDivision}`,
      headers: GZIP,
      connections: 50,
    },
    {
      name: 'GET /api/draw/stats/.../game/:id/stats (gzip)',
      path: `/api/draw/stats/division/${p.statsDivision}/team/${p.statsTeam}/game/${p.statsGame}/stats`,
      headers: GZIP,
      connections: 50,
    },
  ],
};
