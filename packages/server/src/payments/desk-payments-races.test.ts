import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { todayIn } from '@portal/domain/shared/time';
import { deskPayments } from './desk-payments.tables';
import { payments } from './payments.tables';
import { refunds } from './refunds.tables';
import { paymentsKit } from './payments-test-kit';

// Desk payments racing (docs/decisions/273), on the PostgreSQL server only (PGlite runs one transaction at a time, so
// a race there proves nothing): `TEST_DATABASE_URL=$(PORTAL_TEST_DB=… bash scripts/postgres.sh)`. Two officers at two
// desks record the same $90 of one invoice; a reversal is clicked several times at once.

const kit = paymentsKit();

async function newInvoice(cents: number): Promise<number> {
  const teams = (await kit.get('/api/staff/invoices/teams?q=Hornsby%20Hawks', 'finance01')).json().data;
  const res = await kit.post(
    '/api/staff/invoices',
    {
      team_id: teams[0].id,
      description: 'Race fee',
      due_on: '2030-06-30',
      send: false,
      lines: [{ name: 'Race fee', quantity: 1, unit_price_cents: cents }],
    },
    'finance01',
    null,
  );
  return res.json().data.invoice.invoice.id;
}

const record = (invoiceId: number, amount: number, who: string) =>
  kit.post(
    `/api/staff/invoices/${invoiceId}/desk-payments`,
    { method: 'cash', amount_cents: amount, received_on: todayIn(kit.t.config.site.timeZone), reference: '' },
    who,
    null,
  );

describe.skipIf(!process.env.TEST_DATABASE_URL)('desk payment races on PostgreSQL', () => {
  it('six officers record the same $90.00 of a $90.00 invoice at once: one is recorded, the invoice is never overpaid', async () => {
    const id = await newInvoice(9000);
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => record(id, 9000, i % 2 ? 'admin01' : 'finance01')),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    const rows = await kit.t.database.db.select().from(payments).where(eq(payments.invoiceId, id));
    expect(rows.map((r) => r.amountCents)).toEqual([9000]);
  });

  it('ten $20.00 at once on a $90.00 invoice: four are recorded and the rest refused, $80.00 paid', async () => {
    const id = await newInvoice(9000);
    const answers = await Promise.all(Array.from({ length: 10 }, () => record(id, 2000, 'finance01')));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(4);
    expect(answers.filter((a) => a.statusCode === 422)).toHaveLength(6);
    const owing = (await kit.get(`/api/staff/invoices/${id}`, 'finance01')).json().data.invoice;
    expect(owing).toMatchObject({ paid_cents: 8000, owing_cents: 1000 });
  });

  it('a reversal clicked five times at once reverses once', async () => {
    const id = await newInvoice(5000);
    const paymentId = (await record(id, 5000, 'finance01')).json().data.invoice.payments[0].id;
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        kit.post(`/api/staff/payments/${paymentId}/reversal`, { reason: 'Race' }, 'finance01', null),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(await kit.t.database.db.select().from(refunds).where(eq(refunds.paymentId, paymentId))).toHaveLength(1);
    const [row] = await kit.t.database.db.select().from(payments).where(eq(payments.id, paymentId));
    expect(row).toMatchObject({ refundedCents: 5000, refundHeldCents: 0 });
    expect(
      await kit.t.database.db.select().from(deskPayments).where(eq(deskPayments.paymentId, paymentId)),
    ).toHaveLength(1);
  });
});
