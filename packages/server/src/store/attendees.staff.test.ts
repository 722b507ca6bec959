import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/harness';
import { products } from './store.tables';

// A product's attendees (docs/decisions/235): those of paid orders, with who ordered and when, as a table and CSV.

let t: TestApp;
const CARD = { cardNumber: '4242 4242 4242 4242', cardName: 'Mia Member', cardExpiry: '12/30', cardCVC: '123' };
const JACK = { firstname: 'Jack', lastname: 'Junior', dob: '15/03/2014', gender: 'male' };

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/staff/store/products/{id}/attendees', () => {
  it("lists the attendee of member01's paid order, and the CSV says the same", async () => {
    const clinic = (await t.database.db.select().from(products).where(eq(products.name, 'netball-skills-clinic')))[0]!;
    const paid = await t.request({
      method: 'POST',
      url: '/api/ecommerce/store/payshoppingcart',
      token: await t.asMember('member01'),
      headers: { 'idempotency-key': crypto.randomUUID() },
      payload: {
        shoppingCart: [{ product_id: clinic.id, product_quantity: 1 }],
        attendees: [JACK],
        assign: [{ productId: clinic.id, attendeeIndex: 0 }],
        cardData: CARD,
      },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const token = await t.asMember('finance01');
    const rows = (
      await t.request({ method: 'GET', url: `/api/staff/store/products/${clinic.id}/attendees`, token })
    ).json().data;
    expect(rows).toEqual([
      expect.objectContaining({
        firstname: 'Jack',
        lastname: 'Junior',
        dob: '2014-03-15',
        ordered_by: 'Mia Member',
        order_id: paid.json().data.o_id,
      }),
    ]);
    const csv = await t.request({
      method: 'GET',
      url: `/api/staff/store/products/${clinic.id}/attendees/export`,
      token,
    });
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toContain('attendees-netball-skills-clinic.csv');
    const lines = csv.body.replace('\ufeff', '').trim().split('\r\n');
    expect(lines[0]).toBe('First name,Last name,Date of birth,Gender,Ordered by,Order #,Order date');
    expect(lines[1]).toMatch(
      new RegExp(`^Jack,Junior,15/03/2014,male,Mia Member,${paid.json().data.o_id},\\d{2}/\\d{2}/\\d{4}$`),
    );
  });

  it('an unknown product answers 404', async () => {
    const res = await t.request({
      method: 'GET',
      url: '/api/staff/store/products/999999/attendees',
      token: await t.asMember('finance01'),
    });
    expect(res.statusCode).toBe(404);
  });
});
