import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../platform/db';
import { orderLines, orders, paymentAttempts, payments, voucherRedemptions } from './payments.tables';
import type { StoredOrder } from './order-kinds';

// Ledger queries (drizzle only): orders and their lines, payment attempts, payments, voucher redemptions.

export type AttemptRow = typeof paymentAttempts.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type NewLine = Omit<typeof orderLines.$inferInsert, 'orderId'>;

/** Insert the attempt unless the member already used this key; null when it exists (the caller reads that one). */
export async function insertAttempt(
  tx: DbOrTx,
  values: typeof paymentAttempts.$inferInsert,
): Promise<AttemptRow | null> {
  const [row] = await tx
    .insert(paymentAttempts)
    .values(values)
    .onConflictDoNothing({ target: [paymentAttempts.memberId, paymentAttempts.idempotencyKey] })
    .returning();
  return row ?? null;
}

export async function attemptByKey(db: DbOrTx, memberId: number, key: string): Promise<AttemptRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.memberId, memberId), eq(paymentAttempts.idempotencyKey, key)))
    .limit(1);
  return row;
}

export async function attemptById(db: DbOrTx, id: number): Promise<AttemptRow | undefined> {
  const [row] = await db.select().from(paymentAttempts).where(eq(paymentAttempts.id, id)).limit(1);
  return row;
}

/** The attempt, locked until the transaction ends: settling it twice (flow and recovery racing) is impossible. */
export async function lockAttempt(tx: DbOrTx, id: number): Promise<AttemptRow | undefined> {
  const [row] = await tx.select().from(paymentAttempts).where(eq(paymentAttempts.id, id)).for('update').limit(1);
  return row;
}

export function updateAttempt(tx: DbOrTx, id: number, set: Partial<typeof paymentAttempts.$inferInsert>) {
  return tx.update(paymentAttempts).set(set).where(eq(paymentAttempts.id, id));
}

/** Attempts left 'reserved' past their lease (their server stopped), claimed for `leaseUntil` so one server handles each. */
export function claimStaleAttempts(db: DbOrTx, now: Date, leaseUntil: Date, limit: number) {
  const stale = db
    .select({ id: paymentAttempts.id })
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.status, 'reserved'), lt(paymentAttempts.leaseUntil, now)))
    .orderBy(asc(paymentAttempts.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(paymentAttempts)
    .set({ leaseUntil, updatedAt: now })
    .where(inArray(paymentAttempts.id, stale))
    .returning();
}

export async function insertOrder(tx: DbOrTx, order: NewOrder, lines: NewLine[]): Promise<number> {
  const [row] = await tx.insert(orders).values(order).returning({ id: orders.id });
  const id = row!.id;
  if (lines.length) await tx.insert(orderLines).values(lines.map((l) => ({ ...l, orderId: id })));
  return id;
}

export async function loadOrder(db: DbOrTx, id: number): Promise<StoredOrder | undefined> {
  const [order] = await db.select().from(orders).where(eq(orders.id, id)).limit(1);
  if (!order) return undefined;
  const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, id)).orderBy(asc(orderLines.position));
  return {
    id: order.id,
    memberId: order.memberId,
    kind: order.kind,
    status: order.status,
    description: order.description,
    invoiceId: order.invoiceId,
    totalCents: order.totalCents,
    data: order.data,
    createdAt: order.createdAt,
    lines: lines.map((l) => ({
      position: l.position,
      kind: l.kind,
      refId: l.refId,
      name: l.name,
      quantity: l.quantity,
      unitPriceCents: l.unitPriceCents,
      totalCents: l.totalCents,
      details: l.details,
    })),
  };
}

export async function orderMoney(db: DbOrTx, id: number) {
  const [row] = await db
    .select({
      discountCents: orders.discountCents,
      voucherId: orders.voucherId,
      voucherValueCents: orders.voucherValueCents,
      couponCode: orders.couponCode,
      totalCents: orders.totalCents,
      donationCents: orders.donationCents,
    })
    .from(orders)
    .where(eq(orders.id, id))
    .limit(1);
  return row!;
}

export function setOrderStatus(tx: DbOrTx, id: number, status: StoredOrder['status'], paidAt: Date | null) {
  return tx.update(orders).set({ status, paidAt }).where(eq(orders.id, id));
}

/** Hold a voucher's value for an order: the partial unique index refuses a second live redemption (23505). */
export function reserveVoucher(tx: DbOrTx, voucherId: number, orderId: number, amountCents: number) {
  return tx.insert(voucherRedemptions).values({ voucherId, orderId, amountCents, status: 'reserved' });
}

export function settleVoucher(tx: DbOrTx, orderId: number, status: 'spent' | 'released') {
  return tx
    .update(voucherRedemptions)
    .set({ status })
    .where(and(eq(voucherRedemptions.orderId, orderId), eq(voucherRedemptions.status, 'reserved')));
}

/** A voucher is spent, or held by a payment under way. */
export async function voucherTaken(db: DbOrTx, voucherId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: voucherRedemptions.id })
    .from(voucherRedemptions)
    .where(and(eq(voucherRedemptions.voucherId, voucherId), sql`${voucherRedemptions.status} <> 'released'`))
    .limit(1);
  return Boolean(row);
}

export async function insertPayment(tx: DbOrTx, values: typeof payments.$inferInsert): Promise<number> {
  const [row] = await tx.insert(payments).values(values).returning({ id: payments.id });
  return row!.id;
}
