import { and, asc, desc, eq, inArray, isNull, lte, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db';
import type { Mail } from './mailer';
import { mailOutbox } from './outbox.tables';

// Queries of the mail outbox (drizzle only).

const sqlIncrement = () => sql`${mailOutbox.attempts} + 1`;

/** Queue a message; with a dedupe key, nothing is added while an unsent message has that key. Answers whether it was added. */
export async function insertMail(db: DbOrTx, mail: Mail, dedupeKey: string | null, now: Date): Promise<boolean> {
  const rows = await db
    .insert(mailOutbox)
    .values({
      dedupeKey,
      toAddress: mail.to,
      subject: mail.subject,
      textBody: mail.text,
      htmlBody: mail.html,
      secret: mail.secret ?? false,
      headers: mail.headers ?? null,
      attachmentKey: mail.attachmentKey ?? null,
      nextAttemptAt: now,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: mailOutbox.id });
  return rows.length > 0;
}

/**
 * Claim up to `limit` due messages for `leaseUntil`: FOR UPDATE SKIP LOCKED keeps two servers off the same rows at
 * the same moment, and the lease keeps them off while one is sending.
 */
const isDue = (now: Date) =>
  and(
    eq(mailOutbox.status, 'pending'),
    lte(mailOutbox.nextAttemptAt, now),
    or(isNull(mailOutbox.lockedUntil), lt(mailOutbox.lockedUntil, now)),
  );

/** Whether any message is due: a plain read, so an idle worker's round writes nothing (decision 124's cache stays). */
export async function anyDue(db: DbOrTx, now: Date): Promise<boolean> {
  return (await db.select({ id: mailOutbox.id }).from(mailOutbox).where(isDue(now)).limit(1)).length > 0;
}

export function claimDue(db: DbOrTx, now: Date, leaseUntil: Date, limit: number) {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(isDue(now))
    .orderBy(asc(mailOutbox.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(mailOutbox)
    .set({ lockedUntil: leaseUntil, attempts: sqlIncrement() })
    .where(inArray(mailOutbox.id, due))
    .returning();
}

/** A secret message's bodies once it is sent or given up: the code it held is gone from the database (decision 261). */
const forget = (row: { secret: boolean }) => (row.secret ? { textBody: '', htmlBody: '' } : {});

export function markSent(db: DbOrTx, row: { id: number; secret: boolean }, now: Date) {
  return db
    .update(mailOutbox)
    .set({ status: 'sent', sentAt: now, lockedUntil: null, lastError: null, ...forget(row) })
    .where(eq(mailOutbox.id, row.id));
}

export function markRetry(db: DbOrTx, id: number, nextAttemptAt: Date, error: string) {
  return db.update(mailOutbox).set({ nextAttemptAt, lockedUntil: null, lastError: error }).where(eq(mailOutbox.id, id));
}

export function markFailed(db: DbOrTx, row: { id: number; secret: boolean }, error: string) {
  return db
    .update(mailOutbox)
    .set({ status: 'failed', lockedUntil: null, lastError: error, ...forget(row) })
    .where(eq(mailOutbox.id, row.id));
}

/** The outbox row queued under a dedupe key, whatever became of it (a message delivery is queued once, ever). */
export async function mailByDedupeKey(db: DbOrTx, dedupeKey: string): Promise<{ id: number } | null> {
  const [row] = await db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(eq(mailOutbox.dedupeKey, dedupeKey))
    .orderBy(asc(mailOutbox.id))
    .limit(1);
  return row ?? null;
}

/** Messages given up on and messages still waiting (the back-office home). */
export async function outboxCounts(db: DbOrTx): Promise<{ failed: number; pending: number }> {
  const rows = await db
    .select({ status: mailOutbox.status, n: sql<number>`count(*)::int` })
    .from(mailOutbox)
    .where(inArray(mailOutbox.status, ['failed', 'pending']))
    .groupBy(mailOutbox.status);
  const of = (status: string) => Number(rows.find((r) => r.status === status)?.n ?? 0);
  return { failed: of('failed'), pending: of('pending') };
}

/** The newest `limit` messages of a status, without their bodies (the back-office's mail list; decision 277). */
export function outboxList(db: DbOrTx, status: 'failed' | 'pending', limit: number) {
  return db
    .select({
      id: mailOutbox.id,
      to: mailOutbox.toAddress,
      subject: mailOutbox.subject,
      attempts: mailOutbox.attempts,
      lastError: mailOutbox.lastError,
      createdAt: mailOutbox.createdAt,
      nextAttemptAt: mailOutbox.nextAttemptAt,
    })
    .from(mailOutbox)
    .where(eq(mailOutbox.status, status))
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(limit);
}
