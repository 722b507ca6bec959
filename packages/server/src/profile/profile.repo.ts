import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../platform/db';
import { memberSports, members } from '../platform/members.tables';

export type MemberRow = typeof members.$inferSelect;
export type MemberChanges = Partial<Omit<typeof members.$inferInsert, 'id' | 'username' | 'passwordHash' | 'createdAt'>>;

export async function sportsOf(db: DbOrTx, memberId: number) {
  return db.select().from(memberSports).where(eq(memberSports.memberId, memberId)).orderBy(asc(memberSports.sport));
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
