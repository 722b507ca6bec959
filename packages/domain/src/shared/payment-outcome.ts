/**
 * The payment error catalogue of spec 002 §8 and 001 §8, resolved in one place for every payment (membership,
 * invoices, checkout, court hire, team nomination), by the web and by the tests. The server answers one of these
 * keys in ErrorBody.error with its text in ErrorBody.message; each area lists the keys its payment shows, in the
 * spec's priority order, and its own error_validation sentence.
 */

export const PAYMENT_ERROR_KEYS = [
  'error_auth',
  'error_paid',
  'error_avail',
  'error_collision',
  'error_rule',
  'error_rate',
  'error_division',
  'error_response',
  'error_validation',
  'error_payment',
] as const;
export type PaymentErrorKey = (typeof PAYMENT_ERROR_KEYS)[number];

/** spec 002 §8: what is shown when no listed key matches. */
export const PAYMENT_INVALID = 'Payment Invalid';
/** spec 002 §8: success of membership, invoice and court hire payments. */
export const PAYMENT_SUCCESS = 'Payment was successful.';
/** spec 002 §5, 001 §5: the card form's own check. */
export const CARD_FIELDS_INVALID = 'Credit Card fields invalid.';

export interface PaymentCatalogue {
  /** The keys this payment shows, in the spec's priority order; every other key reads 'Payment Invalid'. */
  keys: readonly PaymentErrorKey[];
  /** This area's error_validation sentence (e.g. 'Membership Data Invalid'); the other keys show the server's text. */
  validation: string;
}

/** A failed payment as the web's ApiError (or a test's parsed ErrorBody) carries it. */
export interface PaymentFailure {
  key: string;
  /** The HTTP status: 402 with error_payment is the bank's refusal of the card (the gateway's words in `message`). */
  status?: number;
  message: string;
  /** Field errors; a key of the catalogue found here counts too (the spec's errors object may carry several). */
  fields?: Record<string, string>;
}

/** The message of spec 002 §8 for a failed payment: the first key of the catalogue the failure carries. */
export function paymentOutcomeMessage(failure: PaymentFailure | null | undefined, catalogue: PaymentCatalogue): string {
  if (!failure) return PAYMENT_INVALID;
  const present = new Set([failure.key, ...Object.keys(failure.fields ?? {})]);
  const key = catalogue.keys.find((k) => present.has(k));
  if (!key) return PAYMENT_INVALID;
  if (key === 'error_validation') return catalogue.validation;
  const text = failure.key === key ? failure.message : failure.fields?.[key];
  return text?.trim() ? text : PAYMENT_INVALID;
}

/**
 * Ours, beside spec 002 §8's server text (docs/decisions/181): a card the bank refused is said in plain words, what
 * to do next, and the bank's own text, which the spec shows alone ("Do Not Honour" tells a member nothing).
 */
export const CARD_DECLINED = {
  title: 'Your bank declined this card. You have not been charged.',
  bankSaid: (text: string) => `The bank's answer: ${text}`,
  next: 'Check the card details and try again, use another card, or ask your bank why it declined the payment.',
} as const;

/** The lines that explain a bank's refusal (a 402 error_payment), or none for every other failure. */
export function declineExplained(failure: PaymentFailure | null | undefined): readonly string[] {
  if (!failure || failure.status !== 402 || failure.key !== 'error_payment' || !failure.message.trim()) return [];
  return [CARD_DECLINED.bankSaid(failure.message), CARD_DECLINED.next];
}
