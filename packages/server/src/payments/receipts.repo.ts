import { and, asc, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '../platform/db';
import { members } from '../platform/members.tables';
import { orderLines, orders, payments } from './payments.tables';

// Receipt queries (drizzle only): completed orders with their lines and payments in three queries, whatever their number.

export type OrderRow = typeof orders.$inferSelect;
export type LineRow = typeof orderLines.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export interface Buyer { name: string; email: string }

/** Orders that were paid (refunded later or not), with the buyer; of a member, of given ids, or both. */
export function completedOrders(db: DbOrTx, where: { memberId?: number; orderIds?: number[] }) {
  const filter = and(
    where.memberId !== undefined ? eq(orders.memberId, where.memberId) : undefined,
    where.orderIds !== undefined ? inArray(orders.id, where.orderIds.length ? where.orderIds : [0]) : undefined,
  );
  return db.select({ order: orders, firstname: members.firstname, lastname: members.lastname, email: members.email })
    .from(orders).innerJoin(members, eq(members.id, orders.memberId))
    .where(and(filter, isNotNull(orders.paidAt)))
    .orderBy(desc(orders.paidAt), desc(orders.id));
}

export function linesOf(db: DbOrTx, orderIds: number[]) {
  if (!orderIds.length) return Promise.resolve([] as LineRow[]);
  return db.select().from(orderLines).where(inArray(orderLines.orderId, orderIds)).orderBy(asc(orderLines.orderId), asc(orderLines.position));
}

/** Payments with the payer's name, by order ids, by invoice ids, or by member. */
export function paymentsWhere(db: DbOrTx, where: { orderIds: number[] } | { invoiceIds: number[] } | { memberId: number }) {
  const filter = 'orderIds' in where ? inArray(payments.orderId, where.orderIds)
    : 'invoiceIds' in where ? inArray(payments.invoiceId, where.invoiceIds) : eq(payments.memberId, where.memberId);
  const empty = 'orderIds' in where ? !where.orderIds.length : 'invoiceIds' in where ? !where.invoiceIds.length : false;
  if (empty) return Promise.resolve([]);
  return db.select({ payment: payments, firstname: members.firstname, lastname: members.lastname })
    .from(payments).innerJoin(members, eq(members.id, payments.memberId))
    .where(filter).orderBy(desc(payments.paidAt), desc(payments.id));
}
