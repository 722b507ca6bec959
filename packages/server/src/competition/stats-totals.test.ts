import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StatRow, StatTotalRow } from '@portal/domain/competition/competition.contract';
import { buildTestApp, type TestApp } from '../../test/harness';

// The season totals of the stats page (decision 226): each player's lines summed over the team's decided games.
let t: TestApp;
let division: (name: string) => number;
beforeAll(async () => {
  t = await buildTestApp();
  const season = (await get('/api/draw/seasons'))[0].season_id as number;
  const divisions = (await get(`/api/draw/seasons/${season}/divisions`)) as {
    division_id: number;
    division_name: string;
  }[];
  division = (name) => divisions.find((d) => d.division_name === name)!.division_id;
});
afterAll(async () => {
  await t.close();
});

async function get(url: string) {
  const res = await t.request({ method: 'GET', url });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json().data;
}
const SUMMED = [
  'points',
  'one_points',
  'two_points',
  'three_points',
  'fouls',
  'techfouls',
  'unspfouls',
  'disqfouls',
] as const;

describe('GET /api/draw/stats/division/:id/team/:team_id/totals', () => {
  it("sums every player's game lines, counts their games and names them in order", async () => {
    const women = division("Women's Open");
    const team = (
      (await get(`/api/draw/stats/division/${women}/teams`)) as { team_id: number; team_name: string }[]
    ).find((x) => x.team_name === 'Hornsby Hornets')!;
    const base = `/api/draw/stats/division/${women}/team/${team.team_id}`;
    const games = (await get(`${base}/games`)) as { gs_game_id: number }[];
    const lines = (await Promise.all(games.map((g) => get(`${base}/game/${g.gs_game_id}/stats`)))).flat() as StatRow[];
    expect(lines.length).toBeGreaterThan(games.length);
    const totals = (await get(`${base}/totals`)) as StatTotalRow[];
    expect(totals.map((r) => r.member)).toEqual(
      [...new Set(lines.map((l) => l.member))].sort((a, b) => a.localeCompare(b)),
    );
    for (const row of totals) {
      const own = lines.filter((l) => l.member === row.member);
      expect(row.games, row.member).toBe(own.length);
      for (const key of SUMMED) expect(row[key], `${row.member} ${key}`).toBe(own.reduce((n, l) => n + l[key], 0));
    }
  });
  it('answers 404 for a team of another division', async () => {
    const women = division("Women's Open");
    const team = (await get(`/api/draw/stats/division/${women}/teams`))[0].team_id as number;
    const res = await t.request({
      method: 'GET',
      url: `/api/draw/stats/division/${division('U14 Boys')}/team/${team}/totals`,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('No such team in this division');
  });
});
