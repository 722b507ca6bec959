import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from './payments.tables';
import { CARD_OK, paymentsKit } from './payments-test-kit';

const kit = paymentsKit();

type Invoice = {
  inv_id: number;
  inv_team_id: number | null;
  inv_owing: number;
  inv_amount: number;
  inv_total_paid: number;
  inv_paid: string;
  inv_invoiceable: string;
  inv_payments: unknown[];
};

async function invoicesOf(username: string): Promise<Invoice[]> {
  return (await kit.get('/api/ecommerce/invoices', username)).json().data;
}

const payBody = (invoice: number, amount: number, extra: Record<string, unknown> = {}) => ({
  cardData: CARD_OK,
  couponCart: null,
  donationCart: [],
  team: null,
  invoice,
  invoiceCart: { amount },
  ...extra,
});

describe('GET /api/ecommerce/invoices', () => {
  it('member01 has one part-paid invoice ($360.00, $120.00 paid, $240.00 owing)', async () => {
    const list = await invoicesOf('member01');
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      inv_invoiceable: 'Mia Member',
      inv_amount: 36000,
      inv_total_paid: 12000,
      inv_owing: 24000,
      inv_paid: 'No',
      inv_tax: 3273,
    });
    expect(list[0]!.inv_payments).toHaveLength(1);
  });

  it('manager01 sees the unpaid invoice of the team they manage; coach01 of the same team does not', async () => {
    const list = await invoicesOf('manager01');
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      inv_invoiceable: 'Hornsby Hawks',
      inv_legacy_teams: "Hornsby Hawks (Men's A Grade)",
      inv_amount: 85000,
      inv_owing: 85000,
    });
    expect(await invoicesOf('coach01')).toEqual([]);
  });

  it('anonymous gets 401', async () => {
    expect((await kit.get('/api/ecommerce/invoices')).statusCode).toBe(401);
  });
});

describe('GET /api/ecommerce/invoice/{invoice}: owner, another member, anonymous', () => {
  it('only the owner reads it; anyone else gets 404 as if it did not exist', async () => {
    const [own] = await invoicesOf('member01');
    const url = `/api/ecommerce/invoice/${own!.inv_id}`;
    expect((await kit.get(url, 'member01')).json().data.inv_id).toBe(own!.inv_id);
    const other = await kit.get(url, 'manager01');
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe('No Invoice Data');
    expect((await kit.get(url)).statusCode).toBe(401);
    expect((await kit.get('/api/ecommerce/invoice/999999', 'member01')).statusCode).toBe(404);
    expect((await kit.get('/api/ecommerce/invoice/1e3', 'member01')).statusCode).toBe(422);
  });
});

describe('POST /api/ecommerce/invoice/{invoice}/payment', () => {
  it('another member and anonymous cannot pay it, and nothing changes', async () => {
    const [own] = await invoicesOf('member01');
    const url = `/api/ecommerce/invoice/${own!.inv_id}/payment`;
    const captures = kit.gateway.captures;
    expect((await kit.post(url, payBody(own!.inv_id, 5000), 'junior01')).statusCode).toBe(404);
    expect((await kit.post(url, payBody(own!.inv_id, 5000))).statusCode).toBe(401);
    expect(kit.gateway.captures).toBe(captures);
    expect((await invoicesOf('member01'))[0]!.inv_owing).toBe(24000);
  });

  it("refuses more than is owed with the spec's message, and less than $1", async () => {
    const [own] = await invoicesOf('member01');
    const url = `/api/ecommerce/invoice/${own!.inv_id}/payment`;
    const tooMuch = await kit.post(url, payBody(own!.inv_id, 24001), 'member01');
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json()).toMatchObject({
      error: 'error_validation',
      errors: { 'invoiceCart.amount': 'Amount to pay cannot be greater than the amount owing' },
    });
    expect((await kit.post(url, payBody(own!.inv_id, 50), 'member01')).statusCode).toBe(422);
    expect((await kit.post(url, payBody(own!.inv_id + 1, 5000), 'member01')).json().errors).toHaveProperty('invoice');
  });

  it('member01 pays $50.00 with SAVE10: $40.00 charged, $50.00 off the amount owing, invoice still unpaid', async () => {
    const [own] = await invoicesOf('member01');
    const res = await kit.post(
      `/api/ecommerce/invoice/${own!.inv_id}/payment`,
      payBody(own!.inv_id, 5000, { couponCart: { coupon: 'SAVE10' } }),
      'member01',
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ o_paid: false, message: 'Payment was successful.' });
    const [after] = await invoicesOf('member01');
    expect(after).toMatchObject({ inv_owing: 19000, inv_total_paid: 17000, inv_discount: 1000, inv_paid: 'No' });
    expect(after!.inv_payments).toHaveLength(2);
    const order = (await kit.get(`/api/ecommerce/order/${res.json().data.o_id}`, 'member01')).json().data;
    expect(order).toMatchObject({
      o_invoice: true,
      o_invoice_id: own!.inv_id,
      o_subtotal: 5000,
      o_discount: 1000,
      o_total: 4000,
    });
  });

  it('manager01 pays the team invoice in full: o_paid, then error_paid', async () => {
    const [team] = await invoicesOf('manager01');
    const url = `/api/ecommerce/invoice/${team!.inv_id}/payment`;
    const res = await kit.post(url, payBody(team!.inv_id, team!.inv_owing, { team: undefined }), 'manager01');
    expect(res.json().data).toMatchObject({ o_paid: true });
    expect((await invoicesOf('manager01'))[0]).toMatchObject({ inv_paid: 'Yes', inv_owing: 0 });
    const again = await kit.post(url, payBody(team!.inv_id, 100), 'manager01');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: 'error_paid', message: 'This invoice has already been paid.' });
  });

  it('junior01 pays the season fees with the Active & Creative Kids voucher: $100.00 off, $80.00 by card, voucher spent', async () => {
    const [fees] = await invoicesOf('junior01');
    const couponCart = { voucherNumber: 'AKV20260001', voucherPin: '1503', akv: true, c_value: 10000 };
    const res = await kit.post(
      `/api/ecommerce/invoice/${fees!.inv_id}/payment`,
      payBody(fees!.inv_id, 18000, { couponCart }),
      'junior01',
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data.o_paid).toBe(true);
    const [order] = await kit.t.database.db.select().from(orders).where(eq(orders.id, res.json().data.o_id));
    expect(order).toMatchObject({ discountCents: 10000, totalCents: 8000, status: 'paid' });
    const spent = await kit.post(
      '/api/ecommerce/voucher/validate',
      { voucher_number: 'AKV20260001', voucher_pin: '1503', akv: true },
      'junior01',
    );
    expect(spent.statusCode).toBe(422);
  });
});

describe("teamInvoices (what the teams area shows on a team's page)", () => {
  it("answers the team's invoices, and none for a team without", async () => {
    const { teamInvoices } = await import('./payments.service');
    const [team] = await invoicesOf('manager01');
    const list = await teamInvoices(kit.t.app.platform, team!.inv_team_id!);
    expect(list.map((i) => i.inv_id)).toEqual([team!.inv_id]);
    expect(await teamInvoices(kit.t.app.platform, team!.inv_team_id! + 1)).toEqual([]);
  });
});
