import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEMPLATE_HEADER } from '@portal/domain/import/import-columns';
import { buildTestApp, type TestApp } from '../../test/harness';
import { rowsOf } from '../platform/member-rows';
import { importRound } from './import-job';

// A registration in a sport (member_sports) through the template (issue 42 item 8, docs/decisions/297): the dry run
// shows it as a change, the job writes it, the same file again changes nothing, undo puts it back; the export of
// everyone imports again with no change.

let t: TestApp;
let admin: string;
const q = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await t.database.db.execute(query));

function upload(name: string, bytes: Buffer) {
  const boundary = '----registrations-test';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: text/csv\r\n\r\n`;
  return t.request({
    method: 'POST',
    url: '/api/staff/imports',
    token: admin,
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  } as never);
}
const post = (url: string, payload: unknown = {}) => t.request({ method: 'POST', url, token: admin, payload });
async function runToEnd(id: number) {
  expect((await post(`/api/staff/imports/${id}/run`, { decisions: [] })).statusCode).toBe(200);
  while ((await importRound({ db: t.database.db, now: () => new Date(), batch: 40 })) > 0);
  return (await t.request({ method: 'GET', url: `/api/staff/imports/${id}`, token: admin })).json().data;
}
/** A template file of these rows, each given by column name. */
const csv = (...rows: Record<string, string>[]) =>
  Buffer.from(
    [TEMPLATE_HEADER.join(','), ...rows.map((r) => TEMPLATE_HEADER.map((h) => r[h] ?? '').join(','))].join('\r\n'),
  );
const registrations = (memberId: number) =>
  q<{ sport: string; until: string | null }>(sql`select sport, to_char(expiry_date, 'YYYY-MM-DD') as until
    from member_sports where member_id = ${memberId} order by sport`);

let mia: { id: number; firstname: string; lastname: string; dob: string };

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.asMember('admin01');
  [mia] = (await q<typeof mia>(sql`select id, firstname, lastname, to_char(dob, 'DD/MM/YYYY') as dob from members
    where username = 'member01'`)) as [typeof mia];
  await t.database.db.execute(sql`delete from member_sports where member_id = ${mia.id}`);
  await t.database.db.execute(
    sql`insert into member_sports (member_id, sport, expiry_date) values (${mia.id}, 'basketball', '2026-06-30')`,
  );
}, 180_000);
afterAll(async () => {
  await t.close();
});

describe('registrations through the template', () => {
  const person = () => ({
    'Member Number': String(mia.id),
    'First Name': mia.firstname,
    'Last Name': mia.lastname,
    'Date of Birth': mia.dob,
    Gender: 'Female',
  });
  const file = () =>
    csv(
      { ...person(), 'Basketball Registered Until': '31/12/2026', 'Netball Registered Until': '31/03/2027' },
      {
        'First Name': 'Reg',
        'Last Name': 'Newcomer',
        'Date of Birth': '04/05/1990',
        Gender: 'Male',
        'Netball Registered Until': '30/09/2027',
      },
    );
  let first: number;

  it('the dry run shows a registration the member lacks and one until another day as changes', async () => {
    const res = await upload('registrations.csv', file());
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    first = data.import.id;
    expect(data.import.counts).toMatchObject({ people: 2, create: 1, change: 1, refused: 0 });
    const rows = (
      await t.request({ method: 'GET', url: `/api/staff/imports/${first}?action=change`, token: admin })
    ).json().data.rows.items;
    expect(rows[0].changes).toEqual([
      { field: 'basketballUntil', from: '2026-06-30', to: '2026-12-31' },
      { field: 'netballUntil', from: '', to: '2027-03-31' },
    ]);
    expect(await registrations(mia.id)).toEqual([{ sport: 'basketball', until: '2026-06-30' }]);
  });

  it('the job writes them (a new person’s too); the same file again changes nothing; undo puts them back', async () => {
    const done = await runToEnd(first);
    expect(done.import.result).toMatchObject({ created: 1, changed: 1 });
    expect(await registrations(mia.id)).toEqual([
      { sport: 'basketball', until: '2026-12-31' },
      { sport: 'netball', until: '2027-03-31' },
    ]);
    const [reg] = await q<{ id: number }>(
      sql`select id from members where firstname = 'Reg' and lastname = 'Newcomer'`,
    );
    expect(await registrations(reg!.id)).toEqual([{ sport: 'netball', until: '2027-09-30' }]);

    const again = (await upload('registrations.csv', file())).json().data;
    expect(again.import.counts).toMatchObject({ create: 0, change: 0, same: 2 });
    const twice = await runToEnd(again.import.id);
    expect(twice.import.result).toMatchObject({ created: 0, changed: 0, unchanged: 2 });

    const undone = await post(`/api/staff/imports/${first}/undo`);
    expect(undone.statusCode, undone.body).toBe(200);
    expect(await registrations(mia.id)).toEqual([{ sport: 'basketball', until: '2026-06-30' }]);
    expect(await q(sql`select id from members where id = ${reg!.id}`)).toEqual([]);
  });

  it('refuses a registration date that is not one, on its line and column', async () => {
    const data = (await upload('bad.csv', csv({ ...person(), 'Netball Registered Until': '31/02/2027' }))).json().data;
    expect(data.refused).toEqual([
      {
        line: 2,
        column: 'Netball Registered Until',
        reason: '“31/02/2027” is not a date: write it as DD/MM/YYYY.',
      },
    ]);
  });
});

describe('the export imports again with no change', () => {
  it('every member, family, team place and registration: nothing to create, nothing to change', async () => {
    const registered = await q<{ n: number }>(
      sql`select count(*)::int as n from member_sports where expiry_date is not null`,
    );
    expect(registered[0]!.n).toBeGreaterThan(1);
    const exported = await t.request({ method: 'GET', url: '/api/staff/export/template.csv', token: admin });
    expect(exported.statusCode).toBe(200);
    const data = (await upload('export.csv', exported.rawPayload)).json().data;
    expect(data.import.counts).toMatchObject({ create: 0, change: 0, refused: 0 });
  });
});
