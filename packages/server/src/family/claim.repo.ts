import { and, eq, inArray, isNotNull, isNull, lte, not, notExists, sql } from 'drizzle-orm';
import type { DbOrTx } from '../platform/db';
import { guardianships, members } from '../platform/members.tables';
import { broughtInAsAdult } from '../import/imported-people.service';
import { familyCodes } from './family.tables';

// Queries of turning 18 and claiming one's own sign-in (docs/decisions/249).

/**
 * Live people without a sign-in of their own born on or before `bornBy` (18 or older today) who were never sent a
 * claim code: one query, whatever the number of members. People an import brought in as adults are not among them:
 * their invitations go at the pace staff choose (docs/decisions/301); a child it brought turns 18 here as any other.
 */
export function dueForClaim(db: DbOrTx, bornBy: string) {
  return db
    .select({ id: members.id, firstname: members.firstname, lastname: members.lastname, email: members.email })
    .from(members)
    .where(
      and(
        isNull(members.username),
        isNull(members.deactivatedAt),
        isNull(members.mergedInto),
        lte(members.dob, bornBy),
        notExists(
          db
            .select({ one: sql`1` })
            .from(familyCodes)
            .where(and(eq(familyCodes.memberId, members.id), eq(familyCodes.kind, 'claim'))),
        ),
        not(broughtInAsAdult(members.id, members.dob)),
      ),
    )
    .orderBy(members.id)
    .limit(500);
}

/** The email addresses of the live guardians of each of `childIds`. */
export function guardianEmails(db: DbOrTx, childIds: number[]) {
  if (!childIds.length) return Promise.resolve([]);
  return db
    .select({ childId: guardianships.childId, email: members.email })
    .from(guardianships)
    .innerJoin(members, eq(members.id, guardianships.guardianId))
    .where(and(inArray(guardianships.childId, childIds), isNull(members.deactivatedAt), isNull(members.mergedInto)));
}

/** Give the person their sign-in, only while they have none; false when they already have one. */
export async function setSignIn(
  tx: DbOrTx,
  id: number,
  username: string,
  passwordHash: string,
  now: Date,
): Promise<boolean> {
  return (
    (
      await tx
        .update(members)
        .set({ username, passwordHash, updatedAt: now })
        .where(and(eq(members.id, id), isNull(members.username)))
        .returning({ id: members.id })
    ).length > 0
  );
}

/** End every guardianship of the person: their guardians lose access (decision 249). */
export async function endGuardianships(tx: DbOrTx, childId: number): Promise<void> {
  await tx.delete(guardianships).where(eq(guardianships.childId, childId));
}

export async function personOf(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ id: members.id, dob: members.dob, deactivatedAt: members.deactivatedAt, mergedInto: members.mergedInto })
    .from(members)
    .where(eq(members.id, id));
  return row ?? null;
}

/** Whether the member claimed their own sign-in with a claim code (their guardianships ended then). */
export async function claimedBy(db: DbOrTx, memberId: number): Promise<boolean> {
  const rows = await db
    .select({ id: familyCodes.id })
    .from(familyCodes)
    .where(and(eq(familyCodes.memberId, memberId), eq(familyCodes.kind, 'claim'), isNotNull(familyCodes.usedAt)))
    .limit(1);
  return rows.length > 0;
}

/** A new code for the person's unused claim code (an import's reminder, decision 301): the one mailed before stops working. */
export async function renewClaimCode(
  tx: DbOrTx,
  memberId: number,
  codeHash: string,
  expiresAt: Date,
): Promise<boolean> {
  const rows = await tx
    .update(familyCodes)
    .set({ codeHash, expiresAt })
    .where(and(eq(familyCodes.memberId, memberId), eq(familyCodes.kind, 'claim'), isNull(familyCodes.usedAt)))
    .returning({ id: familyCodes.id });
  return rows.length > 0;
}
