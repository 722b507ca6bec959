import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../platform/db';
import { moveMemberRows, selectRows } from '../platform/member-rows';
import { couponMemberUses, couponRedemptions } from './coupons.tables';
import { invoices, orders, paymentAttempts, payments, voucherFailures, vouchers } from './payments.tables';
import { INVOICE_MONEY } from './invoice-money';
import { creditNotes, refunds } from './refunds.tables';

// What the back-office reads and moves of the ledger (drizzle only; docs/decisions/161, 162).

export interface InvoiceAttention {
  unpaid: number;
  unpaidCents: number;
  overdue: number;
  overdueCents: number;
}

/**
 * Invoices with money owing, and those past their due date (`today`, yyyy-mm-dd), with what they owe (invoice-money.ts).
 */
export async function invoiceAttention(db: DbOrTx, today: string): Promise<InvoiceAttention> {
  const [row] = await selectRows<Record<keyof InvoiceAttention, number | string | null>>(
    db,
    sql`
    ${INVOICE_MONEY}, owing as (select i.due_on, money.owing as cents from invoices i join money on money.id = i.id)
    select count(*) filter (where cents > 0) as "unpaid", coalesce(sum(cents), 0) as "unpaidCents",
      count(*) filter (where cents > 0 and due_on < ${today}::date) as "overdue",
      coalesce(sum(cents) filter (where due_on < ${today}::date), 0) as "overdueCents"
    from owing`,
  );
  return {
    unpaid: Number(row?.unpaid ?? 0),
    unpaidCents: Number(row?.unpaidCents ?? 0),
    overdue: Number(row?.overdue ?? 0),
    overdueCents: Number(row?.overdueCents ?? 0),
  };
}

/** The member's orders of every status, newest first (at most `limit`). */
export function memberOrders(db: DbOrTx, memberId: number, limit: number) {
  return db
    .select({
      id: orders.id,
      createdAt: orders.createdAt,
      kind: orders.kind,
      description: orders.description,
      status: orders.status,
      totalCents: orders.totalCents,
    })
    .from(orders)
    .where(eq(orders.memberId, memberId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
}

/** How many orders and invoices each member has. */
export async function ledgerCounts(
  db: DbOrTx,
  memberIds: number[],
): Promise<Map<number, { orders: number; invoices: number }>> {
  const counts = new Map(memberIds.map((id) => [id, { orders: 0, invoices: 0 }]));
  if (!memberIds.length) return counts;
  const [o, i] = await Promise.all([
    db
      .select({ memberId: orders.memberId, n: sql<number>`count(*)::int` })
      .from(orders)
      .where(inArray(orders.memberId, memberIds))
      .groupBy(orders.memberId),
    db
      .select({ memberId: invoices.memberId, n: sql<number>`count(*)::int` })
      .from(invoices)
      .where(inArray(invoices.memberId, memberIds))
      .groupBy(invoices.memberId),
  ]);
  for (const r of o) counts.get(r.memberId)!.orders = Number(r.n);
  for (const r of i) if (r.memberId !== null) counts.get(r.memberId)!.invoices = Number(r.n);
  return counts;
}

/**
 * Move `from`'s ledger to `to`. A coupon's uses by both add up on the kept account's row: its per-member limit is
 * raised to what the two accounts used, as both uses were allowed when they were made.
 */
export async function moveLedger(tx: DbOrTx, from: number, to: number): Promise<Record<string, number>> {
  await tx.execute(sql`
    insert into coupon_member_uses (coupon_id, member_id, uses, member_limit)
    select coupon_id, ${to}, uses, member_limit from coupon_member_uses where member_id = ${from}
    on conflict (coupon_id, member_id) do update set uses = coupon_member_uses.uses + excluded.uses,
      member_limit = case when coupon_member_uses.member_limit is null or excluded.member_limit is null then null
        else greatest(coupon_member_uses.member_limit, excluded.member_limit, coupon_member_uses.uses + excluded.uses) end`);
  await tx.delete(couponMemberUses).where(eq(couponMemberUses.memberId, from));
  return {
    orders: await moveMemberRows(tx, orders, orders.memberId, from, to),
    invoices: await moveMemberRows(tx, invoices, invoices.memberId, from, to),
    payments: await moveMemberRows(tx, payments, payments.memberId, from, to),
    payment_attempts: await moveMemberRows(tx, paymentAttempts, paymentAttempts.memberId, from, to),
    coupon_uses: await moveMemberRows(tx, couponRedemptions, couponRedemptions.memberId, from, to),
    vouchers: await moveMemberRows(tx, vouchers, vouchers.recipientMemberId, from, to),
    voucher_failures: await moveMemberRows(tx, voucherFailures, voucherFailures.memberId, from, to),
    // who asked for a refund or a credit note (docs/decisions/200, 201)
    refunds_asked: await moveMemberRows(tx, refunds, refunds.actorMemberId, from, to),
    credit_notes_made: await moveMemberRows(tx, creditNotes, creditNotes.actorMemberId, from, to),
  };
}
