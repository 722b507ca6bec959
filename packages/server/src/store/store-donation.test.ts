import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/harness';

// GET /api/ecommerce/store/productDonation with the donation block switched off (DONATION_ENABLED=false): a 404
// saying so, never the $1 product that no payment would accept (docs/decisions/148).

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ site: { donationEnabled: false } as never });
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/ecommerce/store/productDonation while donations are off', () => {
  it('answers 404 donation_off with the sentence, and is not cached', async () => {
    const res = await t.request({ method: 'GET', url: '/api/ecommerce/store/productDonation' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'donation_off', message: 'Donations are not offered at the moment.' });
    expect(res.headers['cache-control']).toBeUndefined();
  });
});
