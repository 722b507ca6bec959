import { z } from 'zod';
import { textField } from './fields';
import { ValidationMessages as M } from './messages';

/**
 * The discount and donation parts of every payment (membership, invoices, store, court hire, nomination):
 * spec 002 §3 Coupon, Voucher, Cart line (donation), §5 voucher rules, §9 donation $1. Amounts are integer cents.
 * The server reads only the codes from these carts and prices everything itself (docs/decisions/051).
 */

/** spec 002 §9: the donation is $1, one line; its total is the price of the first donation line. */
export const DONATION_CENTS = 100;
export const DONATION_NAME = 'Donation';

export const VoucherMessages = {
  numberRequired: 'Voucher Number is required', // spec 002 §5
  pinRequired: 'Voucher Pin is required', // spec 002 §5
  numberCharacters: 'Voucher Number may only contain letters and numbers', // ours: "no spaces or symbols"
  pinDigits: 'Voucher Pin must be 4 digits', // ours: "exactly 4 digits (DDMM of the child's birth date)"
} as const;

/** spec 002 §5: required, at most 50 characters, letters and digits only. Upper-cased: numbers are not case sensitive. */
export const voucherNumberField = textField({ message: VoucherMessages.numberRequired })
  .min(1, { error: VoucherMessages.numberRequired })
  .max(50, { error: M.maximum(50) })
  .regex(/^[A-Za-z0-9]+$/, { error: VoucherMessages.numberCharacters })
  .transform((v) => v.toUpperCase());

/** spec 002 §5: required, exactly 4 digits (DDMM of the child's birth date for Active & Creative Kids). */
export const voucherPinField = textField({ message: VoucherMessages.pinRequired })
  .min(1, { error: VoucherMessages.pinRequired })
  .regex(/^\d{4}$/, { error: VoucherMessages.pinDigits });

/** The voucher form and the validate calls' body (spec 002 §3, §7: voucher_number, voucher_pin, akv). */
export const VoucherBody = z.object({
  voucher_number: voucherNumberField,
  voucher_pin: voucherPinField,
  akv: z.boolean({ error: M.boolean }).optional().default(false),
});
export type VoucherBody = z.infer<typeof VoucherBody>;

export const CouponMethod = z.enum(['fixed', 'percent']);
export type CouponMethod = z.infer<typeof CouponMethod>;

export const CouponMessages = {
  codeRequired: 'Coupon code is required', // ours
  onlyOne: 'Apply a coupon or a voucher, not both', // ours (spec 002 §4: applying one removes the other)
} as const;

/** A coupon code as typed: letters and digits, not case sensitive. */
export const couponCodeField = textField({ message: CouponMessages.codeRequired })
  .min(1, { error: CouponMessages.codeRequired })
  .max(50, { error: M.maximum(50) })
  .regex(/^[A-Za-z0-9]+$/, { error: 'Coupon code may only contain letters and numbers' })
  .transform((v) => v.toUpperCase());

/**
 * spec 002 §3 couponCart as every payment sends it: a coupon (its code, c_value, c_method) or a voucher
 * (voucherNumber, voucherPin, c_value, and akv when it is an Active & Creative Kids voucher), or nothing.
 * c_value and c_method are what the browser showed; the server looks the code up again and ignores them.
 */
export const CouponCart = z
  .object({
    coupon: couponCodeField.optional(),
    c_value: z
      .number()
      .int()
      .min(0)
      .optional()
      .describe('integer cents for fixed coupons and vouchers, percent for percent coupons'),
    c_method: CouponMethod.optional(),
    voucherNumber: voucherNumberField.optional(),
    voucherPin: voucherPinField.optional(),
    akv: z.boolean().optional(),
    applied: z.boolean().optional(),
  })
  .refine((c) => !(c.coupon && c.voucherNumber), { error: CouponMessages.onlyOne, path: ['coupon'] })
  .refine((c) => !c.voucherNumber || c.voucherPin, { error: VoucherMessages.pinRequired, path: ['voucherPin'] });
export type CouponCart = z.infer<typeof CouponCart>;

/** spec 002 §3: a donation line of the cart (product_donation true). Only its presence counts on the server. */
export const DonationLine = z.object({
  product_name: textField().max(100),
  product_price: z.number().int().min(0).describe('integer cents'),
  product_quantity: z.number().int().min(0).max(1).optional(),
  product_donation: z.literal(true),
});
export type DonationLine = z.infer<typeof DonationLine>;

export const DonationCart = z.array(DonationLine).max(1, { error: 'Only one donation line is allowed' });
export type DonationCart = z.infer<typeof DonationCart>;

/** The donation line the web adds when the toggle is on (spec 002 §4). */
export const donationLine = (): DonationLine => ({
  product_name: DONATION_NAME,
  product_price: DONATION_CENTS,
  product_quantity: 1,
  product_donation: true,
});

/** The coupon or voucher a member applied in the browser, after its validate call answered. */
export type AppliedDiscount =
  | { kind: 'coupon'; coupon: string; method: CouponMethod; value: number }
  | { kind: 'voucher'; voucherNumber: string; voucherPin: string; valueCents: number; akv: boolean };

/** The couponCart a payment sends for the applied discount (spec 002 §3). */
export function couponCartOf(d: AppliedDiscount | null): CouponCart | null {
  if (!d) return null;
  return d.kind === 'coupon'
    ? { coupon: d.coupon, c_value: d.value, c_method: d.method, applied: true }
    : { voucherNumber: d.voucherNumber, voucherPin: d.voucherPin, c_value: d.valueCents, akv: d.akv, applied: true };
}
