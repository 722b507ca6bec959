import type pg from 'pg';

// How long this process's queries wait for one of its pool's connections (docs/decisions/345): the fair queue's
// second load measure. pg's Pool hands connections out through connect() (pool.query calls it too), so a wrapper
// around it times each wait. The measure is the longest of the waits still going on and those that ended within
// the last RECENT_MS: a jammed pool shows at once, and a burst that cleared is forgotten after two seconds.

const RECENT_MS = 2000;

/** The pool wait of one database handle, in ms; 0 for PGlite (no pool). */
export type PoolWait = () => number;

const waits = new WeakMap<object, PoolWait>();

export function poolWaitOf(db: object): PoolWait {
  return waits.get(db) ?? (() => 0);
}

type Connect = (callback?: (err: Error | undefined, client: unknown, done: unknown) => void) => unknown;

/** Time every connect() of `pool`, and keep the measure for `db` (the drizzle handle over it). */
export function watchPoolWait(pool: pg.Pool, db: object): void {
  const waiting = new Set<number>(); // start times (performance.now()) of waits going on
  let recent = { ms: 0, at: 0 };
  const ended = (started: number) => {
    const now = performance.now();
    waiting.delete(started);
    const ms = now - started;
    if (ms >= recent.ms || now - recent.at > RECENT_MS) recent = { ms, at: now };
  };
  const original = pool.connect.bind(pool) as Connect;
  const timed: Connect = (callback) => {
    let started = performance.now();
    while (waiting.has(started)) started += 1e-6; // one entry per wait
    waiting.add(started);
    if (callback)
      return original((err, client, done) => {
        ended(started);
        callback(err, client, done);
      });
    return (original() as Promise<unknown>).finally(() => ended(started));
  };
  (pool as unknown as { connect: Connect }).connect = timed;
  waits.set(db, () => {
    const now = performance.now();
    let longest = now - recent.at <= RECENT_MS ? recent.ms : 0;
    for (const started of waiting) longest = Math.max(longest, now - started);
    return Math.round(longest);
  });
}
