import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/harness';
import { rowsOf } from '../platform/member-rows';

// Duplicate people and merges (docs/decisions/162) on the demo pair duplicate01 / duplicate02. On PGlite by default;
// with TEST_DATABASE_URL the same file runs on the PostgreSQL server, and the race below with it.

let t: TestApp;
let admin: string;
let keep: number;
let gone: number;
const q = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await t.database.db.execute(query));
const post = (url: string, token: string, payload?: unknown) => t.request({ method: 'POST', url, token, payload });
const get = (url: string, token: string) => t.request({ method: 'GET', url, token });

/** Two teams of one division of the active season, as [team, division] pairs. */
async function twoTeamsOfOneDivision(): Promise<[[number, number], [number, number]]> {
  const rows = await q<{
    id: number;
    division_id: number;
  }>(sql`select t.id, t.division_id from teams t where t.division_id = (
    select d.id from divisions d join seasons s on s.id = d.season_id join teams x on x.division_id = d.id
    where s.active group by d.id having count(*) >= 2 order by d.id limit 1) order by t.id limit 2`);
  const [a, b] = rows.map((r): [number, number] => [r.id, r.division_id]);
  return [a!, b!];
}

/** What each account holds: orders, invoices, payments, and team rows as "team:role". */
async function holdings(memberId: number) {
  const [counts] = await q<{ orders: number; invoices: number; payments: number }>(sql`select
    (select count(*)::int from orders where member_id = ${memberId}) as orders,
    (select count(*)::int from invoices where member_id = ${memberId}) as invoices,
    (select count(*)::int from payments where member_id = ${memberId}) as payments`);
  const teams = await q<{ k: string }>(
    sql`select team_id || ':' || role as k from team_members where member_id = ${memberId} order by 1`,
  );
  return { ...counts!, teams: teams.map((r) => r.k) };
}

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.asMember('admin01');
  const rows = await q<{ id: number; username: string }>(
    sql`select id, username from members where username in ('duplicate01', 'duplicate02')`,
  );
  keep = rows.find((r) => r.username === 'duplicate01')!.id;
  gone = rows.find((r) => r.username === 'duplicate02')!.id;
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/staff/duplicates', () => {
  it('lists the demo pair: same name, date of birth and gender, and the same mobile', async () => {
    const res = await get('/api/staff/duplicates', admin);
    const pair = res.json().data.pairs.find((p: { a: { id: number } }) => p.a.id === keep);
    expect(pair).toMatchObject({
      name: 'Dana Duplicate',
      dob: '1992-09-14',
      matched_on: ['mobile'],
      b: { id: gone, username: 'duplicate02', orders: 1, invoices: 1 },
    });
    expect((await get('/api/staff/duplicates', await t.asMember('finance01'))).statusCode).toBe(403);
  });
});

describe('POST /api/staff/duplicates/merge', () => {
  it('refuses two people who do not look alike, one account twice, and a person playing in two teams of one division', async () => {
    const [member01] = await q<{ id: number }>(sql`select id from members where username = 'member01'`);
    expect(
      (await post('/api/staff/duplicates/merge', admin, { keep_id: keep, merge_id: member01!.id, reason: 'x' }))
        .statusCode,
    ).toBe(409);
    expect(
      (await post('/api/staff/duplicates/merge', admin, { keep_id: keep, merge_id: keep, reason: 'x' })).json().errors
        .merge_id,
    ).toBe('Choose two different accounts.');
    const [[teamA, division], [teamB]] = await twoTeamsOfOneDivision();
    await t.database.db.execute(
      sql`insert into team_members (team_id, division_id, member_id, role) values (${teamA}, ${division}, ${keep}, 'player'), (${teamB}, ${division}, ${gone}, 'player')`,
    );
    const clash = await post('/api/staff/duplicates/merge', admin, {
      keep_id: keep,
      merge_id: gone,
      reason: 'Same person',
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toMatch(/^Both accounts play in .+\. Take one of them out of its team first\.$/);
    expect((await holdings(gone)).teams).toEqual([`${teamB}:player`]);
    // the person plays for teamB only: take the kept account's row away, then merge
    await t.database.db.execute(sql`delete from team_members where member_id = ${keep} and team_id = ${teamA}`);
  });

  it('moves every order, invoice, payment and team membership to the kept account in one go, and the merged sign-in leads there', async () => {
    const [[, division], [teamB]] = await twoTeamsOfOneDivision();
    // both accounts manage teamB: one row stays, as it says the same
    await t.database.db.execute(
      sql`insert into team_members (team_id, division_id, member_id, role) values (${teamB}, ${division}, ${keep}, 'manager'), (${teamB}, ${division}, ${gone}, 'manager')`,
    );
    const [a, b] = [await holdings(keep), await holdings(gone)];
    const oldToken = await t.asMember('duplicate02');

    const res = await post('/api/staff/duplicates/merge', admin, {
      keep_id: keep,
      merge_id: gone,
      reason: 'Same person, new email',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      message: 'duplicate02 was merged into duplicate01.',
      moved: { orders: b.orders, invoices: b.invoices, team_memberships: 1 },
    });
    const after = await holdings(keep);
    expect(after).toEqual({
      orders: a.orders + b.orders,
      invoices: a.invoices + b.invoices,
      payments: a.payments + b.payments,
      teams: [...new Set([...a.teams, ...b.teams])].sort(),
    });
    expect(await holdings(gone)).toEqual({ orders: 0, invoices: 0, payments: 0, teams: [] });

    // the merged account's own username and password sign in to the kept account; its old token is gone
    expect((await get('/api/member/user', oldToken)).statusCode).toBe(401);
    const signedIn = (await get('/api/member/user', await t.asMember('duplicate02'))).json().data;
    expect(signedIn.username).toBe('duplicate01');
    expect(
      (await get('/api/ecommerce/invoices', await t.asMember('duplicate02')))
        .json()
        .data.map((i: { inv_description: string }) => i.inv_description),
    ).toContain('Summer social league fees');

    const gonePage = (await get(`/api/staff/members/${gone}`, admin)).json().data;
    expect(gonePage.account).toMatchObject({ state: 'merged', merged_into: { id: keep, username: 'duplicate01' } });
    expect((await get(`/api/staff/members/${keep}`, admin)).json().data.account.merged_from).toEqual([
      { id: gone, username: 'duplicate02' },
    ]);
    expect((await post(`/api/staff/members/${gone}/reactivate`, admin, { reason: 'x' })).json().message).toBe(
      'A merged account cannot be reactivated: its sign-in leads to the account it was merged into.',
    );
    const trail = (await get(`/api/staff/audit?action=members.merge&entity_id=${keep}`, admin)).json().data.rows;
    expect(trail[0]).toMatchObject({
      actor: 'admin01',
      reason: 'Same person, new email',
      before: { merged: { id: gone, username: 'duplicate02' } },
    });
    expect(
      (await post('/api/staff/duplicates/merge', admin, { keep_id: keep, merge_id: gone, reason: 'again' })).json()
        .message,
    ).toBe('Both accounts must be active to be merged.');
  });

  it('leaves no row of any table pointing at the merged account but its own sign-in records', async () => {
    const refs = await q<{ table_name: string; column_name: string }>(sql`
      select kcu.table_name, kcu.column_name from information_schema.referential_constraints rc
      join information_schema.key_column_usage kcu on kcu.constraint_name = rc.constraint_name and kcu.constraint_schema = rc.constraint_schema
      join information_schema.constraint_column_usage ccu on ccu.constraint_name = rc.unique_constraint_name and ccu.constraint_schema = rc.unique_constraint_schema
      where ccu.table_name = 'members' and ccu.column_name = 'id'`);
    expect(refs.length).toBeGreaterThan(20);
    const left: string[] = [];
    for (const r of refs) {
      const [row] = await q<{ n: number }>(
        sql`select count(*)::int as n from ${sql.identifier(r.table_name)} where ${sql.identifier(r.column_name)} = ${gone}`,
      );
      if (row!.n > 0) left.push(`${r.table_name}.${r.column_name}`);
    }
    expect(
      left.filter(
        (x) => !['access_tokens.member_id', 'password_resets.member_id', 'trusted_devices.member_id'].includes(x),
      ),
    ).toEqual([]);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('two merges of one pair at once (PostgreSQL)', () => {
  it('one merge wins, the other is refused, and nothing is moved twice or lost', async () => {
    const t2 = await buildTestApp();
    try {
      const token = await t2.asMember('admin01');
      const ids = rowsOf<{ id: number; username: string }>(
        await t2.database.db.execute(
          sql`select id, username from members where username in ('duplicate01', 'duplicate02') order by username`,
        ),
      );
      const [k, g] = ids.map((r) => r.id);
      const before = rowsOf<{ n: number }>(
        await t2.database.db.execute(sql`select count(*)::int as n from orders where member_id in (${k}, ${g})`),
      )[0]!.n;
      const results = await Promise.all([
        t2.request({
          method: 'POST',
          url: '/api/staff/duplicates/merge',
          token,
          payload: { keep_id: k, merge_id: g, reason: 'one' },
        }),
        t2.request({
          method: 'POST',
          url: '/api/staff/duplicates/merge',
          token,
          payload: { keep_id: g, merge_id: k, reason: 'other way round' },
        }),
      ]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const counts = rowsOf<{ member_id: number; n: number }>(
        await t2.database.db.execute(
          sql`select member_id, count(*)::int as n from orders where member_id in (${k}, ${g}) group by member_id`,
        ),
      );
      expect(counts).toHaveLength(1);
      expect(counts[0]!.n).toBe(before);
    } finally {
      await t2.close();
    }
  });
});
