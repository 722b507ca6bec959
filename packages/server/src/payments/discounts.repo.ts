import { and, count, eq, gte } from 'drizzle-orm';
import type { DbOrTx } from '../platform/db';
import { coupons, voucherFailures, vouchers } from './payments.tables';

// Coupon and voucher queries (drizzle only).

export type CouponRow = typeof coupons.$inferSelect;
export type VoucherRow = typeof vouchers.$inferSelect;

export async function couponByCode(db: DbOrTx, code: string): Promise<CouponRow | undefined> {
  const [row] = await db.select().from(coupons).where(eq(coupons.code, code)).limit(1);
  return row;
}

export async function voucherByNumber(db: DbOrTx, number: string): Promise<VoucherRow | undefined> {
  const [row] = await db.select().from(vouchers).where(eq(vouchers.number, number)).limit(1);
  return row;
}

export async function countVoucherFailures(db: DbOrTx, memberId: number, since: Date): Promise<number> {
  const [row] = await db.select({ n: count() }).from(voucherFailures)
    .where(and(eq(voucherFailures.memberId, memberId), gte(voucherFailures.at, since)));
  return Number(row?.n ?? 0);
}

export function recordVoucherFailure(db: DbOrTx, memberId: number, at: Date) {
  return db.insert(voucherFailures).values({ memberId, at });
}
