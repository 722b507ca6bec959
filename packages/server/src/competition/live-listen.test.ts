import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { LIVE_CHANNEL } from '@portal/domain/competition/live-score.contract';
import { liveSource, type LiveChange, type LiveSource } from './live-listen';

// The one LISTEN of a server on PostgreSQL (decision 338): when its connection is lost (a restart of the database, a
// proxy's idle cut, an operator's pg_terminate_backend), it opens a new one by itself, says "resync" so the hub
// sends its viewers their state again, and hears the next change. Runs on TEST_DATABASE_URL's PostgreSQL.
const url = process.env.TEST_DATABASE_URL;

let pool: pg.Pool;
let source: LiveSource | undefined;
beforeAll(() => {
  if (url) pool = new pg.Pool({ connectionString: url, max: 2 });
});
afterEach(async () => {
  await source?.stop();
  source = undefined;
});
afterAll(async () => {
  await pool?.end();
});

const notify = (game: number, division: number) =>
  pool.query('select pg_notify($1, $2)', [LIVE_CHANNEL, JSON.stringify({ game_id: game, division_id: division })]);
const LISTENERS = `from pg_stat_activity where application_name = 'portal live scores' and datname = current_database()`;
/** Ends this database's live-score listening connections, as a database restart would. */
const cut = async () => (await pool.query(`select pg_terminate_backend(pid) ${LISTENERS}`)).rowCount;
const listeners = async () => Number((await pool.query(`select count(*) as n ${LISTENERS}`)).rows[0].n);

describe.skipIf(!url)('the live-score listener on PostgreSQL', () => {
  it('opens its connection again after a loss, says resync, and hears the changes after', async () => {
    const changes: LiveChange[] = [];
    let resyncs = 0;
    source = liveSource(
      { $client: pool },
      { change: (c) => changes.push(c), resync: () => resyncs++, error: () => {} },
    );
    await source.start();
    await notify(1, 10);
    await expect.poll(() => changes, { timeout: 5_000 }).toEqual([{ game_id: 1, division_id: 10 }]);

    expect(await cut()).toBeGreaterThanOrEqual(1);
    await expect.poll(() => resyncs, { timeout: 10_000 }).toBe(1);
    await notify(2, 20);
    await expect
      .poll(() => changes, { timeout: 5_000 })
      .toEqual([
        { game_id: 1, division_id: 10 },
        { game_id: 2, division_id: 20 },
      ]);
  });

  it('once stopped, stays stopped: its connection is closed and not opened again', async () => {
    let resyncs = 0;
    const before = await listeners();
    source = liveSource({ $client: pool }, { change: () => {}, resync: () => resyncs++, error: () => {} });
    await source.start();
    expect(await listeners()).toBe(before + 1);
    await source.stop();
    source = undefined;
    await expect.poll(listeners, { timeout: 5_000 }).toBe(before);
    expect(resyncs).toBe(0);
  });
});
