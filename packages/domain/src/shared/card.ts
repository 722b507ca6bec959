import { z } from 'zod';
import { textField } from './fields';
import { ValidationMessages as M } from './messages';

// Card data of spec 002 §3 and 001 §3: one provider's hosted fields give a secure field code (card form 1); the
// other form posts cardNumber, cardName, cardExpiry (MM/YY) and cardCVC (card form 2). spec 002 §5: each field is
// required, and a card that fails the form's check shows 'Credit Card fields invalid.' (CARD_FIELDS_INVALID).

/** Per-field wording beside 'Credit Card fields invalid.' (ours: the spec names only the form's message). */
export const CardMessages = {
  number: 'Please enter a valid card number',
  name: 'Please enter the name on the card',
  expiry: 'Please enter the expiry as MM/YY',
  expired: 'This card has expired',
  cvc: 'Please enter the 3 or 4 digit security code',
  secureField: 'The secure card fields could not be read',
  secureFieldsUnavailable:
    'The secure card fields could not be loaded. Please check your connection and reload the page.',
  securing: 'Securing your card…',
  secureFailed: 'Your card could not be secured. Please check it and try again.',
  sandboxNote: 'Secure card fields (sandbox)',
  labels: { cardNumber: 'Card Number', cardName: 'Full Name', cardExpiry: 'Card Expiry', cardCVC: 'CVC' },
  expiryHint: 'MM/YY',
} as const;

/** The card forms of the site setting PAYMENT_FORM. */
export type CardFormKind = 1 | 2;

/** Digits of a card number as typed (spaces and dashes are allowed between groups). */
export function cardDigits(value: string): string {
  return value.replace(/[\s-]/g, '');
}

/** The Luhn check every card number passes (ISO/IEC 7812); a typo in one digit always fails it. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** MM/YY → month and four-digit year, or null when it is not a month. */
export function parseExpiry(value: string): { month: number; year: number } | null {
  const m = /^(\d{2})\s*\/\s*(\d{2})$/.exec(value.trim());
  if (!m) return null;
  const month = Number(m[1]);
  if (month < 1 || month > 12) return null;
  return { month, year: 2000 + Number(m[2]) };
}

/** A card is valid through the last day of its expiry month; `todayIso` is today in the association's time zone. */
export function isExpired(expiry: { month: number; year: number }, todayIso: string): boolean {
  const [year, month] = todayIso.split('-').map(Number) as [number, number];
  return expiry.year < year || (expiry.year === year && expiry.month < month);
}

/** Card form 2 as the member types it; `todayIso` (today in the association's zone) refuses a past expiry. */
export function cardFieldsSchema(todayIso: string) {
  return z.object({
    cardNumber: textField({ message: M.required })
      .min(1, { error: M.required })
      .max(30, { error: M.maximum(30) })
      .refine((v) => passesLuhn(cardDigits(v)), { error: CardMessages.number }),
    cardName: textField({ message: M.required, characters: CardMessages.name })
      .min(1, { error: M.required })
      .max(100, { error: M.maximum(100) })
      .regex(/^[^\p{Cc}<>]*$/u, { error: CardMessages.name }),
    cardExpiry: textField({ message: M.required })
      .min(1, { error: M.required })
      .refine((v) => parseExpiry(v) !== null, { error: CardMessages.expiry })
      .refine(
        (v) => {
          const e = parseExpiry(v);
          return !e || !isExpired(e, todayIso);
        },
        { error: CardMessages.expired },
      ),
    cardCVC: textField({ message: M.required })
      .min(1, { error: M.required })
      .regex(/^\d{3,4}$/, { error: CardMessages.cvc }),
  });
}
export type CardFields = z.infer<ReturnType<typeof cardFieldsSchema>>;

/** Card form 1: the provider's secure field code (the card itself never reaches the portal). */
export const SecureFieldData = z.object({
  secureFieldCode: textField({ message: M.required })
    .min(1, { error: M.required })
    .max(500, { error: M.maximum(500) })
    .regex(/^[\w:.+/=-]+$/, { error: CardMessages.secureField }),
});
export type SecureFieldData = z.infer<typeof SecureFieldData>;

/** The gateway port's card, from card form 2's fields (already valid). */
export function cardFromFields(fields: CardFields) {
  const expiry = parseExpiry(fields.cardExpiry)!;
  return {
    kind: 'card' as const,
    number: cardDigits(fields.cardNumber),
    name: fields.cardName.trim(),
    expiryMonth: expiry.month,
    expiryYear: expiry.year,
    cvc: fields.cardCVC.trim(),
  };
}
