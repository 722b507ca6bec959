import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cardDigits,
  cardFieldsSchema,
  cardFromFields,
  isExpired,
  parseExpiry,
  passesLuhn,
  SecureFieldData,
} from './card';
import { ValidationMessages as M } from './messages';

/** The check digit that makes `body` pass Luhn. */
function withCheckDigit(body: string): string {
  for (let d = 0; d <= 9; d++) if (passesLuhn(body + d)) return body + d;
  throw new Error('unreachable');
}

describe('passesLuhn', () => {
  it.each([
    ['4242424242424242', true],
    ['4000000000000002', true],
    ['5555555555554444', true],
    ['378282246310005', true],
    ['4242424242424241', false],
    ['1234567812345678', false],
    ['42424242', false],
    ['4242a24242424242', false],
    ['', false],
  ])('%s → %s', (number, ok) => expect(passesLuhn(number)).toBe(ok));

  it('accepts every number built with its check digit, and refuses it after any one digit changes', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{11,18}$/), fc.nat(), fc.integer({ min: 1, max: 9 }), (body, at, plus) => {
        const number = withCheckDigit(body);
        expect(passesLuhn(number)).toBe(true);
        const i = at % number.length;
        const changed = number.slice(0, i) + String((Number(number[i]) + plus) % 10) + number.slice(i + 1);
        expect(passesLuhn(changed)).toBe(false);
      }),
    );
  });
});

describe('expiry', () => {
  it.each([
    ['01/27', { month: 1, year: 2027 }],
    ['12/30', { month: 12, year: 2030 }],
    ['13/27', null],
    ['00/27', null],
    ['1/27', null],
    ['0127', null],
  ])('parseExpiry(%s)', (value, parsed) => expect(parseExpiry(value)).toEqual(parsed));

  it('a card works through the last day of its month, judged by the association’s today', () => {
    expect(isExpired({ month: 11, year: 2026 }, '2026-11-30')).toBe(false);
    expect(isExpired({ month: 11, year: 2026 }, '2026-12-01')).toBe(true);
    expect(isExpired({ month: 1, year: 2027 }, '2026-12-31')).toBe(false);
    expect(isExpired({ month: 12, year: 2025 }, '2026-01-01')).toBe(true);
  });
});

describe('cardFieldsSchema (card form 2)', () => {
  const schema = cardFieldsSchema('2026-11-24');
  const good = { cardNumber: '4242 4242 4242 4242', cardName: 'Mia Member', cardExpiry: '12/28', cardCVC: '123' };

  it('takes a good card and gives the port its digits, name and expiry', () => {
    const parsed = schema.parse(good);
    expect(cardFromFields(parsed)).toEqual({
      kind: 'card',
      number: '4242424242424242',
      name: 'Mia Member',
      expiryMonth: 12,
      expiryYear: 2028,
      cvc: '123',
    });
  });

  it.each([
    ['cardNumber', '', M.required],
    ['cardNumber', '4242 4242 4242 4241', 'Please enter a valid card number'],
    ['cardName', '  ', M.required],
    ['cardName', 'Mia\u0000', 'Please enter the name on the card'],
    ['cardExpiry', '', M.required],
    ['cardExpiry', '13/28', 'Please enter the expiry as MM/YY'],
    ['cardExpiry', '10/26', 'This card has expired'],
    ['cardCVC', '', M.required],
    ['cardCVC', '12', 'Please enter the 3 or 4 digit security code'],
  ])('%s = %j says %s', (field, value, message) => {
    const result = schema.safeParse({ ...good, [field]: value });
    expect(result.success).toBe(false);
    expect(result.error?.issues.find((i) => i.path[0] === field)?.message).toBe(message);
  });

  it('keeps digits only, whatever the spacing', () => {
    expect(cardDigits('4242-4242 4242 4242')).toBe('4242424242424242');
  });
});

describe('SecureFieldData (card form 1)', () => {
  it('needs a code and refuses markup or spaces in it', () => {
    expect(SecureFieldData.safeParse({ secureFieldCode: 'sfc_abc123' }).success).toBe(true);
    expect(SecureFieldData.safeParse({ secureFieldCode: '' }).success).toBe(false);
    expect(SecureFieldData.safeParse({ secureFieldCode: '<script>' }).success).toBe(false);
  });
});
