import { act, renderHook } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import type { AppliedDiscount } from '@portal/domain/shared/cart';
import type { PriceLine } from '@portal/domain/shared/cart-total';
import { oneLine, usePaymentCart } from './use-payment-cart';

// The payment cart of decision 167, GST 10 %: the totals are the domain's priceCart.
vi.mock('../../lib/settings', () => ({ useSettings: () => ({ taxRate: 0.1 }) }));
const SAVE10: AppliedDiscount = { kind: 'coupon', coupon: 'SAVE10', method: 'fixed', value: 1000 };
const GIFT: AppliedDiscount = {
  kind: 'voucher',
  voucherNumber: 'GIFT20260001',
  voucherPin: '0000',
  valueCents: 2500,
  akv: false,
};

describe('usePaymentCart (decision 167)', () => {
  it('starts with no discount and no donation (spec 002 §4: removed at load)', () => {
    const { result } = renderHook(() => usePaymentCart(oneLine(15000)));
    expect(result.current.totals).toMatchObject({
      subtotal: 15000,
      discount: 0,
      donation: 0,
      grandTotal: 15000,
      tax: 1364,
      payable: true,
    });
    expect(result.current.body).toEqual({ couponCart: null, donationCart: [] });
  });

  it('a coupon and the donation change the totals and the body the payment sends; reset takes both away', () => {
    const { result } = renderHook(() => usePaymentCart(oneLine(15000)));
    act(() => {
      result.current.discountStep.onChange(SAVE10);
      result.current.paymentStep.onDonation(true);
    });
    expect(result.current.totals).toMatchObject({ discount: 1000, donation: 100, grandTotal: 14100 });
    expect(result.current.paymentStep.donation).toBe(true);
    expect(result.current.body.couponCart).toEqual({
      coupon: 'SAVE10',
      c_value: 1000,
      c_method: 'fixed',
      applied: true,
    });
    expect(result.current.body.donationCart).toHaveLength(1);
    act(() => result.current.reset());
    expect(result.current.totals.grandTotal).toBe(15000);
    expect(result.current.body).toEqual({ couponCart: null, donationCart: [] });
  });

  it('tells the voucher step what a voucher may pay for: a court hire, not with an Active & Creative Kids voucher', () => {
    const { result } = renderHook(() => usePaymentCart(oneLine(5000, false)));
    expect(result.current.discountStep.eligibleCents(false)).toBe(5000);
    expect(result.current.discountStep.eligibleCents(true)).toBe(0);
    expect(result.current.discountStep.akvProblem).toBe('notEligible');
    act(() => result.current.discountStep.onChange(GIFT));
    expect(result.current.totals).toMatchObject({ discount: 2500, grandTotal: 2500 });
  });

  it('keeps the discount where the flow keeps it (the store: local storage)', () => {
    const write = vi.fn();
    const lines: PriceLine[] = [{ quantity: 2, unitPriceCents: 12500, voucherEligible: true, akvEligible: false }];
    const { result } = renderHook(() => usePaymentCart(lines, [SAVE10, write]));
    expect(result.current.totals).toMatchObject({ subtotal: 25000, discount: 1000 });
    expect(result.current.discountStep.akvProblem).toBe('multiple');
    act(() => result.current.reset());
    expect(write).toHaveBeenCalledWith(null);
  });
});
