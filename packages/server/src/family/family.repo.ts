import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { PersonFacts } from '@portal/domain/staff/duplicates';
import type { DbOrTx } from '../platform/db';
import { guardianships, members, memberSports } from '../platform/members.tables';

const live = and(isNull(members.deactivatedAt), isNull(members.mergedInto));
const person = {
  id: members.id,
  firstname: members.firstname,
  lastname: members.lastname,
  prefname: members.prefname,
  dob: members.dob,
  username: members.username,
};

/** The live people `guardianId` looks after, by name. */
export async function childrenOf(db: DbOrTx, guardianId: number) {
  return db
    .select(person)
    .from(guardianships)
    .innerJoin(members, eq(members.id, guardianships.childId))
    .where(and(eq(guardianships.guardianId, guardianId), live))
    .orderBy(asc(members.firstname), asc(members.id));
}

/** The other guardians of these children (names only: a guardian's contact details stay private, decision 246). */
export async function otherGuardiansOf(db: DbOrTx, childIds: number[], exceptId: number) {
  if (childIds.length === 0) return [];
  return db
    .select({ childId: guardianships.childId, firstname: members.firstname, lastname: members.lastname })
    .from(guardianships)
    .innerJoin(members, eq(members.id, guardianships.guardianId))
    .where(and(inArray(guardianships.childId, childIds), ne(guardianships.guardianId, exceptId), live))
    .orderBy(asc(members.firstname), asc(members.id));
}

export type NewPerson = typeof members.$inferInsert;

/** The person (no sign-in of their own), their sport entry and the guardianship, in the caller's transaction. */
export async function insertChild(tx: DbOrTx, person: NewPerson, sport: string, guardianId: number): Promise<number> {
  const [row] = await tx
    .insert(members)
    .values({ ...person, username: null, passwordHash: null })
    .returning({ id: members.id });
  await tx.insert(memberSports).values({ memberId: row!.id, sport, membRenewal: true });
  await tx.insert(guardianships).values({ guardianId, childId: row!.id });
  return row!.id;
}

/**
 * The live people of this name and date of birth (members_name_dob_idx), as the duplicate rule reads them; one at a
 * time per name and date of birth until the caller's transaction ends, so two guardians adding one child at once are
 * seen in turn.
 */
export async function peopleNamed(tx: DbOrTx, p: { firstname: string; lastname: string; dob: string }) {
  const key = `${p.firstname.trim().toLowerCase()}|${p.lastname.trim().toLowerCase()}|${p.dob}`;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('family.child'), hashtext(${key}))`);
  return tx
    .select({
      firstname: members.firstname,
      lastname: members.lastname,
      dob: members.dob,
      gender: members.gender,
      postcode: members.postcode,
      mobile: members.mobile,
      email: members.email,
    })
    .from(members)
    .where(
      and(
        eq(sql`lower(${members.firstname})`, p.firstname.trim().toLowerCase()),
        eq(sql`lower(${members.lastname})`, p.lastname.trim().toLowerCase()),
        eq(members.dob, p.dob),
        live,
      ),
    ) as Promise<PersonFacts[]>;
}

/** A live member with a sign-in of their own, by exact username. */
export async function personByUsername(db: DbOrTx, username: string) {
  const [row] = await db
    .select({ ...person, email: members.email })
    .from(members)
    .where(and(eq(members.username, username), live))
    .limit(1);
  return row ?? null;
}

/** A live member by id. */
export async function personById(db: DbOrTx, id: number) {
  const [row] = await db
    .select(person)
    .from(members)
    .where(and(eq(members.id, id), live))
    .limit(1);
  return row ?? null;
}

/** Whether `guardianId` already looks after `childId`. */
export async function isGuardian(db: DbOrTx, guardianId: number, childId: number): Promise<boolean> {
  const rows = await db
    .select({ id: guardianships.id })
    .from(guardianships)
    .where(and(eq(guardianships.guardianId, guardianId), eq(guardianships.childId, childId)))
    .limit(1);
  return rows.length > 0;
}

/** Look after `childId` from now on (nothing when already so). */
export async function addGuardianship(db: DbOrTx, guardianId: number, childId: number): Promise<void> {
  await db.insert(guardianships).values({ guardianId, childId }).onConflictDoNothing();
}

/** The sport entries of several people (one query). */
export async function sportsOf(db: DbOrTx, memberIds: number[]) {
  return db
    .select({ memberId: memberSports.memberId, sport: memberSports.sport, expiry: memberSports.expiryDate })
    .from(memberSports)
    .where(inArray(memberSports.memberId, memberIds))
    .orderBy(asc(memberSports.sport));
}
