import type { StaffPayment } from '@portal/domain/payments/invoices.staff.contract';
import { refundableCents } from '@portal/domain/payments/refunds.rules';
import type { DbOrTx } from '../platform/db';
import * as repo from './refunds.repo';

// Payments as the back-office sees them: what was charged, refunded and may still be refunded, with each refund
// (docs/decisions/201). Two queries whatever their number.

export async function staffPayments(db: DbOrTx, where: Parameters<typeof repo.paymentsWithPayer>[1]): Promise<StaffPayment[]> {
  const rows = await repo.paymentsWithPayer(db, where);
  const refunds = await repo.refundsOf(db, rows.map((r) => r.payment.id));
  return rows.map(({ payment: p, firstname, lastname, renewsMembership }) => ({
    id: p.id, order_id: p.orderId, at: p.paidAt.toISOString(), member: `${firstname} ${lastname}`.trim(), origin: p.origin,
    amount_cents: p.amountCents, donation_cents: p.donationCents, discount_cents: p.discountCents, refunded_cents: p.refundedCents,
    card_last4: p.cardLast4, refundable_cents: p.gatewayPaymentId ? refundableCents(p) : 0, renews_membership: Boolean(renewsMembership),
    refunds: refunds.filter((r) => r.refund.paymentId === p.id).map(({ refund: r, by }) => ({
      id: r.id, at: r.createdAt.toISOString(), amount_cents: r.amountCents, reason: r.reason, status: r.status, message: r.message, by: by ?? '',
    })),
  }));
}
