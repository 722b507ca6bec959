import type { StaffPayment } from '@portal/domain/payments/invoices.staff.contract';
import { NoRefundMessages } from '@portal/domain/payments/desk-payments.messages';
import { refundableCents, whyNoRefund } from '@portal/domain/payments/refunds.rules';
import type { DbOrTx } from '../platform/db';
import * as repo from './refunds.repo';

// Payments as the back-office sees them: what was charged, refunded and may still be refunded, with each refund
// (docs/decisions/201), how money taken at the desk was paid and whether it may be reversed (273), and why there is
// no Refund when there is none (issue 40). Two queries whatever their number.

/** The refund key of a desk payment's reversal: one per payment, so the unique key refuses a second (decision 273). */
export const reversalKey = (paymentId: number) => `reversal:${paymentId}`;

function noRefundText(p: repo.PaymentRow, desk: boolean): string | null {
  const why = whyNoRefund({ ...p, desk });
  if (why === 'desk' || why === 'notCharged') return NoRefundMessages[why](p.origin);
  return why ? NoRefundMessages[why] : null;
}

export async function staffPayments(
  db: DbOrTx,
  where: Parameters<typeof repo.paymentsWithPayer>[1],
): Promise<StaffPayment[]> {
  const rows = await repo.paymentsWithPayer(db, where);
  const refunds = await repo.refundsOf(
    db,
    rows.map((r) => r.payment.id),
  );
  return rows.map(({ payment: p, firstname, lastname, renewsMembership, desk }) => ({
    id: p.id,
    order_id: p.orderId,
    at: p.paidAt.toISOString(),
    member: `${firstname} ${lastname}`.trim(),
    origin: p.origin,
    amount_cents: p.amountCents,
    donation_cents: p.donationCents,
    discount_cents: p.discountCents,
    refunded_cents: p.refundedCents,
    card_last4: p.cardLast4,
    refundable_cents: p.gatewayPaymentId ? refundableCents(p) : 0,
    renews_membership: Boolean(renewsMembership),
    refunds: refunds
      .filter((r) => r.refund.paymentId === p.id)
      .map(({ refund: r, by }) => ({
        id: r.id,
        at: r.createdAt.toISOString(),
        amount_cents: r.amountCents,
        reason: r.reason,
        status: r.status,
        message: r.message,
        by: by ?? '',
        reversal: r.idempotencyKey === reversalKey(p.id),
      })),
    desk: desk ? { method: desk.method, reference: desk.reference, received_on: desk.receivedOn } : null,
    reversible: Boolean(desk) && p.refundedCents + p.refundHeldCents === 0,
    no_refund: noRefundText(p, Boolean(desk)),
  }));
}
