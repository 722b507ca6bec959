import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import type pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { BUSY_MACHINE, buildTestApp, type TestApp } from '../../../test/harness';
import { loadConfig } from '../config';
import type { Platform } from '../context';
import { queueCtxOf } from './gate';
import { measureLoad } from './load';
import { poolWaitOf, watchPoolWait } from './pool-wait';

// The fair queue's two other measures of load (docs/decisions/345), each alone, beside the requests in flight that
// queue-load.test.ts drives: the event loop's delay, sustained three seconds, and the database pool's wait for a
// connection. Each makes a process busy past its limit, and not one whose limit is above what it measures; each is
// forgotten once the loop or the pool is free. Two loads side by side read the same loop or the same pool.

const queueDefaults = loadConfig({ DATA_DIR: '.tmp/test-data', ...BUSY_MACHINE } as NodeJS.ProcessEnv).queue;
const apps: FastifyInstance[] = [];
let t: TestApp | undefined;
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
  await t?.close();
  t = undefined;
});

/** One process's load with these limits (the others out of reach, as on a test machine), over database handle `db`. */
function loadOf(limits: Partial<Platform['config']['queue']>, db: object = {}) {
  const app = Fastify();
  app.decorate('platform', { config: { queue: { ...queueDefaults, ...limits } }, db } as unknown as Platform);
  apps.push(app);
  return measureLoad(app);
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(what: string, check: () => boolean, step = () => pause(20), timeoutMs = 20_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await step();
  }
}

/** Hold this thread (its event loop) for `ms`, without spinning a core. */
const block = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

describe("the event loop's delay alone", () => {
  it('makes a process busy once it lasts past the limit three samples in a row; not one with a higher limit', async () => {
    const tight = loadOf({ maxLoopDelayMs: 100 });
    const loose = loadOf({ maxLoopDelayMs: 2000 });
    expect([tight.busy(), loose.busy()]).toEqual([null, null]);

    // the loop held 300 ms at a time, the timers let run between: each second's 99th percentile is about 300 ms
    const held = async () => {
      block(300);
      await pause(20);
    };
    await until('the delay sustained', () => tight.busy() !== null && loose.now().loopDelayMs > 100, held);
    expect(tight.busy()).toBe('event_loop_delay');
    expect(tight.now()).toMatchObject({ inFlight: 0, poolWaitMs: 0, loopDelayMs: expect.any(Number) });
    expect(tight.now().loopDelayMs).toBeGreaterThan(100);
    expect(loose.busy()).toBeNull(); // the same delay, under its limit

    await until('the loop free again', () => tight.busy() === null);
  }, 60_000);
});

describe("the database pool's wait alone", () => {
  it('makes a process busy while a query waits past the limit; not one with a higher limit; forgotten after', async () => {
    const waiting: (() => void)[] = [];
    // a pool whose connections are all in use: each connect() waits until answered
    const pool = { connect: () => new Promise<void>((resolve) => waiting.push(resolve)) } as unknown as pg.Pool;
    const db = {};
    watchPoolWait(pool, db);
    const tight = loadOf({ maxPoolWaitMs: 50 }, db);
    const loose = loadOf({ maxPoolWaitMs: 60_000 }, db);
    expect([tight.busy(), loose.busy()]).toEqual([null, null]);

    const connected = pool.connect();
    await until('the wait past 50 ms', () => tight.busy() !== null);
    expect(tight.busy()).toBe('pool_wait');
    expect(tight.now()).toMatchObject({ inFlight: 0, loopDelayMs: 0 });
    expect(loose.busy()).toBeNull();

    for (const answer of waiting.splice(0)) answer();
    await connected;
    // the wait that ended is kept two seconds (a burst just cleared), then forgotten
    await until('the wait forgotten', () => tight.busy() === null);
    expect(tight.now().poolWaitMs).toBe(0);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    "on PostgreSQL: every connection of the app's pool held, its next query's wait makes the process busy",
    async () => {
      t = await buildTestApp({ queue: { ...queueDefaults, maxPoolWaitMs: 1000 } });
      const { db } = t.database;
      const busy = () => queueCtxOf(t!.app).busy();
      const appPool = (db as unknown as { $client: pg.Pool }).$client;
      expect(busy()).toBeNull();

      const held = await Promise.all(Array.from({ length: appPool.options.max }, () => appPool.connect()));
      const query = db.execute(sql`select 1`);
      await until('the wait past a second', () => busy() !== null);
      expect(busy()).toBe('pool_wait');
      expect(poolWaitOf(db)()).toBeGreaterThan(1000);

      for (const client of held) client.release();
      await query;
      await until('the pool free again', () => busy() === null);
    },
    60_000,
  );
});
