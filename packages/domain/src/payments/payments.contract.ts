import { z } from 'zod';
import { CouponCart, CouponMethod, DonationCart, VoucherBody } from '../shared/cart';
import { dataReply, defineEndpoint } from '../shared/endpoint';
import { idField, SPORTS, textField } from '../shared/fields';
import { IdempotencyHeaders } from '../shared/idempotency';
import { SportEntry } from '../profile/profile.contract';
import { InvoiceRecord, OrderRecord, PaymentRecord } from './ledger-shapes';
import { InvoiceMessages, MembershipMessages } from './payments.messages';

export * from './ledger-shapes';

// spec 002 §7 calls of membership renewal, invoices, receipts, coupons and vouchers. Amounts are integer cents.
// Every paying call needs a complete profile (spec 002 §2) and an Idempotency-Key header (docs/decisions/052).
// Failures answer ErrorBody with a spec 002 §8 key: error_validation (422), error_auth (403), error_paid (409),
// error_payment (402: the card was declined or refused, the gateway's words), error_response (409/502/503: the
// server's words); domain/shared/payment-outcome.ts turns them into the page's message.

const cents = z.number().int().describe('integer cents');

/** Card data of spec 002 §3 (form 1: a secure field code; form 2: the card fields). Not needed when nothing is payable. */
export const PaymentCardData = z.unknown().optional();

/** What a paying call answers: the order (receipt) and whether it is paid (for an invoice: the invoice is). */
export const PayReply = dataReply(
  z.object({
    o_id: z.number().int(),
    o_paid: z.boolean(),
    message: z.string().describe('Payment was successful.'),
  }),
);
export type PayReply = z.infer<typeof PayReply>;

const tags = ['payments'];
const payCall = { auth: 'member' as const, tags, headers: IdempotencyHeaders, reply: PayReply };

// ---------------------------------------------------------------------------------------------------------------
// Membership (spec 002 §2 membership page, §7).
// ---------------------------------------------------------------------------------------------------------------

export const SportParams = z.object({ sport: z.enum(SPORTS, { error: MembershipMessages.unknownSport }) });

/** spec 002 §3 Membership cart: the product's name and price. */
export const MembershipCart = z.object({ p_name: textField().max(200), p_price: cents });
export type MembershipCart = z.infer<typeof MembershipCart>;

export const MembershipInfo = z.object({
  sport: SportEntry,
  membershipCart: MembershipCart,
  renewal_date: z.string().nullable().describe('DD/MM/YYYY: expiry minus 31 days; null without an expiry'),
  can_renew: z.boolean(),
  message: z.string().nullable().describe('the too-early sentence when can_renew is false'),
  new_expiry_date: z.string().describe('ours: DD/MM/YYYY the membership runs to once paid today'),
});
export type MembershipInfo = z.infer<typeof MembershipInfo>;

export const getMembership = defineEndpoint({
  method: 'GET',
  path: '/api/ecommerce/membership/:sport',
  auth: 'member',
  tags: ['payments'],
  summary:
    "The sport's membership product, the member's expiry and renewal date (non_pl members and incomplete profiles: 403).",
  params: SportParams,
  reply: dataReply(MembershipInfo),
});

export const MembershipPayBody = z.object({
  cardData: PaymentCardData,
  couponCart: CouponCart.nullish(),
  donationCart: DonationCart.optional().default([]),
  membershipCart: MembershipCart,
  sport: z.enum(SPORTS, { error: MembershipMessages.unknownSport }),
});
export type MembershipPayBody = z.infer<typeof MembershipPayBody>;

export const payMembership = defineEndpoint({
  ...payCall,
  method: 'POST',
  path: '/api/ecommerce/membership/:sport',
  summary:
    "Pay the sport's membership: extends its expiry by 12 months. membershipCart.p_price must be the current price " +
    '(else 422 error_validation); the server prices coupon, voucher and $1 donation itself. Answers data.o_id.',
  params: SportParams,
  body: MembershipPayBody,
});

// ---------------------------------------------------------------------------------------------------------------
// Coupons and vouchers (spec 002 §4, §5, §7).
// ---------------------------------------------------------------------------------------------------------------

export const CouponValidateBody = z.object({
  coupon: CouponCart.shape.coupon.unwrap(),
  total: cents.min(0).describe('the total the coupon is for'),
});
export const CouponResult = z.object({
  coupon: z.string(),
  c_value: cents.describe('cents (fixed) or percent'),
  c_method: CouponMethod,
  discount: cents.describe('what it takes off `total`'),
  message: z.string(),
});
export type CouponResult = z.infer<typeof CouponResult>;

export const validateCoupon = defineEndpoint({
  method: 'POST',
  path: '/api/ecommerce/membership/coupon/validate',
  auth: 'member',
  readOnly: true,
  tags: ['payments'],
  summary:
    'Check a coupon code (every payment uses this call) and answer its discount on `total`. Unknown or expired: ' +
    '422 coupon_invalid with the message on `coupon`.',
  body: CouponValidateBody,
  reply: dataReply(CouponResult),
});

export const VoucherResult = z.object({
  voucherNumber: z.string(),
  voucherPin: z.string(),
  c_value: cents,
  akv: z.boolean(),
  message: z.string(),
});
export type VoucherResult = z.infer<typeof VoucherResult>;

const voucherCall = {
  method: 'POST' as const,
  auth: 'member' as const,
  tags,
  body: VoucherBody,
  readOnly: true as const,
  reply: dataReply(VoucherResult),
  summary:
    'Check a voucher (akv: an Active & Creative Kids voucher, which only its recipient may redeem). Unknown, ' +
    "spent, expired or another member's: 422 voucher_invalid with the spec's sentence on voucher_number. Validating " +
    'reserves nothing: the value is spent by the payment.',
};
export const validateMembershipVoucher = defineEndpoint({
  ...voucherCall,
  path: '/api/ecommerce/membership/voucher/validate',
});
export const validateVoucher = defineEndpoint({ ...voucherCall, path: '/api/ecommerce/voucher/validate' });

// ---------------------------------------------------------------------------------------------------------------
// Invoices (spec 002 §2, §4, §5, §7).
// ---------------------------------------------------------------------------------------------------------------

export const InvoiceParams = z.object({ invoice: idField });

export const listInvoices = defineEndpoint({
  method: 'GET',
  path: '/api/ecommerce/invoices',
  auth: 'member',
  tags: ['payments'],
  summary: "The member's invoices and those of the teams they manage, newest due date first.",
  reply: dataReply(z.array(InvoiceRecord)),
});

export const getInvoice = defineEndpoint({
  method: 'GET',
  path: '/api/ecommerce/invoice/:invoice',
  auth: 'member',
  tags: ['payments'],
  summary: "Ours: one invoice (the invoice detail page). Another member's invoice answers 404.",
  params: InvoiceParams,
  reply: dataReply(InvoiceRecord),
});

export const InvoicePayBody = z.object({
  cardData: PaymentCardData,
  couponCart: CouponCart.nullish(),
  donationCart: DonationCart.optional().default([]),
  team: idField.nullish().describe('the team of a team invoice'),
  invoice: idField.describe("must equal the path's invoice"),
  invoiceCart: z.object({
    amount: cents.min(1).describe('what the member pays off the invoice: at least 100, at most the amount owing'),
  }),
});
export type InvoicePayBody = z.infer<typeof InvoicePayBody>;

export const payInvoice = defineEndpoint({
  ...payCall,
  method: 'POST',
  path: '/api/ecommerce/invoice/:invoice/payment',
  summary:
    'Pay all or part of an invoice. o_paid says whether the invoice is now fully paid. Above the amount owing: ' +
    `422 with "${InvoiceMessages.amountTooHigh}" on invoiceCart.amount; paid already: 409 error_paid; not the member's ` +
    "or their team's: 404.",
  params: InvoiceParams,
  body: InvoicePayBody,
});

// ---------------------------------------------------------------------------------------------------------------
// Orders, payments (receipts) and the re-send (spec 002 §2, §7).
// ---------------------------------------------------------------------------------------------------------------

export const OrderParams = z.object({ orderId: idField });

export const listOrders = defineEndpoint({
  method: 'GET',
  path: '/api/ecommerce/orders',
  auth: 'member',
  tags: ['payments'],
  summary: "The member's completed orders (receipts), newest first.",
  reply: dataReply(z.array(OrderRecord)),
});

export const getOrder = defineEndpoint({
  method: 'GET',
  path: '/api/ecommerce/order/:orderId',
  auth: 'member',
  tags: ['payments'],
  summary:
    "Ours: one completed order, the receipt page (an Australian tax invoice). Another member's order answers 404.",
  params: OrderParams,
  reply: dataReply(OrderRecord),
});

export const listPayments = defineEndpoint({
  method: 'GET',
  path: '/api/ecommerce/payments',
  auth: 'member',
  tags: ['payments'],
  summary: "The member's payments (the receipts list), newest first; p_id is the receipt number.",
  reply: dataReply(z.array(PaymentRecord)),
});

export const sendReceipt = defineEndpoint({
  method: 'GET',
  path: '/api/ecommerce/order/:orderId/sendreceipt',
  auth: 'member',
  tags: ['payments'],
  summary:
    'Queue the receipt email again (sent by the mail outbox, retried until the mail server takes it). ' +
    "Another member's order answers 404. A few re-sends an hour per order: more answer 429 too_many_requests with Retry-After.",
  params: OrderParams,
  reply: dataReply(
    z.object({
      message: z.string(),
      sent_to: z.string().describe('ours: the address the receipt goes to (docs/decisions/180)'),
    }),
  ),
});
