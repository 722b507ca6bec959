import { and, asc, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../platform/db';
import { members } from '../platform/members.tables';
import { orders, payments } from './payments.tables';
import { refunds } from './refunds.tables';
import { deskPayments } from './desk-payments.tables';

// Refund queries (drizzle only; docs/decisions/201). Holding a refund's amount is one conditional UPDATE of the
// payment row: concurrent refunds of one payment queue on its row lock, and the payments_refunds CHECK refuses what
// the condition would let through.

export type RefundRow = typeof refunds.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;

export function refundByKey(db: DbOrTx, key: string): Promise<RefundRow | undefined> {
  return db
    .select()
    .from(refunds)
    .where(eq(refunds.idempotencyKey, key))
    .then((r) => r[0]);
}

/** The payment with its order's GST, for a refund. */
export async function paymentForRefund(db: DbOrTx, paymentId: number) {
  const [row] = await db
    .select({ payment: payments, taxCents: orders.taxCents })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(eq(payments.id, paymentId));
  return row;
}

/** Lock the payment's row until the transaction ends (NO KEY UPDATE: refunds and orders hold KEY SHARE through their keys). */
export async function lockPayment(tx: DbOrTx, paymentId: number): Promise<void> {
  await tx.select({ id: payments.id }).from(payments).where(eq(payments.id, paymentId)).for('no key update');
}

/** Hold `amount` of the payment for a refund under way; null when less than that is left to refund. */
export async function holdRefund(tx: DbOrTx, paymentId: number, amount: number) {
  const [row] = await tx
    .update(payments)
    .set({ refundHeldCents: sql`${payments.refundHeldCents} + ${amount}` })
    .where(
      and(
        eq(payments.id, paymentId),
        sql`${payments.refundedCents} + ${payments.refundHeldCents} + ${amount} <= ${payments.amountCents}`,
      ),
    )
    .returning({ refundedCents: payments.refundedCents, refundHeldCents: payments.refundHeldCents });
  return row ?? null;
}

export async function insertRefund(tx: DbOrTx, row: typeof refunds.$inferInsert): Promise<RefundRow> {
  const [inserted] = await tx.insert(refunds).values(row).returning();
  return inserted!;
}

/** Settle a pending refund once: null when it was no longer pending (another server settled it). */
export async function settleRefundRow(
  tx: DbOrTx,
  id: number,
  to: { status: 'succeeded' | 'failed'; message: string | null; settledAt: Date },
) {
  const [row] = await tx
    .update(refunds)
    .set(to)
    .where(and(eq(refunds.id, id), eq(refunds.status, 'pending')))
    .returning();
  return row ?? null;
}

/** Release the hold of a settled refund, and count it as refunded when it succeeded. */
export async function applyRefund(tx: DbOrTx, paymentId: number, amount: number, succeeded: boolean): Promise<void> {
  await tx
    .update(payments)
    .set({
      refundHeldCents: sql`${payments.refundHeldCents} - ${amount}`,
      ...(succeeded ? { refundedCents: sql`${payments.refundedCents} + ${amount}` } : {}),
    })
    .where(eq(payments.id, paymentId));
}

/** Claim pending refunds whose lease ran out (their server stopped, or the gateway did not answer) with a new lease. */
export function claimStaleRefunds(db: DbOrTx, now: Date, leaseUntil: Date, limit: number) {
  const stale = db
    .select({ id: refunds.id })
    .from(refunds)
    .where(and(eq(refunds.status, 'pending'), lt(refunds.leaseUntil, now)))
    .orderBy(asc(refunds.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db.update(refunds).set({ leaseUntil }).where(inArray(refunds.id, stale)).returning();
}

/** The refunds of these payments with who asked for them, oldest first. */
export function refundsOf(db: DbOrTx, paymentIds: number[]) {
  if (!paymentIds.length) return Promise.resolve([]);
  return db
    .select({ refund: refunds, by: members.username })
    .from(refunds)
    .leftJoin(members, eq(members.id, refunds.actorMemberId))
    .where(inArray(refunds.paymentId, paymentIds))
    .orderBy(asc(refunds.id));
}

/** Payments with the payer's name, whether their order renewed a membership and what the desk noted of them (decision 273), by ids, invoices or orders, newest first. */
export function paymentsWithPayer(
  db: DbOrTx,
  where: { ids: number[] } | { invoiceIds: number[] } | { orderIds: number[] },
) {
  const [column, ids] =
    'ids' in where
      ? [payments.id, where.ids]
      : 'invoiceIds' in where
        ? [payments.invoiceId, where.invoiceIds]
        : [payments.orderId, where.orderIds];
  if (!ids.length) return Promise.resolve([]);
  return db
    .select({
      payment: payments,
      firstname: members.firstname,
      lastname: members.lastname,
      renewsMembership: sql<boolean>`coalesce(jsonb_array_length(${orders.data}->'renewed'), 0) > 0`,
      desk: deskPayments,
    })
    .from(payments)
    .innerJoin(members, eq(members.id, payments.memberId))
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .leftJoin(deskPayments, eq(deskPayments.paymentId, payments.id))
    .where(inArray(column, ids))
    .orderBy(desc(payments.paidAt), desc(payments.id));
}
