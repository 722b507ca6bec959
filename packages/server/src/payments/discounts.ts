import type { CouponResult, VoucherResult } from '@portal/domain/payments/payments.contract';
import { CouponResultMessages, VoucherResultMessages } from '@portal/domain/payments/payments.messages';
import type { CouponCart, VoucherBody } from '@portal/domain/shared/cart';
import type { CartDiscount } from '@portal/domain/shared/cart-total';
import { couponRefusal, couponWindowRefusal, type CouponRefusal } from '@portal/domain/payments/coupons.rules';
import { couponDiscount } from '@portal/domain/shared/money';
import { isoToDmy, todayIn } from '@portal/domain/shared/time';
import type { MemberCtx } from '../platform/context';
import { AppError } from '../platform/errors';
import * as repo from './discounts.repo';
import { voucherTaken } from './payments.repo';

// Coupons and vouchers (spec 002 §4, §5, §7): the validate calls, and the lookup every payment makes again before
// pricing (the browser's c_value is never trusted). A coupon's limits are held by the payment (discount-holds.ts,
// docs/decisions/146). A voucher is checked without saying which part was wrong, and failed checks are limited per
// member, so a 4-digit pin cannot be found by trying them all (docs/decisions/053).

export const VOUCHER_FAILURE_LIMIT = 10;
const VOUCHER_FAILURE_WINDOW_MS = 15 * 60_000;

/** A discount the server looked up: what priceCart needs, plus what the ledger records. */
export type ResolvedDiscount =
  | (Extract<CartDiscount, { kind: 'coupon' }> & { code: string; couponId: number })
  | (Extract<CartDiscount, { kind: 'voucher' }> & { voucherId: number; number: string });

const today = (ctx: MemberCtx) => todayIn(ctx.config.site.timeZone, ctx.now());

/** An active coupon within its window today, or an AppError with `key` (422 coupon_invalid on the validate call). */
export async function findCoupon(ctx: MemberCtx, code: string, key = 'coupon_invalid'): Promise<repo.CouponRow> {
  const row = await repo.couponByCode(ctx.db, code);
  if (!row) throw couponError(key, 'invalid', null);
  const refusal = couponWindowRefusal(row, today(ctx));
  if (refusal) throw couponError(key, refusal, row.validFrom);
  return row;
}

function couponError(key: string, refusal: CouponRefusal, validFrom: string | null): AppError {
  const message =
    refusal === 'notYet' ? CouponResultMessages.notYet(isoToDmy(validFrom ?? '')) : CouponResultMessages[refusal];
  return new AppError(422, key, message, { coupon: message });
}

/**
 * The validate call also tells a member whose coupon is used up, before they pay; a payment is refused by the
 * database when it holds the use (discount-holds.ts), once per invoice included (the validate call has no invoice).
 */
async function checkCouponLimits(ctx: MemberCtx, c: repo.CouponRow): Promise<void> {
  const memberUses = c.maxUsesPerMember === null ? 0 : await repo.memberCouponUses(ctx.db, c.id, ctx.member.id);
  const refusal = couponRefusal(c, today(ctx), memberUses);
  if (refusal) throw couponError('coupon_invalid', refusal, c.validFrom);
}

/** A voucher this member may redeem now (number, pin, kind, recipient, expiry, not spent or held), or an AppError. */
export async function findVoucher(
  ctx: MemberCtx,
  v: { number: string; pin: string; akv: boolean },
  key = 'voucher_invalid',
): Promise<repo.VoucherRow> {
  const now = ctx.now();
  const failures = await repo.countVoucherFailures(
    ctx.db,
    ctx.member.id,
    new Date(now.getTime() - VOUCHER_FAILURE_WINDOW_MS),
  );
  if (failures >= VOUCHER_FAILURE_LIMIT) {
    throw new AppError(429, 'too_many_requests', VoucherResultMessages.tooMany, undefined, {
      'retry-after': String(VOUCHER_FAILURE_WINDOW_MS / 1000),
    });
  }
  const row = await repo.voucherByNumber(ctx.db, v.number);
  const usable =
    row !== undefined &&
    row.pin === v.pin &&
    (row.kind === 'akv') === v.akv &&
    (row.recipientMemberId === null || row.recipientMemberId === ctx.member.id) &&
    (row.validUntil === null || row.validUntil >= today(ctx)) &&
    !(await voucherTaken(ctx.db, row.id));
  if (!usable) {
    await repo.recordVoucherFailure(ctx.db, ctx.member.id, now);
    const message = v.akv ? VoucherResultMessages.invalidAkv : VoucherResultMessages.invalid;
    throw new AppError(422, key, message, { voucher_number: message });
  }
  return row;
}

/** The coupon or voucher of a payment's couponCart, looked up again; payment-time failures answer error_response. */
export async function resolveDiscount(
  ctx: MemberCtx,
  cart: CouponCart | null | undefined,
): Promise<ResolvedDiscount | null> {
  if (cart?.coupon) {
    const c = await findCoupon(ctx, cart.coupon, 'error_response');
    return { kind: 'coupon', method: c.method, value: c.value, code: c.code, couponId: c.id };
  }
  if (cart?.voucherNumber && cart.voucherPin) {
    const v = await findVoucher(
      ctx,
      { number: cart.voucherNumber, pin: cart.voucherPin, akv: cart.akv ?? false },
      'error_response',
    );
    return { kind: 'voucher', valueCents: v.valueCents, akv: v.kind === 'akv', voucherId: v.id, number: v.number };
  }
  return null;
}

/** POST /api/ecommerce/membership/coupon/validate: the coupon and what it takes off `total`. */
export async function validateCoupon(
  ctx: MemberCtx,
  body: { coupon: string; total: number },
): Promise<{ data: CouponResult }> {
  const c = await findCoupon(ctx, body.coupon);
  await checkCouponLimits(ctx, c);
  return {
    data: {
      coupon: c.code,
      c_value: c.value,
      c_method: c.method,
      discount: couponDiscount(c, body.total),
      message: CouponResultMessages.applied,
    },
  };
}

/** POST /api/ecommerce/voucher/validate (and its membership twin). */
export async function validateVoucher(ctx: MemberCtx, body: VoucherBody): Promise<{ data: VoucherResult }> {
  const v = await findVoucher(ctx, { number: body.voucher_number, pin: body.voucher_pin, akv: body.akv });
  return {
    data: {
      voucherNumber: v.number,
      voucherPin: body.voucher_pin,
      c_value: v.valueCents,
      akv: v.kind === 'akv',
      message: VoucherResultMessages.applied,
    },
  };
}
