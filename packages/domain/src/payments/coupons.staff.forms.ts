import { z } from 'zod';
import { CouponMethod } from '../shared/cart';
import { centsToInput, parseDollars } from '../shared/money';
import { CouponBody, type StaffCoupon } from './coupons.staff.contract';

// The coupon form as staff fill it in (docs/decisions/239): a fixed amount typed in dollars, a percent as a whole
// number, limits empty for none. The typed text becomes the contract's body and is checked by the contract's own
// schema, so the form and the API refuse the same coupons with the same words on the same fields.

const limitOf = (t: string): number | null =>
  t.trim() === '' ? null : /^\d{1,7}$/.test(t.trim()) ? Number(t.trim()) : Number.NaN;
const percentOf = (t: string): number => (/^\d{1,3}$/.test(t.trim()) ? Number(t.trim()) : Number.NaN);

export const CouponForm = z
  .object({
    code: z.string(),
    method: CouponMethod,
    value: z.string(),
    valid_from: z.string(),
    valid_until: z.string(),
    max_uses: z.string(),
    max_uses_per_member: z.string(),
    once_per_invoice: z.boolean(),
    active: z.boolean(),
  })
  .transform((f): z.input<typeof CouponBody> => ({
    ...f,
    value: f.method === 'fixed' ? parseDollars(f.value) : percentOf(f.value),
    max_uses: limitOf(f.max_uses),
    max_uses_per_member: limitOf(f.max_uses_per_member),
  }))
  .pipe(CouponBody);
export type CouponForm = z.input<typeof CouponForm>;

/** The form's values for a new coupon, or for editing `c`. */
export function couponFormValues(c?: StaffCoupon): CouponForm {
  if (!c)
    return {
      code: '',
      method: 'percent',
      value: '',
      valid_from: '',
      valid_until: '',
      max_uses: '',
      max_uses_per_member: '',
      once_per_invoice: true,
      active: true,
    };
  return {
    code: c.code,
    method: c.method,
    value: c.method === 'fixed' ? centsToInput(c.value) : String(c.value),
    valid_from: c.valid_from ?? '',
    valid_until: c.valid_until ?? '',
    max_uses: c.max_uses === null ? '' : String(c.max_uses),
    max_uses_per_member: c.max_uses_per_member === null ? '' : String(c.max_uses_per_member),
    once_per_invoice: c.once_per_invoice,
    active: c.active,
  };
}
