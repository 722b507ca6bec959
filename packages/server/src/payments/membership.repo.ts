import { and, count, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../platform/db';
import { memberSports } from '../platform/members.tables';
import { membershipProducts, orders } from './payments.tables';

// Membership queries (drizzle only): the product of a sport and the member's registration in it.

export async function membershipProduct(db: DbOrTx, sport: string) {
  const [row] = await db.select().from(membershipProducts).where(eq(membershipProducts.sport, sport)).limit(1);
  return row;
}

export async function memberSport(db: DbOrTx, memberId: number, sport: string) {
  const [row] = await db.select().from(memberSports)
    .where(and(eq(memberSports.memberId, memberId), eq(memberSports.sport, sport))).limit(1);
  return row;
}

/** The member's registration in the sport, created empty when missing, locked until the transaction ends. */
export async function lockMemberSport(tx: DbOrTx, memberId: number, sport: string) {
  await tx.insert(memberSports).values({ memberId, sport }).onConflictDoNothing();
  const [row] = await tx.select().from(memberSports)
    .where(and(eq(memberSports.memberId, memberId), eq(memberSports.sport, sport))).for('update').limit(1);
  return row!;
}

/** Other membership payments of this member and sport still under way. */
export async function pendingMembershipOrders(tx: DbOrTx, memberId: number, sport: string, exceptOrderId: number): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(orders).where(and(
    eq(orders.memberId, memberId), eq(orders.kind, 'membership'), eq(orders.status, 'pending'), ne(orders.id, exceptOrderId),
    sql`${orders.data}->>'sport' = ${sport}`,
  ));
  return Number(row?.n ?? 0);
}

export function extendMemberSport(tx: DbOrTx, id: number, expiryDate: string, prevExpiryDate: string | null) {
  return tx.update(memberSports).set({ expiryDate, prevExpiryDate, membRenewal: false }).where(eq(memberSports.id, id));
}
