import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/harness';
import type { Platform } from '../platform/context';
import { openPostgres, type Database } from '../platform/db';
import { selectRows } from '../platform/member-rows';
import { firstRoundsOver } from '../platform/worker';
import { checkRound } from './check-rounds';
import { sandboxVerifier } from './sandbox-verifier';
import type { CheckVerifier } from './verifier-port';

// The checks' round (docs/decisions/318): with the verification service chosen, never-checked and due checks are
// submitted once each and asked again only after a day; with staff verifying by hand nothing is sent; a verified check
// past its expiry is stored 'expired' through the one door (audited, staff told) once; a check expiring within the
// reminder days is a notice to its holder once per check and expiry date. On PostgreSQL, two servers' rounds at once
// submit, expire and remind each check exactly once (the lease and the row locks).

const NOW = new Date('2026-12-06T03:00:00Z'); // 2:00 pm in Sydney, 6 December 2026
let t: TestApp;
let memberIds: number[];
const database2: Database[] = [];

beforeAll(async () => {
  t = await buildTestApp({}, { now: () => NOW });
  // the app's own round (at its start) holds the lease and reads the settings: under load it was still running when a
  // test set the service and wrote its checks, and took them first (the test's round then submitted 0)
  await firstRoundsOver(t.app);
  memberIds = (
    await selectRows<{ id: number }>(
      t.database.db,
      sql`select id from members where username is not null and dob < '2000-01-01' order by id limit 60`,
    )
  ).map((r) => r.id);
});
afterAll(async () => {
  for (const d of database2) await d.close();
  await t.close();
});

const platform = (over: Partial<Platform> = {}): Platform => ({ ...t.app.platform, now: () => NOW, ...over });
const setVerifier = (v: 'manual' | 'oho') =>
  t.database.db.execute(sql`insert into safeguarding_settings (id, verifier, remind_days_before) values (1, ${v}, 30)
    on conflict (id) do update set verifier = excluded.verifier, remind_days_before = 30`);

/** A check for each of `ids`: status, expiry and reverify_at (relative to NOW, in days); checked unless pending. */
async function checks(ids: number[], status: string, expiresInDays: number | null, reverifyInDays: number | null) {
  for (const id of ids)
    await t.database.db.execute(sql`insert into working_with_children_checks
      (member_id, state, number, kind, status, expires_on, reverify_at, checked_at, method)
      values (${id}, 'NSW', ${`WWC${String(id).padStart(7, '0')}V`}, 'volunteer', ${status},
        ${expiresInDays === null ? null : sql`(${NOW.toISOString()}::timestamptz + ${expiresInDays} * interval '1 day')::date`},
        ${reverifyInDays === null ? null : sql`${NOW.toISOString()}::timestamptz + ${reverifyInDays} * interval '1 day'`},
        ${status === 'pending' ? null : NOW.toISOString()}, ${status === 'pending' ? null : 'manual'})`);
}

/** The sandbox, counting each submission by check (a second submission of one check would show as 2). */
function counting(delayMs = 0): CheckVerifier & { calls: Map<number, number> } {
  const calls = new Map<number, number>();
  return {
    ...sandboxVerifier,
    calls,
    async submit(p, check) {
      calls.set(check.checkId, (calls.get(check.checkId) ?? 0) + 1);
      if (delayMs) await new Promise((r) => setTimeout(r, delayMs));
      return sandboxVerifier.submit(p, check);
    },
  };
}

const count = async (q: ReturnType<typeof sql>) => (await selectRows<{ n: number }>(t.database.db, q))[0]!.n;

beforeEach(async () => {
  await t.database.db.execute(sql`delete from working_with_children_checks`);
  await t.database.db.execute(sql`delete from check_sandbox_submissions`);
  await setVerifier('oho');
});

describe('the checks round', () => {
  it('submits never-checked and due checks to the service once, and asks again only a day later', async () => {
    const [fresh, due, later, answered] = [
      memberIds.slice(0, 2),
      memberIds.slice(2, 4),
      memberIds.slice(4, 5),
      memberIds.slice(5, 6),
    ];
    await checks(fresh!, 'pending', null, null);
    await checks(due!, 'verified', 400, -1);
    await checks(later!, 'verified', 400, 30);
    await checks(answered!, 'pending', null, null);
    await t.database.db.execute(sql`update working_with_children_checks set checked_at = now(), method = 'oho'
      where member_id = ${answered![0]}`); // the service answered "not found": staff follow it up
    const verifier = counting();
    expect((await checkRound(platform(), undefined, verifier)).submitted).toBe(4);
    expect([...verifier.calls.values()]).toEqual([1, 1, 1, 1]);
    const rows = await selectRows<{ provider_ref: string | null; wait: number }>(
      t.database.db,
      sql`select provider_ref, round(extract(epoch from reverify_at - ${NOW.toISOString()}::timestamptz) / 3600)::int as wait
          from working_with_children_checks where member_id in ${sql.raw(`(${[...fresh!, ...due!].join(',')})`)}`,
    );
    expect(rows.every((r) => r.provider_ref?.startsWith('sandbox-') && r.wait === 24)).toBe(true);
    expect((await checkRound(platform(), undefined, verifier)).submitted).toBe(0);
    const dayLater = new Date(NOW.getTime() + 86_400_000 + 60_000);
    expect((await checkRound(platform({ now: () => dayLater }), undefined, verifier)).submitted).toBe(4);
  });

  it('sends nothing while staff verify by hand', async () => {
    await setVerifier('manual');
    await checks(memberIds.slice(0, 2), 'pending', null, null);
    await checks(memberIds.slice(2, 3), 'verified', 400, -1);
    const verifier = counting();
    expect((await checkRound(platform(), undefined, verifier)).submitted).toBe(0);
    expect(verifier.calls.size).toBe(0);
  });

  it('stores expired on a verified check past its expiry once, audited, and tells staff', async () => {
    await setVerifier('manual');
    await checks(memberIds.slice(0, 3), 'verified', -1, 60);
    await checks(memberIds.slice(3, 4), 'verified', 0, 60); // expires today: still good today
    expect((await checkRound(platform())).expired).toBe(3);
    expect(await count(sql`select count(*)::int as n from working_with_children_checks where status = 'expired'`)).toBe(
      3,
    );
    expect(
      await count(
        sql`select count(*)::int as n from audit_log where action = 'safeguarding.check.result' and actor = 'expiry sweep'`,
      ),
    ).toBeGreaterThanOrEqual(3);
    expect(await count(sql`select count(*)::int as n from messages where dedupe_key like 'wwcc-removed:%'`)).toBe(3);
    expect((await checkRound(platform())).expired).toBe(0);
  });

  it('reminds a holder once per check and expiry date, within the reminder days only', async () => {
    await setVerifier('manual');
    await checks(memberIds.slice(0, 2), 'verified', 10, 60);
    await checks(memberIds.slice(2, 3), 'verified', 40, 60);
    await t.database.db.execute(sql`delete from messages where dedupe_key like 'wwcc-expiry:%'`);
    expect((await checkRound(platform())).reminded).toBe(2);
    expect((await checkRound(platform())).reminded).toBe(0);
    const subjects = await selectRows<{ subject: string; kind: string }>(
      t.database.db,
      sql`select subject, kind from messages where dedupe_key like 'wwcc-expiry:%'`,
    );
    expect(subjects).toEqual([
      { subject: 'Your Working With Children Check expires on 16/12/2026', kind: 'games' },
      { subject: 'Your Working With Children Check expires on 16/12/2026', kind: 'games' },
    ]);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('two servers at once (PostgreSQL)', () => {
  it('submit, expire and remind each check exactly once', async () => {
    const other = await openPostgres(process.env.TEST_DATABASE_URL!);
    database2.push(other);
    const [submit, expire, remind] = [memberIds.slice(0, 30), memberIds.slice(30, 45), memberIds.slice(45, 60)];
    await checks(submit!, 'pending', null, null);
    await checks(expire!, 'verified', -2, 60);
    await checks(remind!, 'verified', 5, 60);
    await t.database.db.execute(sql`delete from messages where dedupe_key like 'wwcc-%'`);
    const verifier = counting(5);
    const rounds = await Promise.all([
      checkRound(platform(), undefined, verifier),
      checkRound(platform({ db: other.db }), undefined, verifier),
      checkRound(platform(), undefined, verifier),
    ]);
    expect(rounds.reduce((n, r) => n + r.submitted, 0)).toBe(30);
    expect(verifier.calls.size).toBe(30);
    expect([...verifier.calls.values()].every((n) => n === 1)).toBe(true);
    expect(rounds.reduce((n, r) => n + r.expired, 0)).toBe(15);
    expect(
      await count(sql`select count(*)::int as n from audit_log where action = 'safeguarding.check.result' and actor = 'expiry sweep'
        and entity_id in (select id::text from working_with_children_checks where member_id in ${sql.raw(`(${expire!.join(',')})`)})`),
    ).toBe(15);
    expect(await count(sql`select count(*)::int as n from messages where dedupe_key like 'wwcc-removed:%'`)).toBe(15);
    // (each round's own count of fresh reminders may overcount under the race; the messages are what counts)
    expect(await count(sql`select count(*)::int as n from messages where dedupe_key like 'wwcc-expiry:%'`)).toBe(15);
  });
});
