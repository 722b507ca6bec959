import { and, eq, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AppError } from '../platform/errors';
import { drainOutbox, enqueueMail } from '../platform/mail/outbox';
import { mailOutbox } from '../platform/mail/outbox.tables';
import { payCart } from './pay-cart';
import { shopLine } from './pay-cart-kit';
import { orders, paymentAttempts, payments, voucherRedemptions, vouchers } from './payments.tables';
import { CARD_OK, membershipBody, newKey, paymentsKit } from './payments-test-kit';

// Races that only a PostgreSQL server shows (PGlite runs one transaction at a time): CI runs this file with
// TEST_DATABASE_URL; locally `PORTAL_TEST_DB=payments_test bash scripts/postgres.sh` gives a database.

const kit = paymentsKit();

const settle = <T>(p: Promise<T>) =>
  p.then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => ({ ok: false as const, error }),
  );

describe.skipIf(!process.env.TEST_DATABASE_URL)('races on PostgreSQL', () => {
  it('one Idempotency-Key sent twice at once charges once (membership, over HTTP)', async () => {
    const token = await kit.as('member01');
    const key = newKey();
    const captures = kit.gateway.captures;
    const send = () =>
      kit.t.request({
        method: 'POST',
        url: '/api/ecommerce/membership/basketball',
        payload: membershipBody(),
        token,
        headers: { 'idempotency-key': key },
      });
    const answers = await Promise.all([send(), send()]);
    expect(kit.gateway.captures).toBe(captures + 1);
    expect(answers.map((a) => a.statusCode).sort()).toContain(200);
    for (const a of answers) expect([200, 409]).toContain(a.statusCode);
    const ok = answers.filter((a) => a.statusCode === 200).map((a) => a.json().data.o_id);
    expect(new Set(ok).size).toBe(1);
    const attempts = await kit.t.database.db
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.idempotencyKey, key));
    expect(attempts).toHaveLength(1);
  });

  it('ten keys each sent twice at once: ten charges, ten orders', async () => {
    const ctx = await kit.ctxOf('coach01');
    const captures = kit.gateway.captures;
    const keys = Array.from({ length: 10 }, newKey);
    const results = await Promise.all(
      keys
        .flatMap((k) => [k, k])
        .map((idempotencyKey) =>
          settle(
            payCart(ctx, {
              kind: 'test-shop',
              idempotencyKey,
              description: 'Holiday clinic',
              lines: [shopLine(4500)],
              donation: false,
              cardData: CARD_OK,
            }),
          ),
        ),
    );
    expect(kit.gateway.captures).toBe(captures + 10);
    for (const r of results) if (!r.ok) expect(r.error).toMatchObject({ status: 409, key: 'error_response' });
    const paid = await kit.t.database.db
      .select({ id: payments.id })
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .innerJoin(paymentAttempts, eq(paymentAttempts.orderId, orders.id))
      .where(eq(paymentAttempts.memberId, ctx.member.id));
    expect(paid).toHaveLength(10);
  });

  it('50 payments racing for one voucher spend it once and charge once', async () => {
    const ctx = await kit.ctxOf('netball01');
    const captures = kit.gateway.captures;
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        settle(
          payCart(ctx, {
            kind: 'test-shop',
            idempotencyKey: newKey(),
            description: 'Holiday clinic',
            lines: [shopLine(6000)],
            donation: false,
            cardData: CARD_OK,
            couponCart: { voucherNumber: 'GIFT20260001', voucherPin: '0000' },
          }),
        ),
      ),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    for (const r of results) if (!r.ok) expect(r.error).toBeInstanceOf(AppError);
    expect(kit.gateway.captures).toBe(captures + 1);
    const [voucher] = await kit.t.database.db.select().from(vouchers).where(eq(vouchers.number, 'GIFT20260001'));
    const live = await kit.t.database.db
      .select()
      .from(voucherRedemptions)
      .where(and(eq(voucherRedemptions.voucherId, voucher!.id), ne(voucherRedemptions.status, 'released')));
    expect(live).toEqual([expect.objectContaining({ status: 'spent', amountCents: 2500 })]);
  });

  it('two part payments of one invoice racing never pay off more than is owed', async () => {
    const token = await kit.as('member01');
    const [invoice] = (await kit.get('/api/ecommerce/invoices', 'member01')).json().data;
    const url = `/api/ecommerce/invoice/${invoice.inv_id}/payment`;
    const amount = Math.floor(invoice.inv_owing / 2) + 100;
    const send = () =>
      kit.t.request({
        method: 'POST',
        url,
        token,
        headers: { 'idempotency-key': newKey() },
        payload: {
          cardData: CARD_OK,
          couponCart: null,
          donationCart: [],
          invoice: invoice.inv_id,
          invoiceCart: { amount },
        },
      });
    const answers = await Promise.all([send(), send()]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.statusCode === 409)!.json().error).toBe('error_response');
    const [after] = (await kit.get('/api/ecommerce/invoices', 'member01')).json().data;
    expect(after.inv_owing).toBe(invoice.inv_owing - amount);
  });

  it('two outbox workers on one database never send a message twice', async () => {
    const now = () => new Date();
    await kit.t.database.db.transaction(async (tx) => {
      for (let i = 0; i < 30; i++)
        await enqueueMail(
          tx,
          { to: `race${i}@example.com.au`, subject: `Race ${i}`, text: 'x', html: '<p>x</p>' },
          { now: now() },
        );
    });
    const sent: string[] = [];
    const worker = () =>
      drainOutbox({
        db: kit.t.database.db,
        mailer: {
          send: async (m) => {
            sent.push(m.to);
            await new Promise((r) => setTimeout(r, 5));
          },
        },
        config: kit.t.config,
        now,
      });
    for (let round = 0; round < 4; round++) await Promise.all([worker(), worker(), worker()]);
    // The app's own worker (every 20 ms) is a fourth worker on the same rows: its sends are counted too.
    const raced = [...sent, ...kit.t.outbox.map((m) => m.to)].filter((to) => to.startsWith('race'));
    expect(raced.sort()).toEqual(Array.from({ length: 30 }, (_, i) => `race${i}@example.com.au`).sort());
    const unsent = await kit.t.database.db.select().from(mailOutbox).where(eq(mailOutbox.status, 'pending'));
    expect(unsent.filter((m) => m.toAddress.startsWith('race'))).toEqual([]);
  });
});
