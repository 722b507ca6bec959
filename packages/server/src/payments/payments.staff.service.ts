import type { FullMemberRecord } from '@portal/domain/staff/member-records.contract';
import { dmyToIso } from '@portal/domain/shared/time';
import type { Config } from '../platform/config';
import type { DbOrTx } from '../platform/db';
import { invoiceViews } from './invoice-view';
import { staffPayments } from './staff-payment-view';
import * as membershipRepo from './membership.repo';
import * as repo from './payments.staff.repo';

// The payments area's part of the back-office home, a member's record and a merge (docs/decisions/161, 162).

export type { InvoiceAttention } from './payments.staff.repo';

/** Invoices with money owing and those overdue on `today` (yyyy-mm-dd), with what they owe. */
export function invoiceAttention(db: DbOrTx, today: string) {
  return repo.invoiceAttention(db, today);
}

/** Each sport's membership price, by sport: the record's sports show it for a payment at the desk (decision 274). */
export async function membershipPrices(db: DbOrTx): Promise<Map<string, number>> {
  return new Map((await membershipRepo.membershipPriceList(db)).map((p) => [p.sport, p.priceCents]));
}

/** The most orders a member's record lists. */
const ORDERS_SHOWN = 100;

/** The member's orders (every status) with their payment and refunds, and their own invoices with what each still owes. */
export async function memberLedger(
  ctx: { db: DbOrTx; config: Pick<Config, 'site'> },
  memberId: number,
): Promise<Pick<FullMemberRecord, 'orders' | 'invoices'>> {
  const [orders, views] = await Promise.all([
    repo.memberOrders(ctx.db, memberId, ORDERS_SHOWN),
    invoiceViews(ctx.db, { memberId, teamIds: [] }, ctx.config),
  ]);
  const paid = new Map(
    (await staffPayments(ctx.db, { orderIds: orders.map((o) => o.id) })).map((p) => [p.order_id, p]),
  );
  return {
    orders: orders.map((o) => ({
      id: o.id,
      at: o.createdAt.toISOString(),
      kind: o.kind,
      description: o.description,
      status: o.status,
      total_cents: o.totalCents,
      payment: paid.get(o.id) ?? null,
    })),
    invoices: views
      .filter((v) => v.memberId === memberId)
      .map((v) => ({
        id: v.record.inv_id,
        description: v.record.inv_description,
        issued_on: dmyToIso(v.record.inv_date) ?? '',
        due_on: dmyToIso(v.record.inv_due_date) ?? '',
        amount_cents: v.record.inv_amount,
        owing_cents: v.owingCents,
      })),
  };
}

/** How many orders and invoices each member has. */
export function ledgerCounts(db: DbOrTx, memberIds: number[]) {
  return repo.ledgerCounts(db, memberIds);
}

/** Move `from`'s orders, invoices, payments and coupon and voucher uses to `to` (inside the merge's transaction). */
export function moveLedger(tx: DbOrTx, from: number, to: number) {
  return repo.moveLedger(tx, from, to);
}
