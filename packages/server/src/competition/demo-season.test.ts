import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DrawGame, DrawReply, ResultReply, Season } from '@portal/domain/competition/competition.contract';
import { buildTestApp, type TestApp } from '../../test/harness';

// The demo data seeded on a fixed day (Wednesday 20 May 2026, noon in Sydney), so ladders can be written out in full.
// Ladder points (docs/decisions/020): win 3, draw 2, loss 1, bye 3, notified/admin forfeit 0, non-advised forfeit -1,
// disqualified 0; double point games x2. The expected rows below were worked out by hand from the seeded results.

let t: TestApp;
let seasons: Season[];
const ids: Record<string, number> = {};
beforeAll(async () => {
  t = await buildTestApp({}, { now: () => new Date('2026-05-20T02:00:00Z') });
  seasons = (await get('/api/draw/seasons')).data;
  for (const s of seasons) {
    for (const d of (await get(`/api/draw/seasons/${s.season_id}/divisions`)).data)
      ids[`${s.season_name}|${d.division_name}`] = d.division_id;
  }
});
afterAll(async () => {
  await t.close();
});

async function get(url: string) {
  const res = await t.request({ method: 'GET', url });
  expect(res.statusCode, url).toBe(200);
  return res.json();
}
const result = async (key: string) => ((await get(`/api/draw/result?division_id=${ids[key]}`)) as ResultReply).data;
const drawOf = async (key: string) => ((await get(`/api/draw?division_id=${ids[key]}`)) as DrawReply).data;
const games = (d: DrawReply['data']): DrawGame[] => [
  ...d.divisionDraw.flatMap((r) => r.games),
  ...Object.values(d.finalSeries).flat(),
];

function rows(data: ResultReply['data']) {
  return data.divisionResult.map((r) => {
    const adjust = data.adjustTeams[String(r.team_id)] ?? 0;
    return [
      r.team,
      r.played,
      r.win,
      r.loss,
      r.draw,
      r.percentage,
      r.na_forf,
      r.n_forf,
      r.adm_forf,
      r.disq,
      r.bye,
      adjust,
      r.points + adjust,
    ];
  });
}

describe('standings of the demo season', () => {
  it("Women's Open (7 teams: byes, one disqualification) after 8 rounds", async () => {
    expect(seasons.map((s) => s.season_name)).toEqual(['Winter 2026', 'Summer 2025']);
    const data = await result("Winter 2026|Women's Open");
    expect(rows(data)).toEqual([
      // team                 P  W  L  D  W/L %    na n adm disq bye adj shown
      ['Westleigh Wildcats', 7, 5, 2, 0, '71.43', 0, 0, 0, 0, 1, 0, 20], // 15 + 2 + bye 3
      ['Hornsby Hornets', 6, 4, 2, 0, '66.67', 0, 0, 0, 0, 2, 0, 20], //    12 + 2 + 2 byes 6, below on W/L %
      ['Pymble Pythons', 7, 4, 3, 0, '57.14', 0, 0, 0, 0, 1, 0, 18],
      ['Waitara Waves', 7, 4, 3, 0, '57.14', 0, 0, 0, 0, 1, 0, 18], //    level on points and W/L %: by name
      ['Galston Gliders', 7, 3, 4, 0, '42.86', 0, 0, 0, 0, 1, 0, 16],
      ['Normanhurst Knights', 7, 2, 5, 0, '28.57', 0, 0, 0, 0, 1, 0, 14],
      ['Beecroft Blaze', 7, 2, 5, 0, '28.57', 0, 0, 0, 1, 1, 0, 13], //    the disqualification earns 0, not a loss's 1
    ]);
    // results are recorded as each game ends: round 8's last game, Saturday 16 May 14:00-14:50 in Sydney
    expect(data.lastResult.updated_at).toBe('2026-05-16T04:50:00.000Z');
  });

  it("Men's A Grade (double point round 6, a non-advised and a notified forfeit, +1 adjustment) after 7 rounds", async () => {
    expect(rows(await result("Winter 2026|Men's A Grade"))).toEqual([
      ['Turramurra Titans', 7, 5, 2, 0, '71.43', 0, 0, 0, 0, 0, 1, 21], //       15 + 2 + a double-round win's extra 3, + 1
      ['Thornleigh Thunder', 7, 5, 2, 0, '71.43', 0, 0, 0, 0, 0, 0, 20],
      ['Asquith Arrows', 7, 5, 2, 0, '71.43', 0, 0, 0, 0, 0, 0, 18], //          lost the double round: 17 + 1
      ['Hornsby Hawks', 7, 3, 4, 0, '42.86', 0, 0, 0, 0, 0, 0, 16],
      ['Pennant Hills Panthers', 7, 3, 3, 1, '42.86', 0, 0, 0, 0, 0, 0, 15],
      ['Wahroonga Wolves', 7, 3, 4, 0, '42.86', 0, 0, 0, 0, 0, 0, 14],
      ['Berowra Bears', 7, 2, 5, 0, '28.57', 0, 0, 0, 0, 0, 0, 12],
      ['Cherrybrook Chargers', 7, 1, 5, 1, '14.29', 1, 1, 0, 0, 0, 0, 10], //   forfeits: -1 and 0
    ]);
  });
});

describe('the demo draw reads like a real competition', () => {
  it('gives every regular game of every division a duty team that is not playing in it', async () => {
    for (const key of Object.keys(ids)) {
      const regular = (await drawOf(key)).divisionDraw.flatMap((r) => r.games).filter((g) => g.bye === '');
      for (const g of regular) {
        expect(g.duty, `${key} game ${g.game}`).not.toBe('None');
        expect([g.team_a_id, g.team_b_id]).not.toContain(g.duty);
      }
    }
  });

  it('settles every archived final with a winner', async () => {
    for (const key of ['Summer 2025|U14 Boys', "Summer 2025|Men's A Grade"]) {
      const finals = Object.values((await drawOf(key)).finalSeries).flat();
      expect(finals).toHaveLength(4);
      for (const g of finals) expect(g.score_team_a_points, g.match_formatted).not.toBe(g.score_team_b_points);
    }
  });

  it('scores junior games like juniors', async () => {
    const scores = games(await drawOf('Winter 2026|U14 Boys'))
      .filter((g) => g.scored)
      .flatMap((g) => [g.score_team_a_points!, g.score_team_b_points!]);
    expect(scores.length).toBeGreaterThan(20);
    expect(Math.max(...scores)).toBeLessThanOrEqual(65);
  });

  it('gives the 12 players of Court Jesters 12 different numbers in a box score', async () => {
    const division = ids['Winter 2026|Mixed Social']!;
    const team = (await get(`/api/draw/stats/division/${division}/teams`)).data.find(
      (x: { team_name: string }) => x.team_name === 'Court Jesters',
    ).team_id;
    const [game] = (await get(`/api/draw/stats/division/${division}/team/${team}/games`)).data;
    const rows = (await get(`/api/draw/stats/division/${division}/team/${team}/game/${game.gs_game_id}/stats`))
      .data as { tshirt_number: string }[];
    expect(rows).toHaveLength(12);
    expect(new Set(rows.map((r) => r.tshirt_number)).size).toBe(12);
  });

  it('puts U14 round 10 on the excluded Sunday of the long weekend, and no other game', async () => {
    for (const key of Object.keys(ids)) {
      const excluded = (await drawOf(key)).divisionDraw
        .filter((r) => r.games.some((g) => g.excluded_dates))
        .map((r) => r.round);
      expect(excluded, key).toEqual(key === 'Winter 2026|U14 Boys' ? [10] : []);
    }
    const round10 = (await drawOf('Winter 2026|U14 Boys')).divisionDraw[9]!;
    expect(round10.games.every((g) => g.excluded_dates && g.date_formatted === '31-05-2026')).toBe(true);
  });
});
