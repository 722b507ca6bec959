import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { buildTestApp, type TestApp } from '../../test/harness';
import { gatewayDouble, type GatewayDouble } from '../../test/gateway-double';
import { memberSports, members } from '../platform/members.tables';
import { payCart } from './pay-cart';
import { shopLine } from './pay-cart-kit';
import { RECOVERY_BATCH } from './recovery';
import { firstRecovery } from './recovery-worker';
import { orders, paymentAttempts, payments } from './payments.tables';
import { CARD_OK, membershipBody, newKey, waitFor } from './payments-test-kit';

// "The server stopped between the charge and the order's confirmation": a request charges at the gateway and never
// comes back (its capture answer never arrives, as when the process dies); the next start, on the same database
// and the same gateway, finds the attempt once its lease has run out and completes or refunds it. Runs on PGlite,
// and on PostgreSQL with TEST_DATABASE_URL.

let t: TestApp;
let gateway: GatewayDouble;
let clock = Date.now();
const now = () => new Date(clock);
const restarted: FastifyInstance[] = [];

beforeAll(async () => {
  gateway = gatewayDouble();
  t = await buildTestApp({ mailOutbox: { pollMs: 20, retryBaseMs: 10, maxAttempts: 5 } }, { gateway, now });
});
afterAll(async () => {
  for (const app of restarted) await app.close();
  await t.close();
});

/** The next start of the server: same database, same gateway, later clock; answers its first recovery round. */
async function restart(minutesLater: number) {
  clock += minutesLater * 60_000;
  const app = await buildApp({
    config: t.config,
    db: t.database.db,
    mailer: {
      send: async (m) => {
        t.outbox.push(m);
      },
    },
    gateway,
    now,
    logger: false,
  });
  restarted.push(app);
  await app.ready();
  return firstRecovery(app)!;
}

async function attemptOf(key: string) {
  const [row] = await t.database.db.select().from(paymentAttempts).where(eq(paymentAttempts.idempotencyKey, key));
  return row!;
}

async function expiryOf(username: string) {
  const [row] = await t.database.db
    .select({ expiry: memberSports.expiryDate })
    .from(memberSports)
    .innerJoin(members, eq(members.id, memberSports.memberId))
    .where(eq(members.username, username));
  return row!.expiry;
}

/** Send a payment whose capture never answers (the server "stops" there), and wait until the charge was made. */
async function payAndStop(username: string, url: string, body: unknown) {
  const key = newKey();
  const token = await t.asMember(username);
  gateway.stall.add('capture');
  const captures = gateway.captures;
  void t.request({ method: 'POST', url, payload: body, token, headers: { 'idempotency-key': key } });
  await waitFor(() => gateway.captures > captures);
  gateway.stall.delete('capture');
  return key;
}

describe('recovery at the next start', () => {
  it('a captured payment whose order was left pending is confirmed: membership extended, receipt number, receipt mailed', async () => {
    const before = await expiryOf('member01');
    const key = await payAndStop('member01', '/api/ecommerce/membership/basketball', membershipBody());
    expect((await attemptOf(key)).status).toBe('reserved');
    expect(await expiryOf('member01')).toBe(before);

    // Within the lease the attempt belongs to the server that started it: a start now leaves it alone.
    expect(await restart(1)).toMatchObject({ confirmed: 0 });
    const report = await restart(2);
    expect(report).toMatchObject({ confirmed: 1, refunded: 0, released: 0 });
    const attempt = await attemptOf(key);
    expect(attempt.status).toBe('succeeded');
    expect(await expiryOf('member01')).not.toBe(before);
    const [payment] = await t.database.db.select().from(payments).where(eq(payments.orderId, attempt.orderId));
    expect(payment).toMatchObject({ amountCents: 15000, origin: 'Online' });
    await waitFor(() => t.outbox.some((m) => m.subject.startsWith(`Receipt #${payment!.id}`)));
    // The member's retry of the same attempt now answers the completed order.
    const retry = await t.request({
      method: 'POST',
      url: '/api/ecommerce/membership/basketball',
      payload: membershipBody(),
      token: await t.asMember('member01'),
      headers: { 'idempotency-key': key },
    });
    expect(retry.json().data.o_id).toBe(attempt.orderId);
  });

  it('a captured payment whose order can no longer complete is refunded (the invoice was paid in full meanwhile)', async () => {
    const token = await t.asMember('manager01');
    const [invoice] = (await t.request({ method: 'GET', url: '/api/ecommerce/invoices', token })).json().data;
    const url = `/api/ecommerce/invoice/${invoice.inv_id}/payment`;
    const body = (amount: number) => ({
      cardData: membershipBody().cardData,
      couponCart: null,
      donationCart: [],
      invoice: invoice.inv_id,
      invoiceCart: { amount },
    });
    const key = await payAndStop('manager01', url, body(invoice.inv_owing));
    // While that one is held, nothing else can be paid off the invoice…
    const blocked = await t.request({
      method: 'POST',
      url,
      payload: body(100),
      token,
      headers: { 'idempotency-key': newKey() },
    });
    expect(blocked.json()).toMatchObject({
      error: 'error_response',
      message: 'This payment is already being processed. Please wait a moment, then check your receipts.',
    });
    // …until its lease runs out and it is found: it is still completable here, so pay it off another way first.
    const attempt = await attemptOf(key);
    await t.database.db.update(orders).set({ invoiceId: null }).where(eq(orders.id, attempt.orderId));
    const full = await t.request({
      method: 'POST',
      url,
      payload: body(invoice.inv_owing),
      token,
      headers: { 'idempotency-key': newKey() },
    });
    expect(full.json().data.o_paid).toBe(true);
    await t.database.db.update(orders).set({ invoiceId: invoice.inv_id }).where(eq(orders.id, attempt.orderId));

    const report = await restart(3);
    expect(report).toMatchObject({ refunded: 1 });
    expect((await attemptOf(key)).status).toBe('refunded');
    expect(gateway.payments.get((await attemptOf(key)).gatewayPaymentId!)!.status).toBe('refunded');
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, attempt.orderId));
    expect(order!.status).toBe('refunded');
    // Never completed, so never a receipt.
    const receipts = (await t.request({ method: 'GET', url: '/api/ecommerce/orders', token })).json().data;
    expect(receipts.map((o: { o_id: number }) => o.o_id)).not.toContain(attempt.orderId);
  });

  it('a payment the gateway never took is released, and one it cannot say anything about waits', async () => {
    // The gateway is unreachable for the whole request: create fails after making the payment, the lookup fails too.
    const key = newKey();
    gateway.failNext = { step: 'create', afterWork: true };
    const originalFind = gateway.findByReference;
    gateway.findByReference = async () => {
      throw new Error('unreachable');
    };
    const res = await t.request({
      method: 'POST',
      url: '/api/ecommerce/membership/netball',
      token: await t.asMember('member01'),
      payload: membershipBody({ sport: 'netball', membershipCart: { p_name: 'Netball Membership', p_price: 12000 } }),
      headers: { 'idempotency-key': key },
    });
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe(
      'We could not confirm your payment with the bank yet. Please check your receipts in a few minutes before trying again.',
    );
    expect(await restart(3)).toMatchObject({ pending: 1 });
    gateway.findByReference = originalFind;
    expect(await restart(3)).toMatchObject({ released: 1 });
    const attempt = await attemptOf(key);
    expect(attempt.status).toBe('failed');
    expect(
      gateway.payments.get(
        attempt.gatewayPaymentId ?? [...gateway.payments.values()].find((p) => p.reference === attempt.reference)!.id,
      )!.status,
    ).toBe('cancelled');
  });

  it(`50 payments left in flight by a crash are all settled by the next start's round (batches of ${RECOVERY_BATCH})`, async () => {
    const [member] = await t.database.db.select().from(members).where(eq(members.username, 'coach01'));
    const { db, config, mailer } = t.app.platform;
    const ctx = { db, config, mailer, gateway, now, member: member!, tokenHash: 'test', clientAddress: '127.0.0.1' };
    const keys = Array.from({ length: 50 }, newKey);
    const captures = gateway.captures;
    gateway.stall.add('capture');
    for (const idempotencyKey of keys) {
      void payCart(ctx, {
        kind: 'test-shop',
        idempotencyKey,
        description: 'Holiday clinic',
        lines: [shopLine(4500)],
        donation: false,
        cardData: CARD_OK,
      });
    }
    await waitFor(() => gateway.captures === captures + 50);
    gateway.stall.delete('capture');
    expect(await Promise.all(keys.map(async (k) => (await attemptOf(k)).status))).toEqual(keys.map(() => 'reserved'));

    expect(await restart(3)).toEqual({ confirmed: 50, refunded: 0, released: 0, pending: 0 });
    expect(new Set(await Promise.all(keys.map(async (k) => (await attemptOf(k)).status)))).toEqual(
      new Set(['succeeded']),
    );
  });
});
