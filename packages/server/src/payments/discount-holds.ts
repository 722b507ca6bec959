import { CouponResultMessages as M, VoucherResultMessages } from '@portal/domain/payments/payments.messages';
import type { DbOrTx } from '../platform/db';
import { AppError, isCheckViolation, isUniqueViolation } from '../platform/errors';
import type { ResolvedDiscount } from './discounts';
import * as repo from './discounts.repo';
import { reserveVoucher } from './payments.repo';

// What a payment's discount holds in its first transaction, refused by the database however many payments race.
// A voucher's value: one live redemption per voucher (partial unique key, docs/decisions/053). A coupon's use
// (docs/decisions/146): the coupon's row counts its uses under a CHECK (and stays locked until the transaction
// ends), the member's row counts theirs under a CHECK, and a partial unique key allows one live use on an invoice.
// Confirming spends the hold; releasing the order gives it back (settle.ts).

export interface DiscountHold {
  discount: ResolvedDiscount | null;
  orderId: number;
  memberId: number;
  invoiceId: number | null;
  /** What the discount takes off the order (a voucher's redemption records it). */
  discountCents: number;
  /** Today in the association's time zone: the coupon's window is checked again under its row lock. */
  today: string;
}

/** Hold the voucher's value or one use of the coupon for a pending order, or throw (see discountRefusal). */
export async function holdDiscount(tx: DbOrTx, hold: DiscountHold): Promise<void> {
  const { discount } = hold;
  if (discount?.kind === 'voucher') await reserveVoucher(tx, discount.voucherId, hold.orderId, hold.discountCents);
  if (discount?.kind !== 'coupon') return;
  const coupon = await repo.takeCouponUse(tx, discount.couponId, hold.today);
  // Switched off or expired since it was looked up a moment ago.
  if (!coupon) throw new AppError(422, 'error_response', M.invalid);
  await repo.countMemberCouponUse(tx, discount.couponId, hold.memberId, coupon.maxUsesPerMember);
  await repo.insertCouponRedemption(tx, {
    couponId: discount.couponId,
    orderId: hold.orderId,
    memberId: hold.memberId,
    invoiceId: hold.invoiceId,
    oncePerInvoice: coupon.oncePerInvoice,
  });
}

/** What the member is told when the database refused a discount's hold (409 error_response); null for other errors. */
export function discountRefusal(err: unknown, discount: ResolvedDiscount | null): AppError | null {
  if (discount?.kind === 'coupon') {
    if (isCheckViolation(err, 'coupons_uses_range')) return new AppError(409, 'error_response', M.usedUp);
    if (isCheckViolation(err, 'coupon_member_uses_range')) return new AppError(409, 'error_response', M.memberLimit);
    if (isUniqueViolation(err, 'coupon_redemptions_invoice_key'))
      return new AppError(409, 'error_response', M.onInvoice);
  }
  if (discount?.kind === 'voucher' && isUniqueViolation(err, 'voucher_redemptions_live_key')) {
    return new AppError(
      409,
      'error_response',
      discount.akv ? VoucherResultMessages.invalidAkv : VoucherResultMessages.invalid,
    );
  }
  return null;
}
