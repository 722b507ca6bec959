import type { OrderRecord, PaymentRecord } from '@portal/domain/payments/ledger-shapes';
import { ReceiptMessages } from '@portal/domain/payments/payments.messages';
import { requireMember, type Ctx, type MemberCtx } from '../platform/auth';
import { notFound } from '../platform/errors';
import { queueReceipt } from './receipt-mail';
import { orderRecords, toPaymentRecord } from './receipt-view';
import { paymentsWhere } from './receipts.repo';

// Receipts (spec 002 §2, §7): the member's completed orders and payments, one order as a tax invoice, and the
// re-send. Another member's order answers 404, as if it did not exist.

/** GET /api/ecommerce/orders. */
export async function listOrders(ctx: Ctx): Promise<{ data: OrderRecord[] }> {
  const m = requireMember(ctx);
  return { data: await orderRecords(ctx.db, { memberId: m.member.id }, ctx.config.site.timeZone) };
}

/** One of the member's completed orders, or 404. */
async function ownOrder(ctx: MemberCtx, orderId: number): Promise<OrderRecord> {
  const [order] = await orderRecords(ctx.db, { memberId: ctx.member.id, orderIds: [orderId] }, ctx.config.site.timeZone);
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

/** GET /api/ecommerce/order/{orderId}/sendreceipt: queue the receipt again (the outbox sends and retries it). */
export async function sendReceipt(ctx: Ctx, orderId: number): Promise<{ data: { message: string } }> {
  const m = requireMember(ctx);
  await ownOrder(m, orderId);
  await ctx.db.transaction((tx) => queueReceipt(tx, { config: ctx.config, now: ctx.now() }, orderId));
  return { data: { message: ReceiptMessages.resent } };
}
