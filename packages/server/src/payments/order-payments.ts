import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { refundableCents } from '@portal/domain/payments/refunds.rules';
import type { DbOrTx } from '../platform/db';
import { orderLines, orders, payments } from './payments.tables';

// What another area may read and note of the orders its lines were paid by (docs/decisions/215): the card payment
// of each order with what may still be refunded, and a note on the order's lines that the receipt shows.

export interface OrderPayment {
  paymentId: number;
  orderId: number;
  amountCents: number;
  refundedCents: number;
  refundableCents: number;
}

/** The payment of each order (one query whatever their number), by order id. */
export async function paymentsOfOrders(db: DbOrTx, orderIds: readonly number[]): Promise<Map<number, OrderPayment>> {
  if (!orderIds.length) return new Map();
  const rows = await db
    .select()
    .from(payments)
    .where(inArray(payments.orderId, [...new Set(orderIds)]));
  return new Map(
    rows.map((p) => [
      p.orderId,
      {
        paymentId: p.id,
        orderId: p.orderId,
        amountCents: p.amountCents,
        refundedCents: p.refundedCents,
        refundableCents: p.gatewayPaymentId ? refundableCents(p) : 0,
      },
    ]),
  );
}

/**
 * Write `note` on the order's lines of one kind, in the caller's transaction (the receipt shows a line's note); with
 * `personId`, only on the lines for that person, or naming nobody (a family's cart renews several, decision 250).
 */
export async function noteOrderLines(
  tx: DbOrTx,
  orderId: number,
  kind: string,
  note: string,
  personId?: number,
): Promise<void> {
  const forPerson =
    personId === undefined
      ? undefined
      : sql`coalesce((${orderLines.details}->'person'->>'member_id')::int = ${personId}, true)`;
  await tx
    .update(orderLines)
    .set({ details: sql`${orderLines.details} || jsonb_build_object('note', ${note}::text)` })
    .where(and(eq(orderLines.orderId, orderId), eq(orderLines.kind, kind), forPerson));
}

/** The member's latest paid orders of one kind, newest first (the store's previous attendees, decision 228). */
export async function paidOrderIdsOf(db: DbOrTx, memberId: number, kind: string, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.memberId, memberId), eq(orders.kind, kind), eq(orders.status, 'paid')))
    .orderBy(desc(orders.createdAt))
    .limit(limit);
  return rows.map((r) => r.id);
}

/** Which of these ids (of an area's lines of `kind`) some order names, in one query: such a thing is withdrawn, never deleted. */
export async function orderedRefs(db: DbOrTx, kind: string, refIds: readonly number[]): Promise<Set<number>> {
  if (!refIds.length) return new Set();
  const rows = await db
    .selectDistinct({ refId: orderLines.refId })
    .from(orderLines)
    .where(and(eq(orderLines.kind, kind), inArray(orderLines.refId, [...new Set(refIds)])));
  return new Set(rows.map((r) => r.refId!));
}

/** The paid orders among these, with who ordered and when (the store's attendee lists, decision 235). */
export async function paidOrdersOf(
  db: DbOrTx,
  orderIds: readonly number[],
): Promise<Map<number, { memberId: number; paidAt: Date }>> {
  if (!orderIds.length) return new Map();
  const rows = await db
    .select({ id: orders.id, memberId: orders.memberId, paidAt: orders.paidAt })
    .from(orders)
    .where(and(inArray(orders.id, [...new Set(orderIds)]), eq(orders.status, 'paid')));
  return new Map(rows.map((r) => [r.id, { memberId: r.memberId, paidAt: r.paidAt! }]));
}
