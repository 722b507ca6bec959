import { z } from 'zod';
import { couponCodeField, CouponMethod } from '../shared/cart';
import { idField } from '../shared/fields';
import { ValidationMessages as V } from '../shared/messages';
import { defineStaffEndpoint } from '../staff/staff.contract';
import { listQuery, listReply } from '../staff/staff-list';
import { CouponStaffMessages as M } from './coupons.staff.messages';
import { optionalHorizonDay } from '../shared/date-horizon';
import { checkPeriod } from '../shared/period';

// The back-office's coupons (docs/decisions/239): a list with the uses each has had, a new coupon, and edits. The
// member side applies exactly these fields (coupons.rules.ts, docs/decisions/146): the code is not case sensitive
// (kept upper-case, unique whatever the case), a fixed value is cents, a percent value 1 to 100, the window's days
// are inclusive in the association's time zone, and an empty limit means none.

export const COUPON_STATES = ['live', 'off', 'scheduled', 'expired', 'used_up'] as const;
const MAX_CENTS = 100_000_000;

const day = optionalHorizonDay().describe('yyyy-mm-dd; empty or null: open-ended');
const limit = z
  .number({ error: V.numeric })
  .int({ error: V.numeric })
  .min(1, { error: M.limitMin })
  .max(1_000_000, { error: V.numberBetween(1, 1_000_000) })
  .nullable()
  .describe('null: no limit');

export const CouponBody = z
  .object({
    code: couponCodeField,
    method: CouponMethod,
    value: z
      .number({ error: V.numeric })
      .int({ error: V.numeric })
      .describe('cents for a fixed coupon, 1 to 100 for a percent coupon'),
    valid_from: day.optional().default(null),
    valid_until: day.optional().default(null),
    max_uses: limit.optional().default(null),
    max_uses_per_member: limit.optional().default(null),
    once_per_invoice: z.boolean({ error: V.boolean }).optional().default(true),
    active: z.boolean({ error: V.boolean }).optional().default(true),
  })
  .superRefine((b, ctx) => {
    const value = (message: string) => ctx.addIssue({ code: 'custom', path: ['value'], message });
    if (b.method === 'percent' && (b.value < 1 || b.value > 100)) value(M.percentRange);
    if (b.method === 'fixed' && b.value < 1) value(M.fixedPositive);
    if (b.method === 'fixed' && b.value > MAX_CENTS) value(M.fixedMax);
  })
  .superRefine(checkPeriod({ from: 'valid_from', to: 'valid_until' }));
export type CouponBody = z.input<typeof CouponBody>;

export const StaffCoupon = z.object({
  id: z.number().int(),
  code: z.string(),
  method: CouponMethod,
  value: z.number().int(),
  valid_from: z.string().nullable(),
  valid_until: z.string().nullable(),
  max_uses: z.number().int().nullable(),
  max_uses_per_member: z.number().int().nullable(),
  once_per_invoice: z.boolean(),
  active: z.boolean(),
  uses: z.number().int().describe('live uses: held by a payment under way or spent'),
  members: z.number().int().describe('members who have used it'),
  state: z.enum(COUPON_STATES).describe("today in the association's time zone"),
});
export type StaffCoupon = z.infer<typeof StaffCoupon>;

export const CouponListQuery = listQuery(['code', 'uses', 'valid_until', 'id']).describe('q matches the code');
export type CouponListQuery = z.infer<typeof CouponListQuery>;

export const staffCoupons = defineStaffEndpoint({
  method: 'GET',
  path: '/api/staff/coupons',
  permission: 'coupons.read',
  summary: 'Coupons with their uses so far, paged, sorted and filtered on the server.',
  query: CouponListQuery,
  reply: listReply(StaffCoupon),
});

const CouponReply = z.object({ data: z.object({ message: z.string(), coupon: StaffCoupon }) });

export const createCoupon = defineStaffEndpoint({
  method: 'POST',
  path: '/api/staff/coupons',
  permission: 'coupons.write',
  summary: 'A new coupon: code, fixed (cents) or percent, validity window, uses in total and per member (audited).',
  body: CouponBody,
  reply: CouponReply,
});

export const CouponParams = z.object({ couponId: idField });

export const updateCoupon = defineStaffEndpoint({
  method: 'POST',
  path: '/api/staff/coupons/:couponId',
  permission: 'coupons.write',
  summary: 'Change a coupon; a limit below the uses already made is refused (audited).',
  params: CouponParams,
  body: CouponBody,
  reply: CouponReply,
});
