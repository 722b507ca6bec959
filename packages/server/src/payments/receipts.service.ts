import type { OrderRecord, PaymentRecord } from '@portal/domain/payments/ledger-shapes';
import { ReceiptMessages } from '@portal/domain/payments/payments.messages';
import type { Ctx, MemberCtx } from '../platform/context';
import { requireMember } from '../platform/gates';
import { AppError, notFound } from '../platform/errors';
import { queueReceipt } from './receipt-mail';
import { orderRecords, toPaymentRecord } from './receipt-view';
import { lockOrder, paymentsWhere, recentResends, recordResend } from './receipts.repo';

// Receipts (spec 002 §2, §7): the member's completed orders and payments, one order as a tax invoice, and the
// re-send, a few an hour per order. Another member's order answers 404, as if it did not exist.

/** GET /api/ecommerce/orders. */
export async function listOrders(ctx: Ctx): Promise<{ data: OrderRecord[] }> {
  const m = requireMember(ctx);
  return { data: await orderRecords(ctx.db, { memberId: m.member.id }, ctx.config.site.timeZone) };
}

/** One of the member's completed orders, or 404. */
async function ownOrder(ctx: MemberCtx, orderId: number): Promise<OrderRecord> {
  const [order] = await orderRecords(
    ctx.db,
    { memberId: ctx.member.id, orderIds: [orderId] },
    ctx.config.site.timeZone,
  );
  if (!order) throw notFound(ReceiptMessages.noData);
  return order;
}

/** GET /api/ecommerce/order/{orderId}. */
export async function getOrder(ctx: Ctx, orderId: number): Promise<{ data: OrderRecord }> {
  return { data: await ownOrder(requireMember(ctx), orderId) };
}

/** GET /api/ecommerce/payments: the receipts list. */
export async function listPayments(ctx: Ctx): Promise<{ data: PaymentRecord[] }> {
  const m = requireMember(ctx);
  const rows = await paymentsWhere(ctx.db, { memberId: m.member.id });
  return { data: rows.map((r) => toPaymentRecord(r, ctx.config.site.timeZone)) };
}

/** Re-sends of one order's receipt allowed in any hour (docs/decisions/149). */
export const RESEND_LIMIT = 3;
const RESEND_WINDOW_MS = 60 * 60_000;

/**
 * GET /api/ecommerce/order/{orderId}/sendreceipt: queue the receipt again (the outbox sends and retries it), at most
 * RESEND_LIMIT times an hour per order, counted in the database under the order's row lock (any server, any race).
 */
export async function sendReceipt(ctx: Ctx, orderId: number): Promise<{ data: { message: string; sent_to: string } }> {
  const m = requireMember(ctx);
  const order = await ownOrder(m, orderId);
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    await lockOrder(tx, orderId);
    const recent = await recentResends(tx, orderId, new Date(now.getTime() - RESEND_WINDOW_MS));
    if (recent.n >= RESEND_LIMIT) {
      const wait = Math.max(1, Math.ceil((recent.first!.getTime() + RESEND_WINDOW_MS - now.getTime()) / 1000));
      throw new AppError(429, 'too_many_requests', ReceiptMessages.tooManyResends(RESEND_LIMIT), undefined, {
        'retry-after': String(wait),
      });
    }
    await recordResend(tx, orderId, now);
    await queueReceipt(tx, { config: ctx.config, now }, orderId);
  });
  return { data: { message: ReceiptMessages.resent, sent_to: order.o_member.email } };
}
