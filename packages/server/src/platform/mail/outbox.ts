import type { Config } from '../config';
import type { Db, DbOrTx } from '../db';
import { defineWorker, eachLeased } from '../worker';
import { readFile } from '../file-store';
import type { Mail, MailAttachment, Mailer } from './mailer';
import * as repo from './outbox.repo';

// The mail outbox: a message is written in the same transaction as what it tells (a receipt and its order), then
// sent by this in-process worker, retried with doubling delays while the mail server refuses or is down. A server
// stopping mid-send loses nothing: the row stays pending and its lease runs out. A message marked secret (it holds a
// code or a single-use link) keeps its bodies only until it is sent or given up (docs/decisions/261).

/** How long a claimed message is a server's own: one that stopped mid-send has its messages back after it. */
export const LEASE_MS = 2 * 60_000;
const BATCH = 10;
const MAX_DELAY_MS = 60 * 60_000;
/** An idle worker asks at most every IDLE_FACTOR × pollMs (30 s by default), instead of every pollMs. */
export const IDLE_FACTOR = 30;

/**
 * Queue a message in the caller's transaction. With a dedupe key, a message already waiting under it is not doubled.
 * This process's worker is woken: it asks again within pollMs, by when the caller's short transaction has committed.
 */
export async function enqueueMail(tx: DbOrTx, mail: Mail, opts: { now: Date; dedupeKey?: string }): Promise<boolean> {
  const added = await repo.insertMail(tx, mail, opts.dedupeKey ?? null, opts.now);
  if (added) outboxWorker.wake();
  return added;
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

/**
 * A message's attached file, read from stored_files as it is sent (the outbox keeps only its key). A file deleted
 * since is left off (the message itself still says what it has to say) and logged.
 */
async function attachment(deps: OutboxDeps, key: string): Promise<MailAttachment[]> {
  const file = await readFile(deps.db, key);
  if (!file) {
    deps.log?.warn({ key }, 'mail attachment no longer stored; sent without it');
    return [];
  }
  return [{ filename: key.split('/').pop() || 'attachment', content: file.bytes }];
}

/** Send every due message once (claimed with a lease); answers how many were sent and how many failed this round. */
export async function drainOutbox(deps: OutboxDeps): Promise<{ sent: number; failed: number }> {
  const now = deps.now();
  if (!(await repo.anyDue(deps.db, now))) return { sent: 0, failed: 0 };
  let sent = 0;
  let failed = 0;
  const claim = (at: Date, leaseUntil: Date, limit: number) => repo.claimDue(deps.db, at, leaseUntil, limit);
  await eachLeased({ now: () => now, leaseMs: LEASE_MS, batch: BATCH, untilShort: false, claim }, async (row) => {
    try {
      await deps.mailer.send({
        to: row.toAddress,
        subject: row.subject,
        text: row.textBody,
        html: row.htmlBody,
        ...(row.headers ? { headers: row.headers } : {}),
        ...(row.attachmentKey ? { attachments: await attachment(deps, row.attachmentKey) } : {}),
      });
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
        await repo.markRetry(
          deps.db,
          row.id,
          new Date(deps.now().getTime() + retryDelay(row.attempts, retryBaseMs)),
          error,
        );
        deps.log?.warn({ mailId: row.id, attempts: row.attempts, error }, 'mail not sent; will retry');
      }
    }
  });
  return { sent, failed };
}

/**
 * The worker, for the life of the app, one round at a time (platform/worker.ts): pollMs apart while there is mail,
 * backing off to IDLE_FACTOR × pollMs (an idle server reads the outbox twice a minute instead of every second) while
 * there is none, and woken by a message queued in this process. A message queued by another server is sent by that
 * server's worker; a retry or an expired lease waits at most the idle wait. Stopped (and awaited) when the app closes.
 */
const outboxWorker = defineWorker({
  name: 'mail outbox',
  round: ({ db, mailer, config, now }, log) => drainOutbox({ db, mailer, config, now, log }),
  everyMs: (platform) => platform.config.mailOutbox.pollMs,
  idle: { busy: (round) => round.sent + round.failed > 0, factor: IDLE_FACTOR },
});

export const registerMailOutbox = outboxWorker.register;
