import { and, asc, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { SessionRead } from '../platform/sign-in';
import { runPrepared, type Db, type DbOrTx } from '../platform/db';
import { deleteFile, putFiles } from '../platform/file-store';
import { rowFromJson } from '../platform/json-row';
import { guardianships, memberSports, members } from '../platform/members.tables';

export type MemberRow = typeof members.$inferSelect;
export type MemberChanges = Partial<
  Omit<typeof members.$inferInsert, 'id' | 'username' | 'passwordHash' | 'createdAt'>
>;

/** The columns of a sport entry the profile shows. */
export type SportFields = Pick<
  typeof memberSports.$inferSelect,
  'sport' | 'expiryDate' | 'prevExpiryDate' | 'membRenewal'
>;
export interface ProfileReads {
  sports: SportFields[];
  nbTeams: number;
  staffRoles: string[];
}
type ProfileSessionJson = {
  member: Record<string, unknown>;
  sports: SportFields[];
  nbTeams: number;
  staffRoles?: string[];
};

/**
 * GET /api/member/user in one round trip: the member of a live token, their sports, their teams in the active
 * season and their staff roles (migration 0023), through the database function `portal_profile_sessions` (migration 0020, docs/decisions/101-signed-in-path.md).
 */
export const profileSession: SessionRead<ProfileReads> = {
  fn: 'portal_profile_sessions',
  fromJson: (json) => {
    const { member, sports, nbTeams, staffRoles = [] } = json as ProfileSessionJson;
    return { member: rowFromJson(members, member), extra: { sports, nbTeams, staffRoles } };
  },
};

const sportsQuery = (db: DbOrTx) =>
  db
    .select()
    .from(memberSports)
    .where(eq(memberSports.memberId, sql.placeholder('memberId')))
    .orderBy(asc(memberSports.sport));

/** The member's sports (read with every profile, so prepared once). */
export async function sportsOf(db: DbOrTx, memberId: number): Promise<(typeof memberSports.$inferSelect)[]> {
  return runPrepared(db, 'profile_sports_of', sportsQuery, { memberId });
}

export async function findMember(db: DbOrTx, memberId: number): Promise<MemberRow | undefined> {
  const [row] = await db.select().from(members).where(eq(members.id, memberId)).limit(1);
  return row;
}

/** Update a member's columns (updated_at moves too: it versions the photo URL) and answer the new row. */
export async function updateMember(db: DbOrTx, memberId: number, changes: MemberChanges): Promise<MemberRow> {
  const [row] = await db
    .update(members)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(members.id, memberId))
    .returning();
  return row!;
}

/**
 * Update the profile, and with a new photo store it and delete the one the row held, all in one transaction: the
 * old key is read under a row lock, so two uploads at once leave exactly one photo, and no row ever names a photo
 * that is not stored (members_photo_path_stored_files_key_fk, decision 151).
 */
export async function updateProfileRow(
  db: Db,
  memberId: number,
  changes: MemberChanges,
  photo: { key: string; bytes: Buffer } | null,
): Promise<MemberRow> {
  return db.transaction(async (tx) => {
    const [old] = await tx
      .select({ photoPath: members.photoPath })
      .from(members)
      .where(eq(members.id, memberId))
      .for('update');
    if (photo) await putFiles(tx, [photo]);
    const row = await updateMember(tx, memberId, photo ? { ...changes, photoPath: photo.key } : changes);
    if (photo && old?.photoPath && old.photoPath !== photo.key) await deleteFile(tx, old.photoPath);
    return row;
  });
}

/** The members' photo paths among these keys (moving an older version's photo files: photo-upgrade.ts). */
export async function photoPathsAmong(db: DbOrTx, keys: string[]): Promise<Set<string>> {
  if (!keys.length) return new Set();
  const rows = await db
    .selectDistinct({ key: members.photoPath })
    .from(members)
    .where(inArray(members.photoPath, keys));
  return new Set(rows.map((r) => r.key!));
}

/** Up to `limit` stored bank detail values (checking a key against what it must open). */
export async function someBankValues(db: DbOrTx, limit: number): Promise<string[]> {
  const rows = await db
    .select({ value: members.acctNumberEnc })
    .from(members)
    .where(isNotNull(members.acctNumberEnc))
    .limit(limit);
  return rows.map((r) => r.value!);
}

/** Erase every member's stored bank details (their key is lost); answers how many members had some. */
export async function eraseBankDetails(db: DbOrTx): Promise<number> {
  const rows = await db
    .update(members)
    .set({ acctNameEnc: null, acctBsbEnc: null, acctNumberEnc: null })
    .where(or(isNotNull(members.acctNameEnc), isNotNull(members.acctBsbEnc), isNotNull(members.acctNumberEnc)))
    .returning({ id: members.id });
  return rows.length;
}

/** The first and last names of a person's live guardians, in the order they became guardians (docs/decisions/259). */
export async function guardianNamesOf(db: DbOrTx, childId: number): Promise<string[]> {
  const rows = await db
    .select({ firstname: members.firstname, lastname: members.lastname })
    .from(guardianships)
    .innerJoin(members, eq(members.id, guardianships.guardianId))
    .where(and(eq(guardianships.childId, childId), isNull(members.deactivatedAt), isNull(members.mergedInto)))
    .orderBy(asc(guardianships.id));
  return rows.map((r) => `${r.firstname} ${r.lastname}`);
}
