import fs from 'node:fs';
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RETENTION, retentionMarkdown, type RetentionKind } from '@portal/domain/privacy/retention';
import { startTwoServers, type TwoServers } from '../../test/two-servers';
import type { Db } from '../platform/db';
import { firstRoundsOver } from '../platform/worker';
import { RETENTION_JOB, RETENTION_STEPS, runRetention } from './retention';

// Issue 44's "Done when" (item 5, docs/decisions/326): the retention job, run twice on two servers at once over one
// PostgreSQL database, removes exactly what the retention table says: for each kind, a row a day past its period goes
// (or is emptied) and a row a day inside it stays, and nothing else changes. And the docs page is the table.

const url = process.env.TEST_DATABASE_URL;
const DAY = 24 * 60 * 60_000;
let servers: TwoServers;

beforeAll(async () => {
  if (url) servers = await startTwoServers(url);
}, 180_000);
afterAll(async () => {
  await servers?.close();
});

const rows = async <T>(db: Db, query: SQL) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/** One row of each kind `ageDays` old, marked `mark`; answers how to find what is left of them. */
async function plant(db: Db, mark: string, ageDays: Record<RetentionKind, number>, ids: number[]) {
  const at = (kind: RetentionKind) => new Date(Date.now() - ageDays[kind] * DAY);
  const [first, second] = ids as [number, number];
  const who = mark === 'old' ? first : second;
  await db.execute(
    sql`insert into security_events (kind, username, at) values ('sign-in', ${mark}, ${at('sign-in-history')})`,
  );
  await db.execute(
    sql`insert into login_failures (username, address, at) values (${mark}, '10.0.0.1', ${at('sign-in-failures')})`,
  );
  await db.execute(
    sql`insert into rate_events (kind, key, address, at) values ('login', ${mark}, '10.0.0.1', ${at('sign-in-failures')})`,
  );
  await db.execute(
    sql`insert into audit_log (actor, action, entity, entity_id, reason, at) values ('admin01', 'members.correct', 'member', '1', ${mark}, ${at('audit-trail')})`,
  );
  await db.execute(
    sql`insert into mail_outbox (to_address, subject, text_body, html_body, status, created_at, sent_at, dedupe_key)
      values ('x@example.com', 'Hello', 'Body', '<p>Body</p>', 'sent', ${at('outbox-bodies')}, ${at('outbox-bodies')}, ${mark})`,
  );
  await db.execute(
    sql`insert into password_resets (member_id, token_hash, expires_at) values (${who}, ${mark}, ${at('reset-codes')})`,
  );
  await db.execute(
    sql`insert into family_codes (kind, code_hash, member_id, email, expires_at) values ('link', ${mark}, ${who}, 'x@example.com', ${at('claim-codes')})`,
  );
  await db.execute(
    sql`insert into data_exports (member_id, requested_by, status, created_at, token_hash) values (${who}, ${who}, 'failed', ${at('exports')}, ${mark})`,
  );
  await db.execute(
    sql`insert into working_with_children_checks (member_id, state, number, kind, status, expires_on)
      values (${who}, 'NSW', ${mark}, 'volunteer', 'expired', ${at('expired-checks').toISOString().slice(0, 10)})`,
  );
  await db.execute(
    sql`insert into deletion_requests (member_id, requested_by, status, done_at, requested_at) values (${who}, ${who}, 'done', ${at('deletion-requests')}, ${at('deletion-requests')})`,
  );
}

/** What is left of the rows marked `mark`, per kind (for the outbox: bodies not emptied). */
async function left(db: Db, mark: string, who: number): Promise<Record<RetentionKind, number>> {
  const n = async (query: SQL) => (await rows<{ n: number }>(db, query))[0]!.n;
  return {
    'sign-in-history': await n(sql`select count(*)::int as n from security_events where username = ${mark}`),
    'sign-in-failures':
      (await n(sql`select count(*)::int as n from login_failures where username = ${mark}`)) +
      (await n(sql`select count(*)::int as n from rate_events where key = ${mark}`)),
    'audit-trail': await n(sql`select count(*)::int as n from audit_log where reason = ${mark}`),
    'outbox-bodies': await n(
      sql`select count(*)::int as n from mail_outbox where dedupe_key = ${mark} and text_body <> ''`,
    ),
    'reset-codes': await n(sql`select count(*)::int as n from password_resets where token_hash = ${mark}`),
    'claim-codes': await n(sql`select count(*)::int as n from family_codes where code_hash = ${mark}`),
    exports: await n(sql`select count(*)::int as n from data_exports where token_hash = ${mark}`),
    'expired-checks': await n(sql`select count(*)::int as n from working_with_children_checks where number = ${mark}`),
    'deletion-requests': await n(sql`select count(*)::int as n from deletion_requests where member_id = ${who}`),
  };
}

describe.skipIf(!url)('the retention job on two servers at once (PostgreSQL)', () => {
  it('removes exactly what the retention table says, once', async () => {
    const { a, b } = servers;
    const db = a.database.db;
    // the servers' own first rounds ran the day's job at start (once): wait for them, then let the day pass
    await Promise.all([firstRoundsOver(a.app), firstRoundsOver(b.app)]);
    const people = await rows<{ id: number }>(
      db,
      sql`select id from members where id not in (select member_id from working_with_children_checks)
        and id not in (select member_id from deletion_requests) order by id limit 2`,
    );
    const ids = people.map((p) => p.id);
    const days = (shift: number) =>
      Object.fromEntries(RETENTION.map((r) => [r.kind, r.days + shift])) as Record<RetentionKind, number>;
    // a few days past (the audit trail's 7 years are calendar years in the database: leap days) and a day inside
    await plant(db, 'old', days(3), ids);
    await plant(db, 'young', days(-1), ids);
    const before = await rows<{ n: number }>(db, sql`select count(*)::int as n from audit_log`);
    await db.execute(
      sql`update privacy_jobs set next_run_at = '-infinity', leased_until = '-infinity' where name = ${RETENTION_JOB}`,
    );

    const now = new Date();
    const runs = await Promise.all([
      runRetention(a.database.db, now),
      runRetention(b.database.db, now),
      runRetention(a.database.db, now),
      runRetention(b.database.db, now),
    ]);
    expect(runs.filter((r) => r.ran)).toHaveLength(1);
    const removed = runs.find((r) => r.ran)!.removed;
    const one = Object.fromEntries(RETENTION.map((r) => [r.kind, r.kind === 'sign-in-failures' ? 2 : 1]));
    const none = Object.fromEntries(RETENTION.map((r) => [r.kind, 0]));
    expect(removed).toEqual(one);
    expect(await left(db, 'old', ids[0]!)).toEqual(none);
    expect(await left(db, 'young', ids[1]!)).toEqual(one);
    const after = await rows<{ n: number }>(db, sql`select count(*)::int as n from audit_log`);
    expect(after[0]!.n).toBe(before[0]!.n - 1);

    // run again later the same day: the lease's schedule says done, nothing more goes
    expect(await runRetention(b.database.db, new Date(now.getTime() + 60_000))).toEqual({ ran: false, removed: {} });
  });

  it("the audit trail still refuses to lose a row younger than 7 years, even in the job's transaction", async () => {
    const db = servers.a.database.db;
    await db.execute(
      sql`insert into audit_log (actor, action, entity, entity_id) values ('admin01', 'members.correct', 'member', '1')`,
    );
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`select set_config('portal.audit_retention', 'on', true)`);
        await tx.execute(sql`delete from audit_log where at > now() - interval '1 year'`);
      }),
    ).rejects.toThrow();
  });
});

describe('the retention table', () => {
  it('has a step in the job for every rule, and docs/retention.md shows the table as it is', () => {
    expect(Object.keys(RETENTION_STEPS).sort()).toEqual(RETENTION.map((r) => r.kind).sort());
    const doc = fs.readFileSync(path.resolve(import.meta.dirname, '../../../../docs/retention.md'), 'utf8');
    expect(doc).toContain(retentionMarkdown());
  });
});
