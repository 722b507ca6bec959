import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { openPostgres } from './db';

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
