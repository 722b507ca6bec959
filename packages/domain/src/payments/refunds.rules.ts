// How a refund splits into goods, GST and donation, and what a payment still allows (docs/decisions/201). A payment's
// $1 donation is given back last: refunds first give back what paid for the goods (and the GST within it, in the
// payment's proportion), so an invoice's amount owing rises by exactly what was refunded of its goods.

/** A payment as its refunds see it, in cents: what was charged, the donation within it, the GST within the goods. */
export interface RefundablePayment {
  amountCents: number;
  donationCents: number;
  taxCents: number;
}

export interface RefundParts {
  goods: number;
  tax: number;
  donation: number;
}

/** What refunds adding up to `refundedCents` gave back of the goods, the GST within them and the donation. */
export function refundParts(p: RefundablePayment, refundedCents: number): RefundParts {
  const goodsPaid = p.amountCents - p.donationCents;
  const goods = Math.min(Math.max(refundedCents, 0), goodsPaid);
  const tax = goodsPaid > 0 ? Math.round((goods * Math.min(p.taxCents, goodsPaid)) / goodsPaid) : 0;
  return { goods, tax, donation: Math.max(0, Math.min(refundedCents, p.amountCents) - goodsPaid) };
}

/** The GST and donation of one refund of `amountCents` after `beforeCents` were refunded (or are being refunded). */
export function refundShares(
  p: RefundablePayment,
  beforeCents: number,
  amountCents: number,
): { taxCents: number; donationCents: number } {
  const before = refundParts(p, beforeCents);
  const after = refundParts(p, beforeCents + amountCents);
  return { taxCents: after.tax - before.tax, donationCents: after.donation - before.donation };
}

/** What may still be refunded of a payment: what was charged less what was refunded and what refunds under way hold. */
export function refundableCents(p: { amountCents: number; refundedCents: number; refundHeldCents: number }): number {
  return Math.max(0, p.amountCents - p.refundedCents - p.refundHeldCents);
}

/** A payment as the reason for its missing Refund button sees it (issue 40). */
export interface RefundablePaymentState {
  origin: string;
  amountCents: number;
  refundedCents: number;
  refundHeldCents: number;
  gatewayPaymentId: string | null;
  desk: boolean;
}

export type NoRefund = 'desk' | 'notCharged' | 'noGateway' | 'refunded' | 'underWay';

/**
 * Why a payment cannot be refunded through the gateway, or null when it can: money taken at the desk is reversed
 * instead (decision 273); nothing was charged; a card payment the gateway never saw (made before the portal's
 * gateway) is refunded from the bank; or it was refunded, or a refund holds the rest.
 */
export function whyNoRefund(p: RefundablePaymentState): NoRefund | null {
  if (p.desk) return 'desk';
  if (p.amountCents === 0) return 'notCharged';
  if (!p.gatewayPaymentId) return 'noGateway';
  if (refundableCents(p) > 0) return null;
  return p.refundedCents >= p.amountCents ? 'refunded' : 'underWay';
}
