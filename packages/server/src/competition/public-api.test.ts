import { gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameDay, SheetGame } from '@portal/domain/competition/results.staff.contract';
import type { FixtureReply, LadderReply, TeamReply } from '@portal/domain/competition/public-api.contract';
import { buildApp } from '../app';
import { buildTestApp, injector, type TestApp } from '../../test/harness';

// The public read API for club websites (docs/decisions/294), the embedded page and the widget (295), on the demo
// data: every endpoint, its 404s, CORS, the ETag's 304, the answers a score entered changes, and the limit per
// address counted across two apps on one database.

const V1 = '/api/public/v1';
let t: TestApp;
let seasonId: number;
let divisionId: number;
beforeAll(async () => {
  t = await buildTestApp();
  seasonId = (await get(`${V1}/seasons`)).json().data[0].id;
  // the first division of the current season with games
  for (const d of (await get(`${V1}/seasons/${seasonId}/divisions`)).json().data as { id: number }[]) {
    if ((await fixtureOf(d.id)).games.length > 0) {
      divisionId = d.id;
      break;
    }
  }
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, headers?: Record<string, string>) => t.request({ method: 'GET', url, headers });
const fixtureOf = async (id: number) =>
  (await get(`${V1}/divisions/${id}/fixtures`)).json().data as FixtureReply['data'];

describe('the public API v1', () => {
  it('lists the seasons as the public pages do, the current one first', async () => {
    const res = await get(`${V1}/seasons`);
    expect(res.statusCode).toBe(200);
    const draw = (await get('/api/draw/seasons')).json().data as { season_id: number; season_name: string }[];
    expect(res.json().data).toEqual(draw.map((s) => ({ id: s.season_id, name: s.season_name })));
    expect(res.headers['cache-control']).toBe('public, max-age=15, stale-while-revalidate=60');
  });

  it("lists a season's divisions, and answers 404 for an unknown season", async () => {
    const res = await get(`${V1}/seasons/${seasonId}/divisions`);
    expect(res.json().data[0]).toEqual({
      id: expect.any(Number),
      name: expect.any(String),
      season_id: seasonId,
      note: expect.any(String),
    });
    expect((await get(`${V1}/seasons/999999/divisions`)).statusCode).toBe(404);
  });

  it("gives a division's fixture with dates, times, venues and teams by id", async () => {
    const data = await fixtureOf(divisionId);
    expect(data.division.id).toBe(divisionId);
    expect(data.season.id).toBe(seasonId);
    expect(data.time_zone).toBe('Australia/Sydney');
    const game = data.games.find((g) => g.home && g.away)!;
    expect(game).toMatchObject({ stage: 'regular', round_name: `Round ${game.round}` });
    expect(game.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(game.start).toMatch(/^\d{2}:\d{2}$/);
    expect(game.home!.id).toEqual(expect.any(Number));
    expect(game.venue).toEqual(expect.any(String));
  });

  it('gives the ladder in the standings order with the adjustment in the points', async () => {
    const data = (await get(`${V1}/divisions/${divisionId}/ladder`)).json().data as LadderReply['data'];
    const standings = (await get(`/api/draw/result?division_id=${divisionId}`)).json().data;
    expect(data.ladder.map((r) => r.team.id)).toEqual(
      standings.divisionResult.map((r: { team_id: number }) => r.team_id),
    );
    expect(data.ladder[0]).toMatchObject({ position: 1, percentage: expect.any(Number) });
  });

  it("gives a team's page: its division, season and games, and nothing about its players", async () => {
    const teamId = (await fixtureOf(divisionId)).games.find((g) => g.home)!.home!.id!;
    const data = (await get(`${V1}/teams/${teamId}`)).json().data as TeamReply['data'];
    expect(Object.keys(data).sort()).toEqual(['division', 'games', 'season', 'team', 'time_zone']);
    expect(Object.keys(data.team)).toEqual(['id', 'name']);
    expect(data.games.length).toBeGreaterThan(0);
    expect(data.games.every((g) => g.home?.id === teamId || g.away?.id === teamId)).toBe(true);
  });

  it.each([
    `${V1}/divisions/999999/fixtures`,
    `${V1}/divisions/999999/ladder`,
    `${V1}/teams/999999`,
    '/embed/division/999999',
  ])('answers 404 for an unknown id: %s', async (url) => {
    expect((await get(url)).statusCode).toBe(404);
  });

  it('is open to any origin (not the spec API), with a preflight, and on a 404 too', async () => {
    const res = await get(`${V1}/divisions/${divisionId}/ladder`, { origin: 'https://club.example' });
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
    expect((await get(`${V1}/teams/999999`)).headers['access-control-allow-origin']).toBe('*');
    expect((await get(`/api/draw/seasons`)).headers['access-control-allow-origin']).toBeUndefined();
    const pre = await t.request({
      method: 'OPTIONS',
      url: `${V1}/seasons`,
      headers: { origin: 'https://club.example', 'access-control-request-headers': 'if-none-match' },
    });
    expect(pre.statusCode).toBe(204);
    expect(pre.headers['access-control-allow-origin']).toBe('*');
    expect(pre.headers['access-control-allow-headers']).toMatch(/If-None-Match/);
  });

  it('answers 304 to the ETag it gave', async () => {
    const res = await get(`${V1}/divisions/${divisionId}/fixtures`);
    const again = await get(`${V1}/divisions/${divisionId}/fixtures`, { 'if-none-match': res.headers.etag as string });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('is in the OpenAPI description, with its 304', async () => {
    const doc = (await get('/api/docs/json')).json();
    for (const path of ['seasons', 'seasons/{id}/divisions', 'divisions/{id}/fixtures', 'divisions/{id}/ladder'])
      expect(Object.keys(doc.paths[`${V1}/${path}`].get.responses)).toEqual(expect.arrayContaining(['200', '304']));
    expect(doc.paths[`${V1}/teams/{id}`].get.tags).toEqual(['public-api']);
  });
});

describe('a score entered', () => {
  it('changes the fixture, the team page and the ladder at once, and the same answer is served until then', async () => {
    const token = await t.asMember('compofficer01');
    const R = '/api/staff/competition/results';
    const call = (url: string, payload?: unknown) =>
      t.request({ method: payload ? 'POST' : 'GET', url, token, payload });
    const day = ((await call(`${R}/game-days`)).json().data as GameDay[]).find((d) => d.decided < d.games)!;
    const game = ((await call(`${R}/sheet?date=${day.date}&venue_id=${day.venue_id}`)).json().data.games as SheetGame[])
      .filter((g) => !g.decided && g.team_a && g.team_b && g.stage === 'round')
      .at(0)!;
    const url = `${V1}/divisions/${game.division_id}/fixtures`;
    const before = await get(url);
    expect((await get(url)).headers.etag).toBe(before.headers.etag);

    expect(
      (await call(`${R}/sheet`, { games: [{ game_id: game.game_id, score_a: 61, score_b: 47 }] })).statusCode,
    ).toBe(200);
    const after = await get(url, { 'if-none-match': before.headers.etag as string });
    expect(after.statusCode).toBe(200);
    const scored = (after.json().data as FixtureReply['data']).games.find((g) => g.id === game.game_id)!;
    expect(scored).toMatchObject({ result: 'scored', home_score: 61, away_score: 47 });
    const team = (await get(`${V1}/teams/${game.team_a!.id}`)).json().data as TeamReply['data'];
    expect(team.games.find((g) => g.id === game.game_id)).toMatchObject({ home_score: 61 });
    const ladder = (await get(`${V1}/divisions/${game.division_id}/ladder`)).json().data as LadderReply['data'];
    expect(ladder.last_result_at).not.toBeNull();
  });
});

describe('the embedded page and the widget', () => {
  it('shows the fixture as an HTML table any site may frame', async () => {
    const res = await get(`/embed/division/${divisionId}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['content-security-policy']).toMatch(/frame-ancestors \*/);
    expect(res.headers['x-frame-options']).toBeUndefined();
    expect(res.body).toMatch(
      /<h1 id="t">[^<]+ Fixture – [^<]+<\/h1><div class="pw"><table class="fx" aria-labelledby="t">/,
    );
    expect(res.body).toMatch(/<td>\d{2}\/\d{2}\/\d{4}\n\d{2}:\d{2} [ap]m<\/td>/);
    // the portal's own pages still refuse to be framed
    expect((await get('/api/docs')).headers['x-frame-options'] ?? '').not.toBe('');
  });

  it('shows the ladder with headings a screen reader reads out', async () => {
    const res = await get(`/embed/division/${divisionId}?view=ladder`);
    expect(res.body).toContain('<th scope="col" aria-label="Played"><abbr title="Played">P</abbr></th>');
    expect((await get(`/embed/division/${divisionId}?view=other`)).statusCode).toBe(422);
  });

  it('serves the widget script to any site, a few KB gzipped', async () => {
    // a club may add a query of its own to the address (a version): the same script, the same headers
    const res = await get('/widget.js?v=1');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(gzipSync(res.rawPayload).length).toBeLessThan(3 * 1024);
    expect(res.body).toContain('/api/public/v1/divisions/');
  });
});

describe('the limit per address', () => {
  it('costs a cached answer no query: the counts reach the database a batch (a tenth of the limit) at a time', async () => {
    const at = new Date();
    const counted = await buildTestApp({ publicApiPerMinute: 100 }, { now: () => at });
    try {
      const hits = async () =>
        (
          (await counted.database.db.execute(
            sql`select coalesce(sum(hits), 0)::int as n from public_api_counts`,
          )) as unknown as {
            rows: { n: number }[];
          }
        ).rows[0]!.n;
      for (let i = 0; i < 9; i++)
        expect((await counted.request({ method: 'GET', url: `${V1}/seasons` })).statusCode).toBe(200);
      expect(await hits()).toBe(0);
      await counted.request({ method: 'GET', url: `${V1}/seasons` });
      expect(await hits()).toBe(10);
    } finally {
      await counted.close();
    }
  });

  it('refuses past the limit with 429 and Retry-After, counted across two apps on one database', async () => {
    // one moment for both, so the minute cannot turn during the test
    const at = new Date();
    const now = () => at;
    const limited = await buildTestApp({ publicApiPerMinute: 4 }, { now });
    const other = await buildApp({ config: limited.config, db: limited.database.db, logger: false, now });
    try {
      const a = (url: string) => limited.request({ method: 'GET', url });
      const b = (url: string) => injector(other).request({ method: 'GET', url });
      expect((await a(`${V1}/seasons`)).statusCode).toBe(200);
      expect((await b(`${V1}/seasons`)).statusCode).toBe(200);
      expect((await a(`${V1}/seasons`)).statusCode).toBe(200);
      expect((await b('/embed/division/999999')).statusCode).toBe(404);
      const refused = await a(`${V1}/seasons`);
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused.headers['access-control-allow-origin']).toBe('*');
      expect(refused.json()).toMatchObject({
        error: 'too_many_requests',
        message: expect.stringMatching(/4 requests/),
      });
      expect((await b(`${V1}/seasons`)).statusCode).toBe(429);
      // the spec's own API and the widget are not counted
      expect((await a('/api/draw/seasons')).statusCode).toBe(200);
      expect((await b('/widget.js')).statusCode).toBe(200);
    } finally {
      await other.close();
      await limited.close();
    }
  });
});
