import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameDay, SheetGame } from '@portal/domain/competition/results.staff.contract';
import type { FixtureReply } from '@portal/domain/competition/public-api.contract';
import { POLL_MS } from '../src/platform/kept-versions';
import { startTwoServers, type TestServer, type TwoServers } from './two-servers';

// The public read API on two servers of one real PostgreSQL database (docs/decisions/294): a score entered on one
// shows in the other's cached fixture within the kept answers' poll, as the public pages' draw does; and the limit per
// client address counts the requests of both servers.
const url = process.env.TEST_DATABASE_URL;
// asked at most 16 times while waiting: each ask counts against the limit of 20 a minute (a poll every 50 ms ran into
// the limit when the other server took a second to learn of the score, and the fixture answered 429)
const soon = { timeout: 4 * POLL_MS, interval: POLL_MS / 4 };
const R = '/api/staff/competition/results';
const PER_MINUTE = 20;

let servers: TwoServers;
// one moment for both, so the minute cannot turn during the test
const at = new Date();
beforeAll(async () => {
  if (url)
    servers = await startTwoServers(url, {
      env: { PUBLIC_API_REQUESTS_PER_MINUTE: String(PER_MINUTE) },
      now: () => at,
    });
});
afterAll(async () => {
  await servers?.close();
});

const get = (server: TestServer, path: string, token?: string) => server.request({ method: 'GET', url: path, token });

describe.skipIf(!url)('the public API on two servers', () => {
  it("shows a score entered on one server in the other's fixture, and counts both servers' requests", async () => {
    const { a, b } = servers;
    const token = await a.asMember('compofficer01');
    const day = ((await get(a, `${R}/game-days`, token)).json().data as GameDay[]).find((d) => d.decided < d.games)!;
    const game = (
      (await get(a, `${R}/sheet?date=${day.date}&venue_id=${day.venue_id}`, token)).json().data.games as SheetGame[]
    ).find((g) => !g.decided && g.team_a && g.team_b && g.stage === 'round')!;
    const fixture = `/api/public/v1/divisions/${game.division_id}/fixtures`;
    const shown = async () =>
      ((await get(b, fixture)).json().data as FixtureReply['data']).games.find((g) => g.id === game.game_id)!;
    expect((await shown()).result).toBe('pending');

    const res = await a.request({
      method: 'POST',
      url: `${R}/sheet`,
      token,
      payload: { games: [{ game_id: game.game_id, score_a: 77, score_b: 66 }] },
    });
    expect(res.statusCode).toBe(200);
    await expect.poll(async () => (await shown()).home_score, soon).toBe(77);

    // the rest of the minute's requests, from both servers in turn: the limit is theirs together
    const statuses: number[] = [];
    for (let i = 0; i < PER_MINUTE + 2; i++) statuses.push((await get(i % 2 ? a : b, fixture)).statusCode);
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.filter((s) => s === 200).length).toBeLessThan(PER_MINUTE);
  });
});
