import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './harness';
import { readVersions } from '../src/platform/cache-versions.repo';
import { inStep } from '../src/payments/order-kinds';
import { PRODUCTS_SCOPE } from '../src/store/product-cache';
import { STORE_KIND } from '../src/store/store-checkout';

// The store's one count row (`cache_versions`' `store`) is written only by a checkout that holds or gives back stock
// (docs/decisions/350): a cart of renewals alone leaves it, and every server's product lists, alone.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const storeCount = async () =>
  (await readVersions(t.database.db)).find((v) => v.scope === PRODUCTS_SCOPE)?.version ?? 0;

const order = (lines: { kind: string; refId: number | null; quantity: number; name: string }[]) =>
  ({ id: 0, data: {}, lines }) as never;

describe("the store checkout's count of the product lists", () => {
  it('is left alone by a checkout without products, and moved by one that holds and gives back stock', async () => {
    const db = t.database.db;
    const before = await storeCount();
    await inStep(db, t.config, new Date(), (tx, step) => STORE_KIND.reserve(tx, order([]), step));
    await inStep(db, t.config, new Date(), (tx, step) => STORE_KIND.release(tx, order([]), step));
    expect(await storeCount()).toBe(before);

    const [product] = (
      (await db.execute(
        sql`select id, title from products where active and quantity - booked >= 1 order by id limit 1`,
      )) as unknown as { rows: { id: number; title: string }[] }
    ).rows;
    const lines = [{ kind: 'product', refId: product!.id, quantity: 1, name: product!.title }];
    await inStep(db, t.config, new Date(), (tx, step) => STORE_KIND.reserve(tx, order(lines), step));
    expect(await storeCount()).toBe(before + 1);
    await inStep(db, t.config, new Date(), (tx, step) => STORE_KIND.release(tx, order(lines), step));
    expect(await storeCount()).toBe(before + 2);
  });
});
