import type { QueueState } from '@portal/domain/shared/queue.contract';
import { estimateWaitMinutes, pollSecondsFor, queueKindOf, type QueueKind } from '@portal/domain/shared/queue.rules';
import type { Config } from '../config';
import type { Db, DbOrTx } from '../db';
import { hashToken } from '../bearer';
import { newQueueToken } from './queue-cookie';
import * as repo from './queue.repo';

// The fair queue (issue 46 item 4, docs/decisions/345-347). A new visitor starting a registration or a checkout goes
// straight in when this process has room, nobody waits and the passes are under QUEUE_MAX_INSIDE; else they take a
// place. Places are let in by arrival order (the row's id), one admission at a time under an advisory lock, so two
// servers never admit out of order or past the room; at most QUEUE_ADMIT_PER_MINUTE a minute (a bucket of a second's
// worth; half that from a busy process), whenever any waiting visitor's page asks and no other admission is under
// way. Entries and polls take no lock (decision 351). A pass is kept while used and is never refused within its grace.

const MINUTE_MS = 60_000;
/** A place not asked about for this long lapses (the page asks every 2-10 s). */
export const PLACE_MS = MINUTE_MS;
/** The estimate's rate: those let in from the queue over this window. */
const RATE_WINDOW_MS = 2 * MINUTE_MS;
const DAY_MS = 24 * 60 * MINUTE_MS;

export interface QueueCtx {
  db: Db;
  config: Config;
  now: () => Date;
  /** Why this process is past its load (platform/queue/load.ts), or null. */
  busy: () => string | null;
}

const at = (ms: number) => new Date(ms);
const passUntil = (q: QueueCtx, now: Date) => at(now.getTime() + q.config.queue.passMinutes * MINUTE_MS);
/** A pass lapsed less than this long ago still lets its visitor through: nobody already paying is cut off. */
const graceFrom = (q: QueueCtx, now: Date) => at(now.getTime() - q.config.queue.passMinutes * MINUTE_MS);

/** Registrations queue from their scheduled opening for QUEUE_OPENING_MINUTES, and wait before it. */
function opening(q: QueueCtx, opensAt: Date | null, kind: QueueKind, now: Date): 'before' | 'rush' | null {
  if (kind !== 'registration' || !opensAt) return null;
  if (now < opensAt) return 'before';
  return now.getTime() < opensAt.getTime() + q.config.queue.openingMinutes * MINUTE_MS ? 'rush' : null;
}

/**
 * Let in the first places in arrival order, as far as the room and the rate allow, unless another request is letting
 * people in right now (it does what is due). A busy process lets in at half the rate: never none, or the waiting
 * pages' own polls, keeping it busy, would hold the queue still (decision 351).
 */
async function admitDue(q: QueueCtx, tx: DbOrTx, now: Date): Promise<void> {
  if (!(await repo.tryAdmissionLock(tx))) return;
  const { maxInside, admitPerMinute } = q.config.queue;
  const room = maxInside > 0 ? maxInside - (await repo.countInside(tx, now)) : Number.MAX_SAFE_INTEGER;
  const interval = (MINUTE_MS / admitPerMinute) * (q.busy() ? 2 : 1);
  const burst = Math.max(1, Math.ceil(admitPerMinute / 60));
  const clock = Math.max((await repo.lastAdmittedAt(tx)).getTime(), now.getTime() - burst * interval);
  const budget = Math.floor((now.getTime() - clock) / interval);
  const n = Math.min(room, budget);
  if (n <= 0) return;
  const admitted = await repo.admitFirst(tx, n, now, passUntil(q, now));
  if (admitted === 0) return;
  await repo.writeLastAdmitted(tx, at(clock + admitted * interval));
  await repo.removeLapsed(tx, at(now.getTime() - DAY_MS));
}

/** Keep a waiting place on: its expiry is written only once half its minute is gone (a poll is then a read). */
async function keepPlace(tx: DbOrTx, row: repo.VisitorRow, now: Date): Promise<void> {
  if (row.expiresAt.getTime() - now.getTime() < PLACE_MS / 2)
    await repo.setExpiry(tx, row.id, at(now.getTime() + PLACE_MS));
}

const insideAt = (to: string): QueueState => ({
  status: 'inside',
  to,
  place: null,
  wait_minutes: null,
  opens_at: null,
  poll_seconds: 60,
});

/** What the visitor of `row` sees now. */
async function stateOf(q: QueueCtx, db: DbOrTx, row: repo.VisitorRow, to: string, now: Date): Promise<QueueState> {
  if (row.admittedAt) return insideAt(to);
  // read again, in one statement: another server's admission may have let them in since `row` was read
  const standing = await repo.standingOf(db, row.id, now);
  if (standing?.admitted) return insideAt(to);
  const place = Math.max(1, standing?.place ?? 1); // a place lapsed this very moment: at the front
  const lately = await repo.admittedFromQueueSince(db, at(now.getTime() - RATE_WINDOW_MS));
  const perMinute = Math.min(q.config.queue.admitPerMinute, lately / (RATE_WINDOW_MS / MINUTE_MS));
  return {
    status: 'waiting',
    to,
    place,
    wait_minutes: estimateWaitMinutes(place, perMinute),
    opens_at: null,
    poll_seconds: pollSecondsFor(place),
  };
}

const notOpen = (to: string, opensAt: Date, now: Date): QueueState => ({
  status: 'not_open',
  to,
  place: null,
  wait_minutes: null,
  opens_at: opensAt.toISOString(),
  // ask again at the opening second (a little after, so the clocks agree), and at least every 30 s meanwhile
  poll_seconds: Math.max(1, Math.min(30, Math.ceil((opensAt.getTime() - now.getTime()) / 1000) + 1)),
});

/**
 * A visitor starts a registration or a checkout at `to`: their pass (renewed), their place (kept on), or a new
 * arrival, let straight in or given a place. `token`: a new cookie value to set, when a row was made.
 */
export async function enter(
  q: QueueCtx,
  held: string | null,
  to: string,
): Promise<{ state: QueueState; token?: string }> {
  const kind = queueKindOf(to)!; // the contract accepts only queued pages
  return q.db.transaction(async (tx) => {
    const now = q.now();
    const settings = await repo.readSettings(tx);
    const row = held ? await repo.visitorByHash(tx, held) : null;
    if (row?.admittedAt && (await repo.renewPass(tx, row.tokenHash, graceFrom(q, now), passUntil(q, now))))
      return { state: await stateOf(q, tx, row, to, now) };
    const phase = opening(q, settings.opensAt, kind, now);
    if (phase === 'before') return { state: notOpen(to, settings.opensAt!, now) };
    if (row && !row.admittedAt && row.expiresAt > now) {
      await keepPlace(tx, row, now);
      await admitDue(q, tx, now);
      return { state: await stateOf(q, tx, (await repo.visitorByHash(tx, row.tokenHash))!, to, now) };
    }
    const mayGoIn = phase === null && !q.busy();
    // a room to count: under the admissions' lock, so that none lets a place in meanwhile
    if (mayGoIn && q.config.queue.maxInside > 0) await repo.takeAdmissionLock(tx);
    const straightIn = mayGoIn && (await hasRoom(q, tx, now));
    const token = newQueueToken();
    const made = await repo.insertVisitor(tx, {
      tokenHash: hashToken(token),
      destination: to,
      now,
      admitted: straightIn,
      expiresAt: straightIn ? passUntil(q, now) : at(now.getTime() + PLACE_MS),
    });
    // a busy process lets nobody in on an arrival (the newcomer sees their place); the waiting pages' polls do
    if (!straightIn && !q.busy()) await admitDue(q, tx, now);
    return { state: await stateOf(q, tx, (await repo.visitorByHash(tx, made.tokenHash))!, to, now), token };
  });
}

/** Nobody waits ahead, and the passes are under QUEUE_MAX_INSIDE. */
async function hasRoom(q: QueueCtx, db: DbOrTx, now: Date): Promise<boolean> {
  if ((await repo.countWaiting(db, now)) > 0) return false;
  const { maxInside } = q.config.queue;
  return maxInside === 0 || (await repo.countInside(db, now)) < maxInside;
}

/** The waiting page's poll: keep the place, let in who is due, and say where the visitor stands; null: no place. */
export async function place(q: QueueCtx, held: string | null): Promise<QueueState | null> {
  if (!held) return null;
  return q.db.transaction(async (tx) => {
    const now = q.now();
    const row = await repo.visitorByHash(tx, held);
    if (!row) return null;
    if (row.admittedAt) {
      if (!(await repo.renewPass(tx, held, graceFrom(q, now), passUntil(q, now)))) return null;
      return stateOf(q, tx, row, row.destination, now);
    }
    if (row.expiresAt <= now) return null;
    await keepPlace(tx, row, now);
    await admitDue(q, tx, now);
    return stateOf(q, tx, (await repo.visitorByHash(tx, held))!, row.destination, now);
  });
}

/**
 * A gated API call (registering, paying): 'pass' for a visitor holding a pass (renewed), 'open' while a newcomer
 * may go straight in, else how many seconds to wait before trying again.
 */
export async function gateCall(
  q: QueueCtx,
  held: string | null,
  kind: QueueKind,
): Promise<{ verdict: 'pass' | 'open' } | { verdict: 'shut'; retryAfter: number }> {
  const now = q.now();
  if (held && (await repo.renewPass(q.db, held, graceFrom(q, now), passUntil(q, now)))) return { verdict: 'pass' };
  const phase = opening(q, await repo.opensAt(q.db), kind, now);
  if (phase === 'before') {
    const opensAt = (await repo.opensAt(q.db))!;
    return { verdict: 'shut', retryAfter: Math.ceil((opensAt.getTime() - now.getTime()) / 1000) };
  }
  if (phase === 'rush' || q.busy() || !(await hasRoom(q, q.db, now))) return { verdict: 'shut', retryAfter: 30 };
  return { verdict: 'open' };
}

/** The visitor finished (registered, paid): their room goes to the next in the queue. */
export async function finished(q: QueueCtx, held: string): Promise<void> {
  await repo.releasePass(q.db, held, q.now());
}
