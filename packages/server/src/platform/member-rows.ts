import { getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './db';

// Merging two accounts of one person (docs/decisions/162): each area moves its own rows from the merged account to
// the kept one with this, naming the columns of its unique keys, so the move never breaks a key.

/**
 * Re-point `column` of `table` from member `from` to member `to` and answer how many rows moved. With `sameAs`, the
 * other columns of a unique key holding `column`: a row of `from` that the kept member already has under that key
 * says the same thing twice and is dropped first (an empty list: one row per member, the kept member's stays).
 */
export async function moveMemberRows(
  tx: DbOrTx,
  table: PgTable,
  column: PgColumn,
  from: number,
  to: number,
  sameAs?: readonly PgColumn[],
): Promise<number> {
  const t = sql.identifier(getTableName(table));
  const c = sql.identifier(column.name);
  if (sameAs) {
    const same = sameAs.map((k) => sql`k.${sql.identifier(k.name)} = f.${sql.identifier(k.name)}`);
    const clash = sql.join([sql`k.${c} = ${to}`, ...same], sql` and `);
    await tx.execute(sql`delete from ${t} f where f.${c} = ${from} and exists (select 1 from ${t} k where ${clash})`);
  }
  return rowsOf(await tx.execute(sql`update ${t} set ${c} = ${to} where ${c} = ${from} returning 1`)).length;
}

/** The rows of a raw statement's answer, as both drivers give them. */
export function rowsOf<T = Record<string, unknown>>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** Run a raw statement (a drizzle `sql`) and answer its rows. */
export async function selectRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  return rowsOf<T>(await db.execute(query));
}
