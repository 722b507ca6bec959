import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/harness';
import { sandboxCharges } from '../../test/sandbox-books';
import { productCategories, products } from './store.tables';

// First to checkout (spec 002 §2 store, decision 060): only a real PostgreSQL server runs payments at once, so this
// runs when TEST_DATABASE_URL is set (CI runs the server suite a second time that way).
describe.skipIf(!process.env.TEST_DATABASE_URL)('50 members race for the last 10 items (PostgreSQL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('sells exactly 10, refuses 40 with the sold-out message, charges none of them, and then shows Sold Out', async () => {
    const [category] = await t.database.db.select().from(productCategories).limit(1);
    const [product] = await t.database.db
      .insert(products)
      .values({
        categoryId: category!.id,
        name: 'race-tee',
        title: 'Race Tee',
        priceCents: 2000,
        quantity: 10,
        booked: 0,
        noAttendee: true,
      })
      .returning();
    const token = await t.asMember('member01');
    const card = { cardNumber: '4242 4242 4242 4242', cardName: 'Mia Member', cardExpiry: '12/30', cardCVC: '123' };
    const before = (await sandboxCharges(t.database.db)).length;
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        t.request({
          method: 'POST',
          url: '/api/ecommerce/store/payshopping',
          token,
          headers: { 'idempotency-key': crypto.randomUUID() },
          payload: { shoppingCart: [{ product_id: product!.id, product_quantity: 1 }], cardData: card },
        }),
      ),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(10);
    const refused = answers.filter((a) => a.statusCode !== 200);
    expect(refused).toHaveLength(40);
    for (const r of refused)
      expect(r.json()).toMatchObject({
        error: 'error_response',
        message: 'Race Tee has sold out. It was not charged; please remove it from your cart.',
      });
    const charges = (await sandboxCharges(t.database.db)).slice(before);
    expect(charges.filter((c) => c.status === 'captured')).toHaveLength(10);
    expect(charges.filter((c) => c.status !== 'captured')).toHaveLength(0);
    expect((await t.database.db.select().from(products).where(eq(products.id, product!.id)))[0]!.booked).toBe(10);
    const listed = (await t.request({ method: 'GET', url: '/api/ecommerce/store/products' })).json().data as {
      product_id: number;
      product_booked: number;
      product_quantity: number;
    }[];
    const shown = listed.find((p) => p.product_id === product!.id)!;
    expect(shown.product_booked).toBe(shown.product_quantity);
  });
});
