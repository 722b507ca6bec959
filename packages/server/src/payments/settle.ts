import type { GatewayPayment } from '../platform/gateway-port';
import type { Config } from '../platform/config';
import { settleCouponUse } from './discounts.repo';
import { inStep, orderKind } from './order-kinds';
import * as repo from './payments.repo';
import { queueReceipt } from './receipt-mail';

// The second transaction of a payment: confirm (order paid, receipt number, receipt mail queued, the area's
// completion) or release (voucher, coupon use and the area's hold given back). Both lock the attempt first and do
// nothing when it is already settled, so the request and recovery can never settle one payment twice.

export interface SettleDeps {
  db: import('../platform/db').Db;
  config: Config;
  now: () => Date;
}

const ORIGIN = { card: 'Online', voucher: 'Voucher', coupon: 'Coupon', none: 'No payment' } as const;

/** Confirm a charged (or free) order; answers false when the attempt was already settled. */
export async function confirmOrder(
  deps: SettleDeps,
  attemptId: number,
  charged: GatewayPayment | null,
): Promise<boolean> {
  const now = deps.now();
  return inStep(deps.db, deps.config, now, async (tx, step) => {
    const attempt = await repo.lockAttempt(tx, attemptId);
    if (!attempt || attempt.status !== 'reserved') return false;
    const order = (await repo.loadOrder(tx, attempt.orderId))!;
    await orderKind(order.kind).confirm(tx, order, step);
    await repo.settleVoucher(tx, order.id, 'spent');
    await settleCouponUse(tx, order.id, 'spent');
    const money = await repo.orderMoney(tx, order.id);
    const origin = charged
      ? ORIGIN.card
      : money.voucherId
        ? ORIGIN.voucher
        : money.couponCode
          ? ORIGIN.coupon
          : ORIGIN.none;
    await repo.insertPayment(tx, {
      orderId: order.id,
      memberId: order.memberId,
      invoiceId: order.invoiceId,
      paidAt: now,
      origin,
      amountCents: charged?.amountCents ?? 0,
      discountCents: money.discountCents,
      discountOrigCents: Math.max(money.voucherValueCents, money.discountCents),
      donationCents: charged ? money.donationCents : 0,
      description: order.description,
      gatewayPaymentId: charged?.id ?? null,
      cardLast4: charged?.cardLast4 ?? null,
    });
    await repo.setOrderStatus(tx, order.id, 'paid', now);
    await repo.updateAttempt(tx, attempt.id, {
      status: 'succeeded',
      gatewayPaymentId: charged?.id ?? attempt.gatewayPaymentId,
      updatedAt: now,
    });
    await queueReceipt(tx, { config: deps.config, now }, order.id);
    return true;
  });
}

/** Release a pending order after a refused, failed or refunded charge; answers false when already settled. */
export async function releaseOrder(
  deps: SettleDeps,
  attemptId: number,
  outcome: 'failed' | 'refunded',
  message: string,
): Promise<boolean> {
  const now = deps.now();
  return inStep(deps.db, deps.config, now, async (tx, step) => {
    const attempt = await repo.lockAttempt(tx, attemptId);
    if (!attempt || attempt.status !== 'reserved') return false;
    const order = (await repo.loadOrder(tx, attempt.orderId))!;
    // The coupon's row before the area's (stock…), in the order the first transaction locks them: no deadlock.
    await repo.settleVoucher(tx, order.id, 'released');
    await settleCouponUse(tx, order.id, 'released');
    await orderKind(order.kind).release(tx, order, step);
    await repo.setOrderStatus(tx, order.id, outcome, null);
    await repo.updateAttempt(tx, attempt.id, { status: outcome, message, updatedAt: now });
    return true;
  });
}
