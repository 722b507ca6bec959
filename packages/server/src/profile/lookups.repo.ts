import { asc, like } from 'drizzle-orm';
import type { DbOrTx } from '../platform/db';
import { localities } from './lookups.tables';

export type LocalityRow = typeof localities.$inferInsert;

export async function hasLocalities(db: DbOrTx): Promise<boolean> {
  const rows = await db.select({ id: localities.id }).from(localities).limit(1);
  return rows.length > 0;
}

export async function insertLocalities(db: DbOrTx, rows: LocalityRow[]): Promise<void> {
  await db.insert(localities).values(rows).onConflictDoNothing();
}

/** Escape LIKE's wildcards so a search for "50%" or "_" means those characters. */
function likePrefix(value: string): string {
  return `${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Localities whose name (upper case) or postcode starts with `search`, by name (an exact name comes first).
 * Both conditions use a text_pattern_ops btree index.
 */
export async function searchLocalities(db: DbOrTx, search: string, limit: number) {
  const upper = search.toUpperCase();
  const prefix = likePrefix(upper);
  const where = /^\d+$/.test(search) ? like(localities.postcode, prefix) : like(localities.name, prefix);
  return db.select({ name: localities.name, postcode: localities.postcode, state: localities.state })
    .from(localities)
    .where(where)
    // Index order: an exact name sorts before every longer name with the same prefix, so it comes first.
    .orderBy(asc(localities.name), asc(localities.postcode))
    .limit(limit);
}
