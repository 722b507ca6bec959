import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/harness';
import { products } from './store.tables';

// The attendees of a member's earlier store orders, offered again at checkout (decision 228).
const CARD = { cardNumber: '4242 4242 4242 4242', cardName: 'Mia Member', cardExpiry: '12/30', cardCVC: '123' };
const JACK = { firstname: 'Jack', lastname: 'Junior', dob: '15/03/2014', gender: 'male' };
const AVA = {
  firstname: 'Ava',
  lastname: 'Nguyen',
  dob: '02/06/2016',
  gender: 'female',
  more: true,
  email: 'ava.parent@example.com.au',
  mobile: '0412345678',
  address: '1 Pacific Hwy',
  suburb: 'HORNSBY',
  postcode: '2077',
  state: 'NSW',
  ec_fullname: 'Lan Nguyen',
  ec_mobile: '0498765432',
  ec_medical: 'Asthma',
};
const URL = '/api/ecommerce/store/previousattendees';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

async function buyCamp(token: string, attendees: unknown[]) {
  const [camp] = await t.database.db.select().from(products).where(eq(products.name, 'summer-holiday-camp'));
  const res = await t.request({
    method: 'POST',
    url: '/api/ecommerce/store/payshoppingcart',
    token,
    headers: { 'idempotency-key': crypto.randomUUID() },
    payload: {
      shoppingCart: [{ product_id: camp!.id, product_quantity: attendees.length }],
      attendees,
      assign: attendees.map((_, i) => ({ productId: camp!.id, attendeeIndex: i })),
      couponCart: null,
      donationCart: [],
      cardData: CARD,
    },
  });
  expect(res.statusCode, res.body).toBe(200);
}

describe('GET /api/ecommerce/store/previousattendees', () => {
  it("lists the member's paid attendees newest first, each person once, as the form takes them; never another member's", async () => {
    const member = await t.asMember('member01');
    const before = (await t.request({ method: 'GET', url: URL, token: member })).json().data as unknown[];
    await buyCamp(member, [JACK, AVA]);
    await buyCamp(member, [{ ...AVA, ec_medical: 'Asthma; carries a puffer' }]);
    const res = await t.request({ method: 'GET', url: URL, token: member });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const list = res.json().data as { firstname: string; dob: string; more: boolean; ec_medical?: string }[];
    expect(list.length).toBe(before.length + 2);
    expect(list[0]).toEqual({ ...AVA, ec_medical: 'Asthma; carries a puffer' }); // the latest details of Ava, once
    expect(list.filter((a) => a.firstname === 'Ava')).toHaveLength(1);
    expect(list.find((a) => a.firstname === 'Jack')).toEqual({ ...JACK, more: false });
    const other = (await t.request({ method: 'GET', url: URL, token: await t.asMember('manager01') })).json().data as {
      firstname: string;
    }[];
    expect(other.map((a) => a.firstname)).not.toContain('Ava');
  });

  it('answers 401 to a visitor', async () => {
    expect((await t.request({ method: 'GET', url: URL })).statusCode).toBe(401);
  });
});
