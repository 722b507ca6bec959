import { and, asc, count, desc, eq, gte, inArray, isNotNull, min } from 'drizzle-orm';
import type { DbOrTx } from '../platform/db';
import { members } from '../platform/members.tables';
import { orderLines, orders, payments, receiptResends } from './payments.tables';

// Receipt queries (drizzle only): completed orders with their lines and payments in three queries, whatever their number.

export type OrderRow = typeof orders.$inferSelect;
export type LineRow = typeof orderLines.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export interface Buyer {
  name: string;
  email: string;
}

/** Orders that were paid (refunded later or not), with the buyer; of a member, of given ids, or both. */
export function completedOrders(db: DbOrTx, where: { memberId?: number; orderIds?: number[] }) {
  const filter = and(
    where.memberId !== undefined ? eq(orders.memberId, where.memberId) : undefined,
    where.orderIds !== undefined ? inArray(orders.id, where.orderIds.length ? where.orderIds : [0]) : undefined,
  );
  return db
    .select({ order: orders, firstname: members.firstname, lastname: members.lastname, email: members.email })
    .from(orders)
    .innerJoin(members, eq(members.id, orders.memberId))
    .where(and(filter, isNotNull(orders.paidAt)))
    .orderBy(desc(orders.paidAt), desc(orders.id));
}

export function linesOf(db: DbOrTx, orderIds: number[]) {
  if (!orderIds.length) return Promise.resolve([] as LineRow[]);
  return db
    .select()
    .from(orderLines)
    .where(inArray(orderLines.orderId, orderIds))
    .orderBy(asc(orderLines.orderId), asc(orderLines.position));
}

/** Payments with the payer's name, by order ids, by invoice ids, or by member. */
export function paymentsWhere(
  db: DbOrTx,
  where: { orderIds: number[] } | { invoiceIds: number[] } | { memberId: number },
) {
  const filter =
    'orderIds' in where
      ? inArray(payments.orderId, where.orderIds)
      : 'invoiceIds' in where
        ? inArray(payments.invoiceId, where.invoiceIds)
        : eq(payments.memberId, where.memberId);
  const empty = 'orderIds' in where ? !where.orderIds.length : 'invoiceIds' in where ? !where.invoiceIds.length : false;
  if (empty) return Promise.resolve([]);
  return db
    .select({ payment: payments, firstname: members.firstname, lastname: members.lastname })
    .from(payments)
    .innerJoin(members, eq(members.id, payments.memberId))
    .where(filter)
    .orderBy(desc(payments.paidAt), desc(payments.id));
}

/** Lock an order's row until the transaction ends: re-sends of one order are counted one after another. */
export async function lockOrder(tx: DbOrTx, orderId: number): Promise<void> {
  await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId)).for('update');
}

/** How many re-sends of an order were recorded since `since`, and the earliest of them. */
export async function recentResends(
  tx: DbOrTx,
  orderId: number,
  since: Date,
): Promise<{ n: number; first: Date | null }> {
  const [row] = await tx
    .select({ n: count(), first: min(receiptResends.at) })
    .from(receiptResends)
    .where(and(eq(receiptResends.orderId, orderId), gte(receiptResends.at, since)));
  return { n: Number(row?.n ?? 0), first: row?.first ? new Date(row.first) : null };
}

export function recordResend(tx: DbOrTx, orderId: number, at: Date) {
  return tx.insert(receiptResends).values({ orderId, at });
}
