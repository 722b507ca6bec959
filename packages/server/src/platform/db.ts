import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { citext } from '@electric-sql/pglite/contrib/citext';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { is } from 'drizzle-orm';
import { PgTransaction, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { makePrivate, PRIVATE_FILE_MODE, privateDir } from './private-files';
import { SessionBatch } from './session-batch';
import { shareKeptAnswers } from './kept-answers';
import { watchPoolWrites, watchWrites } from './session-cache';
import { watchPoolWait } from './queue/pool-wait';
import * as schema from './schema';
import { DEFAULT_POOL, type PoolSettings } from './config';

export type Schema = typeof schema;
/** The database handle every repo takes: PGlite and node-postgres share this type. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction has the same query API as the database. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

/** A drizzle query that can be prepared: built once with `sql.placeholder(...)`, run many times with values. */
export interface Preparable<R> {
  prepare(name: string): { execute(values?: Record<string, unknown>): Promise<R> };
}

const statements = new WeakMap<object, Map<string, { execute(values?: Record<string, unknown>): Promise<unknown> }>>();

/**
 * Run a hot-path query prepared once per database handle: drizzle then skips building the SQL on every call
 * (about 40% less time per query on PGlite). Inside a transaction the query is prepared on the transaction,
 * so it runs on the transaction's connection.
 */
export function runPrepared<R>(
  db: DbOrTx,
  name: string,
  build: (db: DbOrTx) => Preparable<R>,
  values: Record<string, unknown>,
): Promise<R> {
  if (is(db, PgTransaction)) return build(db).prepare(name).execute(values);
  let byName = statements.get(db);
  if (!byName) statements.set(db, (byName = new Map()));
  let statement = byName.get(name);
  if (!statement) byName.set(name, (statement = build(db).prepare(name)));
  return statement.execute(values) as Promise<R>;
}

const sessionBatches = new WeakMap<object, SessionBatch>();

/** The sign-in reads of a PostgreSQL handle, gathered per turn of the event loop (decision 126); none for PGlite. */
export function sessionBatchOf(db: Db): SessionBatch | undefined {
  return sessionBatches.get(db);
}

/** Drizzle over a PGlite whose every write this process sees: any write drops its kept sign-in reads (decision 124). */
function pgliteDb(client: PGlite): Db {
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  watchWrites(client, db);
  return db;
}

const MIGRATIONS = path.join(import.meta.dirname, 'migrations');
const EXTENSIONS = { btree_gist, citext, pg_trgm };

/** Open the embedded PGlite (in DATA_DIR, private to the server's user, or in memory when dataDir is null) and migrate it. */
export async function openPglite(dataDir: string | null): Promise<Database> {
  let release = () => {};
  let client: PGlite;
  if (dataDir) {
    privateDir(dataDir);
    release = takeLock(dataDir);
    client = new PGlite(path.join(dataDir, 'pgdata'), { extensions: EXTENSIONS });
  } else {
    client = new PGlite({ extensions: EXTENSIONS });
  }
  const db = pgliteDb(client);
  await migratePglite(db as never, { migrationsFolder: MIGRATIONS });
  if (dataDir) makePrivate(dataDir);
  return {
    db,
    kind: 'pglite',
    close: async () => {
      await client.close();
      release();
    },
  };
}

/** Wrap an existing PGlite (tests clone a migrated template). */
export function wrapPglite(client: PGlite): Database {
  return { db: pgliteDb(client), kind: 'pglite', close: () => client.close() };
}

/** Create an in-memory PGlite with the extensions the schema needs (tests). */
export function newMemoryPglite(): PGlite {
  return new PGlite({ extensions: EXTENSIONS });
}

export async function migrateMemory(client: PGlite): Promise<void> {
  await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: MIGRATIONS });
}

/**
 * Open a PostgreSQL server through a pool (DATABASE_URL) and migrate it. Every connection of the pool opens with the
 * statement and idle-in-transaction timeouts of `limits` (decision 349); the migrations run first on a connection of
 * their own without them (an index built on a large table may take longer than any request should).
 */
export async function openPostgres(url: string, limits: PoolSettings = DEFAULT_POOL): Promise<Database> {
  const migrations = new pg.Pool({ connectionString: url, max: 1 });
  try {
    await migratePg(drizzlePg(migrations, { schema }) as never, { migrationsFolder: MIGRATIONS });
  } finally {
    await migrations.end();
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: limits.size,
    connectionTimeoutMillis: limits.connectWaitMs,
    ...(limits.statementTimeoutMs ? { statement_timeout: limits.statementTimeoutMs } : {}),
    ...(limits.idleInTransactionTimeoutMs
      ? { idle_in_transaction_session_timeout: limits.idleInTransactionTimeoutMs }
      : {}),
  });
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  // other servers may write this database: its kept answers follow their writes (docs/decisions/169-kept-answers.md)
  shareKeptAnswers(db);
  watchPoolWrites(pool, db);
  watchPoolWait(pool, db); // the fair queue's load measure (docs/decisions/345)
  sessionBatches.set(db, new SessionBatch((name, text, values) => pool.query({ name, text, values })));
  return { db, kind: 'postgres', close: () => pool.end() };
}

/**
 * PGlite does not lock its data directory and two processes would corrupt it (../shared/STACK.md pitfall 4):
 * hold DATA_DIR/portal.lock with our pid, refusing to start while another live process holds it.
 */
function takeLock(dataDir: string): () => void {
  const lockFile = path.join(dataDir, 'portal.lock');
  try {
    const pid = Number(fs.readFileSync(lockFile, 'utf8'));
    if (pid && pid !== process.pid && isAlive(pid)) {
      throw new Error(`The database in ${dataDir} is in use by process ${pid}; stop it first.`);
    }
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  fs.writeFileSync(lockFile, String(process.pid), { mode: PRIVATE_FILE_MODE });
  return () => fs.rmSync(lockFile, { force: true });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
