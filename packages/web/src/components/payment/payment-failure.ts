import { paymentOutcomeMessage, type PaymentCatalogue } from '@portal/domain/shared/payment-outcome';
import { ApiError } from '../../lib/api-client';

/** spec 002 §8: the message of a failed payment call, from the area's catalogue of error keys. */
export function paymentFailureMessage(error: unknown, catalogue: PaymentCatalogue): string {
  const failure = error instanceof ApiError ? { key: error.key, message: error.message, fields: error.fields } : null;
  return paymentOutcomeMessage(failure, catalogue);
}
