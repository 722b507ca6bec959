import { and, asc, eq, inArray, isNull, lte, ne, not, notExists, sql } from 'drizzle-orm';
import type { DbOrTx } from '../platform/db';
import { members } from '../platform/members.tables';
import { claimedAtOf, hasClaimCode, hasUnusedClaimCode } from '../family/claim.service';
import { importInviteRuns, importInvites } from './import-claims.tables';
import { importItems, imports } from './import.tables';

// Queries of an import's invitations to claim a sign-in (issue 42 item 4, docs/decisions/301).

/** The statuses of an import whose people may be invited: the job has written them (or is writing them). */
export const INVITING = ['running', 'done'] as const;

/** The people an import created (its 'member' items), with the line they came from. */
const created = (importId: number) =>
  and(eq(importItems.importId, importId), eq(importItems.kind, 'member'), eq(importItems.refId, members.id));

/** An adult the import created with an email: who is invited (a sign-in of their own is claimed, not invited). */
const invitable = (importId: number, bornBy: string) =>
  and(created(importId), lte(members.dob, bornBy), ne(members.email, ''));

/**
 * Up to `limit` adults of the import to invite now, in file order: live, without a sign-in, never sent a claim code
 * (by an import or on turning 18) nor invited.
 */
export function dueInvites(db: DbOrTx, importId: number, bornBy: string, limit: number) {
  return db
    .select({ id: members.id, firstname: members.firstname, prefname: members.prefname, email: members.email })
    .from(importItems)
    .innerJoin(members, invitable(importId, bornBy))
    .where(
      and(
        isNull(members.username),
        isNull(members.deactivatedAt),
        isNull(members.mergedInto),
        not(hasClaimCode(members.id)),
        notExists(
          db
            .select({ one: sql`1` })
            .from(importInvites)
            .where(eq(importInvites.memberId, members.id)),
        ),
      ),
    )
    .orderBy(asc(importItems.line), asc(members.id))
    .limit(limit);
}

/** The imports whose invitations run now. */
export const runningInvites = (db: DbOrTx) =>
  db
    .select({ importId: importInviteRuns.importId })
    .from(importInviteRuns)
    .innerJoin(imports, eq(imports.id, importInviteRuns.importId))
    .where(inArray(imports.status, [...INVITING]));

/** The import's pace, locked until the transaction ends; undefined while another server's round holds it. */
export async function lockRun(tx: DbOrTx, importId: number) {
  const [row] = await tx
    .select()
    .from(importInviteRuns)
    .where(eq(importInviteRuns.importId, importId))
    .for('update', { skipLocked: true });
  return row;
}

export const runOf = async (db: DbOrTx, importId: number) =>
  (await db.select().from(importInviteRuns).where(eq(importInviteRuns.importId, importId)))[0];

export async function invitedCount(db: DbOrTx, importId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(importInvites)
    .where(eq(importInvites.importId, importId));
  return Number(row?.n ?? 0);
}

export async function insertInvite(tx: DbOrTx, row: { importId: number; memberId: number; invitedAt: Date }) {
  return (
    (await tx.insert(importInvites).values(row).onConflictDoNothing().returning({ id: importInvites.id })).length > 0
  );
}

export async function saveRun(tx: DbOrTx, row: typeof importInviteRuns.$inferInsert) {
  await tx
    .insert(importInviteRuns)
    .values(row)
    .onConflictDoUpdate({
      target: importInviteRuns.importId,
      set: { perHour: row.perHour, startedAt: row.startedAt, sentBefore: row.sentBefore, startedBy: row.startedBy },
    });
}

/** Invited people not reminded yet, invited on or before `by`, who have not claimed: live, still without a sign-in. */
export function dueReminders(db: DbOrTx, by: Date, limit: number) {
  return db
    .select({
      id: importInvites.id,
      memberId: members.id,
      firstname: members.firstname,
      prefname: members.prefname,
      email: members.email,
    })
    .from(importInvites)
    .innerJoin(members, eq(members.id, importInvites.memberId))
    .innerJoin(imports, eq(imports.id, importInvites.importId))
    .where(
      and(
        hasUnusedClaimCode(members.id),
        isNull(importInvites.remindedAt),
        lte(importInvites.invitedAt, by),
        inArray(imports.status, [...INVITING]),
        isNull(members.username),
        isNull(members.deactivatedAt),
        isNull(members.mergedInto),
      ),
    )
    .orderBy(asc(importInvites.id))
    .limit(limit);
}

/** Mark the reminder sent, once: false when another round has. */
export async function markReminded(tx: DbOrTx, id: number, at: Date): Promise<boolean> {
  const rows = await tx
    .update(importInvites)
    .set({ remindedAt: at })
    .where(and(eq(importInvites.id, id), isNull(importInvites.remindedAt)))
    .returning({ id: importInvites.id });
  return rows.length > 0;
}

const claimedAt = claimedAtOf(members.id);

/** The import's adults with their invitation, reminder and claim, in file order: a page, and the counts of all. */
export async function claimsOf(db: DbOrTx, importId: number, bornBy: string, page: { limit: number; offset: number }) {
  const [rows, [counts]] = await Promise.all([
    db
      .select({
        memberId: members.id,
        firstname: members.firstname,
        lastname: members.lastname,
        email: members.email,
        line: importItems.line,
        invitedAt: importInvites.invitedAt,
        remindedAt: importInvites.remindedAt,
        claimedAt: claimedAt,
      })
      .from(importItems)
      .innerJoin(members, invitable(importId, bornBy))
      .leftJoin(importInvites, eq(importInvites.memberId, members.id))
      .orderBy(asc(importItems.line), asc(members.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({
        adults: sql<number>`count(*)::int`,
        invited: sql<number>`count(${importInvites.id})::int`,
        reminded: sql<number>`count(${importInvites.remindedAt})::int`,
        claimed: sql<number>`count(${claimedAt})::int`,
      })
      .from(importItems)
      .innerJoin(members, invitable(importId, bornBy))
      .leftJoin(importInvites, eq(importInvites.memberId, members.id)),
  ]);
  return { rows, counts: counts! };
}

export const importStatus = async (db: DbOrTx, importId: number) =>
  (await db.select({ status: imports.status }).from(imports).where(eq(imports.id, importId)))[0]?.status;
