import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryOf } from './db-query';
import { basket, openStream, scorableGame } from './live-kit';
import { startTwoServers, type TwoServers } from './two-servers';

// Issue 45's Done-when (decision 338): a score entered court-side on one server reaches a viewer of the other server's
// stream within two seconds, through PostgreSQL's LISTEN/NOTIFY, on one real database.
const url = process.env.TEST_DATABASE_URL;

let servers: TwoServers;
let base: string;
beforeAll(async () => {
  if (!url) return;
  servers = await startTwoServers(url);
  await servers.b.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(servers.b.app.server.address() as { port: number }).port}`;
});
afterAll(async () => {
  await servers?.close();
});

describe.skipIf(!url)('live scores across two servers', () => {
  it("a basket sent to one server reaches the other's viewers of the game and the division within two seconds", async () => {
    const { a } = servers;
    const { game_id, division_id } = await scorableGame(a.database.db);
    const division = await openStream(`${base}/api/live/stream?division_id=${division_id}`);
    const game = await openStream(`${base}/api/live/stream?game_id=${game_id}`);
    expect([division.status, game.status]).toEqual([200, 200]);

    const token = await a.asMember('compofficer01');
    const device = crypto.randomUUID();
    const post = (path: string, payload: unknown) =>
      a.request({ method: 'POST', url: `/api/live/games/${game_id}/${path}`, token, payload });
    expect((await post('claim', { device })).statusCode).toBe(200);
    for (const [seq, team, points] of [
      [1, 'a', 2],
      [2, 'b', 3],
      [3, 'a', 1],
    ] as const) {
      const sent = performance.now();
      expect((await post('entries', { device, entries: [basket(seq, team, points)] })).statusCode).toBe(200);
      const seen = (s: { game_id: number; last_seq: number }) => s.game_id === game_id && s.last_seq === seq;
      const arrived = await Promise.all([division.waitFor(seen, 2_000), game.waitFor(seen, 2_000)]);
      expect(Math.max(...arrived) - sent).toBeLessThan(2_000);
    }
    expect(game.states.at(-1)).toMatchObject({ status: 'live', score_a: 3, score_b: 3 });
    division.close();
    game.close();
  });

  it('a server whose listening connection is lost sends its viewers the state again, and hears the next score', async () => {
    const { a, b } = servers;
    const { game_id } = await scorableGame(a.database.db);
    const viewer = await openStream(`${base}/api/live/stream?game_id=${game_id}`);
    expect(viewer.status).toBe(200);
    const token = await a.asMember('compofficer01');
    const device = crypto.randomUUID();
    const post = (path: string, payload: unknown) =>
      a.request({ method: 'POST', url: `/api/live/games/${game_id}/${path}`, token, payload });
    // the same game as above when it is the first one left to score: this device takes it over
    expect((await post('claim', { device, take_over: true })).statusCode).toBe(200);
    const held = viewer.states.length;
    const { last_seq: seq, score_b: scoreB } = viewer.states.at(-1)!;

    // as a database restart or a proxy's idle cut would: the LISTEN connections on this database end
    const cut = await queryOf(b.database.db).query(
      `select pg_terminate_backend(pid) from pg_stat_activity
        where application_name = 'portal live scores' and datname = current_database()`,
    );
    expect(cut.rows.length).toBeGreaterThanOrEqual(1); // b's (a listens once a viewer of its own comes)
    // b listens again and sends its viewer the game's state once more (what was missed meanwhile is in it)
    await expect.poll(() => viewer.states.length, { timeout: 10_000 }).toBeGreaterThan(held);
    expect((await post('entries', { device, entries: [basket(seq + 1, 'b', 3)] })).statusCode).toBe(200);
    await viewer.waitFor((s) => s.game_id === game_id && s.last_seq === seq + 1 && s.score_b === scoreB + 3, 5_000);
    viewer.close();
  });
});
