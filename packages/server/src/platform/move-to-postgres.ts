import pg from 'pg';
import type { Config } from './config';
import { openPostgres } from './db';
import { Refused } from './installation';
import { openWith, type StartLog, type StartStep } from './start';
import * as copy from './table-copy';

export interface MoveReport {
  tables: { name: string; rows: number }[];
  sequences: number;
}

/** Rows per statement: a page of photos is a few MB of JSON, a page of anything else a few hundred KB. */
const pageOf = (table: string) => (table === 'stored_files' ? 20 : 1000);

/** The URL without its password, for messages. */
export function shown(url: string): string {
  const u = new URL(url);
  if (u.password) u.password = '***';
  return u.toString();
}

/**
 * Move an installation's data from DATA_DIR (the embedded PGlite) into the empty PostgreSQL database at `url`
 * (docs/decisions/152-moving-to-postgresql.md). The source is opened as a start opens it (`steps`: src/start.ts; migrated, bank
 * key checked, old photo files moved in), so it holds everything; the target gets the same migrations. Then, in one
 * transaction: every table's rows, every sequence past the ids given out, and each table's rows compared on both
 * sides before the commit. DATA_DIR is left as it was.
 */
export async function moveToPostgres(
  config: Config,
  url: string,
  steps: readonly StartStep[],
  log: StartLog = console,
): Promise<MoveReport> {
  const source = await openWith({ ...config, databaseUrl: undefined, seed: 'none' }, steps, log);
  try {
    const from = copy.queryOfDb(source.db);
    const target = new pg.Client({ connectionString: url });
    await target.connect();
    try {
      const to = copy.queryOf(target);
      const filled = await copy.tablesWithRows(to, await copy.tablesOf(to));
      if (filled.length) {
        throw new Refused(
          `The database at ${shown(url)} is not empty (${filled.slice(0, 5).join(', ')}${filled.length > 5 ? ', …' : ''} ` +
            'hold rows): move into a new, empty database (createdb), never over another installation.',
        );
      }
      await (await openPostgres(url)).close(); // the same migrations as every start
      return await copyAll(from, to, log);
    } finally {
      await target.end();
    }
  } finally {
    await source.close();
  }
}

async function copyAll(from: copy.Query, to: copy.Query, log: StartLog): Promise<MoveReport> {
  await copy.sameTextOutput(from);
  await copy.sameTextOutput(to);
  const tables = await copy.tablesOf(to);
  const sourceTables = await copy.tablesOf(from);
  if (tables.join() !== sourceTables.join())
    throw new Error(`The schemas differ: ${sourceTables.join(', ')} here, ${tables.join(', ')} there`);
  await to('BEGIN');
  try {
    // Constraints come back (and check every copied row) once all rows are in: the copy order does not matter.
    const foreignKeys = await copy.foreignKeysOf(to);
    for (const fk of foreignKeys) await copy.dropForeignKey(to, fk);
    // The target was empty before its migrations; a row there now is a migration's default (a settings row, id 1),
    // which the installation's own row replaces. Its triggers are off meanwhile, as for the copy: a deletion counted in
    // cache_versions (decision 348) would be a row there before that table's own rows come.
    for (const table of await copy.tablesWithRows(to, tables)) {
      await copy.userTriggers(to, table, false);
      await to(`DELETE FROM "${table}"`);
      await copy.userTriggers(to, table, true);
    }
    const report: MoveReport = { tables: [], sequences: 0 };
    for (const table of tables) {
      await copy.userTriggers(to, table, false);
      const rows = await copy.copyRows(from, to, table, pageOf(table));
      await copy.userTriggers(to, table, true);
      report.tables.push({ name: table, rows });
      if (rows) log.info(`${table}: ${rows} rows`);
    }
    for (const fk of foreignKeys) await copy.addForeignKey(to, fk);
    report.sequences = await copy.carrySequences(from, to);
    for (const table of tables) {
      const [here, there] = [await copy.digestOf(from, table), await copy.digestOf(to, table)];
      if (here !== there)
        throw new Error(`${table} differs after copying (${here} here, ${there} there): nothing was moved`);
    }
    await to('COMMIT');
    return report;
  } catch (err) {
    await to('ROLLBACK');
    throw err;
  }
}
