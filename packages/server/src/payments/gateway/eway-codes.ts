import type { GatewayPayment } from '../../platform/gateway-port';

// eWAY Rapid's answers and codes, read into the port's terms. ResponseMessage holds comma-separated codes: A2xxx
// approved, D4xxx declined by the bank, F7xxx/F9xxx declined as fraud; Errors holds V6xxx (request invalid, nothing
// charged) and S5xxx (eWAY's own trouble).

/** One transaction as eWAY answers it (POST /Transaction and the query calls share these fields). */
export interface EwayTransaction {
  TransactionID?: number | null;
  TransactionStatus?: boolean;
  TransactionCaptured?: boolean;
  ResponseCode?: string | null;
  ResponseMessage?: string | null;
  InvoiceReference?: string | null;
  TotalAmount?: number;
  /** What may still be refunded, in cents. */
  MaxRefund?: number;
  Customer?: { CardDetails?: { Number?: string | null } | null } | null;
  Errors?: string | null;
}

/** The codes members meet, in eWAY's own words (from its Rapid v3 reference). */
const MESSAGES: Record<string, string> = {
  A2000: 'Transaction Approved',
  A2008: 'Honour With Identification',
  A2010: 'Approved For Partial Amount',
  D4401: 'Refer to Issuer',
  D4402: 'Refer to Issuer, special',
  D4404: 'Pick Up Card',
  D4405: 'Do Not Honour',
  D4406: 'Error',
  D4412: 'Invalid Transaction',
  D4413: 'Invalid Amount',
  D4414: 'Invalid Card Number',
  D4433: 'Expired Card, Capture',
  D4451: 'Insufficient Funds',
  D4454: 'Expired Card',
  D4457: 'Function Not Permitted to Cardholder',
  D4461: 'Exceeds Withdrawal Limit',
  D4462: 'Restricted Card',
  D4482: 'CVV Validation Error',
  F7000: 'Undefined Fraud Error',
  F7003: 'Fraud: too many transactions',
  V6021: 'Cardholder Name Required',
  V6022: 'Card Number Required',
  V6023: 'CVN Required',
  V6031: 'Invalid Card Number',
  V6032: 'Invalid CVN',
  V6033: 'Invalid Expiry Date',
  V6034: 'Invalid Issue Number',
  V6101: 'Invalid Card Expiry Month',
  V6102: 'Invalid Card Expiry Year',
  V6106: 'Invalid Card CVN',
  V6110: 'Invalid Card Number',
  V6111: 'Unauthorised API Access, Account Not PCI Certified',
  V6150: 'Invalid Refund Amount',
  V6151: 'Refund amount greater than original transaction',
  V6152: 'Original transaction already refunded for total amount',
  S5000: 'System Error',
  S5010: 'Unknown error returned by gateway',
  S5029: 'API Rate Limit Exceeded',
  S5666: 'Transaction in unknown state',
};

/** eWAY's words for a code list such as "D4405" or "V6021,V6022"; the codes themselves when unknown. */
export function ewayMessage(codes: string | null | undefined): string {
  const list = (codes ?? '')
    .split(',')
    .map((c) => c.trim())
    .filter(Boolean);
  if (!list.length) return 'The card was not accepted';
  return list.map((c) => MESSAGES[c] ?? c).join(', ');
}

export function isApproval(t: EwayTransaction): boolean {
  return t.TransactionStatus === true;
}

/** A transaction in the port's terms. */
export function toPayment(t: EwayTransaction, reference: string): GatewayPayment {
  const amountCents = t.TotalAmount ?? 0;
  const refundedCents = t.MaxRefund === undefined ? 0 : Math.max(0, amountCents - t.MaxRefund);
  const number = t.Customer?.CardDetails?.Number ?? '';
  const base = {
    id: String(t.TransactionID),
    reference: t.InvoiceReference || reference,
    amountCents,
    refundedCents,
    ...(number ? { cardLast4: number.slice(-4) } : {}),
  };
  if (!isApproval(t)) {
    const failed = (t.Errors ?? '').trim() !== '';
    return {
      ...base,
      status: failed ? 'failed' : 'declined',
      message: ewayMessage(failed ? t.Errors : t.ResponseMessage),
    };
  }
  if (refundedCents > 0 && refundedCents >= amountCents) return { ...base, status: 'refunded' };
  return { ...base, status: t.TransactionCaptured === false ? 'authorised' : 'captured' };
}
