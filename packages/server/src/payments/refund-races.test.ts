import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { payments } from './payments.tables';
import { refunds } from './refunds.tables';
import { CARD_OK, newKey, paymentsKit } from './payments-test-kit';

// Refunds racing on one payment (docs/decisions/201), on the PostgreSQL server only (PGlite runs one transaction at a
// time, so a race there proves nothing): `TEST_DATABASE_URL=$(PORTAL_TEST_DB=… bash scripts/postgres.sh)`.

const kit = paymentsKit();

async function paidPayment(amount: number): Promise<number> {
  const teams = (await kit.get('/api/staff/invoices/teams?q=Hornsby%20Hawks', 'finance01')).json().data;
  const created = await kit.post(
    '/api/staff/invoices',
    {
      team_id: teams[0].id,
      description: 'Race fee',
      due_on: '2030-06-30',
      send: false,
      lines: [{ name: 'Race fee', quantity: 1, unit_price_cents: amount }],
    },
    'finance01',
    null,
  );
  const id = created.json().data.invoice.invoice.id;
  const paid = await kit.post(
    `/api/ecommerce/invoice/${id}/payment`,
    { cardData: CARD_OK, couponCart: null, donationCart: [], team: null, invoice: id, invoiceCart: { amount } },
    'manager01',
  );
  expect(paid.statusCode, paid.body).toBe(200);
  return (await kit.get(`/api/staff/invoices/${id}`, 'finance01')).json().data.payments[0].id;
}

const refund = async (paymentId: number, amount: number, key = `race-${newKey()}`) =>
  kit.t.request({
    method: 'POST',
    url: `/api/staff/payments/${paymentId}/refunds`,
    token: await kit.confirmed('finance01'),
    payload: { amount_cents: amount, reason: 'Race', idempotency_key: key },
  });

describe.skipIf(!process.env.TEST_DATABASE_URL)('refund races on PostgreSQL', () => {
  it('ten $10.00 refunds of a $50.00 payment at once: five are made, five refused, never more than was paid', async () => {
    const id = await paidPayment(5000);
    const answers = await Promise.all(Array.from({ length: 10 }, () => refund(id, 1000)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 422, 422, 422, 422, 422]);
    const [row] = await kit.t.database.db.select().from(payments).where(eq(payments.id, id));
    expect(row).toMatchObject({ refundedCents: 5000, refundHeldCents: 0 });
    const rows = await kit.t.database.db.select().from(refunds).where(eq(refunds.paymentId, id));
    expect(rows.map((r) => r.status)).toEqual(Array(5).fill('succeeded'));
    expect([...kit.gateway.refunds.values()].filter((r) => rows.some((x) => x.reference === r.reference)).length).toBe(
      5,
    );
  });

  it('one refund key sent five times at once refunds once', async () => {
    const id = await paidPayment(3000);
    const key = `race-${newKey()}`;
    const answers = await Promise.all(Array.from({ length: 5 }, () => refund(id, 1000, key)));
    for (const a of answers) expect([200, 409]).toContain(a.statusCode);
    const [row] = await kit.t.database.db.select().from(payments).where(eq(payments.id, id));
    expect(row).toMatchObject({ refundedCents: 1000, refundHeldCents: 0 });
  });
});

describe('the payments_refunds CHECK', () => {
  it('the database itself refuses refunds above the payment (payments_refunds)', async () => {
    const id = await paidPayment(2000);
    await expect(
      kit.t.database.db
        .update(payments)
        .set({ refundHeldCents: sql`${payments.amountCents} + 1` })
        .where(eq(payments.id, id)),
    ).rejects.toThrow();
    await expect(
      kit.t.database.db.update(payments).set({ refundedCents: 1500, refundHeldCents: 501 }).where(eq(payments.id, id)),
    ).rejects.toThrow();
  });
});
