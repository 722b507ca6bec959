import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { MemberCtx } from '../platform/context';
import { AppError } from '../platform/errors';
import { members } from '../platform/members.tables';
import { payCart, type PayCartRequest } from './pay-cart';
import { shopLine, testShop } from './pay-cart-kit';
import { orders, paymentAttempts, payments, voucherRedemptions } from './payments.tables';
import { CARD_DECLINED, CARD_OK, newKey, paymentsKit } from './payments-test-kit';

// payCart as store, court hire and nomination will call it: lines priced by the area, its order kind's handlers.

const kit = paymentsKit();
beforeEach(() => testShop.reset());

async function ctxOf(username: string): Promise<MemberCtx> {
  const [member] = await kit.t.database.db.select().from(members).where(eq(members.username, username));
  const { db, config, mailer, gateway, now } = kit.t.app.platform;
  return { db, config, mailer, gateway, now, member: member!, tokenHash: 'test', clientAddress: '127.0.0.1' };
}

const request = (extra: Partial<PayCartRequest> = {}): PayCartRequest => ({
  kind: 'test-shop',
  idempotencyKey: newKey(),
  description: 'Holiday clinic',
  lines: [shopLine(6000)],
  donation: false,
  cardData: CARD_OK,
  ...extra,
});

async function failure(p: Promise<unknown>): Promise<AppError> {
  try {
    await p;
  } catch (err) {
    if (err instanceof AppError) return err;
    throw err;
  }
  throw new Error('expected the payment to fail');
}

const ordersOf = async (id: number) => kit.t.database.db.select().from(orders).where(eq(orders.id, id));

describe('payCart', () => {
  it("charges the grand total, confirms the area's order and keeps the lines' receipt details", async () => {
    const ctx = await ctxOf('coach01');
    const paid = await payCart(ctx, request({ donation: true }));
    expect(testShop.reserved).toEqual([paid.orderId]);
    expect(testShop.confirmed).toEqual([paid.orderId]);
    const order = (await kit.get(`/api/ecommerce/order/${paid.orderId}`, 'coach01')).json().data;
    expect(order).toMatchObject({
      o_total: 6100,
      o_donation: 100,
      o_products: [
        { opr_name: 'Holiday clinic', opr_details: { attendees: [{ firstname: 'Jack', lastname: 'Junior' }] } },
        { opr_name: 'Donation', opr_kind: 'donation', opr_payout: true },
      ],
    });
  });

  it('a check refused because the same key took the place a moment ago answers that payment, charging once', async () => {
    const ctx = await ctxOf('coach01');
    const key = newKey();
    const captures = kit.gateway.captures;
    // a page refreshed mid-payment: the first request (run inside the second's check, so it lands between the second's
    // look for its key and its check) takes the last place; the second's check then finds it gone
    let first: Awaited<ReturnType<typeof payCart>> | null = null;
    const check = async () => {
      first = await payCart(ctx, request({ idempotencyKey: key }));
      throw new AppError(409, 'error_avail', 'Sold out while you were paying');
    };
    const second = await payCart(ctx, request({ idempotencyKey: key, check }));
    expect(second).toEqual({ orderId: first!.orderId, replayed: true });
    expect(kit.gateway.captures).toBe(captures + 1);
    // a refused check with no payment of that key is still the refusal
    const refused = await failure(
      payCart(ctx, request({ check: () => Promise.reject(new AppError(409, 'error_avail', 'Sold out')) })),
    );
    expect(refused).toMatchObject({ status: 409, key: 'error_avail' });
  });

  it("a refusal by the area's reserve writes nothing and charges nothing", async () => {
    const ctx = await ctxOf('coach01');
    testShop.refuseReserve = true;
    const captures = kit.gateway.captures;
    const key = newKey();
    const err = await failure(payCart(ctx, request({ idempotencyKey: key })));
    expect(err).toMatchObject({ status: 409, key: 'error_avail', message: 'Sold out while you were paying' });
    expect(kit.gateway.captures).toBe(captures);
    expect(
      await kit.t.database.db.select().from(paymentAttempts).where(eq(paymentAttempts.idempotencyKey, key)),
    ).toEqual([]);
  });

  it("a decline releases the area's hold and the voucher", async () => {
    const ctx = await ctxOf('netball01');
    const key = newKey();
    const err = await failure(
      payCart(
        ctx,
        request({
          idempotencyKey: key,
          cardData: CARD_DECLINED,
          lines: [shopLine(6000)],
          couponCart: { voucherNumber: 'GIFT20260001', voucherPin: '0000' },
        }),
      ),
    );
    expect(err).toMatchObject({ status: 402, key: 'error_payment', message: 'Do Not Honour' });
    const [attempt] = await kit.t.database.db
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.idempotencyKey, key));
    expect(testShop.released).toEqual([attempt!.orderId]);
    expect((await ordersOf(attempt!.orderId))[0]!.status).toBe('failed');
    const [redemption] = await kit.t.database.db
      .select()
      .from(voucherRedemptions)
      .where(eq(voucherRedemptions.orderId, attempt!.orderId));
    expect(redemption!.status).toBe('released');
    // The same key answers the same decline; it never charges.
    expect(
      await failure(
        payCart(
          ctx,
          request({
            idempotencyKey: key,
            cardData: CARD_DECLINED,
            couponCart: { voucherNumber: 'GIFT20260001', voucherPin: '0000' },
          }),
        ),
      ),
    ).toMatchObject({ key: 'error_payment', message: 'Do Not Honour' });
  });

  it('a voucher worth more than the total pays it all, without a card; its remainder is not refunded', async () => {
    const ctx = await ctxOf('netball01');
    const captures = kit.gateway.captures;
    const paid = await payCart(
      ctx,
      request({
        lines: [shopLine(2000)],
        cardData: undefined,
        couponCart: { voucherNumber: 'GIFT20260001', voucherPin: '0000' },
      }),
    );
    expect(kit.gateway.captures).toBe(captures);
    const [payment] = await kit.t.database.db.select().from(payments).where(eq(payments.orderId, paid.orderId));
    expect(payment).toMatchObject({ origin: 'Voucher', amountCents: 0, discountCents: 2000, discountOrigCents: 2500 });
    const again = await failure(
      payCart(
        ctx,
        request({ lines: [shopLine(2000)], couponCart: { voucherNumber: 'GIFT20260001', voucherPin: '0000' } }),
      ),
    );
    expect(again.message).toBe(
      'Invalid voucher or voucher already used. Please make sure you are logged in as the recipient of the voucher.',
    );
  });

  it('an Active & Creative Kids voucher is not for several products at once', async () => {
    const ctx = await ctxOf('junior01');
    const err = await failure(
      payCart(
        ctx,
        request({
          lines: [shopLine(3000, { quantity: 2 })],
          couponCart: { voucherNumber: 'AKV20260001', voucherPin: '1503', akv: true },
        }),
      ),
    );
    expect(err.message).toBe('An Active & Creative Kids voucher cannot be redeemed when buying multiple products.');
  });

  it('the charge went through but the area cannot complete: the money is refunded and the member told so', async () => {
    const ctx = await ctxOf('coach01');
    testShop.refuseConfirm = true;
    const key = newKey();
    const err = await failure(payCart(ctx, request({ idempotencyKey: key })));
    expect(err).toMatchObject({
      key: 'error_response',
      message: 'The booking could not be completed. The amount charged has been refunded to your card.',
    });
    const [attempt] = await kit.t.database.db
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.idempotencyKey, key));
    expect(attempt!.status).toBe('refunded');
    expect(kit.gateway.payments.get(attempt!.gatewayPaymentId!)!.status).toBe('refunded');
    expect(testShop.released).toEqual([attempt!.orderId]);
  });

  it('the gateway cannot be reached before anything is created: not charged, released', async () => {
    const ctx = await ctxOf('coach01');
    kit.gateway.failNext = { step: 'create', afterWork: false };
    const err = await failure(payCart(ctx, request()));
    expect(err).toMatchObject({
      status: 402,
      message: 'The payment service is not available right now. You have not been charged. Please try again later.',
    });
    expect(testShop.released).toHaveLength(1);
  });

  it("the capture's answer is lost: asked by our reference, the payment is found captured and the order confirmed", async () => {
    const ctx = await ctxOf('coach01');
    kit.gateway.failNext = { step: 'capture', afterWork: true };
    const paid = await payCart(ctx, request());
    expect(testShop.confirmed).toEqual([paid.orderId]);
    expect((await ordersOf(paid.orderId))[0]!.status).toBe('paid');
  });

  it('a donation while donations are switched off is refused', async () => {
    const ctx = await ctxOf('coach01');
    const off = { ...ctx, config: { ...ctx.config, site: { ...ctx.config.site, donationEnabled: false } } };
    expect((await failure(payCart(off, request({ donation: true })))).message).toBe(
      'Donations are not offered at the moment.',
    );
  });
});

describe('an app with default settings', () => {
  it('takes the card through the sandbox gateway, which keeps the captured payment in its own books', async () => {
    const { buildTestApp } = await import('../../test/harness');
    const { sandboxPayments } = await import('./gateway/sandbox.tables');
    const bare = await buildTestApp();
    try {
      const token = await bare.asMember('member01');
      const res = await bare.request({
        method: 'POST',
        url: '/api/ecommerce/membership/basketball',
        token,
        headers: { 'idempotency-key': newKey() },
        payload: {
          cardData: CARD_OK,
          couponCart: null,
          donationCart: [],
          membershipCart: { p_name: 'Basketball Membership', p_price: 15000 },
          sport: 'basketball',
        },
      });
      expect(res.statusCode).toBe(200);
      const books = await bare.database.db.select().from(sandboxPayments);
      expect(books).toEqual([expect.objectContaining({ status: 'captured', amountCents: 15000, cardLast4: '4242' })]);
      const pending = await bare.database.db
        .select()
        .from(paymentAttempts)
        .where(eq(paymentAttempts.status, 'reserved'));
      expect(pending).toEqual([]);
    } finally {
      await bare.close();
    }
  });
});
