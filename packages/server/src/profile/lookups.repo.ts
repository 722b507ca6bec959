import { and, asc, eq, like } from 'drizzle-orm';
import type { DbOrTx } from '../platform/db';
import { escapeLike } from '../platform/staff-list';
import { localities, referenceData } from './lookups.tables';

export type LocalityRow = typeof localities.$inferInsert;

export async function hasLocalities(db: DbOrTx): Promise<boolean> {
  const rows = await db.select({ id: localities.id }).from(localities).limit(1);
  return rows.length > 0;
}

export async function deleteLocalities(db: DbOrTx): Promise<void> {
  await db.delete(localities);
}

/** Whether this exact suburb, postcode and state is one locality (unique index localities_name_postcode_state_key). */
export async function localityExists(db: DbOrTx, name: string, postcode: string, state: string): Promise<boolean> {
  const rows = await db
    .select({ id: localities.id })
    .from(localities)
    .where(and(eq(localities.name, name), eq(localities.postcode, postcode), eq(localities.state, state)))
    .limit(1);
  return rows.length > 0;
}

/** The version of a reference data set that is loaded, or null. */
export async function referenceVersion(db: DbOrTx, name: string): Promise<string | null> {
  const [row] = await db
    .select({ version: referenceData.version })
    .from(referenceData)
    .where(eq(referenceData.name, name))
    .limit(1);
  return row?.version ?? null;
}

export async function setReferenceVersion(db: DbOrTx, name: string, version: string, at: Date): Promise<void> {
  await db
    .insert(referenceData)
    .values({ name, version, loadedAt: at })
    .onConflictDoUpdate({ target: referenceData.name, set: { version, loadedAt: at } });
}

export async function insertLocalities(db: DbOrTx, rows: LocalityRow[]): Promise<void> {
  await db.insert(localities).values(rows).onConflictDoNothing();
}

/** A LIKE pattern for values starting with `value` (its wildcards escaped: "50%" or "_" mean those characters). */
const likePrefix = (value: string) => `${escapeLike(value)}%`;

/**
 * Localities whose name (upper case) or postcode starts with `search`, by name (an exact name comes first).
 * Both conditions use a text_pattern_ops btree index.
 */
export async function searchLocalities(db: DbOrTx, search: string, limit: number) {
  const upper = search.toUpperCase();
  const prefix = likePrefix(upper);
  const where = /^\d+$/.test(search) ? like(localities.postcode, prefix) : like(localities.name, prefix);
  return (
    db
      .select({ name: localities.name, postcode: localities.postcode, state: localities.state })
      .from(localities)
      .where(where)
      // Index order: an exact name sorts before every longer name with the same prefix, so it comes first.
      .orderBy(asc(localities.name), asc(localities.postcode))
      .limit(limit)
  );
}
