import { and, count, eq, gte, isNull, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../platform/db';
import { couponMemberUses, couponRedemptions, coupons } from './coupons.tables';
import { voucherFailures, vouchers } from './payments.tables';

// Coupon and voucher queries (drizzle only).

export type CouponRow = typeof coupons.$inferSelect;
export type VoucherRow = typeof vouchers.$inferSelect;

export async function couponByCode(db: DbOrTx, code: string): Promise<CouponRow | undefined> {
  const [row] = await db.select().from(coupons).where(eq(coupons.code, code)).limit(1);
  return row;
}

/** A member's live uses of a coupon (0 before the first). */
export async function memberCouponUses(db: DbOrTx, couponId: number, memberId: number): Promise<number> {
  const [row] = await db
    .select({ uses: couponMemberUses.uses })
    .from(couponMemberUses)
    .where(and(eq(couponMemberUses.couponId, couponId), eq(couponMemberUses.memberId, memberId)))
    .limit(1);
  return row?.uses ?? 0;
}

/**
 * Take one use of a coupon that is on and within its window on `today`, locking its row until the transaction ends;
 * undefined when it is not usable today. One use above the total fails coupons_uses_range (23514).
 */
export async function takeCouponUse(tx: DbOrTx, couponId: number, today: string) {
  const [row] = await tx
    .update(coupons)
    .set({ uses: sql`${coupons.uses} + 1` })
    .where(
      and(
        eq(coupons.id, couponId),
        eq(coupons.active, true),
        or(isNull(coupons.validFrom), lte(coupons.validFrom, today)),
        or(isNull(coupons.validUntil), gte(coupons.validUntil, today)),
      ),
    )
    .returning({ maxUsesPerMember: coupons.maxUsesPerMember, oncePerInvoice: coupons.oncePerInvoice });
  return row;
}

/** Count a member's use under the coupon's per-member limit: one too many fails coupon_member_uses_range (23514). */
export function countMemberCouponUse(tx: DbOrTx, couponId: number, memberId: number, memberLimit: number | null) {
  return tx
    .insert(couponMemberUses)
    .values({ couponId, memberId, uses: 1, memberLimit })
    .onConflictDoUpdate({
      target: [couponMemberUses.couponId, couponMemberUses.memberId],
      set: { uses: sql`${couponMemberUses.uses} + 1`, memberLimit },
    });
}

/** Hold the use for an order; a second live use on an invoice fails coupon_redemptions_invoice_key (23505). */
export function insertCouponRedemption(
  tx: DbOrTx,
  values: Omit<typeof couponRedemptions.$inferInsert, 'status' | 'id'>,
) {
  return tx.insert(couponRedemptions).values({ ...values, status: 'reserved' });
}

/** An order's held use becomes spent, or released with its counts given back. */
export async function settleCouponUse(tx: DbOrTx, orderId: number, status: 'spent' | 'released'): Promise<void> {
  const [held] = await tx
    .update(couponRedemptions)
    .set({ status })
    .where(and(eq(couponRedemptions.orderId, orderId), eq(couponRedemptions.status, 'reserved')))
    .returning({ couponId: couponRedemptions.couponId, memberId: couponRedemptions.memberId });
  if (!held || status === 'spent') return;
  await tx
    .update(coupons)
    .set({ uses: sql`${coupons.uses} - 1` })
    .where(eq(coupons.id, held.couponId));
  await tx
    .update(couponMemberUses)
    .set({ uses: sql`${couponMemberUses.uses} - 1` })
    .where(and(eq(couponMemberUses.couponId, held.couponId), eq(couponMemberUses.memberId, held.memberId)));
}

export async function voucherByNumber(db: DbOrTx, number: string): Promise<VoucherRow | undefined> {
  const [row] = await db.select().from(vouchers).where(eq(vouchers.number, number)).limit(1);
  return row;
}

export async function countVoucherFailures(db: DbOrTx, memberId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(voucherFailures)
    .where(and(eq(voucherFailures.memberId, memberId), gte(voucherFailures.at, since)));
  return Number(row?.n ?? 0);
}

export function recordVoucherFailure(db: DbOrTx, memberId: number, at: Date) {
  return db.insert(voucherFailures).values({ memberId, at });
}
