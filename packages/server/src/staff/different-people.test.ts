import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/harness';
import { rowsOf } from '../platform/member-rows';

// "These are different people" on a suggested duplicate pair (decision 284), on the demo pair duplicate01 / duplicate02.

let t: TestApp;
let admin: string;
let one: number;
let two: number;
const q = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await t.database.db.execute(query));
const mark = (token: string, payload: unknown) =>
  t.request({ method: 'POST', url: '/api/staff/duplicates/different', token, payload });
const suggested = async () =>
  (await t.request({ method: 'GET', url: '/api/staff/duplicates', token: admin }))
    .json()
    .data.pairs.some((p: { a: { id: number }; b: { id: number } }) => p.a.id === one && p.b.id === two);
const audits = async () =>
  (await q<{ n: number }>(sql`select count(*)::int as n from audit_log where action = 'members.different'`))[0]!.n;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.asMember('admin01');
  const rows = await q<{ id: number; username: string }>(
    sql`select id, username from members where username in ('duplicate01', 'duplicate02') order by id`,
  );
  [one, two] = [rows[0]!.id, rows[1]!.id];
}, 180_000);
afterAll(async () => {
  await t.close();
});

describe('POST /api/staff/duplicates/different', () => {
  it.each([
    ['one account twice', () => ({ a_id: one, b_id: one }), 422],
    ['an account that does not exist', () => ({ a_id: one, b_id: 999999 }), 404],
    ['a reason too long', () => ({ a_id: one, b_id: two, reason: 'x'.repeat(2000) }), 422],
  ])('refuses %s and writes nothing', async (_name, body, status) => {
    expect((await mark(admin, body())).statusCode).toBe(status);
    expect(await audits()).toBe(0);
    expect(await suggested()).toBe(true);
  });

  it('is for administrators only', async () => {
    expect((await mark(await t.asMember('finance01'), { a_id: one, b_id: two })).statusCode).toBe(403);
    expect(await suggested()).toBe(true);
  });

  it('takes the pair off the suggestions, stored low id first and audited once however often it is marked', async () => {
    const res = await mark(admin, { a_id: two, b_id: one, reason: 'Twins, checked by phone' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.message).toMatch(
      /duplicate0[12] and duplicate0[12] are no longer suggested as one person\./,
    );
    expect(await suggested()).toBe(false);
    expect((await mark(admin, { a_id: one, b_id: two })).statusCode).toBe(200);
    expect(await q(sql`select member_low, member_high, reason from different_people`)).toEqual([
      { member_low: one, member_high: two, reason: 'Twins, checked by phone' },
    ]);
    const [audit] = await q<{ entity_id: string; reason: string; n: number }>(
      sql`select entity_id, reason, count(*) over ()::int as n from audit_log where action = 'members.different'`,
    );
    expect(audit).toEqual({ entity_id: String(one), reason: 'Twins, checked by phone', n: 1 });
  });
});
