import { desc, eq, sql } from 'drizzle-orm';
import type { CouponListQuery } from '@portal/domain/payments/coupons.staff.contract';
import type { DbOrTx } from '../platform/db';
import { pageWindow, readPage, staffList } from '../platform/staff-list';
import { couponMemberUses, coupons } from './coupons.tables';

// The back-office's coupon queries (drizzle only; docs/decisions/239).

export type CouponRow = typeof coupons.$inferSelect;
export type CouponValues = Omit<typeof coupons.$inferInsert, 'id' | 'uses' | 'createdAt'>;

const members = sql<number>`(select count(*) from ${couponMemberUses} where ${couponMemberUses.couponId} = ${coupons.id} and ${couponMemberUses.uses} > 0)::int`;

const couponList = staffList({
  sort: { code: [coupons.code], uses: [coupons.uses], valid_until: [coupons.validUntil], id: [coupons.id] },
  byDefault: [],
  then: [desc(coupons.id)],
  search: { columns: [coupons.code] },
});

/** One page of coupons (newest first unless sorted), each with how many members use it, and how many match in all. */
export function couponPage(db: DbOrTx, q: CouponListQuery) {
  return readPage(
    db,
    db.select({ coupon: coupons, members }).from(coupons).where(couponList.search(q.q)).$dynamic(),
    couponList.order(q),
    pageWindow(q),
  );
}

export async function couponById(db: DbOrTx, id: number) {
  const [row] = await db.select({ coupon: coupons, members }).from(coupons).where(eq(coupons.id, id)).limit(1);
  return row;
}

/** The coupon, locked until the transaction ends: a payment holding a use takes the same lock (docs/decisions/146). */
export async function lockCoupon(tx: DbOrTx, id: number): Promise<CouponRow | undefined> {
  const [row] = await tx.select().from(coupons).where(eq(coupons.id, id)).for('update').limit(1);
  return row;
}

/** The most uses any one member has made of the coupon (0 before the first). */
export async function mostMemberUses(db: DbOrTx, couponId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(max(${couponMemberUses.uses}), 0)::int` })
    .from(couponMemberUses)
    .where(eq(couponMemberUses.couponId, couponId));
  return Number(row?.n ?? 0);
}

export async function insertCoupon(tx: DbOrTx, values: CouponValues): Promise<number> {
  const [row] = await tx.insert(coupons).values(values).returning({ id: coupons.id });
  return row!.id;
}

/**
 * Change the coupon, and copy its per-member limit onto every member's row: a total below the uses made fails
 * coupons_uses_range, and a per-member limit below a member's uses fails coupon_member_uses_range (23514).
 */
export async function updateCoupon(tx: DbOrTx, id: number, values: CouponValues): Promise<void> {
  await tx.update(coupons).set(values).where(eq(coupons.id, id));
  await tx
    .update(couponMemberUses)
    .set({ memberLimit: values.maxUsesPerMember ?? null })
    .where(eq(couponMemberUses.couponId, id));
}
