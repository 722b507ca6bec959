import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { RETENTION, type RetentionKind } from '@portal/domain/privacy/retention';
import type { Db, Tx } from '../platform/db';
import { defineWorker } from '../platform/worker';

// The retention job (issue 44 item 5, docs/decisions/326): once a day across every server, the rows the retention
// table (domain/privacy/retention.ts) says are past their time are deleted or emptied. Every server runs the worker;
// a round runs the job only when it takes the lease in one UPDATE of privacy_jobs (its lease run out and its next run
// due), so two servers never run it at once nor twice a day. Each kind goes in a transaction of its own: the audit
// trail's only opens its door (migration 0063) for its own statement, and a stopped server leaves the rest to the
// next run (the lease runs out in LEASE_MS).

export const RETENTION_JOB = 'retention';
const LEASE_MS = 10 * 60_000;
const EVERY_DAY_MS = 24 * 60 * 60_000;
const CHECK_EVERY_MS = 60 * 60_000;

type Step = (tx: Tx, cutoff: Date) => Promise<number>;

const count = async (tx: Tx, query: SQL) => {
  const res = (await tx.execute(query)) as unknown as { rowCount?: number | null; affectedRows?: number };
  return res.rowCount ?? res.affectedRows ?? 0;
};

/** Each rule of the retention table as the statements that enforce it, given the rule's cutoff. */
export const RETENTION_STEPS: Record<RetentionKind, Step> = {
  'sign-in-history': (tx, cutoff) => count(tx, sql`delete from security_events where at < ${cutoff}`),
  'sign-in-failures': async (tx, cutoff) =>
    (await count(tx, sql`delete from login_failures where at < ${cutoff}`)) +
    (await count(tx, sql`delete from rate_events where at < ${cutoff}`)),
  'audit-trail': async (tx, cutoff) => {
    await tx.execute(sql`select set_config('portal.audit_retention', 'on', true)`);
    // never a row the trigger would refuse (its 7 years are calendar years: a leap day or two later than 7 × 365 days)
    return count(tx, sql`delete from audit_log where at < ${cutoff} and at < now() - interval '7 years'`);
  },
  'outbox-bodies': (tx, cutoff) =>
    count(
      tx,
      sql`update mail_outbox set subject = '', text_body = '', html_body = '', headers = null
        where status <> 'pending' and coalesce(sent_at, created_at) < ${cutoff}
          and (subject <> '' or text_body <> '' or html_body <> '' or headers is not null)`,
    ),
  'reset-codes': (tx, cutoff) => count(tx, sql`delete from password_resets where expires_at < ${cutoff}`),
  'claim-codes': (tx, cutoff) => count(tx, sql`delete from family_codes where expires_at < ${cutoff}`),
  exports: async (tx, cutoff) => {
    const gone = (
      (await tx.execute(sql`delete from data_exports where created_at < ${cutoff} returning file_key`)) as unknown as {
        rows: { file_key: string | null }[];
      }
    ).rows;
    const keys = gone.map((r) => r.file_key).filter((k): k is string => k !== null);
    if (keys.length) await tx.execute(sql`delete from stored_files where key in ${keys}`);
    return gone.length;
  },
  'expired-checks': (tx, cutoff) =>
    count(
      tx,
      sql`delete from working_with_children_checks where status in ('expired', 'cancelled')
        and coalesce(expires_on::timestamptz, checked_at, updated_at) < ${cutoff}`,
    ),
  'deletion-requests': (tx, cutoff) =>
    count(tx, sql`delete from deletion_requests where status = 'done' and done_at < ${cutoff}`),
};

export interface RetentionRun {
  /** false when another server holds the lease or the day's run is done. */
  ran: boolean;
  removed: Partial<Record<RetentionKind, number>>;
}

/** Take the job's lease (one UPDATE: never two servers), or answer false. */
async function takeLease(db: Db, now: Date): Promise<boolean> {
  await db.execute(sql`insert into privacy_jobs (name) values (${RETENTION_JOB}) on conflict do nothing`);
  const taken = (await db.execute(
    sql`update privacy_jobs set leased_until = ${new Date(now.getTime() + LEASE_MS)}
      where name = ${RETENTION_JOB} and leased_until < ${now} and next_run_at <= ${now} returning name`,
  )) as unknown as { rows: unknown[] };
  return taken.rows.length === 1;
}

/** One run of the retention job on this server, if it takes the lease. */
export async function runRetention(db: Db, now: Date): Promise<RetentionRun> {
  if (!(await takeLease(db, now))) return { ran: false, removed: {} };
  const removed: Partial<Record<RetentionKind, number>> = {};
  for (const rule of RETENTION) {
    const cutoff = new Date(now.getTime() - rule.days * EVERY_DAY_MS);
    const step = RETENTION_STEPS[rule.kind];
    removed[rule.kind] = await db.transaction((tx) => step(tx, cutoff));
  }
  await db.execute(
    sql`update privacy_jobs set leased_until = '-infinity', next_run_at = ${new Date(now.getTime() + EVERY_DAY_MS)},
      last_run_at = ${now}, last_removed = ${JSON.stringify(removed)}::jsonb where name = ${RETENTION_JOB}`,
  );
  return { ran: true, removed };
}

const retentionWorker = defineWorker({
  name: 'privacy retention',
  round: (platform) => runRetention(platform.db, platform.now()),
  everyMs: () => CHECK_EVERY_MS,
});

/** Run the retention job's rounds for the life of the app (hourly; the job itself once a day across servers). */
export function registerRetention(app: FastifyInstance): void {
  retentionWorker.register(app);
}
