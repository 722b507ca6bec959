import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { QueueTexts } from '@portal/domain/shared/queue.messages';
import { buildApp } from '../app';
import { loadConfig } from './config';
import { openPostgres } from './db';
import { DATABASE_BUSY_RETRY_AFTER_S } from './errors';
import { firstRoundsOver } from './worker';

// The pool's settings (docs/decisions/349) are those of every connection the server opens on PostgreSQL.
const url = process.env.TEST_DATABASE_URL;

const show = async (db: Awaited<ReturnType<typeof openPostgres>>['db'], name: string) =>
  ((await db.execute(sql.raw(`show ${name}`))) as unknown as { rows: Record<string, string>[] }).rows[0]![name];

describe.skipIf(!url)('the PostgreSQL pool', () => {
  it('opens each connection with the statement and idle-in-transaction timeouts set, and stops a longer statement', async () => {
    const config = loadConfig({
      DATABASE_URL: url,
      DATABASE_POOL_SIZE: '3',
      DATABASE_STATEMENT_TIMEOUT_MS: '300',
      DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: '4000',
    });
    expect(config.databasePool).toEqual({
      size: 3,
      statementTimeoutMs: 300,
      idleInTransactionTimeoutMs: 4000,
      connectWaitMs: 10000,
    });
    const database = await openPostgres(url!, config.databasePool);
    try {
      expect(await show(database.db, 'statement_timeout')).toBe('300ms');
      expect(await show(database.db, 'idle_in_transaction_session_timeout')).toBe('4s');
      await expect(database.db.execute(sql`select pg_sleep(1)`)).rejects.toMatchObject({
        cause: expect.objectContaining({ code: '57014' }),
      });
      // the pool holds at most DATABASE_POOL_SIZE connections: a fourth query waits for one of three
      const pids = await Promise.all(
        [0, 1, 2, 3, 4, 5].map(
          async () =>
            (
              (await database.db.execute(sql`select pg_backend_pid() as p, pg_sleep(0.05)`)) as unknown as {
                rows: { p: number }[];
              }
            ).rows[0]!.p,
        ),
      );
      expect(new Set(pids).size).toBeLessThanOrEqual(3);
    } finally {
      await database.close();
    }
  });
});

describe.skipIf(!url)('a database with no room in time', () => {
  it('answers 503 with Retry-After, the busy words and no error page, while the pool wait runs out', async () => {
    const config = loadConfig({
      DATABASE_URL: url,
      DATABASE_POOL_SIZE: '1',
      DATABASE_CONNECT_WAIT_MS: '200',
      DATABASE_STATEMENT_TIMEOUT_MS: '5000',
    });
    const database = await openPostgres(url!, config.databasePool);
    const app = await buildApp({ config, db: database.db, logger: false });
    try {
      // the one connection open first, with the app's first background rounds over: on a busy machine opening it can
      // itself take longer than the 200 ms wait, and the query below must hold it, not wait to open it
      await app.ready();
      await firstRoundsOver(app);
      for (let tries = 1; ; tries++) {
        try {
          await database.db.execute(sql`select 1`);
          break;
        } catch (err) {
          if (tries === 20) throw err;
        }
      }
      // the one connection is busy for a second: the health check's statement waits 200 ms for it, then gives up
      const holding = database.db.execute(sql`select pg_sleep(1)`).then(() => undefined); // (a query runs when asked for)
      const res = await app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe(String(DATABASE_BUSY_RETRY_AFTER_S));
      expect(res.json()).toEqual({ error: 'queue_busy', message: QueueTexts.busy });
      await holding;
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await app.close();
      await database.close();
    }
  });
});
