import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/harness';
import type { Db } from '../db';
import { firstRoundsOver } from '../worker';
import { enqueueMail } from './outbox';

describe('an idle worker', () => {
  let t: TestApp;
  let reads = 0;
  beforeAll(async () => {
    t = await buildTestApp({ mailOutbox: { pollMs: 50, retryBaseMs: 50, maxAttempts: 5 } });
    // count the idle workers' reads of the database, once every worker's first round is over (the retention and
    // checks rounds then wait an hour and ten minutes; the outbox and the data exports poll at pollMs)
    await firstRoundsOver(t.app);
    const db = t.app.platform.db;
    t.app.platform.db = new Proxy(db, {
      get: (target, prop) => {
        if (prop === 'select') reads += 1;
        const value = Reflect.get(target, prop, target) as unknown;
        return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
      },
    }) as Db;
  });
  afterAll(async () => {
    await t.close();
  });

  it('asks less and less often, and a message queued here is sent at once, not after the idle wait', async () => {
    reads = 0;
    await new Promise((r) => setTimeout(r, 2000));
    // every 50 ms would be 40 reads a worker, 80 for the two; backing off (100, 200, 400, 800, 1500 ms) it is a
    // handful each
    expect(reads).toBeLessThan(20);
    const queued = Date.now();
    await t.database.db.transaction((tx) =>
      enqueueMail(tx, { to: 'wake@example.com.au', subject: 'Wake', text: 'x', html: '<p>x</p>' }, { now: new Date() }),
    );
    await expect
      .poll(() => t.outbox.some((m) => m.to === 'wake@example.com.au'), { interval: 10, timeout: 1000 })
      .toBe(true);
    // sent within a poll or two, well before the 800–1,500 ms the idle worker would have waited
    expect(Date.now() - queued).toBeLessThan(500);
  });
});
