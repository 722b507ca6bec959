import { and, eq, gt, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../platform/db';
import { guardianships, members } from '../platform/members.tables';
import { familyCodes, type FamilyCodeKind } from './family.tables';

// Queries of guardianships and family codes for the guardians' own calls (docs/decisions/248, 260). Names only: no
// query here selects a guardian's contact details, except the address an access request is mailed to (never answered).

const live = and(isNull(members.deactivatedAt), isNull(members.mergedInto));
const person = { id: members.id, firstname: members.firstname, lastname: members.lastname };

/** The live people `guardianId` looks after, with whether each has a sign-in of their own. */
export function childrenOf(db: DbOrTx, guardianId: number) {
  return db
    .select({ ...person, signIn: isNotNull(members.username).mapWith(Boolean) })
    .from(guardianships)
    .innerJoin(members, eq(members.id, guardianships.childId))
    .where(and(eq(guardianships.guardianId, guardianId), live))
    .orderBy(members.dob, members.id);
}

/** Every guardian (by name) of each of `childIds`, in one query. */
export function guardiansOf(db: DbOrTx, childIds: number[]) {
  if (!childIds.length) return Promise.resolve([]);
  return db
    .select({ childId: guardianships.childId, ...person })
    .from(guardianships)
    .innerJoin(members, eq(members.id, guardianships.guardianId))
    .where(and(inArray(guardianships.childId, childIds), live))
    .orderBy(guardianships.createdAt, guardianships.id);
}

export async function insertCode(db: DbOrTx, row: typeof familyCodes.$inferInsert): Promise<boolean> {
  return (await db.insert(familyCodes).values(row).onConflictDoNothing().returning({ id: familyCodes.id })).length > 0;
}

/** A code of one of `kinds` by its hash, unused and unexpired at `now`; null otherwise. */
export async function liveCode(db: DbOrTx, kinds: readonly FamilyCodeKind[], codeHash: string, now: Date) {
  const [row] = await db
    .select()
    .from(familyCodes)
    .where(
      and(
        eq(familyCodes.codeHash, codeHash),
        inArray(familyCodes.kind, [...kinds]),
        isNull(familyCodes.usedAt),
        gt(familyCodes.expiresAt, now),
      ),
    );
  return row ?? null;
}

/** Mark a code used, once: false when another request used it first. */
export async function useCode(tx: DbOrTx, id: number, now: Date): Promise<boolean> {
  return (
    (
      await tx
        .update(familyCodes)
        .set({ usedAt: now })
        .where(and(eq(familyCodes.id, id), isNull(familyCodes.usedAt)))
        .returning({ id: familyCodes.id })
    ).length > 0
  );
}

/** Names of live members, by id. */
export function namesOf(db: DbOrTx, ids: number[]) {
  if (!ids.length) return Promise.resolve([]);
  return db
    .select(person)
    .from(members)
    .where(and(inArray(members.id, ids), live))
    .orderBy(members.dob, members.id);
}

/**
 * `guardianId` becomes a guardian of those of `childIds` whom `fromId` still looks after (an invitation passes on
 * only what its sender still has); answers the children added.
 */
export async function shareChildren(
  tx: DbOrTx,
  fromId: number,
  guardianId: number,
  childIds: number[],
): Promise<number[]> {
  if (!childIds.length) return [];
  const still = await tx
    .select({ childId: guardianships.childId })
    .from(guardianships)
    .where(
      and(
        eq(guardianships.guardianId, fromId),
        inArray(guardianships.childId, childIds),
        ne(guardianships.childId, guardianId),
      ),
    );
  if (!still.length) return [];
  await tx
    .insert(guardianships)
    .values(still.map((r) => ({ guardianId, childId: r.childId })))
    .onConflictDoNothing();
  return still.map((r) => r.childId);
}

/** The child's row, locked so two guardians leaving (or unlinked) at once are counted one after the other. */
export async function lockPerson(tx: DbOrTx, id: number) {
  const [row] = await tx
    .select({ ...person, username: members.username })
    .from(members)
    .where(eq(members.id, id))
    .for('update');
  return row ?? null;
}

/** How many live guardians `childId` has besides `guardianId`. */
export async function countOtherGuardians(tx: DbOrTx, childId: number, guardianId: number): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int`.mapWith(Number) })
    .from(guardianships)
    .innerJoin(members, eq(members.id, guardianships.guardianId))
    .where(and(eq(guardianships.childId, childId), ne(guardianships.guardianId, guardianId), live));
  return row?.n ?? 0;
}

export async function deleteGuardianship(tx: DbOrTx, guardianId: number, childId: number): Promise<boolean> {
  return (
    (
      await tx
        .delete(guardianships)
        .where(and(eq(guardianships.guardianId, guardianId), eq(guardianships.childId, childId)))
        .returning({ id: guardianships.id })
    ).length > 0
  );
}

/**
 * A live member with a sign-in of their own, by exact username (usernames are case sensitive: spec 000 §8), with what
 * decides whether they may be asked to look after someone (date of birth, an address to mail). Never answered as is.
 */
export async function signInByUsername(db: DbOrTx, username: string) {
  const [row] = await db
    .select({ ...person, dob: members.dob, email: members.email })
    .from(members)
    .where(and(eq(members.username, username), live));
  return row ?? null;
}

export async function addGuardian(db: DbOrTx, guardianId: number, childId: number): Promise<boolean> {
  return (
    (
      await db
        .insert(guardianships)
        .values({ guardianId, childId })
        .onConflictDoNothing()
        .returning({ id: guardianships.id })
    ).length > 0
  );
}

/** The second-guardian invitations `fromId` sent that are neither used nor expired at `now`, oldest first. */
export function pendingInvitations(db: DbOrTx, fromId: number, now: Date) {
  return db
    .select({
      id: familyCodes.id,
      email: familyCodes.email,
      childIds: familyCodes.childIds,
      expiresAt: familyCodes.expiresAt,
    })
    .from(familyCodes)
    .where(
      and(
        eq(familyCodes.fromId, fromId),
        eq(familyCodes.kind, 'invite'),
        isNull(familyCodes.usedAt),
        gt(familyCodes.expiresAt, now),
      ),
    )
    .orderBy(familyCodes.createdAt, familyCodes.id);
}

/** Delete `fromId`'s pending invitation `id` (its link then reads as unusable); answers its email, or null. */
export async function deleteInvitation(db: DbOrTx, fromId: number, id: number, now: Date): Promise<string | null> {
  const [row] = await db
    .delete(familyCodes)
    .where(
      and(
        eq(familyCodes.id, id),
        eq(familyCodes.fromId, fromId),
        eq(familyCodes.kind, 'invite'),
        isNull(familyCodes.usedAt),
        gt(familyCodes.expiresAt, now),
      ),
    )
    .returning({ email: familyCodes.email });
  return row?.email ?? null;
}
