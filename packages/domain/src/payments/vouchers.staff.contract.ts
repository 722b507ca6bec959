import { z } from 'zod';
import { voucherNumberField, voucherPinField } from '../shared/cart';
import { idField, textField } from '../shared/fields';
import { parseDollars } from '../shared/money';
import { ValidationMessages as V } from '../shared/messages';
import { reasonField } from '../staff/member-records.contract';
import { defineStaffEndpoint } from '../staff/staff.contract';
import { listQuery, listReply } from '../staff/staff-list';
import { staffCents } from './invoices.staff.contract';
import { optionalHorizonDay } from '../shared/date-horizon';
import { periodQuery } from '../shared/period';

// The back-office's vouchers (docs/decisions/240): the association's own vouchers issued by staff (number, pin,
// value in cents, optionally only for one member, as the member side reads a voucher's recipient: spec 002 §8
// "logged in as the recipient"), every voucher listed with whether it was redeemed, and voiding an unredeemed one.
// Active & Creative Kids redemptions for the claim to Service NSW (docs/decisions/241).

export const VOUCHER_KINDS = ['association', 'akv'] as const;
export const VOUCHER_STATES = ['unredeemed', 'held', 'redeemed', 'voided', 'expired'] as const;
export type VoucherState = (typeof VOUCHER_STATES)[number];

export const StaffVoucher = z.object({
  id: z.number().int(),
  number: z.string(),
  pin: z.string(),
  kind: z.enum(VOUCHER_KINDS),
  value_cents: z.number().int(),
  recipient: z.string().nullable().describe('the member it is only for (name and username); null: any member'),
  valid_until: z.string().nullable(),
  created_at: z.string(),
  state: z.enum(VOUCHER_STATES),
  order_id: z.number().int().nullable().describe('the order that redeemed it or holds it'),
  redeemed_cents: z.number().int().nullable(),
});
export type StaffVoucher = z.infer<typeof StaffVoucher>;

export const VoucherListQuery = listQuery(['number', 'created_at', 'value_cents'])
  .extend({
    kind: z
      .enum(['', ...VOUCHER_KINDS], { error: V.choice })
      .optional()
      .default(''),
    state: z
      .enum(['', ...VOUCHER_STATES], { error: V.choice })
      .optional()
      .default(''),
  })
  .describe('q matches the number or the recipient');
export type VoucherListQuery = z.infer<typeof VoucherListQuery>;

export const staffVouchers = defineStaffEndpoint({
  method: 'GET',
  path: '/api/staff/vouchers',
  permission: 'coupons.read',
  summary: 'Vouchers with whether each was redeemed, paged, sorted and filtered on the server.',
  query: VoucherListQuery,
  reply: listReply(StaffVoucher),
});

const day = optionalHorizonDay();

export const IssueVoucherBody = z.object({
  number: voucherNumberField,
  pin: voucherPinField,
  value_cents: staffCents,
  recipient: textField()
    .max(100, { error: V.maximum(100) })
    .optional()
    .default('')
    .describe('username of the only member who may redeem it; empty: any member'),
  valid_until: day.optional().default(null),
});
export type IssueVoucherBody = z.input<typeof IssueVoucherBody>;

const VoucherReply = z.object({ data: z.object({ message: z.string(), voucher: StaffVoucher }) });

export const issueVoucher = defineStaffEndpoint({
  method: 'POST',
  path: '/api/staff/vouchers',
  permission: 'coupons.write',
  summary: "Issue one of the association's own vouchers (audited; the pin is masked in the trail).",
  body: IssueVoucherBody,
  reply: VoucherReply,
});

export const VoucherParams = z.object({ voucherId: idField });
export const VoidVoucherBody = z.object({ reason: reasonField });
export type VoidVoucherBody = z.infer<typeof VoidVoucherBody>;

export const voidVoucher = defineStaffEndpoint({
  method: 'POST',
  path: '/api/staff/vouchers/:voucherId/void',
  permission: 'coupons.write',
  summary: 'Void a voucher nobody has redeemed or holds, with a reason (audited).',
  params: VoucherParams,
  body: VoidVoucherBody,
  reply: VoucherReply,
});

/** The longest period of one claim list (about two financial years). */
export const AKV_MAX_DAYS = 740;
export const AkvQuery = periodQuery({ maxDays: AKV_MAX_DAYS });
export type AkvQuery = z.infer<typeof AkvQuery>;

export const AkvRedemption = z.object({
  voucher_number: z.string(),
  child: z.string().describe("the voucher's recipient"),
  member: z.string().describe('who paid'),
  order_id: z.number().int(),
  paid_at: z.string().describe('ISO instant of the payment'),
  amount_cents: z.number().int().describe('what the voucher paid'),
});
export type AkvRedemption = z.infer<typeof AkvRedemption>;

export const akvRedemptions = defineStaffEndpoint({
  method: 'GET',
  path: '/api/staff/vouchers/akv-redemptions',
  permission: 'coupons.read',
  summary: 'Active & Creative Kids vouchers redeemed by payments of a period (from, to: days in Sydney).',
  query: AkvQuery,
  reply: z.object({ data: z.object({ rows: z.array(AkvRedemption), total_cents: z.number().int() }) }),
});

export const akvRedemptionsExport = defineStaffEndpoint({
  method: 'GET',
  path: '/api/staff/vouchers/akv-redemptions/export',
  permission: 'coupons.read',
  summary: 'The same redemptions as CSV (text/csv), for the claim to Service NSW.',
  query: AkvQuery,
  reply: z.string(),
  file: { type: 'text/csv', description: 'The redemptions (attachment akv-redemptions-{from}-{to}.csv)' },
});

/** The issue form as staff fill it in: the value typed in dollars becomes the body's cents, checked by the body's schema. */
export const IssueVoucherForm = z
  .object({
    number: z.string(),
    pin: z.string(),
    value_cents: z.string(),
    recipient: z.string(),
    valid_until: z.string(),
  })
  .transform((f): z.input<typeof IssueVoucherBody> => ({ ...f, value_cents: parseDollars(f.value_cents) }))
  .pipe(IssueVoucherBody);
export type IssueVoucherForm = z.input<typeof IssueVoucherForm>;
