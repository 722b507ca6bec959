import { useCallback, useState } from 'react';
import { couponCartOf, donationLine, type AppliedDiscount } from '@portal/domain/shared/cart';
import { akvProblem, cartDiscountOf, priceCart, voucherBase, type PriceLine } from '@portal/domain/shared/cart-total';
import { useSettings } from '../../lib/settings';

/** A cart of one thing any voucher may pay for (membership, an invoice's amount), or not an Active & Creative Kids one. */
export const oneLine = (cents: number, akvEligible = true): PriceLine[] => [
  { quantity: 1, unitPriceCents: cents, voucherEligible: true, akvEligible },
];

/** Where a flow keeps its discount, when not in the cart itself (checkout: local storage, spec 002 §4). */
export type DiscountStore = readonly [AppliedDiscount | null, (discount: AppliedDiscount | null) => void];

/**
 * The cart of a payment (decision 167): its lines, the coupon or voucher, the $1 donation (removed at load, spec 002
 * §4), and the totals from the domain's priceCart, the same the server charges (decision 051). `discountStep` and
 * `paymentStep` are the props of DiscountStep and PaymentStep; `body` the couponCart and donationCart a paying call sends.
 */
export function usePaymentCart(lines: readonly PriceLine[], store?: DiscountStore) {
  const { taxRate } = useSettings();
  const own = useState<AppliedDiscount | null>(null);
  const [discount, setDiscount] = store ?? own;
  const [donation, setDonation] = useState(false);
  const totals = priceCart({ lines, discount: cartDiscountOf(discount), donation, taxRate });
  return {
    discount,
    setDiscount,
    donation,
    totals,
    discountStep: {
      applied: discount,
      onChange: setDiscount,
      subtotal: totals.subtotal,
      akvProblem: akvProblem(lines),
      eligibleCents: (akv: boolean) => voucherBase(lines, akv),
    },
    paymentStep: { totals, donation, onDonation: setDonation },
    body: { couponCart: couponCartOf(discount), donationCart: donation ? [donationLine()] : [] },
    /** Start again: no discount, no donation. */
    reset: useCallback(() => {
      setDiscount(null);
      setDonation(false);
    }, [setDiscount]),
  };
}

export type PaymentCart = ReturnType<typeof usePaymentCart>;
