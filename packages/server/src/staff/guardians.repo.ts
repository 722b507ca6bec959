import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../platform/db';
import { guardianships, members } from '../platform/members.tables';

// Guardians and dependants as the back-office reads and changes them (drizzle only; docs/decisions/252).

const person = { id: members.id, firstname: members.firstname, lastname: members.lastname, username: members.username };
export type PersonRow = { id: number; firstname: string; lastname: string; username: string | null };

/** The guardians of member `id`, by name. */
export function guardiansOf(db: DbOrTx, id: number): Promise<PersonRow[]> {
  return db
    .select(person)
    .from(guardianships)
    .innerJoin(members, eq(members.id, guardianships.guardianId))
    .where(eq(guardianships.childId, id))
    .orderBy(asc(members.lastname), asc(members.firstname), asc(members.id));
}

/** The people member `id` looks after, by name. */
export function dependantsOf(db: DbOrTx, id: number): Promise<PersonRow[]> {
  return db
    .select(person)
    .from(guardianships)
    .innerJoin(members, eq(members.id, guardianships.childId))
    .where(eq(guardianships.guardianId, id))
    .orderBy(asc(members.lastname), asc(members.firstname), asc(members.id));
}

/** Whether `guardianId` is a guardian of `childId`. */
export async function isGuardian(db: DbOrTx, guardianId: number, childId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: guardianships.id })
    .from(guardianships)
    .where(and(eq(guardianships.guardianId, guardianId), eq(guardianships.childId, childId)))
    .limit(1);
  return Boolean(row);
}

/** Link the pair; false when the unique pair key already holds it (a link made a moment before). */
export async function insertPair(tx: DbOrTx, guardianId: number, childId: number): Promise<boolean> {
  const rows = await tx
    .insert(guardianships)
    .values({ guardianId, childId })
    .onConflictDoNothing()
    .returning({ id: guardianships.id });
  return rows.length > 0;
}

/** Unlink the pair; false when there was none. */
export async function deletePair(tx: DbOrTx, guardianId: number, childId: number): Promise<boolean> {
  const rows = await tx
    .delete(guardianships)
    .where(and(eq(guardianships.guardianId, guardianId), eq(guardianships.childId, childId)))
    .returning({ id: guardianships.id });
  return rows.length > 0;
}
