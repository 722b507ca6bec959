import { sumCents } from '../shared/money';
import { addDaysIso, addMonthsIso } from '../shared/time';
import { InvoiceMessages } from './payments.messages';

/** spec 002 §2, §9: renewal opens on the expiry date minus 31 days. */
export const RENEWAL_DAYS_BEFORE_EXPIRY = 31;
/** A membership paid for runs 12 months (ours: the spec does not say; the association's season year). */
export const MEMBERSHIP_MONTHS = 12;

/** The day renewal opens for a membership expiring on `expiryIso` (spec 002 §9: expiry minus 31 days). */
export function renewalDate(expiryIso: string): string {
  return addDaysIso(expiryIso, -RENEWAL_DAYS_BEFORE_EXPIRY);
}

/** Whether the member may pay for the sport today: no expiry yet, or on or after the renewal date. */
export function canRenew(expiryIso: string | null, todayIso: string): boolean {
  return !expiryIso || todayIso >= renewalDate(expiryIso);
}

/** The new expiry after paying: 12 months from the current expiry, or from today when it has passed or is unset. */
export function nextExpiry(expiryIso: string | null, todayIso: string): string {
  const from = expiryIso && expiryIso > todayIso ? expiryIso : todayIso;
  return addMonthsIso(from, MEMBERSHIP_MONTHS);
}

/** One payment of an invoice as the ledger holds it (integer cents). */
export interface LedgerPayment {
  amountCents: number;
  discountCents: number;
  refundedCents: number;
}

/** spec 002 §9: total paid is the sum of payments plus discounts, with refunds negated. */
export function invoiceTotalPaid(payments: readonly LedgerPayment[]): number {
  return sumCents(payments.map((p) => p.amountCents + p.discountCents - p.refundedCents));
}

/** What is still owed on an invoice (never below 0). */
export function amountOwing(invoiceAmountCents: number, payments: readonly LedgerPayment[]): number {
  return Math.max(0, invoiceAmountCents - invoiceTotalPaid(payments));
}

/** spec 002 §5: a part payment is at least $1 and not above the amount owing; null when it may be paid. */
export function partPaymentProblem(amountCents: number, owingCents: number): string | null {
  if (amountCents > owingCents) return InvoiceMessages.amountTooHigh;
  if (amountCents < 100) return InvoiceMessages.amountTooLow;
  return null;
}

/** Who an invoice belongs to: a member, or a team (its managers and admins pay it). */
export interface InvoiceOwner {
  memberId: number | null;
  teamId: number | null;
}

/** Only the invoice's member, or a manager or admin of its team, may read or pay it (decision 054). */
export function ownsInvoice(
  viewer: { memberId: number; managedTeamIds: readonly number[] },
  invoice: InvoiceOwner,
): boolean {
  if (invoice.memberId !== null && invoice.memberId === viewer.memberId) return true;
  return invoice.teamId !== null && viewer.managedTeamIds.includes(invoice.teamId);
}

/** spec 002 §2 receipt detail title: the payment id, else 'Invoice #id' for an invoice, else the order id. */
export function receiptTitle(order: {
  o_id: number;
  o_invoice: boolean;
  o_invoice_id: number | null;
  o_payments: readonly { p_id: number }[];
}): string {
  const payment = order.o_payments[0];
  if (payment) return `Receipt #${payment.p_id}`;
  if (order.o_invoice && order.o_invoice_id !== null) return `Invoice #${order.o_invoice_id}`;
  return `Receipt #${order.o_id}`;
}

/** The status a payment shows in the receipts list. */
export function paymentStatus(p: {
  amountCents: number;
  discountCents: number;
  refundedCents: number;
}): 'Paid' | 'Refunded' | 'Partially Refunded' {
  if (p.refundedCents <= 0) return 'Paid';
  return p.refundedCents >= p.amountCents ? 'Refunded' : 'Partially Refunded';
}
