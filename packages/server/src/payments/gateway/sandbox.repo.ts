import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../platform/db';
import { sandboxPayments, sandboxRefunds, sandboxSecureCodes } from './sandbox.tables';

// The sandbox provider's queries. Every change of state is one conditional UPDATE, so two requests racing on one
// payment (a retried capture, a double refund) can never both move it.

export type SandboxRow = typeof sandboxPayments.$inferSelect;
type Status = SandboxRow['status'];

/** Insert unless the idempotency key is known; answers the row under that key either way. */
export async function createPayment(
  db: Db,
  row: Pick<SandboxRow, 'id' | 'idempotencyKey' | 'reference' | 'amountCents'>,
  now: Date,
): Promise<SandboxRow> {
  await db
    .insert(sandboxPayments)
    .values({ ...row, createdAt: now, updatedAt: now })
    .onConflictDoNothing();
  const [found] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.idempotencyKey, row.idempotencyKey));
  return found!;
}

export async function byId(db: Db, id: string): Promise<SandboxRow | null> {
  const [row] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.id, id));
  return row ?? null;
}

export async function byReference(db: Db, reference: string): Promise<SandboxRow | null> {
  const [row] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.reference, reference));
  return row ?? null;
}

/** Move a payment from one of `from` to `to` (with extra columns); null when it was not in one of `from`. */
export async function move(
  db: Db,
  id: string,
  from: Status[],
  to: Partial<SandboxRow> & { status: Status },
  now: Date,
): Promise<SandboxRow | null> {
  const [row] = await db
    .update(sandboxPayments)
    .set({ ...to, updatedAt: now })
    .where(and(eq(sandboxPayments.id, id), inArray(sandboxPayments.status, from)))
    .returning();
  return row ?? null;
}

/** Refund `amount` of a captured payment if that much is left; the whole amount marks it refunded. */
export async function refund(db: DbOrTx, id: string, amount: number, now: Date): Promise<SandboxRow | null> {
  const refunded = sql`${sandboxPayments.refundedCents} + ${amount}`;
  const [row] = await db
    .update(sandboxPayments)
    .set({
      refundedCents: refunded,
      status: sql`case when ${refunded} >= ${sandboxPayments.amountCents} then 'refunded' else 'captured' end`,
      updatedAt: now,
    })
    .where(
      and(
        eq(sandboxPayments.id, id),
        eq(sandboxPayments.status, 'captured'),
        sql`${refunded} <= ${sandboxPayments.amountCents}`,
      ),
    )
    .returning();
  return row ?? null;
}

export type SandboxRefundRow = typeof sandboxRefunds.$inferSelect;

/**
 * Refund under a reference once: the refund row and the payment's change commit together, so a reference seen before
 * refunds nothing more (answers the first refund) and a refund the payment cannot take leaves no row (null).
 */
export async function refundOnce(
  db: Db,
  id: string,
  reference: string,
  amount: number,
  now: Date,
): Promise<{ refund: SandboxRefundRow | null; fresh: boolean }> {
  const earlier = await refundByReference(db, reference);
  if (earlier) return { refund: earlier, fresh: false };
  return db
    .transaction(async (tx) => {
      const [row] = await tx
        .insert(sandboxRefunds)
        .values({ reference, paymentId: id, amountCents: amount, createdAt: now })
        .onConflictDoNothing()
        .returning();
      if (!row) return { refund: await refundByReference(tx, reference), fresh: false };
      if (!(await refund(tx, id, amount, now))) throw new RefundRefused();
      return { refund: row, fresh: true };
    })
    .catch((err: unknown) => {
      if (err instanceof RefundRefused) return { refund: null, fresh: true };
      throw err;
    });
}

class RefundRefused extends Error {}

export async function refundByReference(db: DbOrTx, reference: string): Promise<SandboxRefundRow | null> {
  const [row] = await db.select().from(sandboxRefunds).where(eq(sandboxRefunds.reference, reference));
  return row ?? null;
}

export async function insertSecureCode(db: Db, row: typeof sandboxSecureCodes.$inferInsert): Promise<void> {
  await db.insert(sandboxSecureCodes).values(row);
}

/** Spend a secure field code once, before it lapses; null when unknown, spent or lapsed. */
export async function spendSecureCode(db: Db, code: string, now: Date) {
  const [row] = await db
    .update(sandboxSecureCodes)
    .set({ usedAt: now })
    .where(
      and(eq(sandboxSecureCodes.code, code), isNull(sandboxSecureCodes.usedAt), gt(sandboxSecureCodes.expiresAt, now)),
    )
    .returning();
  return row ?? null;
}
