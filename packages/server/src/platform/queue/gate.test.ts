import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUSY_MACHINE, buildTestApp, type TestApp } from '../../../test/harness';
import { loadConfig } from '../config';

// Which calls the fair queue gates (issue 46 item 4, docs/decisions/346): every call of a queued page that registers
// or pays. With the room full (QUEUE_MAX_INSIDE=1 and one visitor inside), each answers a caller without a pass 503
// queue_busy with Retry-After, before its sign-in or its body are read; the visitor inside goes on to the call
// itself. A court booking's payment is not gated: its dialog opens on the public bookings calendar, no queued page, so
// a browser would never hold a pass for it.

const queueDefaults = loadConfig({ DATA_DIR: '.tmp/test-data', ...BUSY_MACHINE } as NodeJS.ProcessEnv).queue;

const GATED = [
  '/api/member/register',
  '/api/ecommerce/store/payshoppingcart',
  '/api/ecommerce/store/payshopping',
  '/api/ecommerce/membership/basketball',
  '/api/ecommerce/invoice/1/payment',
  '/api/ecommerce/teamnomination/payteamnom',
];

let t: TestApp;
let token: string;
let pass: string;
beforeAll(async () => {
  t = await buildTestApp({ queue: { ...queueDefaults, maxInside: 1 } });
  token = await t.asMember('member01');
  const inside = await t.request({ method: 'POST', url: '/api/queue/enter', payload: { to: '/member/checkout' } });
  expect(inside.json().data.status).toBe('inside');
  pass = /portal_queue=[\w-]+/.exec(String(inside.headers['set-cookie']))![0];
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, cookie?: string) =>
  t.request({
    method: 'POST',
    url,
    token,
    payload: {},
    headers: { 'idempotency-key': 'gate-test-0000000001', ...(cookie ? { cookie } : {}) },
  });

describe('with the queue shut to newcomers', () => {
  it.each(GATED)('POST %s answers a member without a pass 503 queue_busy with Retry-After', async (url) => {
    const res = await post(url);
    expect([res.statusCode, res.headers['retry-after'], res.json().error]).toEqual([503, '30', 'queue_busy']);
  });

  it('lets the visitor holding the pass on to the payment itself (its body refused, not the visitor)', async () => {
    const res = await post('/api/ecommerce/store/payshoppingcart', pass);
    expect([res.statusCode, res.json().error]).toEqual([422, 'error_validation']);
  });

  it.each(['/api/booking/paybooking', '/api/booking/events/checkrules'])(
    'does not gate POST %s (court hire: no queued page holds a pass for it)',
    async (url) => {
      const res = await post(url);
      expect(res.statusCode).not.toBe(503);
      expect(res.statusCode).toBeLessThan(500);
    },
  );
});
