import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { receiptTitle } from '@portal/domain/payments/payments.rules';
import { mailOutbox } from '../platform/mail/outbox.tables';
import { receiptResends } from './payments.tables';
import { membershipBody, paymentsKit, waitFor } from './payments-test-kit';

const kit = paymentsKit();

type Payment = { p_id: number; p_date_iso: string; o_id: number; p_status: string; p_amount: number };

describe('GET /api/ecommerce/payments and /orders (receipts)', () => {
  it('member01 has past receipts, newest first; each names its order', async () => {
    const list: Payment[] = (await kit.get('/api/ecommerce/payments', 'member01')).json().data;
    expect(list.length).toBeGreaterThanOrEqual(2);
    expect(list.map((p) => p.p_date_iso)).toEqual([...list.map((p) => p.p_date_iso)].sort().reverse());
    expect(list[0]).toMatchObject({ p_status: 'Paid', p_amount: 12000, p_card: '4242', p_member: 'Mia Member' });
    const orders = (await kit.get('/api/ecommerce/orders', 'member01')).json().data;
    expect(orders.map((o: { o_id: number }) => o.o_id).sort()).toEqual(list.map((p) => p.o_id).sort());
  });

  it('a member without orders gets an empty list; anonymous 401', async () => {
    expect((await kit.get('/api/ecommerce/payments', 'coach01')).json().data).toEqual([]);
    expect((await kit.get('/api/ecommerce/orders', 'coach01')).json().data).toEqual([]);
    expect((await kit.get('/api/ecommerce/payments')).statusCode).toBe(401);
    expect((await kit.get('/api/ecommerce/orders')).statusCode).toBe(401);
  });
});

describe('GET /api/ecommerce/order/{orderId}: owner, another member, anonymous', () => {
  it('the owner reads the tax invoice; others get 404, anonymous 401', async () => {
    const [latest] = (await kit.get('/api/ecommerce/payments', 'member01')).json().data as Payment[];
    const url = `/api/ecommerce/order/${latest!.o_id}`;
    const own = await kit.get(url, 'member01');
    expect(own.statusCode).toBe(200);
    const order = own.json().data;
    expect(order).toMatchObject({
      o_paid: true,
      o_invoice: true,
      o_total: 12000,
      o_tax: 1091,
      o_member: { name: 'Mia Member' },
    });
    expect(receiptTitle(order)).toBe(`Receipt #${latest!.p_id}`);
    expect(own.headers['cache-control']).toBe('private, no-store');
    const other = await kit.get(url, 'manager01');
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe('No Receipt Data');
    expect((await kit.get(url)).statusCode).toBe(401);
  });
});

describe('GET /api/ecommerce/order/{orderId}/sendreceipt', () => {
  it('queues the receipt for the owner only; the outbox sends it', async () => {
    const [latest] = (await kit.get('/api/ecommerce/payments', 'member01')).json().data as Payment[];
    const url = `/api/ecommerce/order/${latest!.o_id}/sendreceipt`;
    expect((await kit.get(url, 'junior01')).statusCode).toBe(404);
    expect((await kit.get(url)).statusCode).toBe(401);
    const sentBefore = kit.t.outbox.length;
    const res = await kit.get(url, 'member01');
    expect(res.json()).toEqual({ data: { message: 'Receipt sent successfully', sent_to: 'member01@example.com.au' } });
    await waitFor(() => kit.t.outbox.length > sentBefore);
    expect(kit.t.outbox.at(-1)).toMatchObject({
      to: 'member01@example.com.au',
      subject: expect.stringContaining(`Receipt #${latest!.p_id}`),
    });
    expect(kit.t.outbox.filter((m) => m.to !== 'member01@example.com.au')).toEqual([]);
  });
});

describe('GET /api/ecommerce/order/{orderId}/sendreceipt, a few times an hour per order', () => {
  const TOO_MANY = 'This receipt has already been sent 3 times in the last hour. Please try again later.';

  it('a fourth re-send within the hour answers 429 and queues nothing; another order is not held back; an hour on it goes', async () => {
    const [latest, older] = (await kit.get('/api/ecommerce/payments', 'member01')).json().data as Payment[];
    const url = `/api/ecommerce/order/${older!.o_id}/sendreceipt`;
    for (let i = 0; i < 3; i++) expect((await kit.get(url, 'member01')).statusCode).toBe(200);
    const queued = await kit.t.database.db.select().from(mailOutbox);
    const refused = await kit.get(url, 'member01');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: 'too_many_requests', message: TOO_MANY });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
    expect(await kit.t.database.db.select().from(mailOutbox)).toHaveLength(queued.length);
    expect((await kit.get(`/api/ecommerce/order/${latest!.o_id}/sendreceipt`, 'member01')).statusCode).toBe(200);

    // The re-sends counted are the last hour's.
    await kit.t.database.db
      .update(receiptResends)
      .set({ at: new Date(Date.now() - 61 * 60_000) })
      .where(eq(receiptResends.orderId, older!.o_id));
    expect((await kit.get(url, 'member01')).statusCode).toBe(200);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('re-sends racing on PostgreSQL', () => {
  it('ten re-sends of one order at once: three are sent', async () => {
    const [, older] = (await kit.get('/api/ecommerce/payments', 'member01')).json().data as Payment[];
    await kit.t.database.db.delete(receiptResends);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => kit.get(`/api/ecommerce/order/${older!.o_id}/sendreceipt`, 'member01')),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 200, 429, 429, 429, 429, 429, 429, 429]);
  });
});

describe('a payment refused before the charge leaves the voucher unspent', () => {
  it('netball01 tries to renew too early with GIFT20260001: refused, and the voucher still validates', async () => {
    const res = await kit.post(
      '/api/ecommerce/membership/netball',
      membershipBody({
        sport: 'netball',
        membershipCart: { p_name: 'Netball Membership', p_price: 12000 },
        couponCart: { voucherNumber: 'GIFT20260001', voucherPin: '0000' },
      }),
      'netball01',
    );
    // netball01's netball membership runs 100 more days: too early, and the voucher is not spent.
    expect(res.json().message).toBe(
      'You do not have to renew your sport membership before a date 31 days before expiry.',
    );
    const ok = await kit.post(
      '/api/ecommerce/voucher/validate',
      { voucher_number: 'GIFT20260001', voucher_pin: '0000' },
      'netball01',
    );
    expect(ok.statusCode).toBe(200);
  });
});
