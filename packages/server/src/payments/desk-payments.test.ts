import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDaysIso, todayIn } from '@portal/domain/shared/time';
import { mailOutbox } from '../platform/mail/outbox.tables';
import { deskPayments } from './desk-payments.tables';
import { payments } from './payments.tables';
import { CARD_OK, paymentsKit } from './payments-test-kit';

// Money taken at the desk through the API (docs/decisions/273), as the demo finance officer: a team invoice of
// manager01's Hornsby Hawks paid in cash, by cheque, by transfer; what it owes, the receipt, the reports and the GST
// summary agree to the cent; a reversal with a reason, once.

const kit = paymentsKit();

async function newInvoice(cents = 9000): Promise<number> {
  const teams = (await kit.get('/api/staff/invoices/teams?q=Hornsby%20Hawks', 'finance01')).json().data;
  const res = await kit.post(
    '/api/staff/invoices',
    {
      team_id: teams[0].id,
      description: 'Winter team fee',
      due_on: '2030-06-30',
      send: false,
      lines: [{ name: 'Team fee', quantity: 1, unit_price_cents: cents }],
    },
    'finance01',
    null,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.invoice.invoice.id;
}

const today = () => todayIn(kit.t.config.site.timeZone);
const record = (invoiceId: number, body: Record<string, unknown>, who = 'finance01') =>
  kit.post(
    `/api/staff/invoices/${invoiceId}/desk-payments`,
    { method: 'cash', received_on: today(), reference: '', ...body },
    who,
    null,
  );
const reverse = (paymentId: number, reason = 'Cheque bounced', who = 'finance01') =>
  kit.post(`/api/staff/payments/${paymentId}/reversal`, { reason }, who, null);
const staffInvoice = async (id: number) => (await kit.get(`/api/staff/invoices/${id}`, 'finance01')).json().data;
const paymentCount = async () =>
  (await kit.t.database.db.select({ n: sql<number>`count(*)::int` }).from(payments))[0]!.n;

type Table = { rows: Record<string, string | number>[] };
async function report(name: string, day = today()): Promise<Table> {
  const res = await kit.get(`/api/staff/reports/${name}?from=${day}&to=${day}`, 'finance01');
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}
const amountOf = (t: Table, key: string, value: string, column: string) =>
  Number(t.rows.find((r) => r[key] === value)?.[column] ?? 0);

describe('POST /api/staff/invoices/{invoice}/desk-payments', () => {
  it('$90 cash at the desk: the invoice is paid, a receipt is mailed, the trail has it, the member sees it paid', async () => {
    const id = await newInvoice();
    const res = await record(id, { amount_cents: 9000 });
    expect(res.statusCode, res.body).toBe(200);
    const { message, invoice } = res.json().data;
    expect(invoice.invoice).toMatchObject({ paid_cents: 9000, owing_cents: 0 });
    const [p] = invoice.payments;
    expect(message).toBe(`$90.00 by cash was recorded: receipt #${p.id}.`);
    expect(p).toMatchObject({
      origin: 'Cash',
      amount_cents: 9000,
      refundable_cents: 0,
      reversible: true,
      card_last4: null,
      desk: { method: 'cash', reference: '', received_on: today() },
    });
    expect(p.no_refund).toMatch(/^Taken at the desk \(cash\)/);
    const mail = await kit.t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.dedupeKey, `receipt:${p.order_id}`));
    expect(mail[0]?.textBody).toContain('Total: $90.00, paid by cash.');
    expect((await kit.get(`/api/ecommerce/invoice/${id}`, 'manager01')).json().data).toMatchObject({ inv_owing: 0 });
    const receipt = (await kit.get(`/api/ecommerce/order/${p.order_id}`, 'manager01')).json().data;
    expect(receipt.o_payments[0]).toMatchObject({ p_origin: 'Cash', p_amount: 9000 });
    const audit = (await kit.get(`/api/staff/audit?entity=invoice&entity_id=${id}`, 'admin01')).json().data.rows;
    expect(audit.map((a: { action: string; actor: string }) => [a.action, a.actor])).toContainEqual([
      'payments.desk',
      'finance01',
    ]);
  });

  it('a cheque received three days ago counts on that day, with its number', async () => {
    const id = await newInvoice(5000);
    const day = addDaysIso(today(), -3);
    const res = await record(id, { method: 'cheque', amount_cents: 2000, received_on: day, reference: '000123' });
    expect(res.statusCode, res.body).toBe(200);
    const p = res.json().data.invoice.payments[0];
    expect(p).toMatchObject({ origin: 'Cheque', desk: { method: 'cheque', reference: '000123', received_on: day } });
    expect(todayIn(kit.t.config.site.timeZone, new Date(p.at))).toBe(day);
    expect(res.json().data.invoice.invoice.owing_cents).toBe(3000);
  });

  it.each([
    [
      'more than it owes',
      { amount_cents: 9001 },
      'amount_cents',
      'The invoice owes $90.00: a payment cannot be more than that.',
    ],
    ['an unknown method', { method: 'bitcoin', amount_cents: 100 }, 'method', 'Choose how it was paid.'],
    ['nothing', { amount_cents: 0 }, 'amount_cents', 'Enter an amount of at least $0.01.'],
    ['a cheque without its number', { method: 'cheque', amount_cents: 100 }, 'reference', 'Enter the cheque number.'],
    [
      'a transfer without its reference',
      { method: 'bank_transfer', amount_cents: 100 },
      'reference',
      "Enter the transfer's reference.",
    ],
    [
      'a day after today',
      { amount_cents: 100, received_on: addDaysIso(todayIn('Australia/Sydney'), 2) },
      'received_on',
      'The day it was received cannot be after today.',
    ],
    [
      'a day past the horizon',
      { amount_cents: 100, received_on: '9999-12-31' },
      'received_on',
      /^Enter a date from 1900 to /,
    ],
    ['not a day', { amount_cents: 100, received_on: '31/02/2026' }, 'received_on', /./],
  ])('%s: 422 with the field error, nothing written', async (_name, body, field, message) => {
    const id = await newInvoice();
    const before = await paymentCount();
    const res = await record(id, body);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors[field]).toMatch(message);
    expect(await paymentCount()).toBe(before);
  });

  it('a paid invoice takes nothing more (409), an unknown one is 404, a competition officer may not (403)', async () => {
    const id = await newInvoice(1000);
    expect((await record(id, { amount_cents: 1000 })).statusCode).toBe(200);
    const again = await record(id, { amount_cents: 100 });
    expect([again.statusCode, again.json().message]).toEqual([409, 'The invoice is paid: there is nothing to record.']);
    expect((await record(999999, { amount_cents: 100 })).statusCode).toBe(404);
    expect((await record(id, { amount_cents: 100 }, 'compofficer01')).statusCode).toBe(403);
  });

  it('the database refuses an unknown method and an amount that is not positive', async () => {
    const id = await newInvoice(1000);
    const paymentId = (await record(id, { amount_cents: 1000 })).json().data.invoice.payments[0].id;
    const db = kit.t.database.db;
    await expect(
      db
        .update(deskPayments)
        .set({ method: 'bitcoin' as 'cash' })
        .where(eq(deskPayments.paymentId, paymentId)),
    ).rejects.toThrow();
    await expect(
      db.update(deskPayments).set({ amountCents: 0 }).where(eq(deskPayments.paymentId, paymentId)),
    ).rejects.toThrow();
    await expect(
      db.insert(deskPayments).values({ paymentId, method: 'cash', amountCents: 1, receivedOn: today() }),
    ).rejects.toThrow();
  });
});

describe('POST /api/staff/payments/{payment}/reversal', () => {
  it('a bounced cheque is reversed once with its reason: owed again, shown as reversed, a second reversal refused', async () => {
    const id = await newInvoice(4000);
    const paymentId = (await record(id, { method: 'cheque', amount_cents: 4000, reference: '000777' })).json().data
      .invoice.payments[0].id;
    const res = await reverse(paymentId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.message).toBe(`Receipt #${paymentId} ($40.00) was reversed: the invoice owes it again.`);
    expect(res.json().data.payment).toMatchObject({
      refunded_cents: 4000,
      reversible: false,
      refunds: [{ amount_cents: 4000, reason: 'Cheque bounced', status: 'succeeded', reversal: true, by: 'finance01' }],
    });
    expect((await staffInvoice(id)).invoice).toMatchObject({ paid_cents: 0, owing_cents: 4000 });
    const twice = await reverse(paymentId, 'Again');
    expect([twice.statusCode, twice.json().message]).toEqual([409, 'This payment was already reversed.']);
    const audit = (await kit.get(`/api/staff/audit?entity=payment&entity_id=${paymentId}`, 'admin01')).json().data.rows;
    expect(audit.map((a: { action: string; reason: string }) => [a.action, a.reason])).toEqual([
      ['payments.desk.reverse', 'Cheque bounced'],
    ]);
  });

  it('a card payment is refunded, never reversed (409); a reason is required (422)', async () => {
    const id = await newInvoice(3000);
    const paid = await kit.post(
      `/api/ecommerce/invoice/${id}/payment`,
      { cardData: CARD_OK, couponCart: null, donationCart: [], team: null, invoice: id, invoiceCart: { amount: 3000 } },
      'manager01',
    );
    expect(paid.statusCode, paid.body).toBe(200);
    const card = (await staffInvoice(id)).payments[0];
    expect(card).toMatchObject({ desk: null, reversible: false, no_refund: null });
    expect((await reverse(card.id)).json()).toMatchObject({
      message: 'Only a payment taken at the desk can be reversed; a card payment is refunded.',
    });
    const desk = await newInvoice(3000);
    const paymentId = (await record(desk, { amount_cents: 3000 })).json().data.invoice.payments[0].id;
    const blank = await reverse(paymentId, '  ');
    expect(blank.statusCode).toBe(422);
    expect(blank.json().errors.reason).toBeTruthy();
  });
});

describe('the reports count desk payments under their method', () => {
  it('payments by method and the GST summary: cash and a transfer in, the cash reversed, to the cent', async () => {
    const before = { method: await report('payments-by-method'), gst: await report('gst') };
    const id = await newInvoice(11000);
    const cash = (await record(id, { amount_cents: 5500 })).json().data.invoice.payments[0].id;
    expect(
      (await record(id, { method: 'bank_transfer', amount_cents: 2200, reference: 'HAWKS WINTER' })).statusCode,
    ).toBe(200);
    expect((await reverse(cash, 'Counted twice')).statusCode).toBe(200);
    const after = { method: await report('payments-by-method'), gst: await report('gst') };
    const delta = (t: 'method', key: string, col: string) =>
      amountOf(after[t], 'key', key, col) - amountOf(before[t], 'key', key, col);
    expect([
      delta('method', 'Cash', 'received'),
      delta('method', 'Cash', 'refunded'),
      delta('method', 'Cash', 'net'),
    ]).toEqual([5500, 5500, 0]);
    expect([delta('method', 'Bank transfer', 'received'), delta('method', 'Bank transfer', 'net')]).toEqual([
      2200, 2200,
    ]);
    const gst = (t: Table, line: string) => Number(t.rows.find((r) => r.line === line)?.amount ?? 0);
    expect(
      gst(after.gst, 'Received by bank transfer, net of refunds and reversals') -
        gst(before.gst, 'Received by bank transfer, net of refunds and reversals'),
    ).toBe(2200);
    expect(
      gst(after.gst, 'Received by cash, net of refunds and reversals') -
        gst(before.gst, 'Received by cash, net of refunds and reversals'),
    ).toBe(0);
    // $22.00 of goods with GST in: $2.00 collected, net of the reversed cash
    expect(
      gst(after.gst, 'GST collected, net of refunds (1A)') - gst(before.gst, 'GST collected, net of refunds (1A)'),
    ).toBe(200);
  });
});

describe('the staff invoice list marks overdue invoices (issue 40)', () => {
  it('an invoice still owing past its due day is overdue; one due later, or paid, is not', async () => {
    const rows = (await kit.get('/api/staff/invoices?pageSize=100', 'finance01')).json().data.rows as {
      description: string;
      owing_cents: number;
      due_on: string;
      overdue: boolean;
    }[];
    expect(rows.find((r) => r.description === 'Summer social league fees')).toMatchObject({ overdue: true });
    for (const r of rows) expect(r.overdue).toBe(r.owing_cents > 0 && r.due_on < today());
    const id = await newInvoice(1000);
    expect((await staffInvoice(id)).invoice.overdue).toBe(false);
  });
});
