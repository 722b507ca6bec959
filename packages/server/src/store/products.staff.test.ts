import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/harness';
import { products } from './store.tables';

// The finance officer's products (docs/decisions/235): every spec 002 §3 field saved and shown in the member store at
// once; the quantity never below what is booked; a product with orders withdrawn, never deleted.

let t: TestApp;
let token: string;
const post = (url: string, payload?: unknown) => t.request({ method: 'POST', url, token, payload: payload as never });
const get = (url: string) => t.request({ method: 'GET', url, token });
const byName = async (name: string) => (await t.database.db.select().from(products).where(eq(products.name, name)))[0]!;
const written = async () => ({
  products: (await t.database.db.select().from(products)).map((p) => JSON.stringify({ ...p, createdAt: null })).sort(),
  audit: (
    await t.request({ method: 'GET', url: '/api/staff/audit?pageSize=10', token: await t.asMember('admin01') })
  ).json().data.total as number,
});
const CAMP = {
  title: 'Winter Shooting Camp',
  name: 'winter-shooting-camp',
  category_id: 2,
  venue_id: 1,
  description: 'Two days of shooting drills.',
  price: '$1,045.50',
  quantity: '30',
  order_qty_max: '3',
  date_start: '2027-07-05',
  date_end: '2027-07-06',
  time_start: '09:00',
  time_end: '15:00',
  voucher_eligible: false,
  no_attendee: false,
  akv: true,
};

beforeAll(async () => {
  t = await buildTestApp();
  token = await t.asMember('finance01');
});
afterAll(async () => {
  await t.close();
});

describe('POST /api/staff/store/products', () => {
  it('adds a product with every field; the member store lists it at once and the trail has it', async () => {
    const before = (await t.request({ method: 'GET', url: '/api/ecommerce/store/products' })).json().data
      .length as number;
    const res = await post('/api/staff/store/products', CAMP);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.message).toBe('Product Winter Shooting Camp added.');
    const list = (await t.request({ method: 'GET', url: '/api/ecommerce/store/products' })).json().data as Record<
      string,
      unknown
    >[];
    expect(list).toHaveLength(before + 1);
    expect(list.find((p) => p.product_name === 'winter-shooting-camp')).toMatchObject({
      product_title: 'Winter Shooting Camp',
      product_price: 104550,
      product_quantity: 30,
      product_booked: 0,
      product_order_qty_max: 3,
      product_date_start: '2027-07-05',
      product_date_end: '2027-07-06',
      product_time_start: '09:00',
      product_time_end: '15:00',
      product_voucher_eligible: false,
      product_no_attendee: false,
      product_akv: true,
      product_category_id: 2,
      product_venue_id: 1,
    });
    const audit = (
      await t.request({
        method: 'GET',
        url: `/api/staff/audit?entity=product&entity_id=${res.json().data.id}`,
        token: await t.asMember('admin01'),
      })
    ).json().data.rows;
    expect(audit.map((a: { action: string }) => a.action)).toEqual(['store.product.add']);
  });

  it.each([
    ['an end date before the start', { date_end: '2027-07-01' }, 'date_end', 'The end cannot be before the start.'],
    [
      'an end time before the start on one day',
      { date_end: '', time_end: '08:00' },
      'time_end',
      'The end cannot be before the start.',
    ],
    ['a time without its date', { date_start: '', date_end: '' }, 'time_start', 'A time needs its date.'],
    ['an order limit of 0', { order_qty_max: '0' }, 'order_qty_max', 'This field must be a number from 1 to 100'],
    ['a price that is not money', { price: '12.345' }, 'price', undefined],
    ['no category', { category_id: '' }, 'category_id', 'Please choose a value from the list'],
    ['a category that does not exist', { category_id: 999999 }, 'category_id', 'Choose a category that exists.'],
    ['a venue that does not exist', { venue_id: 999999 }, 'venue_id', 'Choose a venue that exists.'],
  ])('%s is refused (422) with a field error and nothing written', async (_, change, field, message) => {
    const before = await written();
    const res = await post('/api/staff/store/products', { ...CAMP, name: 'refused', ...change });
    expect(res.statusCode).toBe(422);
    if (message) expect(res.json().errors[field]).toBe(message);
    else expect(res.json().errors[field]).toBeTruthy();
    expect(await written()).toEqual(before);
  });
});

describe('POST /api/staff/store/products/{id}', () => {
  it('an empty order limit means no limit', async () => {
    const cap = await byName('association-cap');
    const res = await post(`/api/staff/store/products/${cap.id}`, {
      ...CAMP,
      title: cap.title,
      name: cap.name,
      category_id: cap.categoryId,
      venue_id: '',
      order_qty_max: '',
      quantity: '80',
      price: '30',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await byName('association-cap')).orderQtyMax).toBeNull();
  });

  it('refuses a quantity below what is already booked (12 of the holiday camp), writing nothing', async () => {
    const camp = await byName('summer-holiday-camp');
    const before = await written();
    const res = await post(`/api/staff/store/products/${camp.id}`, { ...CAMP, name: camp.name, quantity: '11' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.quantity).toBe('12 already booked: the quantity cannot be less.');
    expect(await written()).toEqual(before);
  });

  it('the database itself refuses stock below what is booked', async () => {
    const camp = await byName('summer-holiday-camp');
    await expect(t.database.db.update(products).set({ quantity: 5 }).where(eq(products.id, camp.id))).rejects.toThrow();
  });
});

describe('withdraw, restore and delete', () => {
  it('a product with orders cannot be deleted; withdrawn, the member store no longer lists it; restored, it does again', async () => {
    const member = await t.asMember('member01');
    const cap = await byName('training-singlet');
    const paid = await t.request({
      method: 'POST',
      url: '/api/ecommerce/store/payshopping',
      token: member,
      headers: { 'idempotency-key': crypto.randomUUID() },
      payload: {
        shoppingCart: [{ product_id: cap.id, product_quantity: 1 }],
        cardData: { cardNumber: '4242 4242 4242 4242', cardName: 'Mia Member', cardExpiry: '12/30', cardCVC: '123' },
      },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const before = await written();
    const refused = await post(`/api/staff/store/products/${cap.id}/remove`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This product has been ordered: withdraw it from sale instead of deleting it.');
    expect(await written()).toEqual(before);
    expect((await get(`/api/staff/store/products/${cap.id}`)).json().data).toMatchObject({
      ordered: true,
      active: true,
    });

    expect((await post(`/api/staff/store/products/${cap.id}/state`, { active: false })).json().data.message).toBe(
      'Product Reversible Training Singlet withdrawn from sale.',
    );
    const shop = async () =>
      (
        (await t.request({ method: 'GET', url: '/api/ecommerce/store/products' })).json().data as {
          product_id: number;
        }[]
      ).map((p) => p.product_id);
    expect(await shop()).not.toContain(cap.id);
    await post(`/api/staff/store/products/${cap.id}/state`, { active: true });
    expect(await shop()).toContain(cap.id);
  });

  it('a product never ordered is deleted', async () => {
    const added = (await post('/api/staff/store/products', { ...CAMP, name: 'to-delete' })).json().data.id as number;
    expect((await post(`/api/staff/store/products/${added}/remove`)).json().data.message).toBe(
      'Product Winter Shooting Camp deleted.',
    );
    expect(await t.database.db.select().from(products).where(eq(products.id, added))).toEqual([]);
  });
});

describe('GET /api/staff/store/products', () => {
  it('pages, filters and sorts on the server', async () => {
    const page = (await get('/api/staff/store/products?category_id=6&sort=price&order=desc&pageSize=10')).json().data;
    expect(page.rows.map((r: { name: string }) => r.name)).toEqual(['training-singlet', 'association-cap']);
    expect(page.total).toBe(2);
    const found = (await get('/api/staff/store/products?q=netball')).json().data;
    expect(found.rows.map((r: { name: string }) => r.name)).toEqual(['netball-skills-clinic']);
  });
});
