import { asc, eq, sql } from 'drizzle-orm';
import type { SessionRead } from '../platform/auth';
import { runPrepared, type Db, type DbOrTx } from '../platform/db';
import { rowFromJson } from '../platform/json-row';
import { memberSports, members } from '../platform/members.tables';

export type MemberRow = typeof members.$inferSelect;
export type MemberChanges = Partial<Omit<typeof members.$inferInsert, 'id' | 'username' | 'passwordHash' | 'createdAt'>>;

/** The columns of a sport entry the profile shows. */
export type SportFields = Pick<typeof memberSports.$inferSelect, 'sport' | 'expiryDate' | 'prevExpiryDate' | 'membRenewal'>;
export interface ProfileReads { sports: SportFields[]; nbTeams: number; staffRoles: string[] }
type ProfileSessionJson = { member: Record<string, unknown>; sports: SportFields[]; nbTeams: number; staffRoles?: string[] };

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
  db.select().from(memberSports).where(eq(memberSports.memberId, sql.placeholder('memberId'))).orderBy(asc(memberSports.sport));

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
  const [row] = await db.update(members).set({ ...changes, updatedAt: sql`now()` }).where(eq(members.id, memberId)).returning();
  return row!;
}

/**
 * Update the profile and answer the new row with the photo path it held before, read under a row lock in the
 * same transaction: with two photo uploads at once, each sees the other's file and none is left orphaned.
 */
export async function updateProfileRow(db: Db, memberId: number, changes: MemberChanges): Promise<{ row: MemberRow; oldPhoto: string | null }> {
  return db.transaction(async (tx) => {
    const [old] = await tx.select({ photoPath: members.photoPath }).from(members).where(eq(members.id, memberId)).for('update');
    const row = await updateMember(tx, memberId, changes);
    return { row, oldPhoto: old?.photoPath ?? null };
  });
}
