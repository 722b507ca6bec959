import { describe, expect, it } from 'vitest';
import { donationLine } from '@portal/domain/shared/cart';
import { addDaysIso, todayIn } from '@portal/domain/shared/time';
import { CARD_OK, newKey, paymentsKit } from './payments-test-kit';

// The reports (docs/decisions/202) against the ledger: finance01 invoices manager01's team $110.00, manager01 pays
// $55.00 of it with the $1 donation, finance01 refunds $22.00 of that payment. The invoice's amount owing, the
// receipt, the payments reports and the GST summary agree to the cent (each report read before and after, so the
// demo data's own payments do not matter).

const kit = paymentsKit();
type Table = {
  rows: Record<string, string | number>[];
  totals: Record<string, string | number> | null;
  columns: { key: string }[];
};

async function report(name: string, from: string, to = from): Promise<Table> {
  const res = await kit.get(`/api/staff/reports/${name}?from=${from}&to=${to}`, 'finance01');
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}
const gstLine = (t: Table, starts: string) => Number(t.rows.find((r) => String(r.line).startsWith(starts))!.amount);
const row = (t: Table, key: string, value: string) => t.rows.find((r) => r[key] === value) ?? {};

describe('GET /api/staff/reports/{report}', () => {
  it('invoice, receipt, payments reports and GST summary agree to the cent after a part payment and a part refund', async () => {
    const today = todayIn(kit.t.config.site.timeZone);
    const before = {
      day: await report('payments-by-day', today),
      area: await report('payments-by-area', today),
      gst: await report('gst', today),
    };

    const teams = (await kit.get('/api/staff/invoices/teams?q=Hornsby%20Hawks', 'finance01')).json().data;
    const created = await kit.post(
      '/api/staff/invoices',
      {
        team_id: teams[0].id,
        description: 'Winter team fee',
        due_on: '2030-06-30',
        lines: [{ name: 'Team fee', quantity: 1, unit_price_cents: 11000 }],
      },
      'finance01',
      null,
    );
    const id = created.json().data.invoice.invoice.id;
    const paid = await kit.post(
      `/api/ecommerce/invoice/${id}/payment`,
      {
        cardData: CARD_OK,
        couponCart: null,
        donationCart: [donationLine()],
        team: null,
        invoice: id,
        invoiceCart: { amount: 5500 },
      },
      'manager01',
    );
    expect(paid.statusCode, paid.body).toBe(200);
    const payment = (await kit.get(`/api/staff/invoices/${id}`, 'finance01')).json().data.payments[0];
    expect(payment).toMatchObject({ amount_cents: 5600, donation_cents: 100 });
    await kit.confirmed('finance01');
    const refund = await kit.post(
      `/api/staff/payments/${payment.id}/refunds`,
      { amount_cents: 2200, reason: 'Two players left', idempotency_key: `rfd-${newKey()}` },
      'finance01',
      null,
    );
    expect(refund.statusCode, refund.body).toBe(200);

    const invoice = (await kit.get(`/api/ecommerce/invoice/${id}`, 'manager01')).json().data;
    expect(invoice).toMatchObject({ inv_amount: 11000, inv_tax: 1000, inv_total_paid: 3300, inv_owing: 7700 });
    const receipt = (await kit.get(`/api/ecommerce/order/${payment.order_id}`, 'manager01')).json().data;
    expect(receipt).toMatchObject({ o_total: 5600, o_donation: 100, o_tax: 500 });
    expect(receipt.o_payments[0]).toMatchObject({ p_amount: 5600, p_refunded: 2200, p_status: 'Partially Refunded' });

    const after = {
      day: await report('payments-by-day', today),
      area: await report('payments-by-area', today),
      gst: await report('gst', today),
    };
    const delta = (t: 'day' | 'area', key: string, value: string, col: string) =>
      Number(row(after[t], key, value)[col] ?? 0) - Number(row(before[t], key, value)[col] ?? 0);
    expect([
      delta('day', 'key', today, 'received'),
      delta('day', 'key', today, 'refunded'),
      delta('day', 'key', today, 'net'),
    ]).toEqual([5600, 2200, 3400]);
    expect([delta('area', 'key', 'Invoices', 'received'), delta('area', 'key', 'Invoices', 'refunded')]).toEqual([
      5600, 2200,
    ]);
    const gst = (starts: string) => gstLine(after.gst, starts) - gstLine(before.gst, starts);
    expect(gst('Total received')).toBe(receipt.o_total);
    expect(gst('Refunded')).toBe(receipt.o_payments[0].p_refunded);
    // what the invoice counts as paid is what the BAS counts as sales: $55.00 paid less $22.00 refunded
    expect(gst('Sales including GST')).toBe(invoice.inv_total_paid);
    expect(gst('GST collected')).toBe(receipt.o_tax - 200);
    expect(gst('GST-free donations')).toBe(receipt.o_donation);
    expect(after.day.totals!.net).toBe(Number(after.day.totals!.received) - Number(after.day.totals!.refunded));

    const csv = await kit.get(`/api/staff/reports/gst/export?from=${today}&to=${today}`, 'finance01');
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain(
      `GST collected, net of refunds (1A)",${(gstLine(after.gst, 'GST collected') / 100).toFixed(2)}`,
    );
  });

  it('membership numbers per sport, and the product report lists the donation', async () => {
    const today = todayIn(kit.t.config.site.timeZone);
    const m = await report('memberships', addDaysIso(today, -365), today);
    expect(m.rows.map((r) => r.sport)).toEqual(['basketball', 'netball']);
    expect(Number(m.totals!.current)).toBeGreaterThan(0);
    const products = await report('payments-by-product', addDaysIso(today, -365), today);
    expect(products.columns.map((c) => c.key)).toEqual(['area', 'product', 'quantity', 'sales']);
  });

  it.each([
    ['to before from', 'gst', '?from=2026-02-01&to=2026-01-01', 'to', 'The last day cannot be before the first day.'],
    ['more than two years', 'gst', '?from=2020-01-01&to=2026-01-01', 'to', 'A report covers at most two years.'],
    ['no dates', 'gst', '', 'from', undefined],
  ])('%s: 422 on the field', async (_name, name, query, field, message) => {
    const res = await kit.get(`/api/staff/reports/${name}${query}`, 'finance01');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[field]).toBe(message ?? res.json().errors[field]);
    expect(res.json().errors[field]).toBeTruthy();
  });

  it('an unknown report is not a call (404)', async () => {
    expect((await kit.get('/api/staff/reports/profits?from=2026-01-01&to=2026-01-01', 'finance01')).statusCode).toBe(
      404,
    );
  });
});
