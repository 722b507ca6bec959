import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../platform/db';
import { deskPayments } from './desk-payments.tables';
import { invoices } from './payments.tables';

// Money taken at the desk (drizzle only; docs/decisions/273).

export async function insertDeskPayment(tx: DbOrTx, row: typeof deskPayments.$inferInsert): Promise<void> {
  await tx.insert(deskPayments).values(row);
}

export async function deskPaymentOf(db: DbOrTx, paymentId: number) {
  const [row] = await db.select().from(deskPayments).where(eq(deskPayments.paymentId, paymentId)).limit(1);
  return row;
}

/**
 * Who a desk payment of an invoice is from, as the receipt names them: the invoice's member, or for a team's invoice
 * its first manager (or admin), whom the invoice was mailed to. Undefined when there is none, or no such invoice.
 */
export async function invoicePayer(
  db: DbOrTx,
  invoiceId: number,
): Promise<{ invoiceId: number; memberId: number | null; description: string } | undefined> {
  const [row] = await db
    .select({
      invoiceId: invoices.id,
      description: invoices.description,
      memberId: sql<
        number | null
      >`coalesce(${invoices.memberId}, (select tm.member_id from team_members tm where tm.team_id = ${invoices.teamId}
      and tm.role in ('manager', 'admin') order by tm.role, tm.member_id limit 1))`,
    })
    .from(invoices)
    .where(eq(invoices.id, invoiceId))
    .limit(1);
  return row;
}
