import { describe, expect, it } from 'vitest';
import { groupCardNumber, maskExpiry } from './card-fields';

describe('card field masks', () => {
  it.each([
    ['1', '1'],
    ['12', '12'],
    ['123', '12/3'],
    ['1230', '12/30'],
    ['12/305', '12/30'],
    ['ab12 30', '12/30'],
  ])('expiry %j shows %j (##/##)', (typed, shown) => expect(maskExpiry(typed)).toBe(shown));

  it.each([
    ['4242424242424242', '4242 4242 4242 4242'],
    ['4242-4242', '4242 4242'],
    ['42424', '4242 4'],
    ['4'.repeat(25), `${'4444 '.repeat(4)}444`],
  ])('card number %j shows %j', (typed, shown) => expect(groupCardNumber(typed)).toBe(shown));
});
