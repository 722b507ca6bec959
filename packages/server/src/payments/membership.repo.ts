import { and, count, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../platform/db';
import { memberSports, members } from '../platform/members.tables';
import { membershipProducts, orders } from './payments.tables';
import type { Renewed } from './renewal';

// Membership queries (drizzle only): the product of a sport and the member's registration in it.

export async function membershipProduct(db: DbOrTx, sport: string) {
  const [row] = await db.select().from(membershipProducts).where(eq(membershipProducts.sport, sport)).limit(1);
  return row;
}

/** Every sport's membership product. */
export function membershipPriceList(db: DbOrTx) {
  return db
    .select({ sport: membershipProducts.sport, priceCents: membershipProducts.priceCents })
    .from(membershipProducts);
}

export async function memberSport(db: DbOrTx, memberId: number, sport: string) {
  const [row] = await db
    .select()
    .from(memberSports)
    .where(and(eq(memberSports.memberId, memberId), eq(memberSports.sport, sport)))
    .limit(1);
  return row;
}

/**
 * Membership payments of one member run one at a time: lock the member's row (NO KEY UPDATE: the pending order's
 * foreign key already holds KEY SHARE on it). The sport's row may not exist yet (a first registration).
 */
export async function lockMember(tx: DbOrTx, memberId: number): Promise<void> {
  await tx.select({ id: members.id }).from(members).where(eq(members.id, memberId)).for('no key update');
}

/**
 * Other payments under way renewing this person's membership of the sport: a membership order of their own, or any
 * order whose data.renewals names them (a family's cart, docs/decisions/250). Pending orders are few: a partial index.
 */
export async function pendingRenewals(
  tx: DbOrTx,
  memberId: number,
  sport: string,
  exceptOrderId: number,
): Promise<number> {
  const named = JSON.stringify([{ memberId, sport }]);
  const [row] = await tx
    .select({ n: count() })
    .from(orders)
    .where(
      and(
        eq(orders.status, 'pending'),
        ne(orders.id, exceptOrderId),
        or(
          and(eq(orders.memberId, memberId), eq(orders.kind, 'membership'), sql`${orders.data}->>'sport' = ${sport}`),
          sql`${orders.data}->'renewals' @> ${named}::jsonb`,
        ),
      ),
    );
  return Number(row?.n ?? 0);
}

/** Record the new expiry (the sport's row is created on a first registration); renewal is no longer due. */
export function extendMemberSport(
  tx: DbOrTx,
  memberId: number,
  sport: string,
  expiryDate: string,
  prevExpiryDate: string | null,
) {
  return tx
    .insert(memberSports)
    .values({ memberId, sport, expiryDate, prevExpiryDate, membRenewal: false })
    .onConflictDoUpdate({
      target: [memberSports.memberId, memberSports.sport],
      set: { expiryDate, prevExpiryDate, membRenewal: false },
    });
}

/** Keep in the order's data what its renewal changed (appended to `renewed`). */
export async function keepRenewed(tx: DbOrTx, orderId: number, r: Renewed): Promise<void> {
  await tx
    .update(orders)
    .set({
      data: sql`jsonb_set(${orders.data}, '{renewed}', coalesce(${orders.data}->'renewed', '[]'::jsonb) || ${JSON.stringify([r])}::jsonb)`,
    })
    .where(eq(orders.id, orderId));
}

/** What the order's renewals changed (none for an order paid before decision 256 kept it). */
export async function renewedOf(tx: DbOrTx, orderId: number): Promise<Renewed[]> {
  const [row] = await tx.select({ data: orders.data }).from(orders).where(eq(orders.id, orderId));
  const list = (row?.data as { renewed?: unknown } | undefined)?.renewed;
  return Array.isArray(list) ? list : [];
}

/** Put the sport's row back as it was before the renewal while its expiry is still `to`; false when changed since. */
export async function restoreMemberSport(tx: DbOrTx, r: Renewed): Promise<boolean> {
  const rows = await tx
    .update(memberSports)
    .set({ expiryDate: r.from, prevExpiryDate: r.prevFrom, membRenewal: r.dueBefore })
    .where(
      and(eq(memberSports.memberId, r.memberId), eq(memberSports.sport, r.sport), eq(memberSports.expiryDate, r.to)),
    )
    .returning({ id: memberSports.id });
  return rows.length > 0;
}

export async function memberNames(tx: DbOrTx, ids: number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await tx
    .select({ id: members.id, firstname: members.firstname, lastname: members.lastname })
    .from(members)
    .where(inArray(members.id, ids));
  return new Map(rows.map((m) => [m.id, `${m.firstname} ${m.lastname}`.trim()]));
}
