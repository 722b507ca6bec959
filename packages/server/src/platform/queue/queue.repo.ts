import { and, asc, count, eq, gt, gte, inArray, isNotNull, isNull, lt, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db';
import { queueSettings, queueVisitors } from './queue.tables';

// The fair queue's queries (docs/decisions/346). Times come from the app's clock, as every service's do.

export type VisitorRow = typeof queueVisitors.$inferSelect;

/** The one settings row (made if missing), read without a lock: a visitor's entry and poll wait for nobody. */
export async function readSettings(db: DbOrTx): Promise<{ opensAt: Date | null; lastAdmittedAt: Date }> {
  let [row] = await db.select().from(queueSettings).where(eq(queueSettings.id, 1));
  if (!row) {
    await db.insert(queueSettings).values({ id: 1 }).onConflictDoNothing();
    [row] = await db.select().from(queueSettings).where(eq(queueSettings.id, 1));
  }
  return { opensAt: row!.registrationsOpenAt, lastAdmittedAt: row!.lastAdmittedAt };
}

/** The settings row locked for this transaction (made if missing), to change it: the opening time. */
export async function lockSettings(tx: DbOrTx): Promise<{ opensAt: Date | null; lastAdmittedAt: Date }> {
  await tx.insert(queueSettings).values({ id: 1 }).onConflictDoNothing();
  const [row] = await tx.select().from(queueSettings).where(eq(queueSettings.id, 1)).for('update');
  return { opensAt: row!.registrationsOpenAt, lastAdmittedAt: row!.lastAdmittedAt };
}

/** The admissions' lock (a transaction's advisory lock, pair 46/345), waited for: to let a newcomer straight in
 * under QUEUE_MAX_INSIDE while no admission counts the room. */
export async function takeAdmissionLock(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(46, 345)`);
}

/** The admissions' lock if free: false while another server's request is letting people in (it lets in who is due). */
export async function tryAdmissionLock(tx: DbOrTx): Promise<boolean> {
  const res = (await tx.execute(sql`select pg_try_advisory_xact_lock(46, 345) as ok`)) as unknown as {
    rows: { ok: boolean }[];
  };
  return res.rows[0]!.ok;
}

/** The admissions' clock, read under their lock. */
export async function lastAdmittedAt(tx: DbOrTx): Promise<Date> {
  const [row] = await tx
    .select({ at: queueSettings.lastAdmittedAt })
    .from(queueSettings)
    .where(eq(queueSettings.id, 1));
  return row!.at;
}

export async function opensAt(db: DbOrTx): Promise<Date | null> {
  const [row] = await db
    .select({ at: queueSettings.registrationsOpenAt })
    .from(queueSettings)
    .where(eq(queueSettings.id, 1));
  return row?.at ?? null;
}

export async function writeOpensAt(tx: DbOrTx, at: Date | null, now: Date): Promise<void> {
  await tx.update(queueSettings).set({ registrationsOpenAt: at, updatedAt: now }).where(eq(queueSettings.id, 1));
}

export async function writeLastAdmitted(tx: DbOrTx, at: Date): Promise<void> {
  await tx.update(queueSettings).set({ lastAdmittedAt: at }).where(eq(queueSettings.id, 1));
}

export async function visitorByHash(db: DbOrTx, tokenHash: string): Promise<VisitorRow | null> {
  const [row] = await db.select().from(queueVisitors).where(eq(queueVisitors.tokenHash, tokenHash));
  return row ?? null;
}

export async function insertVisitor(
  tx: DbOrTx,
  v: { tokenHash: string; destination: string; now: Date; admitted: boolean; expiresAt: Date },
): Promise<VisitorRow> {
  const [row] = await tx
    .insert(queueVisitors)
    .values({
      tokenHash: v.tokenHash,
      destination: v.destination,
      createdAt: v.now,
      admittedAt: v.admitted ? v.now : null,
      expiresAt: v.expiresAt,
    })
    .returning();
  return row!;
}

export async function setExpiry(db: DbOrTx, id: number, expiresAt: Date): Promise<void> {
  await db.update(queueVisitors).set({ expiresAt }).where(eq(queueVisitors.id, id));
}

const inside = (now: Date) => and(isNotNull(queueVisitors.admittedAt), gt(queueVisitors.expiresAt, now));
const waiting = (now: Date) => and(isNull(queueVisitors.admittedAt), gt(queueVisitors.expiresAt, now));

/** Visitors holding a live pass. */
export async function countInside(db: DbOrTx, now: Date): Promise<number> {
  const [row] = await db.select({ n: count() }).from(queueVisitors).where(inside(now));
  return row!.n;
}

/** Visitors waiting with a live place. */
export async function countWaiting(db: DbOrTx, now: Date): Promise<number> {
  const [row] = await db.select({ n: count() }).from(queueVisitors).where(waiting(now));
  return row!.n;
}

/**
 * Where a visitor stands, in one statement (one snapshot): let in or not, and if not, their place (1 + the live places
 * ahead of theirs). Read apart, another server's admission committed between the two reads would leave a visitor
 * neither inside nor among the places (place 0). Null when the row is gone.
 */
export async function standingOf(
  db: DbOrTx,
  id: number,
  now: Date,
): Promise<{ admitted: boolean; place: number } | null> {
  const ahead = db
    .select({ n: count() })
    .from(queueVisitors)
    .where(and(waiting(now), lte(queueVisitors.id, id)));
  const [row] = await db
    .select({ admitted: isNotNull(queueVisitors.admittedAt), place: sql<number>`(${ahead})`.mapWith(Number) })
    .from(queueVisitors)
    .where(eq(queueVisitors.id, id));
  return row ? { admitted: Boolean(row.admitted), place: row.place } : null;
}

/** Let in the first `n` live places in arrival order: their passes last until `expiresAt`. */
export async function admitFirst(tx: DbOrTx, n: number, now: Date, expiresAt: Date): Promise<number> {
  const first = await tx
    .select({ id: queueVisitors.id })
    .from(queueVisitors)
    .where(waiting(now))
    .orderBy(asc(queueVisitors.id))
    .limit(n);
  if (first.length === 0) return 0;
  const ids = first.map((r) => r.id);
  await tx.update(queueVisitors).set({ admittedAt: now, expiresAt }).where(inArray(queueVisitors.id, ids));
  return ids.length;
}

/** How many waited and were let in since `since` (the estimate's rate); those let straight in do not count. */
export async function admittedFromQueueSince(db: DbOrTx, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(queueVisitors)
    .where(and(gte(queueVisitors.admittedAt, since), gt(queueVisitors.admittedAt, queueVisitors.createdAt)));
  return row!.n;
}

/** Renew a pass used within the grace (expired no earlier than `after`): true when the visitor holds one. */
export async function renewPass(db: DbOrTx, tokenHash: string, after: Date, expiresAt: Date): Promise<boolean> {
  const rows = await db
    .update(queueVisitors)
    .set({ expiresAt })
    .where(
      and(
        eq(queueVisitors.tokenHash, tokenHash),
        isNotNull(queueVisitors.admittedAt),
        gt(queueVisitors.expiresAt, after),
      ),
    )
    .returning({ id: queueVisitors.id });
  return rows.length > 0;
}

/** The visitor finished (registered, paid): their room is free now; the pass still works within the grace. */
export async function releasePass(db: DbOrTx, tokenHash: string, now: Date): Promise<void> {
  await db
    .update(queueVisitors)
    .set({ expiresAt: sql`least(${queueVisitors.expiresAt}, ${now.toISOString()}::timestamptz)` })
    .where(and(eq(queueVisitors.tokenHash, tokenHash), isNotNull(queueVisitors.admittedAt)));
}

/** Forget places and passes that lapsed before `before`. */
export async function removeLapsed(tx: DbOrTx, before: Date): Promise<void> {
  await tx.delete(queueVisitors).where(lt(queueVisitors.expiresAt, before));
}
