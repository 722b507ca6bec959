import { cardFieldsSchema, cardFromFields, SecureFieldData, type CardFormKind } from '@portal/domain/shared/card';
import { CARD_FIELDS_INVALID } from '@portal/domain/shared/payment-outcome';
import { AppError } from '../platform/errors';
import type { CardInput } from '../platform/gateway-port';

// The card of a payment as the gateway port takes it, checked with the same domain schema as the browser's card form
// (domain/shared/card.ts): a number failing Luhn or an expiry in the past is refused here, before any charge. Card
// data is read here and passed to the gateway only: never stored, logged or echoed back.

/** The card for the gateway, or 422 error_payment 'Credit Card fields invalid.' (spec 002 §5) with the fields that failed. */
export function readCard(cardData: unknown, form: CardFormKind, todayIso: string): CardInput {
  if (form === 1) {
    const parsed = SecureFieldData.safeParse(cardData);
    if (parsed.success) return { kind: 'secureField', secureFieldCode: parsed.data.secureFieldCode };
    throw invalid(parsed.error.issues);
  }
  const parsed = cardFieldsSchema(todayIso).safeParse(cardData);
  if (parsed.success) return cardFromFields(parsed.data);
  throw invalid(parsed.error.issues);
}

/** Field errors name the field only (never its value): card data is not echoed back. */
function invalid(issues: readonly { path: readonly PropertyKey[]; message: string }[]): AppError {
  const fields: Record<string, string> = {};
  for (const issue of issues) fields[String(issue.path[0] ?? 'cardData')] ??= issue.message;
  return new AppError(422, 'error_payment', CARD_FIELDS_INVALID, fields);
}
