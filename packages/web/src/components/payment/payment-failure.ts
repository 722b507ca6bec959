import {
  CARD_DECLINED,
  declineExplained,
  paymentOutcomeMessage,
  type PaymentCatalogue,
  type PaymentFailure,
} from '@portal/domain/shared/payment-outcome';
import { refusalOf } from '../../lib/api-client';

function failureOf(error: unknown): PaymentFailure | null {
  const refusal = refusalOf(error);
  return refusal && { key: refusal.key, message: refusal.message, fields: refusal.fields, status: refusal.status };
}

/** spec 002 §8: the message of a failed payment call, from the area's catalogue of error keys. */
export function paymentFailureMessage(error: unknown, catalogue: PaymentCatalogue): string {
  return paymentOutcomeMessage(failureOf(error), catalogue);
}

/**
 * What the payment step shows for a failure: spec 002 §8's message, or for a bank's refusal the plain-words title with
 * the bank's text and what to do (docs/decisions/181).
 */
export function paymentFailureAlert(
  error: unknown,
  catalogue: PaymentCatalogue,
): { message: string; lines: readonly string[] } {
  const failure = failureOf(error);
  const lines = declineExplained(failure);
  return lines.length
    ? { message: CARD_DECLINED.title, lines }
    : { message: paymentOutcomeMessage(failure, catalogue), lines: [] };
}
