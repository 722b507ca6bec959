import { and, asc, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../platform/db';
import { guardianships, members } from '../platform/members.tables';
import { correctionRequests, dataExports } from './privacy.tables';

// The privacy area's queries: who a login may ask for, the data_exports queue, correction requests.

const name = sql<string>`trim(${members.firstname} || ' ' || ${members.lastname})`;

/** The login and the live children they are guardian of, the login first. */
export async function peopleOf(db: DbOrTx, loginId: number) {
  const rows = await db
    .select({ id: members.id, name })
    .from(members)
    .leftJoin(guardianships, and(eq(guardianships.childId, members.id), eq(guardianships.guardianId, loginId)))
    .where(
      and(
        or(eq(members.id, loginId), eq(guardianships.guardianId, loginId)),
        isNull(members.deactivatedAt),
        isNull(members.mergedInto),
      ),
    )
    .orderBy(sql`${members.id} <> ${loginId}`, asc(members.firstname), asc(members.id));
  return rows.map((r) => ({ ...r, self: r.id === loginId }));
}

export function exportsOf(db: DbOrTx, loginId: number) {
  return db
    .select({
      id: dataExports.id,
      memberId: dataExports.memberId,
      name,
      status: dataExports.status,
      createdAt: dataExports.createdAt,
      expiresAt: dataExports.expiresAt,
    })
    .from(dataExports)
    .innerJoin(members, eq(members.id, dataExports.memberId))
    .where(eq(dataExports.requestedBy, loginId))
    .orderBy(desc(dataExports.id))
    .limit(20);
}

/** A new request, or the one already being made for this person and asker (the partial unique index). */
export async function insertExport(db: DbOrTx, memberId: number, requestedBy: number, now: Date) {
  const [added] = await db
    .insert(dataExports)
    .values({ memberId, requestedBy, createdAt: now })
    .onConflictDoNothing({
      target: [dataExports.memberId, dataExports.requestedBy],
      where: sql`${dataExports.status} = 'pending'`,
    })
    .returning({ id: dataExports.id });
  if (added) return { id: added.id, added: true };
  const [pending] = await db
    .select({ id: dataExports.id })
    .from(dataExports)
    .where(
      and(
        eq(dataExports.memberId, memberId),
        eq(dataExports.requestedBy, requestedBy),
        eq(dataExports.status, 'pending'),
      ),
    );
  return { id: pending!.id, added: false };
}

/** Claim pending exports whose lease is free (FOR UPDATE SKIP LOCKED: two servers never make the same one). */
export function claimPending(db: DbOrTx, now: Date, leaseUntil: Date, limit: number) {
  const due = db
    .select({ id: dataExports.id })
    .from(dataExports)
    .where(
      and(eq(dataExports.status, 'pending'), or(isNull(dataExports.lockedUntil), lt(dataExports.lockedUntil, now))),
    )
    .orderBy(asc(dataExports.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(dataExports)
    .set({ lockedUntil: leaseUntil, attempts: sql`${dataExports.attempts} + 1` })
    .where(inArray(dataExports.id, due))
    .returning();
}

export async function anyPending(db: DbOrTx): Promise<boolean> {
  const [row] = await db
    .select({ id: dataExports.id })
    .from(dataExports)
    .where(eq(dataExports.status, 'pending'))
    .limit(1);
  return !!row;
}

export async function personAndAsker(db: DbOrTx, memberId: number, requestedBy: number) {
  const rows = await db
    .select({ id: members.id, name, email: members.email })
    .from(members)
    .where(inArray(members.id, [memberId, requestedBy]));
  return { person: rows.find((r) => r.id === memberId)!, asker: rows.find((r) => r.id === requestedBy)! };
}

export function exportByToken(db: DbOrTx, tokenHash: string) {
  return db
    .select()
    .from(dataExports)
    .where(eq(dataExports.tokenHash, tokenHash))
    .then((r) => r[0] ?? null);
}

export function correctionsOf(db: DbOrTx, loginId: number) {
  return db
    .select({ request: correctionRequests, name })
    .from(correctionRequests)
    .innerJoin(members, eq(members.id, correctionRequests.memberId))
    .where(eq(correctionRequests.requestedBy, loginId))
    .orderBy(desc(correctionRequests.id))
    .limit(50);
}

export function markDownloaded(db: DbOrTx, id: number, now: Date) {
  return db.update(dataExports).set({ downloadedAt: now }).where(eq(dataExports.id, id));
}

export function markReady(
  db: DbOrTx,
  id: number,
  ready: { fileKey: string; tokenHash: string; expiresAt: Date; readyAt: Date },
) {
  return db
    .update(dataExports)
    .set({ ...ready, status: 'ready', lockedUntil: null })
    .where(and(eq(dataExports.id, id), eq(dataExports.status, 'pending')))
    .returning({ id: dataExports.id });
}

export function markFailed(db: DbOrTx, id: number) {
  return db.update(dataExports).set({ status: 'failed', lockedUntil: null }).where(eq(dataExports.id, id));
}

export async function insertCorrection(db: DbOrTx, values: typeof correctionRequests.$inferInsert) {
  const [row] = await db.insert(correctionRequests).values(values).returning();
  return row!;
}
