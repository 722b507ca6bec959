import { and, count, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../platform/db';
import { messageDeliveries, messageRecipients, messages } from './messaging.tables';

// What an automatic notice's caller reports back (decision 313): how many of its people get an email.

/** The email deliveries a message queued (not those skipped for want of an address or a choice). */
export async function emailsQueued(db: DbOrTx, messageId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(messageDeliveries)
    .innerJoin(messageRecipients, eq(messageRecipients.id, messageDeliveries.recipientId))
    .where(
      and(
        eq(messageRecipients.messageId, messageId),
        eq(messageDeliveries.channel, 'email'),
        eq(messageDeliveries.state, 'queued'),
      ),
    );
  return row?.n ?? 0;
}

/** Whether a notice under this key was written already. */
export async function messageWithKey(db: DbOrTx, dedupeKey: string): Promise<boolean> {
  const rows = await db.select({ id: messages.id }).from(messages).where(eq(messages.dedupeKey, dedupeKey)).limit(1);
  return rows.length > 0;
}

/** Of these keys, those a notice was written under already (one query for a round's many). */
export async function takenKeys(db: DbOrTx, keys: string[]): Promise<Set<string>> {
  if (!keys.length) return new Set();
  const rows = await db.select({ key: messages.dedupeKey }).from(messages).where(inArray(messages.dedupeKey, keys));
  return new Set(rows.map((r) => r.key ?? ''));
}
