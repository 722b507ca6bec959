import { z } from 'zod';
import { CARD_FIELDS_INVALID } from '@portal/domain/shared/payment-outcome';
import { AppError } from '../platform/errors';
import type { CardInput } from './gateway/port';

// The card of a payment as the gateway port takes it. Card data is read here and passed to the gateway only: never
// stored, logged or echoed back (spec 001 §3, 002 §3: form 1 a secure field code, form 2 the card fields).

const Form1 = z.object({ secureFieldCode: z.string().trim().min(1).max(500) });
const Form2 = z.object({
  cardNumber: z.string().transform((v) => v.replace(/[\s-]/g, '')).pipe(z.string().regex(/^\d{12,19}$/)),
  cardName: z.string().trim().min(1).max(100),
  cardExpiry: z.string().trim().regex(/^(0[1-9]|1[0-2])\/\d{2}$/),
  cardCVC: z.string().trim().regex(/^\d{3,4}$/),
});

/** The card for the gateway, or 422 error_payment 'Credit Card fields invalid.' (spec 002 §5) when it cannot be read. */
export function readCard(cardData: unknown, form: 1 | 2): CardInput {
  if (form === 1) {
    const parsed = Form1.safeParse(cardData);
    if (parsed.success) return { kind: 'secureField', secureFieldCode: parsed.data.secureFieldCode };
  } else {
    const parsed = Form2.safeParse(cardData);
    if (parsed.success) {
      const [month, year] = parsed.data.cardExpiry.split('/').map(Number) as [number, number];
      return { kind: 'card', number: parsed.data.cardNumber, name: parsed.data.cardName, expiryMonth: month, expiryYear: 2000 + year, cvc: parsed.data.cardCVC };
    }
  }
  throw new AppError(422, 'error_payment', CARD_FIELDS_INVALID);
}
