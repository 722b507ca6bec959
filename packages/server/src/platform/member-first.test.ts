import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/harness';
import { fingerprint } from './hostile-input-kit';

// spec 000 §2.2 and §6: every member call answers 401 to a caller without a live token before it looks at the input,
// whatever the body holds. The member calls are read from the OpenAPI description, so a new one is covered at once.
// They ask for JSON: GET /member/noticeboard gives a browser that does not the web app's page (decision 094).

type Operation = { security?: { bearerAuth?: unknown }[] };
let t: TestApp;
let memberCalls: { method: string; url: string }[];
beforeAll(async () => {
  t = await buildTestApp();
  const doc = (await t.request({ method: 'GET', url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, Operation>>;
  };
  memberCalls = Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops)
      .filter(([, op]) => op.security?.some((s) => 'bearerAuth' in s))
      // A path parameter gets a value no schema accepts, so only the sign-in can answer first.
      .map(([method, _op]) => ({ method: method.toUpperCase(), url: path.replace(/\{[^}]+\}/g, 'not%20a%20value') })),
  );
});
afterAll(async () => {
  await t.close();
});

const BODIES: [string, string | undefined, Record<string, string>][] = [
  ['no body', undefined, {}],
  [
    'a body of the wrong shape',
    JSON.stringify({ players: [null], amount: 'abc', attendees: 7 }),
    { 'content-type': 'application/json' },
  ],
  ['broken JSON', '{"players": [', { 'content-type': 'application/json' }],
  [
    'a form part',
    '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--\r\n',
    { 'content-type': 'multipart/form-data; boundary=x' },
  ],
];

describe('every member call of the OpenAPI description answers 401 first', () => {
  it('finds the member calls of every area', () => {
    expect(memberCalls.length).toBeGreaterThan(45);
    for (const path of [
      '/api/member/teams/save',
      '/api/ecommerce/store/payshopping',
      '/api/booking/paybooking',
      '/api/referee/availability',
    ]) {
      expect(memberCalls.map((c) => c.url)).toContain(path);
    }
  });

  it.each(BODIES)('anonymous with %s: 401, nothing written', async (_name, payload, headers) => {
    const before = await fingerprint(t.database.db);
    const wrong = [];
    for (const call of memberCalls) {
      const res = await t.app.inject({
        method: call.method as never,
        url: call.url,
        payload,
        headers: { accept: 'application/json', ...(call.method === 'GET' ? {} : headers) },
      });
      if (res.statusCode !== 401) wrong.push(`${call.method} ${call.url}: ${res.statusCode} ${res.body.slice(0, 120)}`);
    }
    expect(wrong).toEqual([]);
    expect(await fingerprint(t.database.db)).toBe(before);
  });

  it('a token that is not live is refused the same way', async () => {
    const wrong = [];
    for (const call of memberCalls) {
      const res = await t.app.inject({
        method: call.method as never,
        url: call.url,
        payload: call.method === 'GET' ? undefined : { amount: 'abc' },
        headers: { authorization: 'Bearer not-a-live-token' },
      });
      if (res.statusCode !== 401) wrong.push(`${call.method} ${call.url}: ${res.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });
});
