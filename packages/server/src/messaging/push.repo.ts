import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../platform/db';
import { pushSubscriptions } from './messaging.tables';

// The browsers that allowed app notifications (drizzle only).

export interface PushKeys {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export function subscriptionsOf(db: DbOrTx, memberId: number) {
  return db
    .select({
      id: pushSubscriptions.id,
      endpoint: pushSubscriptions.endpoint,
      p256dh: pushSubscriptions.p256dh,
      auth: pushSubscriptions.auth,
    })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.memberId, memberId))
    .orderBy(pushSubscriptions.id);
}

/** Save a browser's subscription for a member; an endpoint already saved (the same browser) moves to them. */
export async function saveSubscription(db: DbOrTx, memberId: number, sub: PushKeys, now: Date): Promise<void> {
  await db
    .insert(pushSubscriptions)
    .values({ memberId, ...sub, createdAt: now })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { memberId, p256dh: sub.p256dh, auth: sub.auth, createdAt: now },
    });
}

/** Remove a member's subscription by its endpoint; answers whether there was one. */
export async function removeSubscription(db: DbOrTx, memberId: number, endpoint: string): Promise<boolean> {
  const rows = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.memberId, memberId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return rows.length > 0;
}

/** The push service said the subscription is gone (404/410). */
export async function dropSubscription(db: DbOrTx, id: number): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}
