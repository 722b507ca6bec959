import { asc, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { CouponListQuery } from '@portal/domain/payments/coupons.staff.contract';
import type { DbOrTx } from '../platform/db';
import { couponMemberUses, coupons } from './coupons.tables';

// The back-office's coupon queries (drizzle only; docs/decisions/239).

export type CouponRow = typeof coupons.$inferSelect;
export type CouponValues = Omit<typeof coupons.$inferInsert, 'id' | 'uses' | 'createdAt'>;

const SORT: Record<NonNullable<CouponListQuery['sort']>, SQL | typeof coupons.code> = {
  code: coupons.code, uses: sql`${coupons.uses}`, valid_until: sql`${coupons.validUntil}`, id: sql`${coupons.id}`,
};

const members = sql<number>`(select count(*) from ${couponMemberUses} where ${couponMemberUses.couponId} = ${coupons.id} and ${couponMemberUses.uses} > 0)::int`;

/** One page of coupons (newest first unless sorted), each with how many members use it, and how many match in all. */
export async function couponPage(db: DbOrTx, q: CouponListQuery) {
  const text = q.q.trim() ? ilike(coupons.code, `%${q.q.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined;
  const order = q.sort ? (q.order === 'desc' ? desc(SORT[q.sort]) : asc(SORT[q.sort])) : desc(coupons.id);
  const rows = await db.select({ coupon: coupons, members, total: sql<number>`count(*) over ()::int` }).from(coupons)
    .where(text).orderBy(order, desc(coupons.id)).limit(q.pageSize).offset(q.page * q.pageSize);
  return { rows, total: Number(rows[0]?.total ?? 0) };
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
  const [row] = await db.select({ n: sql<number>`coalesce(max(${couponMemberUses.uses}), 0)::int` }).from(couponMemberUses).where(eq(couponMemberUses.couponId, couponId));
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
  await tx.update(couponMemberUses).set({ memberLimit: values.maxUsesPerMember ?? null }).where(eq(couponMemberUses.couponId, id));
}
