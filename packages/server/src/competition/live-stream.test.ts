import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/harness';
import { basket, openStream, scorableGame } from '../../test/live-kit';
import { streamsOf } from './live-stream.routes';

// GET /api/live/stream (issue 45 item 5, decision 338) on one server: refusals as JSON before any event, the states as
// they are on opening, then each accepted batch's state within two seconds to a viewer of the game and of its
// division; a viewer that leaves is let go.

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
});
afterAll(() => t?.close());

const S = '/api/live/stream';

describe('the live-score stream', () => {
  it.each([
    ['neither a division nor a game', S, 422],
    ['both', `${S}?division_id=1&game_id=1`, 422],
    ['a division id that is not a number', `${S}?division_id=x`, 422],
    ['a game that does not exist', `${S}?game_id=999999`, 404],
  ])('refuses %s (%s) with %i, as JSON', async (_what, url, status) => {
    const res = await t.request({ method: 'GET', url });
    expect(res.statusCode).toBe(status);
    expect(res.headers['content-type']).toMatch(/application\/json/);
  });

  it("sends the game's and the division's viewers each accepted batch's state within two seconds", async () => {
    const { game_id, division_id } = await scorableGame(t.database.db);
    const game = await openStream(`${base}${S}?game_id=${game_id}`);
    const division = await openStream(`${base}${S}?division_id=${division_id}`);
    expect(game.status).toBe(200);
    expect(game.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(game.headers['cache-control']).toBe('no-store');
    expect(game.headers['access-control-allow-origin']).toBe('*');
    // the game's state as it is now comes first
    expect(game.states).toEqual([expect.objectContaining({ game_id, status: 'not_started', last_seq: 0 })]);

    const token = await t.asMember('compofficer01');
    const device = crypto.randomUUID();
    const claim = await t.request({
      method: 'POST',
      url: `/api/live/games/${game_id}/claim`,
      token,
      payload: { device },
    });
    expect(claim.statusCode).toBe(200);
    const sent = performance.now();
    const res = await t.request({
      method: 'POST',
      url: `/api/live/games/${game_id}/entries`,
      token,
      payload: { device, entries: [basket(1, 'a', 3)] },
    });
    expect(res.statusCode).toBe(200);
    const scored = (s: { game_id: number; score_a: number }) => s.game_id === game_id && s.score_a === 3;
    const [a, b] = await Promise.all([game.waitFor(scored, 2_000), division.waitFor(scored, 2_000)]);
    expect(Math.max(a, b) - sent).toBeLessThan(2_000);
    expect(division.states.at(-1)).toMatchObject({ game_id, status: 'live', score_a: 3, score_b: 0, last_seq: 1 });

    // a viewer opening now is sent the division's game in progress
    const late = await openStream(`${base}${S}?division_id=${division_id}`);
    expect(late.states).toEqual([expect.objectContaining({ game_id, score_a: 3 })]);

    const streams = streamsOf.get(t.app.platform)!;
    expect(streams.hub.viewers).toBe(3);
    for (const v of [game, division, late]) v.close();
    await expect.poll(() => streams.hub.viewers).toBe(0);
  });
});
