import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEMPLATE_HEADER } from '@portal/domain/import/import-columns';
import { todayIn } from '@portal/domain/shared/time';
import { buildTestApp, type TestApp } from '../../test/harness';
import { rowsOf } from '../platform/member-rows';
import { readImportFile } from './read-file';

// Moving out (issue 42 item 8, docs/decisions/297): everyone as the import's template; read back by the import's
// reader, the file gives the same people, families and team places.

let t: TestApp;
let admin: string;
const URL = '/api/staff/export/template.csv';
const q = <T>(query: ReturnType<typeof sql>) => t.database.db.execute(query).then((r) => rowsOf<T>(r));

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.asMember('admin01');
  // a child without a sign-in of their own, whose guardian is member01 (the family claim model)
  await t.database.db.execute(sql`
    with child as (insert into members (firstname, lastname, prefname, dob, gender, email, mobile, address, suburb,
      postcode, state) values ('Kit', 'Member', 'Kit', '2016-04-02', 'female', '', '', '12 Pacific Highway', 'HORNSBY',
      '2077', 'NSW') returning id)
    insert into guardianships (guardian_id, child_id)
      select (select id from members where username = 'member01'), id from child`);
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/staff/export/template.csv', () => {
  it('is the administrator’s alone', async () => {
    for (const who of ['compofficer01', 'finance01', 'member01']) {
      const res = await t.request({ method: 'GET', url: URL, token: await t.asMember(who) });
      expect(res.statusCode).toBe(403);
    }
  });

  it('reads back as the same people, families and team places, and is in the audit trail', async () => {
    const res = await t.request({ method: 'GET', url: URL, token: admin });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    const today = todayIn(t.config.site.timeZone);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="portal-export-${today}.csv"`);
    expect(res.body.replace(/^\ufeff/, '').split('\r\n')[0]).toBe(TEMPLATE_HEADER.join(','));

    const outcome = await readImportFile(res.rawPayload, { today });
    if (!outcome.ok) throw new Error(outcome.message);
    const file = outcome.file;
    expect(file.source).toBe('template');
    expect(file.refused).toEqual([]);

    type M = { id: number; firstname: string; lastname: string; dob: string; gender: string; email: string };
    const members = await q<M>(sql`select id, firstname, lastname, to_char(dob, 'YYYY-MM-DD') as dob, gender,
      email::text as email from members where merged_into is null order by id`);
    const read = new Map(file.people.map((p) => [p.memberNumber, p]));
    for (const m of members) {
      expect(read.get(m.id)).toMatchObject({
        firstname: m.firstname,
        lastname: m.lastname,
        dob: m.dob,
        gender: m.gender,
      });
    }
    expect(file.people).toHaveLength(members.length);
    // two members of one name and date of birth (the demo's duplicate people) are two people, listed as duplicates
    const key = (m: { firstname: string; lastname: string; dob: string | null }) =>
      `${m.firstname.toLowerCase()}|${m.lastname.toLowerCase()}|${m.dob}`;
    const seen = new Set<string>();
    const twins = members.filter((m) => seen.has(key(m)) || (seen.add(key(m)), false));
    expect(file.duplicates.map((d) => d.name).sort()).toEqual(twins.map((m) => `${m.firstname} ${m.lastname}`).sort());

    const kit = file.people.find((p) => p.firstname === 'Kit')!;
    expect(kit.accountHolder).toEqual({ name: 'Mia Member', email: 'member01@example.com.au', mobile: '0412345678' });

    const places = await q<{ n: number }>(
      sql`select count(*)::int as n from team_members where role in ('player', 'coach', 'assistant', 'manager')`,
    );
    expect(file.people.reduce((n, p) => n + p.places.length, 0)).toBe(places[0]!.n);

    const audit = await q<{ after: { people: number } }>(
      sql`select after from audit_log where action = 'members.export' order by id desc limit 1`,
    );
    expect(audit[0]!.after.people).toBe(members.length);
  });
});
