import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Db, DbOrTx } from '../db';
import type { Mail, Mailer } from './mailer';
import * as repo from './outbox.repo';

// The mail outbox: a message is written in the same transaction as what it tells (a receipt and its order), then
// sent by this in-process worker, retried with doubling delays while the mail server refuses or is down. A server
// stopping mid-send loses nothing: the row stays pending and its lease runs out. A message marked secret (it holds a
// code or a single-use link) keeps its bodies only until it is sent or given up (docs/decisions/261).

const LEASE_MS = 2 * 60_000;
const BATCH = 10;
const MAX_DELAY_MS = 60 * 60_000;
/** An idle worker asks at most every IDLE_FACTOR × pollMs (30 s by default), instead of every pollMs. */
export const IDLE_FACTOR = 30;

/** The workers of this process, woken when a message is queued here. */
const wakers = new Set<() => void>();

/**
 * Queue a message in the caller's transaction. With a dedupe key, a message already waiting under it is not doubled.
 * This process's worker is woken: it asks again within pollMs, by when the caller's short transaction has committed.
 */
export async function enqueueMail(tx: DbOrTx, mail: Mail, opts: { now: Date; dedupeKey?: string }): Promise<boolean> {
  const added = await repo.insertMail(tx, mail, opts.dedupeKey ?? null, opts.now);
  if (added) for (const wake of wakers) wake();
  return added;
}

/**
 * The worker's next wait: pollMs after a round that sent or failed something, else twice the last wait, at most
 * IDLE_FACTOR × pollMs. An idle server reads the outbox twice a minute instead of every second.
 */
export function nextWait(lastWaitMs: number, round: { sent: number; failed: number }, pollMs: number): number {
  return round.sent + round.failed > 0 ? pollMs : Math.min(lastWaitMs * 2, pollMs * IDLE_FACTOR);
}

export interface OutboxDeps {
  db: Db;
  mailer: Mailer;
  config: Pick<Config, 'mailOutbox'>;
  now: () => Date;
  log?: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
}

/** Delay before attempt n+1 after n failed attempts: base, 2 x base, 4 x base… at most an hour. */
export function retryDelay(attempts: number, baseMs: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempts - 1), MAX_DELAY_MS);
}

/** Send every due message once (claimed with a lease); answers how many were sent and how many failed this round. */
export async function drainOutbox(deps: OutboxDeps): Promise<{ sent: number; failed: number }> {
  const now = deps.now();
  if (!(await repo.anyDue(deps.db, now))) return { sent: 0, failed: 0 };
  const claimed = await repo.claimDue(deps.db, now, new Date(now.getTime() + LEASE_MS), BATCH);
  let sent = 0;
  let failed = 0;
  for (const row of claimed) {
    try {
      await deps.mailer.send({ to: row.toAddress, subject: row.subject, text: row.textBody, html: row.htmlBody });
      await repo.markSent(deps.db, row, deps.now());
      sent += 1;
    } catch (err) {
      failed += 1;
      const error = err instanceof Error ? err.message : String(err);
      const { retryBaseMs, maxAttempts } = deps.config.mailOutbox;
      if (row.attempts >= maxAttempts) {
        await repo.markFailed(deps.db, row, error);
        deps.log?.error({ mailId: row.id, attempts: row.attempts, error }, 'mail given up after the last attempt');
      } else {
        await repo.markRetry(deps.db, row.id, new Date(deps.now().getTime() + retryDelay(row.attempts, retryBaseMs)), error);
        deps.log?.warn({ mailId: row.id, attempts: row.attempts, error }, 'mail not sent; will retry');
      }
    }
  }
  return { sent, failed };
}

/**
 * Run the worker for the life of the app, one round at a time: pollMs apart while there is mail, backing off to
 * IDLE_FACTOR × pollMs while there is none, and woken by a message queued in this process. A message queued by
 * another server is sent by that server's worker; a retry or an expired lease waits at most the idle wait.
 * Stopped (and awaited) when the app closes.
 */
export function registerMailOutbox(app: FastifyInstance): void {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  let inRound = false;
  let woken = false;
  let wait = app.platform.config.mailOutbox.pollMs;
  const schedule = (ms: number) => { if (!stopped) timer = setTimeout(tick, ms); };
  const tick = () => {
    const { db, mailer, config, now } = app.platform;
    inRound = true;
    woken = false;
    running = drainOutbox({ db, mailer, config, now, log: app.log })
      .catch((err: unknown) => { app.log.error({ err }, 'mail outbox round failed'); return { sent: 0, failed: 0 }; })
      .then((round) => {
        inRound = false;
        wait = woken ? config.mailOutbox.pollMs : nextWait(wait, round, config.mailOutbox.pollMs);
        schedule(wait);
      });
  };
  const wake = () => {
    const pollMs = app.platform.config.mailOutbox.pollMs;
    if (inRound) { woken = true; return; }
    if (stopped || wait <= pollMs) return;
    if (timer) clearTimeout(timer);
    wait = pollMs;
    schedule(wait);
  };
  app.addHook('onReady', async () => { wakers.add(wake); tick(); });
  app.addHook('onClose', async () => {
    stopped = true;
    wakers.delete(wake);
    if (timer) clearTimeout(timer);
    await running;
  });
}
