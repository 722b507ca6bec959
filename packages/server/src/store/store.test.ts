import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/harness';
import { sandboxCharges } from '../../test/sandbox-books';
import { productAttendees, products } from './store.tables';

const CARD = { cardNumber: '4242 4242 4242 4242', cardName: 'Mia Member', cardExpiry: '12/30', cardCVC: '123' };
const JACK = { firstname: 'Jack', lastname: 'Junior', dob: '15/03/2014', gender: 'male' };
const NEW_KID = {
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
  ec_medical: '',
};

let t: TestApp;
const tokens = new Map<string, string>();
const as = async (u: string) => tokens.get(u) ?? (tokens.set(u, await t.asMember(u)), tokens.get(u)!);
const get = (url: string) => t.request({ method: 'GET', url });
const post = async (url: string, payload: unknown, user?: string, key = crypto.randomUUID()) =>
  t.request({
    method: 'POST',
    url,
    payload,
    token: user ? await as(user) : undefined,
    headers: { 'idempotency-key': key },
  });
const productId = async (name: string) =>
  (await t.database.db.select().from(products).where(eq(products.name, name)))[0]!;
const captured = async () => (await sandboxCharges(t.database.db)).filter((p) => p.status === 'captured').length;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('store lists (public)', () => {
  it('lists categories with their children, venues with products, and the $1 donation product', async () => {
    const cats = (await get('/api/ecommerce/store/categories')).json().data as {
      category_id: number;
      parent_id: number | null;
      category_name: string;
    }[];
    const holiday = cats.find((c) => c.category_name === 'Holiday Programs')!;
    expect(cats.filter((c) => c.parent_id === holiday.category_id).map((c) => c.category_name)).toEqual([
      'Holiday Camps',
      'Skills Clinics',
    ]);
    expect((await get('/api/ecommerce/store/productvenues')).json().data.length).toBeGreaterThan(0);
    expect((await get('/api/ecommerce/store/productDonation')).json().data).toEqual({
      product_name: 'Donation',
      product_price: 100,
    });
  });

  it("a parent category lists its children's products; an unknown one lists none", async () => {
    const cats = (await get('/api/ecommerce/store/categories')).json().data as {
      category_id: number;
      category_name: string;
    }[];
    const holiday = cats.find((c) => c.category_name === 'Holiday Programs')!.category_id;
    const list = (await get(`/api/ecommerce/store/products?category=${holiday}`)).json().data as {
      product_title: string;
    }[];
    expect(list.map((p) => p.product_title).sort()).toEqual([
      'Netball Skills Clinic',
      'Summer Holiday Basketball Camp',
    ]);
    expect((await get('/api/ecommerce/store/products?category=99999')).json().data).toEqual([]);
    expect((await get('/api/ecommerce/store/products?category=1e3')).statusCode).toBe(422);
  });

  it('answers every product line of the spec, and its cover image is cached for a year', async () => {
    const res = await get('/api/ecommerce/store/products');
    expect(res.headers['cache-control']).toBe('public, max-age=10');
    const all = res.json().data as Record<string, unknown>[];
    const camp = all.find((p) => p.product_title === 'Summer Holiday Basketball Camp')!;
    expect(camp).toMatchObject({
      product_price: 12500,
      product_no_attendee: false,
      product_order_qty_max: 4,
      product_time_start: '09:00',
      category: { category_name: 'Holiday Camps' },
    });
    expect(all.find((p) => p.product_title === 'Grand Final Day Ticket')).toMatchObject({
      product_quantity: 150,
      product_booked: 150,
    });
    const cover = await get(camp.product_cover as string);
    expect(cover.statusCode).toBe(200);
    expect(cover.headers['content-type']).toBe('image/jpeg');
    expect(cover.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/api/ecommerce/store/covers/nope.jpg')).statusCode).toBe(404);
  });
});

describe('POST /api/ecommerce/store/checkattendee', () => {
  it('finds a known person, asks for more about an unknown one, and accepts one given in full', async () => {
    expect((await post('/api/ecommerce/store/checkattendee', { attendee: JACK }, 'member01')).json().data.status).toBe(
      'found',
    );
    const unknown = await post(
      '/api/ecommerce/store/checkattendee',
      { attendee: { ...NEW_KID, more: false } },
      'member01',
    );
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().error).toBe('more_info');
    expect(
      (await post('/api/ecommerce/store/checkattendee', { attendee: NEW_KID }, 'member01')).json().data.status,
    ).toBe('accepted');
  });

  it("checks the extra information with the spec's messages", async () => {
    const res = await post(
      '/api/ecommerce/store/checkattendee',
      { attendee: { ...NEW_KID, mobile: '04123', email: 'nope' } },
      'member01',
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toMatchObject({
      'attendee.mobile': 'This field must be 10 digits',
      'attendee.email': 'This field must be a valid email',
    });
  });

  it('answers 401 to a visitor', async () => {
    expect((await post('/api/ecommerce/store/checkattendee', { attendee: JACK })).statusCode).toBe(401);
  });
});

describe('POST /api/ecommerce/store/payshoppingcart', () => {
  const body = async (over: Record<string, unknown> = {}) => {
    const camp = await productId('summer-holiday-camp');
    const cap = await productId('association-cap');
    return {
      shoppingCart: [
        { product_id: camp.id, product_quantity: 2, product_price: 1 },
        { product_id: cap.id, product_quantity: 1 },
      ],
      attendees: [JACK, NEW_KID],
      assign: [
        { productId: camp.id, attendeeIndex: 0 },
        { productId: camp.id, attendeeIndex: 1 },
      ],
      couponCart: null,
      donationCart: [],
      cardData: CARD,
      ...over,
    };
  };

  it("charges the database's prices, takes the stock, records the attendees and shows them on the receipt", async () => {
    const before = await productId('summer-holiday-camp');
    const res = await post('/api/ecommerce/store/payshoppingcart', await body(), 'member01');
    expect(res.statusCode).toBe(200);
    const orderId = res.json().data.o_id as number;
    expect((await productId('summer-holiday-camp')).booked).toBe(before.booked + 2);
    const rows = await t.database.db.select().from(productAttendees).where(eq(productAttendees.orderId, orderId));
    expect(rows.map((r) => `${r.firstname} ${r.email}`).sort()).toEqual(['Ava ava.parent@example.com.au', 'Jack ']);
    const order = (
      await t.request({ method: 'GET', url: `/api/ecommerce/order/${orderId}`, token: await as('member01') })
    ).json().data;
    expect(order.o_total).toBe(2 * 12500 + 3000);
    const campLine = order.o_products.find(
      (p: { opr_name: string }) => p.opr_name === 'Summer Holiday Basketball Camp',
    );
    expect(campLine.opr_details.attendees).toEqual([
      { firstname: 'Jack', lastname: 'Junior' },
      { firstname: 'Ava', lastname: 'Nguyen' },
    ]);
  });

  it.each([
    ['assignments that do not match the quantities', async () => body({ assign: [] }), 'assign'],
    ['the same attendee twice', async () => body({ attendees: [JACK, { ...JACK, firstname: 'JACK' }] }), 'attendees.1'],
    [
      'an unknown attendee without the extra information',
      async () => body({ attendees: [JACK, { ...NEW_KID, more: false }] }),
      'attendees.1',
    ],
  ])('refuses %s with Attendee / Assign Data Invalid and changes nothing', async (_, make, field) => {
    const before = await productId('summer-holiday-camp');
    const charges = await captured();
    const res = await post('/api/ecommerce/store/payshoppingcart', await make(), 'member01');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ error: 'error_validation', message: 'Attendee / Assign Data Invalid' });
    expect(Object.keys(res.json().errors)).toContain(field);
    expect((await productId('summer-holiday-camp')).booked).toBe(before.booked);
    expect(await captured()).toBe(charges);
  });

  it('refuses more than the order limit, and a sold-out product without charging', async () => {
    const cap = await productId('association-cap');
    const over = await post(
      '/api/ecommerce/store/payshopping',
      { shoppingCart: [{ product_id: cap.id, product_quantity: 3 }], cardData: CARD },
      'member01',
    );
    expect(over.statusCode).toBe(422);
    expect(over.json().message).toBe('Association Cap: at most 2 per order.');
    const ticket = await productId('grand-final-day');
    const charges = await captured();
    const sold = await post(
      '/api/ecommerce/store/payshopping',
      { shoppingCart: [{ product_id: ticket.id, product_quantity: 1 }], cardData: CARD },
      'member01',
    );
    expect(sold.statusCode).toBe(409);
    expect(sold.json()).toMatchObject({
      error: 'error_response',
      message: 'Grand Final Day Ticket has sold out. It was not charged; please remove it from your cart.',
    });
    expect(await captured()).toBe(charges);
  });

  it('gives the stock back when the card is declined', async () => {
    const cap = await productId('association-cap');
    const res = await post(
      '/api/ecommerce/store/payshopping',
      {
        shoppingCart: [{ product_id: cap.id, product_quantity: 2 }],
        cardData: { ...CARD, cardNumber: '4000 0000 0000 0002' },
      },
      'member01',
    );
    expect(res.statusCode).toBe(402);
    expect(res.json().message).toBe('Do Not Honour');
    expect((await productId('association-cap')).booked).toBe(cap.booked);
  });

  it('charges once for a request sent twice with one Idempotency-Key', async () => {
    const cap = await productId('association-cap');
    const key = crypto.randomUUID();
    const payload = { shoppingCart: [{ product_id: cap.id, product_quantity: 1 }], cardData: CARD };
    const first = await post('/api/ecommerce/store/payshopping', payload, 'member01', key);
    const again = await post('/api/ecommerce/store/payshopping', payload, 'member01', key);
    expect(again.json().data.o_id).toBe(first.json().data.o_id);
    expect((await productId('association-cap')).booked).toBe(cap.booked + 1);
  });

  it('payshopping refuses a product that needs attendees', async () => {
    const camp = await productId('summer-holiday-camp');
    const res = await post(
      '/api/ecommerce/store/payshopping',
      { shoppingCart: [{ product_id: camp.id, product_quantity: 1 }], cardData: CARD },
      'member01',
    );
    expect(res.statusCode).toBe(422);
  });

  it.each([
    ['attendees that are not people', { attendees: [null, 1, 'a'] }, ['attendees.0', 'attendees.1', 'attendees.2']],
    ['assign that is not a list of assignments', { assign: 'x' }, ['assign']],
    ['an assignment to a product without attendees', { assign: [{ productId: 1, attendeeIndex: 0 }] }, ['assign']],
    ['an attendee for products that need none', { attendees: [JACK] }, ['attendees']],
  ])(
    'payshopping checks attendees and assign as payshoppingcart does: %s is refused and nothing is charged',
    async (_, extra, fields) => {
      const cap = await productId('association-cap');
      const charges = await captured();
      const res = await post(
        '/api/ecommerce/store/payshopping',
        { shoppingCart: [{ product_id: cap.id, product_quantity: 1 }], cardData: CARD, ...extra },
        'member01',
      );
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().errors).sort()).toEqual(fields);
      expect(await captured()).toBe(charges);
      expect((await productId('association-cap')).booked).toBe(cap.booked);
    },
  );

  it('answers 401 to a visitor and 403 to a member whose profile is incomplete', async () => {
    const payload = await body();
    expect((await post('/api/ecommerce/store/payshoppingcart', payload)).statusCode).toBe(401);
    expect((await post('/api/ecommerce/store/payshoppingcart', payload, 'incomplete01')).statusCode).toBe(403);
  });
});
