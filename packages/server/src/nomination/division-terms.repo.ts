import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../platform/db';
import { divisionEntries, divisionGroups, grades } from './nomination.tables';

// What season setup reads and writes of nomination (drizzle only; decision 185): grades, a season's division groups
// and each division's entry terms (fee, free, capacity, waiting list).

export const allGrades = (db: DbOrTx) =>
  db.select({ id: grades.id, name: grades.name }).from(grades).orderBy(asc(grades.position), asc(grades.name));

/** A new grade; null when one of the name (any case) exists. */
export async function insertGrade(tx: DbOrTx, name: string): Promise<number | null> {
  const [taken] = await tx
    .select({ id: grades.id })
    .from(grades)
    .where(sql`lower(${grades.name}) = lower(${name})`)
    .limit(1);
  if (taken) return null;
  const [row] = await tx.insert(grades).values({ name }).onConflictDoNothing().returning({ id: grades.id });
  return row?.id ?? null;
}

export const gradeExists = async (db: DbOrTx, id: number) =>
  (await db.select({ id: grades.id }).from(grades).where(eq(grades.id, id))).length > 0;

export const groupsOf = (db: DbOrTx, seasonId: number) =>
  db
    .select({
      id: divisionGroups.id,
      gradeId: divisionGroups.gradeId,
      grade: grades.name,
      name: divisionGroups.name,
      position: divisionGroups.position,
    })
    .from(divisionGroups)
    .innerJoin(grades, eq(grades.id, divisionGroups.gradeId))
    .where(eq(divisionGroups.seasonId, seasonId))
    .orderBy(asc(grades.position), asc(grades.name), asc(divisionGroups.position), asc(divisionGroups.name));

/** A new group of a grade in the season; null when the grade has one of that name there. */
export async function insertGroup(
  tx: DbOrTx,
  g: { seasonId: number; gradeId: number; name: string; position?: number },
): Promise<number | null> {
  const [row] = await tx.insert(divisionGroups).values(g).onConflictDoNothing().returning({ id: divisionGroups.id });
  return row?.id ?? null;
}

export const termsOf = (db: DbOrTx, divisionIds: number[]) =>
  divisionIds.length === 0
    ? Promise.resolve([])
    : db.select().from(divisionEntries).where(inArray(divisionEntries.divisionId, divisionIds));
export type TermsRow = typeof divisionEntries.$inferSelect;

export type Terms = Pick<TermsRow, 'groupId' | 'priceCents' | 'free' | 'capacity' | 'waitlist'>;

/** Set a division's entry terms (made when it has none); the places already taken stay (the CHECK refuses a capacity below them). */
export async function upsertTerms(tx: DbOrTx, divisionId: number, t: Terms): Promise<void> {
  await tx
    .insert(divisionEntries)
    .values({ divisionId, ...t })
    .onConflictDoUpdate({ target: divisionEntries.divisionId, set: t });
}

/** The group ids of the season among `ids`. */
export async function seasonGroupIds(db: DbOrTx, seasonId: number, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: divisionGroups.id })
    .from(divisionGroups)
    .where(and(eq(divisionGroups.seasonId, seasonId), inArray(divisionGroups.id, ids)));
  return new Set(rows.map((r) => r.id));
}
