import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/harness';
import { sandboxSecureCodes } from './sandbox.tables';

const CARD = { cardNumber: '4242 4242 4242 4242', cardName: 'Mia Member', cardExpiry: '12/30', cardCVC: '123' };

describe('POST /api/sandbox/securefields (card form 1 with the sandbox)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('gives a signed-in member a one-time code and keeps only the last four digits', async () => {
    const token = await t.asMember('member01');
    const res = await t.request({ method: 'POST', url: '/api/sandbox/securefields', token, payload: CARD });
    expect(res.statusCode).toBe(200);
    expect(res.json().secureFieldCode).toMatch(/^sbxsf_/);
    const rows = await t.database.db.select().from(sandboxSecureCodes);
    expect(rows.map((r) => r.cardLast4)).toEqual(['4242']);
    expect(JSON.stringify(rows)).not.toContain('4242424242424242');
  });

  it('refuses a card failing Luhn or past its expiry with the spec message and field errors, making no code', async () => {
    const token = await t.asMember('member01');
    const before = (await t.database.db.select().from(sandboxSecureCodes)).length;
    const res = await t.request({
      method: 'POST',
      url: '/api/sandbox/securefields',
      token,
      payload: { ...CARD, cardNumber: '4242424242424241', cardExpiry: '01/20' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      error: 'error_payment',
      message: 'Credit Card fields invalid.',
      errors: { cardNumber: 'Please enter a valid card number', cardExpiry: 'This card has expired' },
    });
    expect(res.body).not.toContain('4242424242424241');
    expect((await t.database.db.select().from(sandboxSecureCodes)).length).toBe(before);
  });

  it('answers 401 to a visitor', async () => {
    expect((await t.request({ method: 'POST', url: '/api/sandbox/securefields', payload: CARD })).statusCode).toBe(401);
  });

  it('pays a membership with card form 1 end to end through the code', async () => {
    const form1 = await buildTestApp({ site: { paymentForm: 1 } as never });
    try {
      const token = await form1.asMember('member01');
      const code = (
        await form1.request({ method: 'POST', url: '/api/sandbox/securefields', token, payload: CARD })
      ).json().secureFieldCode as string;
      const pay = (key: string) =>
        form1.request({
          method: 'POST',
          url: '/api/ecommerce/membership/basketball',
          token,
          headers: { 'idempotency-key': key },
          payload: {
            cardData: { secureFieldCode: code },
            couponCart: null,
            donationCart: [],
            membershipCart: { p_name: 'Basketball Membership', p_price: 15000 },
            sport: 'basketball',
          },
        });
      const res = await pay('0b8c2f0e-5d0c-4c5e-9d64-1f1d2b0c0a01');
      expect(res.statusCode).toBe(200);
      expect(res.json().data.o_paid).toBe(true);
    } finally {
      await form1.close();
    }
  });
});
