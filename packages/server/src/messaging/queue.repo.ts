import { and, count, eq, isNull, lte } from 'drizzle-orm';
import { Audience, type Channel, type MessageKind } from '@portal/domain/messaging/messaging';
import type { DbOrTx } from '../platform/db';
import { messageRecipients, messages } from './messaging.tables';

// The message rows of the pipeline (docs/decisions/304).

export type NewMessage = Omit<typeof messages.$inferInsert, 'id' | 'lockedUntil' | 'cancelledAt'>;

/** Write a message; null when its dedupe key is already taken (the first message stands). */
export async function insertMessage(tx: DbOrTx, m: NewMessage): Promise<number | null> {
  const [row] = await tx.insert(messages).values(m).onConflictDoNothing().returning({ id: messages.id });
  return row?.id ?? null;
}

/** The message written under a dedupe key, with how many people it reached. */
export async function messageByDedupeKey(tx: DbOrTx, dedupeKey: string): Promise<{ id: number; people: number }> {
  const [row] = await tx
    .select({ id: messages.id, people: count(messageRecipients.id) })
    .from(messages)
    .leftJoin(messageRecipients, eq(messageRecipients.messageId, messages.id))
    .where(eq(messages.dedupeKey, dedupeKey))
    .groupBy(messages.id);
  if (!row) throw new Error(`message ${dedupeKey}: its key is taken but no message has it`);
  return row;
}

const isDue = (now: Date) => and(isNull(messages.queuedAt), isNull(messages.cancelledAt), lte(messages.sendAt, now));

/** Whether a message waits to be expanded: a plain read, so an idle round writes nothing. */
export async function anyDueMessage(db: DbOrTx, now: Date): Promise<boolean> {
  return (await db.select({ id: messages.id }).from(messages).where(isDue(now)).limit(1)).length > 0;
}

/** Lock the next due message for the caller's transaction (SKIP LOCKED: another server expanding one is passed by). */
export async function claimDueMessage(
  tx: DbOrTx,
  now: Date,
): Promise<{ id: number; kind: MessageKind; channels: Channel[]; audience: Audience | null } | null> {
  const [row] = await tx
    .select({ id: messages.id, kind: messages.kind, channels: messages.channels, audience: messages.audience })
    .from(messages)
    .where(isDue(now))
    .orderBy(messages.sendAt, messages.id)
    .limit(1)
    .for('update', { skipLocked: true });
  if (!row) return null;
  const audience = Audience.safeParse(row.audience);
  return {
    id: row.id,
    kind: row.kind as MessageKind,
    channels: row.channels as Channel[],
    audience: audience.success ? audience.data : null,
  };
}

export async function markQueued(tx: DbOrTx, id: number, now: Date): Promise<void> {
  await tx.update(messages).set({ queuedAt: now, lockedUntil: null }).where(eq(messages.id, id));
}
