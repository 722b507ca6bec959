import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEMBER_READS } from '@portal/domain/staff/member-reads';
import { STAFF_ROLES, type StaffRole } from '@portal/domain/staff/permissions';
import { buildTestApp, type TestApp } from '../../test/harness';
import { rowsOf } from '../platform/member-rows';

// The role table of member reads (decision 264): as each staff role, read a member's record, search and export,
// and compare the fields and people answered with the table in domain/staff/member-reads.ts, so a read wider
// than the table fails here. Demo people: member01 plays and hired a court, referee01 and official01 are
// officials, junior01 (12) plays, netball01 hired a court only, incomplete01 and admin01 are none of these,
// Poppy (11) has no sign-in.

const AS_ROLE: Record<StaffRole, string> = {
  administrator: 'admin01',
  competition_officer: 'compofficer01',
  referee_coordinator: 'refcoord01',
  finance_officer: 'finance01',
  venue_manager: 'venue01',
};
const EVERYONE = ['member01', 'referee01', 'official01', 'junior01', 'netball01', 'incomplete01', 'admin01', 'Poppy'];
/** Who each role reads among the demo people above, and whose record the test opens as that role. */
const PEOPLE: Record<StaffRole, { reads: string[]; opens: string }> = {
  administrator: { reads: EVERYONE, opens: 'junior01' },
  finance_officer: { reads: EVERYONE, opens: 'Poppy' },
  competition_officer: { reads: ['member01', 'junior01'], opens: 'junior01' },
  referee_coordinator: { reads: ['referee01', 'official01'], opens: 'referee01' },
  venue_manager: { reads: ['member01', 'netball01'], opens: 'netball01' },
};
/** The export's columns and the field each shows (Account: the account's state, always there). */
const CSV: [string, string][] = [
  ['Member number', 'id'],
  ['Username', 'username'],
  ['First name', 'firstname'],
  ['Last name', 'lastname'],
  ['Email', 'email'],
  ['Mobile', 'mobile'],
  ['Date of birth', 'dob'],
  ['Gender', 'gender'],
  ['Suburb', 'suburb'],
  ['Postcode', 'postcode'],
];
const LIST_FIELDS = CSV.map(([, f]) => f);

let t: TestApp;
const tokens = {} as Record<StaffRole, string>;
const ids: Record<string, number> = {};
beforeAll(async () => {
  t = await buildTestApp();
  for (const role of STAFF_ROLES) tokens[role] = await t.asMember(AS_ROLE[role]);
  const rows = rowsOf<{ id: number; username: string | null; firstname: string }>(
    await t.database.db.execute(sql`select id, username, firstname from members`),
  );
  for (const r of rows) ids[r.username ?? r.firstname] = r.id;
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, role: StaffRole) => t.request({ method: 'GET', url, token: tokens[role] });
const sorted = (xs: Iterable<string>) => [...xs].sort();

describe.each(STAFF_ROLES)('as %s', (role) => {
  const reads = MEMBER_READS[role];

  it("a member's record holds the fields and parts of the table, nothing more", async () => {
    const res = await get(`/api/staff/members/${ids[PEOPLE[role].opens]}`, role);
    expect(res.statusCode).toBe(200);
    const { profile, account, ...parts } = res.json().data;
    expect(sorted(Object.keys(profile))).toEqual(sorted(reads.fields));
    expect(sorted(Object.keys(parts))).toEqual(sorted(reads.parts));
    expect(account).toMatchObject({ state: 'active' });
  });

  it('the export has the columns of the table and only the people the role reads', async () => {
    const res = await get('/api/staff/members/export', role);
    expect(res.statusCode).toBe(200);
    const [head, ...lines] = res.body
      .replace(/^\ufeff/, '')
      .trimEnd()
      .split('\r\n');
    const fields: readonly string[] = reads.fields;
    expect(head!.split(',')).toEqual([...CSV.filter(([, f]) => fields.includes(f)).map(([h]) => h), 'Account']);
    const usernames = new Set(lines.map((l) => l.split(',')[1]));
    const names = new Set(lines.filter((l) => l.split(',')[1] === '').map((l) => l.split(',')[2]));
    expect(EVERYONE.filter((p) => usernames.has(p) || names.has(p))).toEqual(PEOPLE[role].reads);
  });

  it('the search answers only the fields of the table, and a record of someone else is not there (404)', async () => {
    const res = await get('/api/staff/members?pageSize=100', role);
    expect(res.statusCode).toBe(200);
    const fields: readonly string[] = reads.fields;
    const expected = sorted([...LIST_FIELDS.filter((f) => fields.includes(f)), 'state']);
    for (const row of res.json().data.rows as Record<string, unknown>[])
      expect(sorted(Object.keys(row))).toEqual(expected);
    for (const p of EVERYONE.filter((x) => !PEOPLE[role].reads.includes(x))) {
      const other = await get(`/api/staff/members/${ids[p]}`, role);
      expect([p, other.statusCode]).toEqual([p, 404]);
    }
  });
});
