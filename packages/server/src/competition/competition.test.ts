import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DrawGame, DrawReply, ResultReply } from '@portal/domain/competition/competition.contract';
import { buildTestApp, type TestApp } from '../../test/harness';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { seasons } from '../platform/league.tables';
import { countMemberTeams } from './league.service';
import { cachedAnswerCount } from './public-cache';

let t: TestApp;
let seasonId: number;
let divisionIds: Record<string, number>;
beforeAll(async () => {
  t = await buildTestApp();
  seasonId = (await get('/api/draw/seasons')).data[0].season_id;
  const divs = (await get(`/api/draw/seasons/${seasonId}/divisions`)).data as {
    division_id: number;
    division_name: string;
  }[];
  divisionIds = Object.fromEntries(divs.map((d) => [d.division_name, d.division_id]));
});
afterAll(async () => {
  await t.close();
});

async function get(url: string) {
  const res = await t.request({ method: 'GET', url });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json();
}
const allGames = (d: DrawReply['data']): DrawGame[] => [
  ...d.divisionDraw.flatMap((r) => r.games),
  ...Object.values(d.finalSeries).flat(),
];

describe('GET /api/draw/seasons and lists', () => {
  it('lists the active season first, then the archived one', async () => {
    const { data } = await get('/api/draw/seasons');
    const archived = (
      await t.database.db.select({ id: seasons.id }).from(seasons).where(eq(seasons.archived, true))
    ).map((s) => s.id);
    expect(data.map((s: { season_id: number }) => archived.includes(s.season_id))).toEqual([false, true]);
    expect(data[0].season_name).toMatch(/^(Summer|Winter) \d{4}$/);
  });
  it('lists 4 divisions of 6 to 10 teams in the active season', async () => {
    expect(Object.keys(divisionIds).sort()).toEqual(["Men's A Grade", 'Mixed Social', 'U14 Boys', "Women's Open"]);
    for (const id of Object.values(divisionIds)) {
      const { data } = await get(`/api/draw/seasons/divisions/${id}/teams`);
      expect(data.length).toBeGreaterThanOrEqual(6);
      expect(data.length).toBeLessThanOrEqual(10);
      expect(data.map((x: { team_name: string }) => x.team_name)).toEqual(
        [...data.map((x: { team_name: string }) => x.team_name)].sort(),
      );
    }
  });
  it('answers 422 with a field error for a non-numeric id, never 500', async () => {
    const res = await t.request({ method: 'GET', url: '/api/draw/seasons/abc/divisions' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toHaveProperty('id');
    expect((await t.request({ method: 'GET', url: '/api/draw' })).statusCode).toBe(422);
  });
});

describe('made-up ids', () => {
  it('answer 404 on every public list, uncached', async () => {
    const season = (await get('/api/draw/seasons')).data[0].season_id;
    const held = cachedAnswerCount(t.database.db);
    for (let fake = 900_000; fake < 900_050; fake++) {
      for (const url of [
        `/api/draw?division_id=${fake}`,
        `/api/draw/result?division_id=${fake}`,
        `/api/draw/seasons/${fake}/divisions`,
        `/api/draw/seasons/divisions/${fake}/teams`,
        `/api/draw/stats/season/${fake}/divisions`,
        `/api/draw/stats/division/${fake}/teams`,
        `/api/draw/stats/division/${divisionIds['Mixed Social']}/team/${fake}/games`,
        `/api/draw/stats/division/${fake}/team/1/game/1/stats`,
      ]) {
        const res = await t.request({ method: 'GET', url });
        expect(res.statusCode, url).toBe(404);
        expect(res.headers['cache-control'], url).toBeUndefined();
      }
    }
    expect(cachedAnswerCount(t.database.db)).toBe(held);
    expect((await t.request({ method: 'GET', url: `/api/draw/seasons/${season}/divisions` })).statusCode).toBe(200);
  });
  it.each(['1e3', '0x1', '1.5', '-1', '0', '99999999999'])('refuse the id %j with 422', async (raw) => {
    expect(
      (await t.request({ method: 'GET', url: `/api/draw?division_id=${encodeURIComponent(raw)}` })).statusCode,
    ).toBe(422);
    expect(
      (await t.request({ method: 'GET', url: `/api/draw/seasons/divisions/${encodeURIComponent(raw)}/teams` }))
        .statusCode,
    ).toBe(422);
  });
});

describe('GET /api/draw', () => {
  it('answers rounds and the final series with every game field', async () => {
    const { data } = (await get(`/api/draw?division_id=${divisionIds["Men's A Grade"]}`)) as DrawReply;
    expect(data.divisionDraw.map((r) => r.round)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(data.finalSeries.Semi_Final).toHaveLength(2);
    expect(data.finalSeries.Final).toHaveLength(1);
    expect(data.finalSeries.Grand_Final).toHaveLength(1);
    const games = data.divisionDraw.flatMap((r) => r.games);
    expect(games.some((g) => g.scored)).toBe(true);
    expect(games.some((g) => !g.scored)).toBe(true);
    const scored = games.find((g) => g.scored && !g.forfeit)!;
    expect(scored.score_team_a_points).toBeTypeOf('number');
    expect(scored.match_formatted).toBe(
      `${scored.team_a_id} ${scored.score_team_a_points} - ${scored.score_team_b_points} ${scored.team_b_id}`,
    );
    expect(scored.date_formatted).toMatch(/^\d{2}-\d{2}-\d{4}$/);
    expect(scored.time_formatted).toBe('07:00 pm');
    expect(scored).toMatchObject({
      venueLabel: 'Thornleigh Brickpit Stadium',
      venueSuburb: 'THORNLEIGH',
      venuePostcode: '2120',
      venueState: 'NSW',
    });
    expect(data.divisionDraw[5]!.games.every((g) => g.double_points === 'Yes')).toBe(true);
    expect(data.divisionDraw[0]!.games.every((g) => g.double_points === 'No')).toBe(true);
  });
  it('shows byes, duty teams and forfeits', async () => {
    const women = (await get(`/api/draw?division_id=${divisionIds["Women's Open"]}`)) as DrawReply;
    expect(women.data.divisionDraw[0]!.games.filter((g) => g.bye !== '')).toHaveLength(1);
    expect(allGames(women.data).some((g) => g.duty !== 'None')).toBe(true);
    const men = (await get(`/api/draw?division_id=${divisionIds["Men's A Grade"]}`)) as DrawReply;
    expect(allGames(men.data).filter((g) => g.forfeit !== null)).toHaveLength(2);
  });
  it('marks games on excluded dates', async () => {
    const { data } = (await get(`/api/draw?division_id=${divisionIds['U14 Boys']}`)) as DrawReply;
    expect(data.divisionDraw[9]!.games.every((g) => g.excluded_dates)).toBe(true);
    expect(data.divisionDraw[10]!.games.some((g) => g.excluded_dates)).toBe(false);
  });
  it('answers 404 for an unknown division', async () => {
    expect((await t.request({ method: 'GET', url: '/api/draw?division_id=999999' })).statusCode).toBe(404);
  });
  it('is cacheable: public Cache-Control, an ETag, and 304 when revalidated', async () => {
    const url = `/api/draw?division_id=${divisionIds['Mixed Social']}`;
    const first = await t.request({ method: 'GET', url });
    expect(first.headers['cache-control']).toMatch(/^public, max-age=\d+/);
    expect(first.headers.etag).toMatch(/^W\/".+"$/);
    const again = await t.request({ method: 'GET', url, headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });
  it('answers 304 to If-None-Match lists, * and the strong form of the weak ETag; 200 to another tag', async () => {
    const url = `/api/draw?division_id=${divisionIds["Women's Open"]}`;
    const etag = String((await t.request({ method: 'GET', url })).headers.etag);
    const strong = etag.replace(/^W\//, '');
    for (const header of [etag, strong, `"other", ${etag}`, `W/"a",${strong} , "b"`, '*']) {
      expect((await t.request({ method: 'GET', url, headers: { 'if-none-match': header } })).statusCode, header).toBe(
        304,
      );
    }
    expect((await t.request({ method: 'GET', url, headers: { 'if-none-match': 'W/"other", "x"' } })).statusCode).toBe(
      200,
    );
  });
  it('sends the same answer compressed as the client accepts: brotli first, then gzip, else plain', async () => {
    const url = `/api/draw?division_id=${divisionIds['Mixed Social']}`;
    const plain = await t.request({ method: 'GET', url });
    const asked = (encoding: string) => t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': encoding } });
    const br = await asked('gzip, deflate, br, zstd');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const zipped = await asked('gzip, br;q=0');
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(zipped.rawPayload).toString()).toBe(plain.body);
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(br.rawPayload.length).toBeLessThan(zipped.rawPayload.length);
    const refused = await asked('identity, br;q=0.0, gzip;q=0');
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body).toBe(plain.body);
  });
});

describe('GET /api/draw/result', () => {
  it('orders the ladder by points plus adjustment, then W/L %, with the adjustment by team_id', async () => {
    const { data } = (await get(`/api/draw/result?division_id=${divisionIds['Mixed Social']}`)) as ResultReply;
    expect(data.divisionResult).toHaveLength(10);
    const shown = data.divisionResult.map((r) => r.points + (data.adjustTeams[String(r.team_id)] ?? 0));
    expect(shown).toEqual([...shown].sort((a, b) => b - a));
    expect(Object.values(data.adjustTeams)).toEqual([-2]);
    expect(data.lastResult.updated_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const adm = data.divisionResult.find((r) => r.adm_forf === 1)!;
    expect(adm.loss).toBeGreaterThanOrEqual(1);
    for (const r of data.divisionResult)
      expect(r.percentage).toBe(r.played ? ((r.win * 100) / r.played).toFixed(2) : '0.00');
  });
  it('counts byes in a division with an odd number of teams', async () => {
    const { data } = (await get(`/api/draw/result?division_id=${divisionIds["Women's Open"]}`)) as ResultReply;
    expect(data.divisionResult.reduce((n, r) => n + r.bye, 0)).toBeGreaterThan(0);
    expect(data.divisionResult.reduce((n, r) => n + r.disq, 0)).toBe(1);
  });
});

describe('GET /api/draw/stats/**', () => {
  it('drills down from season to one game of a team; box scores add up to the team score', async () => {
    const divisionId = divisionIds["Women's Open"]!;
    const teams = (await get(`/api/draw/stats/division/${divisionId}/teams`)).data as {
      team_id: number;
      team_name: string;
    }[];
    const team = teams.find((x) => x.team_name === 'Hornsby Hornets')!;
    const games = (await get(`/api/draw/stats/division/${divisionId}/team/${team.team_id}/games`)).data;
    expect(games.length).toBeGreaterThan(3);
    expect(games[0].gs_date_formatted).toMatch(/^\d{2}-\d{2}-\d{4}$/);
    const game = games[0].gs_game_id;
    const rows = (await get(`/api/draw/stats/division/${divisionId}/team/${team.team_id}/game/${game}/stats`)).data;
    expect(rows.map((r: { member: string }) => r.member)).toContain('Mia Member');
    for (const r of rows) expect(r.points).toBe(r.one_points + 2 * r.two_points + 3 * r.three_points);
    const draw = (await get(`/api/draw?division_id=${divisionId}`)) as DrawReply;
    const g = allGames(draw.data).find((x) => x.game === game)!;
    const teamScore = g.team_a_id === 'Hornsby Hornets' ? g.score_team_a_points : g.score_team_b_points;
    expect(rows.reduce((n: number, r: { points: number }) => n + r.points, 0)).toBe(teamScore);
  });
  it("lists a team's played games only, never its byes", async () => {
    const divisionId = divisionIds["Women's Open"]!;
    const ladder = ((await get(`/api/draw/result?division_id=${divisionId}`)) as ResultReply).data.divisionResult;
    for (const row of ladder) {
      const games = (await get(`/api/draw/stats/division/${divisionId}/team/${row.team_id}/games`)).data;
      expect(games, row.team).toHaveLength(row.played);
    }
  });
  it("answers 404 for a team of another division and for a game that is not one of the team's decided games", async () => {
    const women = divisionIds["Women's Open"]!;
    const juniors = divisionIds['U14 Boys']!;
    const team = (await get(`/api/draw/stats/division/${women}/teams`)).data[0].team_id as number;
    const [played] = (await get(`/api/draw/stats/division/${women}/team/${team}/games`)).data;
    expect(
      (await t.request({ method: 'GET', url: `/api/draw/stats/division/${juniors}/team/${team}/games` })).statusCode,
    ).toBe(404);
    expect(
      (
        await t.request({
          method: 'GET',
          url: `/api/draw/stats/division/${juniors}/team/${team}/game/${played.gs_game_id}/stats`,
        })
      ).statusCode,
    ).toBe(404);
    const draw = (await get(`/api/draw?division_id=${women}`)) as DrawReply;
    const unplayed = draw.data.divisionDraw.at(-1)!.games.find((g) => g.bye === '')!.game;
    for (const game of [unplayed, 999999]) {
      const res = await t.request({
        method: 'GET',
        url: `/api/draw/stats/division/${women}/team/${team}/game/${game}/stats`,
      });
      expect(res.statusCode, String(game)).toBe(404);
      expect(res.json().message).toBe('No such game');
    }
  });
});

describe('GET /api/docs/json', () => {
  it('documents the 304 of the cached answers and the text/calendar of the .ics', async () => {
    const doc = (await t.request({ method: 'GET', url: '/api/docs/json' })).json();
    expect(doc.paths['/api/draw'].get.responses['304']).toEqual({
      description: expect.stringMatching(/^Not Modified, no body/),
    });
    expect(
      Object.keys(doc.paths['/api/draw/stats/division/{id}/team/{team_id}/game/{game_id}/stats'].get.responses),
    ).toContain('304');
    const ics = doc.paths['/api/draw/games/{id}/calendar.ics'].get.responses['200'];
    expect(Object.keys(ics.content)).toEqual(['text/calendar']);
    expect(doc.paths['/api/draw'].get.parameters).toEqual([
      expect.objectContaining({ in: 'query', name: 'division_id', required: true }),
    ]);
  });
});

describe('stats switched off', () => {
  it('answers 404 on the stats calls and keeps the draw', async () => {
    const off = await buildTestApp({ site: { statsEnabled: false } as never });
    try {
      expect((await off.request({ method: 'GET', url: '/api/draw/stats/seasons' })).statusCode).toBe(404);
      expect((await off.request({ method: 'GET', url: '/api/draw/seasons' })).statusCode).toBe(200);
    } finally {
      await off.close();
    }
  });
});

describe('countMemberTeams', () => {
  it('counts active-season teams in any role', async () => {
    const { members } = await import('../platform/members.tables');
    const rows = await t.database.db.select({ id: members.id, username: members.username }).from(members);
    const id = (u: string) => rows.find((r) => r.username === u)!.id;
    expect(await countMemberTeams(t.database.db, id('member01'))).toBe(1);
    expect(await countMemberTeams(t.database.db, id('manager01'))).toBe(1);
    expect(await countMemberTeams(t.database.db, id('coach01'))).toBe(1);
    expect(await countMemberTeams(t.database.db, id('junior01'))).toBe(1);
    expect(await countMemberTeams(t.database.db, id('freeteam01'))).toBe(0);
  });
});
