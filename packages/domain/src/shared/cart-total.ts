import { DONATION_CENTS, type AppliedDiscount } from './cart';
import { couponDiscount, lineTotal, sumCents, taxIncluded, voucherUse } from './money';

/** A line of any cart priced by the server (or shown by the web) before discounts. */
export interface PriceLine {
  quantity: number;
  unitPriceCents: number;
  /** The association's own vouchers may pay for it (spec 002 §3 product_voucher_eligible). */
  voucherEligible: boolean;
  /** An Active & Creative Kids voucher may pay for it (spec 002 §3 product_akv). */
  akvEligible: boolean;
}

/** The one discount of a cart: a coupon or a voucher (spec 002 §4: applying one removes the previous one). */
export type CartDiscount =
  | { kind: 'coupon'; method: 'fixed' | 'percent'; value: number }
  | { kind: 'voucher'; valueCents: number; akv: boolean };

export interface CartTotals {
  /** Sum of the product lines, donation excluded (spec 002 §9). */
  subtotal: number;
  /** What the coupon or voucher takes off (never more than what it may pay for). */
  discount: number;
  /** The voucher's full value (p_discount_orig); 0 without a voucher. */
  voucherValue: number;
  /** Voucher value left unused: it is not refunded, so the member confirms first (spec 002 §4). */
  voucherRemainder: number;
  donation: number;
  /** GST included in the taxable supplies: the products after a coupon (docs/decisions/051). */
  tax: number;
  /** subtotal - discount + donation (spec 002 §9). */
  grandTotal: number;
  /** False when the grand total is 0 or less: no card is taken and the button reads Complete. */
  payable: boolean;
}

/** What an Active & Creative Kids voucher cannot pay for: several products at once, or a product not eligible. */
export type AkvProblem = 'multiple' | 'notEligible' | null;

/** spec 002 §4: an Active & Creative Kids voucher pays for one eligible product, bought alone. */
export function akvProblem(lines: readonly Pick<PriceLine, 'quantity' | 'akvEligible'>[]): AkvProblem {
  const units = sumCents(lines.map((l) => l.quantity));
  if (units > 1) return 'multiple';
  if (!lines.some((l) => l.akvEligible && l.quantity > 0)) return 'notEligible';
  return null;
}

/** spec 002 §4: what a voucher may pay for, the lines it is good for (an Active & Creative Kids one, or the association's). */
export function voucherBase(lines: readonly PriceLine[], akv: boolean): number {
  return sumCents(
    lines.filter((l) => (akv ? l.akvEligible : l.voucherEligible)).map((l) => lineTotal(l.unitPriceCents, l.quantity)),
  );
}

/** Price a cart: the spec 002 §9 totals, in integer cents, used by the web's summary and by the server's charge. */
export function priceCart(input: {
  lines: readonly PriceLine[];
  discount?: CartDiscount | null;
  donation?: boolean;
  taxRate: number;
}): CartTotals {
  const subtotal = sumCents(input.lines.map((l) => lineTotal(l.unitPriceCents, l.quantity)));
  const d = input.discount ?? null;
  let discount = 0;
  let voucherValue = 0;
  let voucherRemainder = 0;
  let couponOff = 0;
  if (d?.kind === 'coupon') {
    couponOff = discount = couponDiscount(d, subtotal);
  } else if (d?.kind === 'voucher') {
    const use = voucherUse(d.valueCents, voucherBase(input.lines, d.akv));
    discount = use.used;
    voucherValue = d.valueCents;
    voucherRemainder = use.remainder;
  }
  const donation = input.donation ? DONATION_CENTS : 0;
  const grandTotal = subtotal - discount + donation;
  return {
    subtotal,
    discount,
    voucherValue,
    voucherRemainder,
    donation,
    // A coupon lowers the price; a voucher is a way of paying it, so GST is on the price before it. A donation is
    // not a supply, so it carries no GST.
    tax: taxIncluded(subtotal - couponOff, input.taxRate),
    grandTotal,
    payable: grandTotal > 0,
  };
}

/** The discount priceCart takes for what the member applied. */
export function cartDiscountOf(d: AppliedDiscount | null): CartDiscount | null {
  if (!d) return null;
  return d.kind === 'coupon'
    ? { kind: 'coupon', method: d.method, value: d.value }
    : { kind: 'voucher', valueCents: d.valueCents, akv: d.akv };
}
