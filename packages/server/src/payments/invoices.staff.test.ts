import { describe, expect, it } from 'vitest';
import { mailOutbox } from '../platform/mail/outbox.tables';
import { CARD_OK, newKey, paymentsKit } from './payments-test-kit';

// The back-office's invoices, credit notes and refunds through the API (docs/decisions/200, 201), signed in as the
// demo finance officer; manager01 pays with the sandbox's approved card (the gateway test double's cards).

const kit = paymentsKit();
const refundKey = () => `refund-${newKey()}`;

async function hawks(): Promise<number> {
  const res = await kit.get('/api/staff/invoices/teams?q=Hornsby%20Hawks', 'finance01');
  return res.json().data[0].id;
}

async function newTeamInvoice(lines = [{ name: 'Team fee, winter season', quantity: 1, unit_price_cents: 11000 }]) {
  const res = await kit.post(
    '/api/staff/invoices',
    { team_id: await hawks(), description: 'Winter team fee', due_on: '2030-06-30', lines },
    'finance01',
    null,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.invoice.invoice.id as number;
}

const staffInvoice = async (id: number) => (await kit.get(`/api/staff/invoices/${id}`, 'finance01')).json().data;
const memberInvoice = async (id: number) => (await kit.get(`/api/ecommerce/invoice/${id}`, 'manager01')).json().data;
const payPart = (id: number, amount: number) =>
  kit.post(
    `/api/ecommerce/invoice/${id}/payment`,
    { cardData: CARD_OK, couponCart: null, donationCart: [], team: null, invoice: id, invoiceCart: { amount } },
    'manager01',
  );

describe('POST /api/staff/invoices', () => {
  it("finance01 invoices manager01's team: the managers are mailed, the trail has it, the team's managers see it", async () => {
    const id = await newTeamInvoice([
      { name: 'Team fee', quantity: 2, unit_price_cents: 5500 },
      { name: 'Referee levy', quantity: 1, unit_price_cents: 2200 },
    ]);
    const inv = await staffInvoice(id);
    expect(inv.invoice).toMatchObject({
      owner: 'Hornsby Hawks',
      amount_cents: 13200,
      tax_cents: 1200,
      owing_cents: 13200,
      paid_cents: 0,
    });
    expect(inv.invoice.sent_at).not.toBeNull();
    const mail = await kit.t.database.db.select().from(mailOutbox);
    expect(mail.some((m) => m.subject.startsWith(`Invoice #${id} `) && m.textBody.includes('$132.00'))).toBe(true);
    expect(await memberInvoice(id)).toMatchObject({ inv_amount: 13200, inv_owing: 13200, inv_tax: 1200 });
    const audit = (await kit.get(`/api/staff/audit?entity=invoice&entity_id=${id}`, 'admin01')).json().data.rows;
    expect(audit.map((a: { action: string; actor: string }) => [a.action, a.actor])).toEqual([
      ['invoices.create', 'finance01'],
    ]);
  });

  it.each([
    [
      'no owner',
      { description: 'Fee', due_on: '2030-01-01', lines: [{ name: 'Fee', quantity: 1, unit_price_cents: 100 }] },
      'member_id',
      'Choose a member or a team.',
    ],
    [
      'both owners',
      {
        member_id: 3,
        team_id: 1,
        description: 'Fee',
        due_on: '2030-01-01',
        lines: [{ name: 'Fee', quantity: 1, unit_price_cents: 100 }],
      },
      'team_id',
      'Choose a member or a team, not both.',
    ],
    [
      'no lines',
      { member_id: 3, description: 'Fee', due_on: '2030-01-01', lines: [] },
      'lines',
      'Add at least one line.',
    ],
    [
      'a due date passed',
      {
        member_id: 3,
        description: 'Fee',
        due_on: '2001-01-01',
        lines: [{ name: 'Fee', quantity: 1, unit_price_cents: 100 }],
      },
      'due_on',
      'The due date cannot be before today.',
    ],
    [
      'an unknown member',
      {
        member_id: 999999,
        description: 'Fee',
        due_on: '2030-01-01',
        lines: [{ name: 'Fee', quantity: 1, unit_price_cents: 100 }],
      },
      'member_id',
      'There is no member with that number.',
    ],
    [
      'a price of 0',
      {
        member_id: 3,
        description: 'Fee',
        due_on: '2030-01-01',
        lines: [{ name: 'Fee', quantity: 1, unit_price_cents: 0 }],
      },
      'lines.0.unit_price_cents',
      'Enter an amount of at least $0.01.',
    ],
  ])('%s: 422 with the field error, nothing written', async (_name, body, field, message) => {
    const before = (await kit.get('/api/staff/invoices', 'finance01')).json().data.total;
    const res = await kit.post('/api/staff/invoices', body, 'finance01', null);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[field]).toBe(message);
    expect((await kit.get('/api/staff/invoices', 'finance01')).json().data.total).toBe(before);
  });
});

describe('POST /api/staff/payments/{payment}/refunds', () => {
  it('manager01 pays part, finance01 refunds part of that payment: owing, receipt and refund agree to the cent', async () => {
    const id = await newTeamInvoice();
    const paid = await payPart(id, 5500);
    expect(paid.statusCode, paid.body).toBe(200);
    const [payment] = (await staffInvoice(id)).payments;
    expect(payment).toMatchObject({ amount_cents: 5500, refundable_cents: 5500, refunded_cents: 0 });
    // decision 263: a refund asks the finance officer's password again first, and refunds nothing until then
    const unconfirmed = await kit.post(
      `/api/staff/payments/${payment.id}/refunds`,
      { amount_cents: 2200, reason: 'Two players left', idempotency_key: refundKey() },
      'finance01',
      null,
    );
    expect([unconfirmed.statusCode, unconfirmed.json().error]).toEqual([403, 'password_required']);
    expect(kit.gateway.refunds.size).toBe(0);
    await kit.confirmed('finance01');

    const key = refundKey();
    const refund = () =>
      kit.post(
        `/api/staff/payments/${payment.id}/refunds`,
        { amount_cents: 2200, reason: 'Two players left', idempotency_key: key },
        'finance01',
        null,
      );
    const res = await refund();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.message).toBe(`$22.00 of receipt #${payment.id} was refunded.`);
    expect((await refund()).statusCode).toBe(200); // the same key again: answered, never refunded twice
    expect(kit.gateway.refunds.size).toBe(1);

    const inv = await staffInvoice(id);
    expect(inv.invoice).toMatchObject({ amount_cents: 11000, paid_cents: 3300, owing_cents: 7700 });
    expect(inv.payments[0]).toMatchObject({
      refunded_cents: 2200,
      refundable_cents: 3300,
      refunds: [{ amount_cents: 2200, status: 'succeeded', by: 'finance01', reason: 'Two players left' }],
    });
    expect(await memberInvoice(id)).toMatchObject({ inv_owing: 7700, inv_total_paid: 3300 });
    const list = (await kit.get('/api/staff/invoices?state=owing&sort=id&order=desc', 'finance01')).json().data;
    expect(list.rows.find((r: { id: number }) => r.id === id)).toMatchObject({
      owner: 'Hornsby Hawks',
      owing_cents: 7700,
      paid_cents: 3300,
    });
    expect(list.total).toBeGreaterThan(1);
    const receipt = (await kit.get(`/api/ecommerce/order/${payment.order_id}`, 'manager01')).json().data;
    expect(receipt.o_payments[0]).toMatchObject({ p_amount: 5500, p_refunded: 2200, p_status: 'Partially Refunded' });
  });

  it('refuses more than is left to refund (422 on amount_cents), a reused key for another amount (409), and nothing changes', async () => {
    const id = await newTeamInvoice();
    await payPart(id, 3000);
    const [payment] = (await staffInvoice(id)).payments;
    const url = `/api/staff/payments/${payment.id}/refunds`;
    await kit.confirmed('finance01');
    const tooMuch = await kit.post(
      url,
      { amount_cents: 3001, reason: 'Overcharged', idempotency_key: refundKey() },
      'finance01',
      null,
    );
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().errors.amount_cents).toBe('Only $30.00 of this payment can still be refunded.');
    const key = refundKey();
    expect(
      (await kit.post(url, { amount_cents: 1000, reason: 'Overcharged', idempotency_key: key }, 'finance01', null))
        .statusCode,
    ).toBe(200);
    const reused = await kit.post(
      url,
      { amount_cents: 500, reason: 'Overcharged', idempotency_key: key },
      'finance01',
      null,
    );
    expect(reused.statusCode).toBe(409);
    expect((await staffInvoice(id)).payments[0]).toMatchObject({ refunded_cents: 1000, refundable_cents: 2000 });
    expect(
      (
        await kit.post(
          '/api/staff/payments/999999/refunds',
          { amount_cents: 100, reason: 'x', idempotency_key: refundKey() },
          'finance01',
          null,
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (await kit.post(url, { amount_cents: 100, reason: '', idempotency_key: refundKey() }, 'finance01', null))
        .statusCode,
    ).toBe(422);
  });

  it('a gateway that stops answering leaves the refund pending (502); recovery makes it once with the same reference', async () => {
    const id = await newTeamInvoice();
    await payPart(id, 4000);
    const [payment] = (await staffInvoice(id)).payments;
    await kit.confirmed('finance01');
    kit.gateway.failNext = { step: 'refund', afterWork: true };
    const res = await kit.post(
      `/api/staff/payments/${payment.id}/refunds`,
      { amount_cents: 4000, reason: 'Team withdrew', idempotency_key: refundKey() },
      'finance01',
      null,
    );
    expect(res.statusCode).toBe(502);
    expect((await staffInvoice(id)).payments[0]).toMatchObject({
      refunded_cents: 0,
      refundable_cents: 0,
      refunds: [{ status: 'pending' }],
    });
    const { recoverRefunds } = await import('./refund-recovery');
    const later = new Date(Date.now() + 3 * 60_000);
    const report = await recoverRefunds({ db: kit.t.database.db, gateway: kit.gateway, now: () => later });
    expect(report).toEqual({ succeeded: 1, failed: 0, pending: 0 });
    expect((await staffInvoice(id)).payments[0]).toMatchObject({
      refunded_cents: 4000,
      refundable_cents: 0,
      refunds: [{ status: 'succeeded' }],
    });
    expect(
      kit.gateway.payments.get([...kit.gateway.payments.values()].find((p) => p.amountCents === 4000)!.id)!
        .refundedCents,
    ).toBe(4000);
  });
});

describe('POST /api/staff/invoices/{invoice}/credit-notes', () => {
  it('a credit note lowers what is owed; more than is owed is refused', async () => {
    const id = await newTeamInvoice();
    const res = await kit.post(
      `/api/staff/invoices/${id}/credit-notes`,
      { amount_cents: 1000, reason: 'Late fee waived' },
      'finance01',
      null,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.invoice.invoice).toMatchObject({ credited_cents: 1000, owing_cents: 10000 });
    expect(await memberInvoice(id)).toMatchObject({ inv_owing: 10000, inv_credited: 1000, inv_total_paid: 0 });
    const tooMuch = await kit.post(
      `/api/staff/invoices/${id}/credit-notes`,
      { amount_cents: 10001, reason: 'x' },
      'finance01',
      null,
    );
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().errors.amount_cents).toBe('A credit note cannot be more than the amount owing ($100.00).');
    expect(
      (await kit.post('/api/staff/invoices/999999/credit-notes', { amount_cents: 1, reason: 'x' }, 'finance01', null))
        .statusCode,
    ).toBe(404);
  });
});
