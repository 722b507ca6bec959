import type { Db } from './db';

// Copying an installation's tables between two PostgreSQL databases of the same schema (docs/decisions/152): rows
// travel as the databases' own JSON text (row_to_json, json_populate_recordset), so every value is read and written
// by PostgreSQL's own input and output functions (microseconds, bytea, ranges, numerics), never through JavaScript.

/** One statement with $n parameters, answering rows: a PGlite handle and a pg client alike. */
export type Query = <R extends Record<string, unknown>>(text: string, params?: unknown[]) => Promise<R[]>;

export function queryOf(client: { query(text: string, params?: unknown[]): Promise<{ rows: unknown[] }> }): Query {
  return async <R>(text: string, params?: unknown[]) => (await client.query(text, params)).rows as R[];
}

/** The driver client under a drizzle handle (PGlite or a pg Pool): both answer query(text, params). */
export function queryOfDb(db: Db): Query {
  return queryOf(
    (db as unknown as { $client: { query(text: string, params?: unknown[]): Promise<{ rows: unknown[] }> } }).$client,
  );
}

/** Text output both sides agree on, so the rows' text compares equal exactly when the values do. */
export async function sameTextOutput(query: Query): Promise<void> {
  for (const setting of [
    "TimeZone TO 'UTC'",
    "DateStyle TO 'ISO, YMD'",
    "IntervalStyle TO 'postgres'",
    'extra_float_digits TO 1',
    "bytea_output TO 'hex'",
  ]) {
    await query(`SET ${setting}`);
  }
}

const id = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The application's tables (schema public), by name. */
export async function tablesOf(query: Query): Promise<string[]> {
  const rows = await query<{ name: string }>(
    "SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename",
  );
  return rows.map((r) => r.name);
}

/** The tables holding at least one row. */
export async function tablesWithRows(query: Query, tables: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const table of tables) if ((await query(`SELECT 1 FROM ${id(table)} LIMIT 1`)).length) found.push(table);
  return found;
}

export interface ForeignKey {
  table: string;
  name: string;
  definition: string;
}

export async function foreignKeysOf(query: Query): Promise<ForeignKey[]> {
  return query<{
    table: string;
    name: string;
    definition: string;
  }>(`SELECT c.conrelid::regclass::text AS table, c.conname AS name,
    pg_get_constraintdef(c.oid) AS definition FROM pg_constraint c WHERE c.contype = 'f' AND c.connamespace = 'public'::regnamespace
    ORDER BY 1, 2`);
}

export const dropForeignKey = (query: Query, fk: ForeignKey) =>
  query(`ALTER TABLE ${fk.table} DROP CONSTRAINT ${id(fk.name)}`);
/** The definition keeps NOT VALID where the source had it (members' photo paths of an older version: migration 0024). */
export const addForeignKey = (query: Query, fk: ForeignKey) =>
  query(`ALTER TABLE ${fk.table} ADD CONSTRAINT ${id(fk.name)} ${fk.definition}`);
/** Triggers check rows as they are made (a forfeit's game); copied rows were checked when they were made. */
export const userTriggers = (query: Query, table: string, on: boolean) =>
  query(`ALTER TABLE ${id(table)} ${on ? 'ENABLE' : 'DISABLE'} TRIGGER USER`);

/** Copy one table's rows in pages of `page` (in physical order, so no key is needed); answers the count. */
export async function copyRows(from: Query, to: Query, table: string, page: number): Promise<number> {
  const columns = (
    await to<{ name: string }>(
      `SELECT attname AS name FROM pg_attribute WHERE attrelid = $1::regclass AND attnum > 0
    AND NOT attisdropped AND attgenerated = '' ORDER BY attnum`,
      [id(table)],
    )
  )
    .map((r) => id(r.name))
    .join(', ');
  let after = '(0,0)';
  let copied = 0;
  for (;;) {
    const rows = await from<{ at: string; row: string }>(
      `SELECT t.ctid::text AS at, row_to_json(t)::text AS row FROM ${id(table)} t WHERE t.ctid > $1::tid ORDER BY t.ctid LIMIT ${page}`,
      [after],
    );
    if (!rows.length) return copied;
    await to(
      `INSERT INTO ${id(table)} (${columns}) OVERRIDING SYSTEM VALUE
      SELECT ${columns} FROM json_populate_recordset(NULL::${id(table)}, $1::json)`,
      [`[${rows.map((r) => r.row).join(',')}]`],
    );
    copied += rows.length;
    after = rows.at(-1)!.at;
  }
}

/** A table's row count and a digest of its rows' text, independent of their order. */
export async function digestOf(query: Query, table: string): Promise<string> {
  const [row] = await query<{ n: number; digest: string }>(`SELECT count(*)::int AS n,
    coalesce(md5(string_agg(md5(t::text), '' ORDER BY md5(t::text))), '') AS digest FROM ${id(table)} t`);
  return `${row!.n}:${row!.digest}`;
}

/**
 * Set every sequence of the target past what the source's gave out: its position there, and at least the largest
 * value of the column it numbers (a row inserted with an explicit id never moved the sequence).
 */
export async function carrySequences(from: Query, to: Query): Promise<number> {
  const sequences = await to<{
    seq: string;
    table: string | null;
    column: string | null;
  }>(`SELECT s.relname AS seq, c.relname AS table,
    a.attname AS column FROM pg_class s
    LEFT JOIN pg_depend d ON d.classid = 'pg_class'::regclass AND d.objid = s.oid AND d.deptype IN ('a', 'i')
    LEFT JOIN pg_class c ON c.oid = d.refobjid
    LEFT JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum = d.refobjsubid
    WHERE s.relkind = 'S' AND s.relnamespace = 'public'::regnamespace`);
  for (const { seq, table, column } of sequences) {
    const [state] = await from<{ last: string; called: boolean }>(
      `SELECT last_value::text AS last, is_called AS called FROM ${id(seq)}`,
    );
    let used = state ? BigInt(state.last) - (state.called ? 0n : 1n) : 0n;
    if (table && column) {
      const [max] = await to<{ max: string | null }>(`SELECT max(${id(column)})::text AS max FROM ${id(table)}`);
      if (max?.max && BigInt(max.max) > used) used = BigInt(max.max);
    }
    await to(`SELECT setval($1::regclass, $2::bigint, $3)`, [id(seq), String(used > 0n ? used : 1n), used > 0n]);
  }
  return sequences.length;
}
