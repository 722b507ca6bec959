import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manager } from '../../accounts/registration.fixture';
import { startTwoServers, type TestServer, type TwoServers } from '../../../test/two-servers';

// The fair queue across two servers on one PostgreSQL (issue 46 item 4, docs/decisions/345, 346): with room for one
// visitor inside, visitors arriving at either server are let in strictly in their order of arrival, whichever server
// their page asks; the one inside is never refused, even with people waiting; an API caller without a pass gets 503
// with Retry-After and a JSON message; bad input to the queue's calls is a 4xx.
const url = process.env.TEST_DATABASE_URL;

let servers: TwoServers;
beforeAll(async () => {
  if (url) servers = await startTwoServers(url, { env: { QUEUE_MAX_INSIDE: '1', QUEUE_ADMIT_PER_MINUTE: '6000' } });
}, 60_000);
afterAll(async () => {
  await servers?.close();
});

/** A browser: its queue cookie, once a server set one. */
interface Visitor {
  name: string;
  cookie?: string;
}

const cookieOf = (setCookie: string | string[] | undefined) => /portal_queue=[\w-]+/.exec(String(setCookie ?? ''))?.[0];

async function enter(server: TestServer, v: Visitor, to = '/register') {
  const res = await server.request({
    method: 'POST',
    url: '/api/queue/enter',
    payload: { to },
    headers: v.cookie ? { cookie: v.cookie } : {},
  });
  v.cookie = cookieOf(res.headers['set-cookie']) ?? v.cookie;
  expect(res.statusCode).toBe(200);
  return res.json().data as { status: string; place: number | null; to: string; poll_seconds: number };
}

async function poll(server: TestServer, v: Visitor) {
  const res = await server.request({ method: 'GET', url: '/api/queue/place', headers: { cookie: v.cookie! } });
  expect(res.statusCode).toBe(200);
  return res.json().data as { status: string; place: number | null };
}

let n = 0;
/** Register a new member through the gated call, as visitor `v` (with their cookie, if any). */
async function register(server: TestServer, v: Visitor) {
  n += 1;
  return server.request({
    method: 'POST',
    url: '/api/member/register',
    payload: { ...manager, username: `queued${n}x${Date.now() % 100000}`, email: `queued${n}@example.com.au` },
    headers: v.cookie ? { cookie: v.cookie } : {},
  });
}

describe.skipIf(!url)('the fair queue on two servers', () => {
  it('lets visitors in strictly by arrival, never refuses the one inside, and answers API callers 503', async () => {
    const { a, b } = servers;
    const first: Visitor = { name: 'first' };
    expect((await enter(a, first)).status).toBe('inside');

    // six more arrive, alternately at either server: places 1 to 6 in their order
    const waiting: Visitor[] = Array.from({ length: 6 }, (_, i) => ({ name: `v${i + 1}` }));
    for (const [i, v] of waiting.entries()) {
      const state = await enter(i % 2 ? b : a, v);
      expect([state.status, state.place]).toEqual(['waiting', i + 1]);
    }

    // an API caller without a pass is refused while people wait; the visitor inside is not
    const caller = await register(b, { name: 'api' });
    expect(caller.statusCode).toBe(503);
    expect(Number(caller.headers['retry-after'])).toBeGreaterThan(0);
    expect(caller.json()).toMatchObject({ error: 'queue_busy', message: expect.stringContaining('busy') });

    // each time the one inside finishes, every waiting page asks (in an order unlike arrival, at either server): only
    // the first in line is let in
    const order: string[] = [];
    let inside = first;
    while (order.length < waiting.length) {
      expect((await register(inside === first ? a : b, inside)).statusCode).toBe(200);
      const left = waiting.filter((v) => !order.includes(v.name)).reverse();
      const states = [];
      for (const [i, v] of left.entries()) states.push({ v, state: await poll(i % 2 ? a : b, v) });
      const admitted = states.filter((s) => s.state.status === 'inside');
      expect(admitted.map((s) => s.v.name)).toHaveLength(1);
      inside = admitted[0]!.v;
      order.push(inside.name);
      const places = states.filter((s) => s.state.status === 'waiting').map((s) => s.state.place);
      expect(places.sort()).toEqual(places.map((_, i) => i + 1));
    }
    expect(order).toEqual(waiting.map((v) => v.name));
  }, 60_000);

  it('answers bad input to its calls with a 4xx', async () => {
    const { a } = servers;
    const bad = async (payload: unknown) =>
      a.request({ method: 'POST', url: '/api/queue/enter', payload: payload as object });
    for (const payload of [{}, { to: '//evil.example/register' }, { to: '/member/store' }, { to: 42 }]) {
      const res = await bad(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(res.json().errors).toHaveProperty('to');
    }
    const none = await a.request({ method: 'GET', url: '/api/queue/place' });
    expect([none.statusCode, none.json().error]).toEqual([404, 'not_in_queue']);
    const forged = await a.request({
      method: 'GET',
      url: '/api/queue/place',
      headers: { cookie: `portal_queue=${'x'.repeat(43)}` },
    });
    expect(forged.statusCode).toBe(404);
  });
});
