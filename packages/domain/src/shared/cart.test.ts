import { describe, expect, it } from 'vitest';
import { CouponCart, VoucherBody } from './cart';

/** The first message per field, as the API and the forms show it. */
function issues(r: { error?: { issues: { path: PropertyKey[]; message: string }[] } }): Record<string, string> {
  const out: Record<string, string> = {};
  for (const i of r.error?.issues ?? []) out[i.path.join('.')] ??= i.message;
  return out;
}

describe('VoucherBody (spec 002 §5)', () => {
  it('accepts a number of letters and digits and a 4-digit pin; upper-cases the number', () => {
    expect(VoucherBody.parse({ voucher_number: ' akv20260001 ', voucher_pin: '1503' })).toEqual({
      voucher_number: 'AKV20260001',
      voucher_pin: '1503',
      akv: false,
    });
  });

  it.each([
    [
      { voucher_number: '', voucher_pin: '' },
      { voucher_number: 'Voucher Number is required', voucher_pin: 'Voucher Pin is required' },
    ],
    [
      { voucher_number: 'GIFT 2026', voucher_pin: '0000' },
      { voucher_number: 'Voucher Number may only contain letters and numbers' },
    ],
    [
      { voucher_number: 'GIFT-2026', voucher_pin: '123' },
      {
        voucher_number: 'Voucher Number may only contain letters and numbers',
        voucher_pin: 'Voucher Pin must be 4 digits',
      },
    ],
    [
      { voucher_number: 'A'.repeat(51), voucher_pin: '12345' },
      {
        voucher_number: 'This field may not be greater than 50 characters',
        voucher_pin: 'Voucher Pin must be 4 digits',
      },
    ],
  ])('%o → %o', (body, expected) => {
    expect(issues(VoucherBody.safeParse(body))).toEqual(expected);
  });
});

describe('CouponCart', () => {
  it('takes a coupon or a voucher, not both', () => {
    expect(CouponCart.safeParse({ coupon: 'save10' }).data?.coupon).toBe('SAVE10');
    expect(
      issues(CouponCart.safeParse({ coupon: 'SAVE10', voucherNumber: 'GIFT20260001', voucherPin: '0000' })),
    ).toEqual({ coupon: 'Apply a coupon or a voucher, not both' });
    expect(issues(CouponCart.safeParse({ voucherNumber: 'GIFT20260001' }))).toEqual({
      voucherPin: 'Voucher Pin is required',
    });
  });
});
