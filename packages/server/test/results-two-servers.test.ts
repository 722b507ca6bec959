import os from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameDay, SheetGame } from '@portal/domain/competition/results.staff.contract';
import { POLL_MS } from '../src/platform/kept-versions';
import { fakeWebDist, STAND_IN_RENDERER } from './page-app';
import { startTwoServers, type TestServer, type TwoServers } from './two-servers';

// A score entered in the back-office on one server shows on the other's public standings and draw, and on its
// server-rendered draw page (decision 331, with the stand-in renderer), within the kept answers' poll
// (docs/decisions/169, 190), on one real PostgreSQL database.
const url = process.env.TEST_DATABASE_URL;
const soon = { timeout: 4 * POLL_MS, interval: 50 };
const R = '/api/staff/competition/results';

let servers: TwoServers;
beforeAll(async () => {
  if (url) servers = await startTwoServers(url, { env: { WEB_DIST: fakeWebDist(os.tmpdir(), {}, STAND_IN_RENDERER) } });
});
afterAll(async () => {
  await servers?.close();
});

const get = async (server: TestServer, path: string, token?: string) =>
  (await server.request({ method: 'GET', url: path, token })).json();

describe.skipIf(!url)('results entered on one of two servers', () => {
  it("shows a score sheet's score on the other server's standings and draw", async () => {
    const { a, b } = servers;
    const token = await a.asMember('compofficer01');
    const day = ((await get(a, `${R}/game-days`, token)).data as GameDay[]).find((d) => d.decided < d.games)!;
    const game = (
      (await get(a, `${R}/sheet?date=${day.date}&venue_id=${day.venue_id}`, token)).data.games as SheetGame[]
    ).find((g) => !g.decided && g.team_a && g.team_b && g.stage === 'round')!;
    const row = async () =>
      (
        (await get(b, `/api/draw/result?division_id=${game.division_id}`)).data.divisionResult as {
          team_id: number;
          played: number;
          win: number;
        }[]
      ).find((r) => r.team_id === game.team_a!.id)!;
    const card = async () =>
      (
        (await get(b, `/api/draw?division_id=${game.division_id}`)).data.divisionDraw as {
          games: { game: number; match_formatted: string }[];
        }[]
      )
        .flatMap((r) => r.games)
        .find((g) => g.game === game.game_id)!.match_formatted;
    // the division's draw page as b renders it for a visitor (kept per URL once rendered)
    const page = async () =>
      /<main>(.*?)<\/main>/.exec((await b.request({ method: 'GET', url: `/draw/1/${game.division_id}` })).body)?.[1];
    const rendered = await page();
    expect(rendered).toMatch(/^render \d+ of /);
    expect(await page()).toBe(rendered);
    const before = await row();
    expect(await card()).not.toMatch(/ 88 - 11 /);

    const res = await a.request({
      method: 'POST',
      url: `${R}/sheet`,
      token,
      payload: { games: [{ game_id: game.game_id, score_a: 88, score_b: 11 }] },
    });
    expect(res.statusCode).toBe(200);
    await expect.poll(card, soon).toMatch(/ 88 - 11 /);
    // b drops its rendered page by the same scopes and renders it again with the score
    await expect.poll(page, soon).not.toBe(rendered);
    expect(await page()).toMatch(/\[[^\]]*\b(88|11)\b/);
    await expect
      .poll(async () => {
        const r = await row();
        return [r.played, r.win];
      }, soon)
      .toEqual([before.played + 1, before.win + 1]);
  });
});
