import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { coupons } from './coupons.tables';
import { payCart } from './pay-cart';
import { shopLine } from './pay-cart-kit';
import { orders, payments } from './payments.tables';
import { CARD_OK, newKey, paymentsKit } from './payments-test-kit';

// The coupon split (a coupon paying a whole invoice one $10 part at a time) and racing coupon uses, on a PostgreSQL
// server (PGlite runs one transaction at a time): run with TEST_DATABASE_URL (docs/decisions/146).

const kit = paymentsKit();
const ON_INVOICE = 'This coupon has already been used on this invoice.';

const invoiceOf = async (username: string) =>
  (await kit.get('/api/ecommerce/invoices', username)).json().data[0] as { inv_id: number; inv_owing: number };
const payPart = (invoice: number, amount: number, coupon: string) =>
  kit.post(
    `/api/ecommerce/invoice/${invoice}/payment`,
    { cardData: CARD_OK, couponCart: { coupon }, donationCart: [], invoice, invoiceCart: { amount } },
    'manager01',
  );

/** What the gateway captured for orders paying this invoice, in cents. */
async function chargedFor(invoiceId: number): Promise<number> {
  const rows = await kit.t.database.db
    .select({ amount: payments.amountCents })
    .from(payments)
    .where(eq(payments.invoiceId, invoiceId));
  return rows.reduce((n, r) => n + r.amount, 0);
}

const settle = <T>(p: Promise<T>) =>
  p.then(
    () => 'ok',
    (e: { message: string }) => e.message,
  );

describe.skipIf(!process.env.TEST_DATABASE_URL)('coupon races on PostgreSQL', () => {
  it("85 parts of $10 with SAVE10, one after another, take $10 off manager01's team invoice once", async () => {
    const invoice = await invoiceOf('manager01');
    const answers = [];
    for (let i = 0; i < 85; i++) answers.push(await payPart(invoice.inv_id, 1000, 'SAVE10'));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    const refused = answers.filter((a) => a.statusCode !== 200);
    expect(new Set(refused.map((a) => `${a.statusCode} ${a.json().error}: ${a.json().message}`))).toEqual(
      new Set([`409 error_response: ${ON_INVOICE}`]),
    );
    const after = await invoiceOf('manager01');
    expect(after.inv_owing).toBe(invoice.inv_owing - 1000);
    expect(await chargedFor(invoice.inv_id)).toBe(0);
  });

  it('10 parts of $20 with HALFPRICE at once: one is halved, nine are refused, the invoice owes the rest', async () => {
    const invoice = await invoiceOf('manager01');
    const charged = await chargedFor(invoice.inv_id);
    const answers = await Promise.all(Array.from({ length: 10 }, () => payPart(invoice.inv_id, 2000, 'HALFPRICE')));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    for (const a of answers.filter((x) => x.statusCode !== 200))
      expect(a.json()).toMatchObject({ error: 'error_response', message: ON_INVOICE });
    expect((await invoiceOf('manager01')).inv_owing).toBe(invoice.inv_owing - 2000);
    expect(await chargedFor(invoice.inv_id)).toBe(charged + 1000);
  });

  it('uses in total and per member hold when payments race', async () => {
    await kit.t.database.db.insert(coupons).values([
      { code: 'RACE3', method: 'fixed', value: 500, maxUses: 3 },
      { code: 'EACH3', method: 'fixed', value: 500, maxUsesPerMember: 3 },
    ]);
    const buyers = ['member01', 'coach01', 'referee01', 'official01', 'netball01', 'junior01'];
    const buy = async (username: string, coupon: string) =>
      settle(
        payCart(await kit.ctxOf(username), {
          kind: 'test-shop',
          idempotencyKey: newKey(),
          description: 'Holiday clinic',
          lines: [shopLine(4500)],
          donation: false,
          cardData: CARD_OK,
          couponCart: { coupon },
        }),
      );
    const total = await Promise.all(buyers.flatMap((u) => [buy(u, 'RACE3'), buy(u, 'RACE3')]));
    expect(total.filter((a) => a === 'ok')).toHaveLength(3);
    expect(new Set(total.filter((a) => a !== 'ok'))).toEqual(
      new Set(['This coupon has been used as many times as it allows.']),
    );
    const perMember = await Promise.all(Array.from({ length: 10 }, () => buy('coach01', 'EACH3')));
    expect(perMember.filter((a) => a === 'ok')).toHaveLength(3);
    expect(new Set(perMember.filter((a) => a !== 'ok'))).toEqual(
      new Set(['You have already used this coupon as many times as it allows.']),
    );
    for (const [code, used] of [
      ['RACE3', 3],
      ['EACH3', 3],
    ] as const) {
      expect((await kit.t.database.db.select().from(coupons).where(eq(coupons.code, code)))[0]!.uses).toBe(used);
      expect(await kit.t.database.db.select().from(orders).where(eq(orders.couponCode, code))).toHaveLength(used);
    }
  });
});
