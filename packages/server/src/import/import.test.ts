import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/harness';
import { rowsOf } from '../platform/member-rows';
import { importRound } from './import-job';

// The dry run, the job and undo through the API (issue 42 items 2 and 3, docs/decisions/298 and 299), on the shipped
// PlayHQ file (300 made-up people in 60 families on 20 teams, 5 refused rows, 3 demo members) and small template files.

const FILES = path.resolve(import.meta.dirname, '../../../../e2e/import-files');
const HEADER =
  'Member Number,Profile ID,First Name,Last Name,Preferred Name,Date of Birth,Gender,Email,Mobile,Address,Suburb,Postcode,State,Account Holder,Account Holder Email,Account Holder Mobile,Role,Team,Grade,Competition,Season,Player Number';

let t: TestApp;
let admin: string;
const q = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await t.database.db.execute(query));

export function form(name: string, bytes: Buffer, fields: Record<string, string> = {}) {
  const boundary = '----import-test';
  const parts = Object.entries(fields).map(
    ([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`,
  );
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: text/csv\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(parts.join('') + head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const plan = (token: string, name: string, bytes: Buffer, fields?: Record<string, string>) =>
  t.request({ method: 'POST', url: '/api/staff/imports', token, ...form(name, bytes, fields) } as never);
const get = (url: string, token = admin) => t.request({ method: 'GET', url, token });
const post = (url: string, payload: unknown = {}, token = admin) => t.request({ method: 'POST', url, token, payload });
/** Run the job's rounds until the import is no longer running (the worker's round, without waiting for its timer). */
async function runToEnd(id: number, decisions: unknown[] = []) {
  const res = await post(`/api/staff/imports/${id}/run`, { decisions });
  expect(res.statusCode, res.body).toBe(200);
  while ((await importRound({ db: t.database.db, now: () => new Date(), batch: 40 })) > 0);
  return (await get(`/api/staff/imports/${id}`)).json().data;
}
const csv = (...rows: string[]) => Buffer.from([HEADER, ...rows].join('\r\n') + '\r\n');
const count = async (table: string) =>
  (await q<{ n: number }>(sql`select count(*)::int as n from ${sql.raw(table)}`))[0]!.n;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.asMember('admin01');
}, 180_000);
afterAll(async () => {
  await t.close();
});

describe('the PlayHQ file: dry run, import, the same file again, undo', () => {
  const bytes = () => fs.readFileSync(path.join(FILES, 'playhq-participants.csv'));
  let first: number;

  it('plans without writing a person: people to create, the 3 demo members matched, every refused row', async () => {
    const members = await count('members');
    const res = await plan(admin, 'playhq-participants.csv', bytes());
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    first = data.import.id;
    expect(data.import).toMatchObject({ status: 'planned', source: 'playhq', file_name: 'playhq-participants.csv' });
    expect(data.import.counts).toMatchObject({ people: 295, refused: 5, create: 292, near: 0 });
    expect(data.import.counts.change + data.import.counts.same).toBe(3);
    expect(data.import.counts.guardianships).toBeGreaterThan(0);
    expect(data.import.counts).toMatchObject({ seasons: 1, teams: 20 });
    expect(data.refused.map((r: { line: number }) => r.line)).toEqual([60, 105, 150, 214, 232]);
    expect(await count('members')).toBe(members);
    const matched = await get(`/api/staff/imports/${first}?action=${data.import.counts.change ? 'change' : 'same'}`);
    expect(matched.json().data.rows.items[0]).toMatchObject({ matched_by: 'name_dob' });
  });

  it('imports in batches: people, families, places; progress at the total; one audit entry with the counts', async () => {
    const members = await count('members');
    const data = await runToEnd(first);
    expect(data.import.status).toBe('done');
    expect(data.import.progress.done).toBe(data.import.progress.total);
    expect(data.import.result).toMatchObject({ created: 292 + data.import.counts.holders });
    expect(data.import.result.guardianships).toBe(data.import.counts.guardianships);
    expect(data.import.result.places).toBeGreaterThan(0);
    expect(await count('members')).toBe(members + 292 + data.import.counts.holders);
    const audit = await q<{ after: { create: number } }>(
      sql`select after from audit_log where action = 'members.import' and entity_id = ${String(first)}`,
    );
    expect(audit).toHaveLength(1);
    expect(audit[0]!.after.create).toBe(292);
    const listed = (await get('/api/staff/imports')).json().data.imports;
    expect(listed[0]).toMatchObject({ id: first, status: 'done', created_by: { name: expect.any(String) } });
  });

  it('the same file again changes nothing: every person unchanged, and its run writes nothing', async () => {
    const res = await plan(admin, 'playhq-participants.csv', bytes());
    const data = res.json().data;
    expect(data.import.counts).toMatchObject({
      create: 0,
      change: 0,
      near: 0,
      same: 295,
      holders: 0,
      guardianships: 0,
    });
    const [members, links, places] = [
      await count('members'),
      await count('guardianships'),
      await count('team_members'),
    ];
    const done = await runToEnd(data.import.id);
    expect(done.import.result).toEqual({ created: 0, changed: 0, unchanged: 295, guardianships: 0, places: 0 });
    expect([await count('members'), await count('guardianships'), await count('team_members')]).toEqual([
      members,
      links,
      places,
    ]);
  });

  it('undo removes the people it created and keeps one who signed in since', async () => {
    const [kept] = await q<{ id: number }>(
      sql`select ref_id as id from import_items where import_id = ${first} and kind = 'member' order by id limit 1`,
    );
    await t.database.db.execute(
      sql`insert into access_tokens (member_id, token_hash, expires_at) values (${kept!.id}, 'undo-test', now())`,
    );
    const [edited] = await q<{ id: number }>(
      sql`select ref_id as id from import_items where import_id = ${first} and kind = 'member' order by id desc limit 1`,
    );
    await t.database.db.execute(sql`update members set suburb = 'Edited', updated_at = now() + interval '1 second'
      where id = ${edited!.id}`);
    // one invited to claim a sign-in (item 4) who has not: removed; one who claimed it: kept
    const [invited, claimed] = await q<{ id: number }>(sql`select ref_id as id from import_items
      where import_id = ${first} and kind = 'member' order by id limit 2 offset 1`);
    await t.database.db.execute(sql`insert into import_invites (import_id, member_id, invited_at)
      values (${first}, ${invited!.id}, now())`);
    await t.database.db.execute(sql`insert into family_codes (kind, code_hash, member_id, email, expires_at)
      values ('claim', 'undo-test-code', ${invited!.id}, 'x@example.com', now() + interval '7 days')`);
    await t.database.db.execute(
      sql`update members set username = 'claimed-undo', password_hash = 'x' where id = ${claimed!.id}`,
    );
    const res = await post(`/api/staff/imports/${first}/undo`);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.import.status).toBe('undone');
    expect(data.kept).toContainEqual(expect.objectContaining({ member_id: kept!.id, reason: 'They have signed in.' }));
    expect(data.kept).toContainEqual(
      expect.objectContaining({ member_id: edited!.id, reason: 'Their details have been changed since the import.' }),
    );
    expect(data.kept).toContainEqual(
      expect.objectContaining({ member_id: claimed!.id, reason: 'They have claimed their sign-in.' }),
    );
    expect(data.kept.map((k: { member_id: number }) => k.member_id)).not.toContain(invited!.id);
    const created = await q<{ n: number }>(sql`select count(*)::int as n from members m join import_items i
      on i.ref_id = m.id and i.kind = 'member' and i.import_id = ${first}`);
    expect(created[0]!.n).toBe(data.kept.filter((k: { kind: string }) => k.kind === 'member').length);
    expect(data.removed.members).toBeGreaterThan(250);
    expect(data.removed).toMatchObject({ teams: 20, seasons: 1 });
    expect((await post(`/api/staff/imports/${first}/undo`)).statusCode).toBe(409);
  });
});

describe('matching, changes and near matches (the portal template)', () => {
  const mia = async () =>
    (
      await q<{ id: number; email: string; mobile: string; suburb: string; dob: string }>(
        sql`select id, email::text, mobile, suburb, to_char(dob, 'DD/MM/YYYY') as dob from members where username = 'member01'`,
      )
    )[0]!;

  it('a match shows only the fields the file has that differ, never an empty one; undo puts them back', async () => {
    const m = await mia();
    const row = `${m.id},,Mia,Member,,${m.dob},Female,,,,Imported Suburb,,,,,,,,,,,`;
    const res = await plan(admin, 'mia.csv', csv(row));
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.import.counts).toMatchObject({ people: 1, change: 1, create: 0 });
    expect(data.rows.items[0]).toMatchObject({
      action: 'change',
      matched_by: 'member_number',
      member_id: m.id,
      changes: [{ field: 'suburb', from: m.suburb, to: 'Imported Suburb' }],
    });
    await runToEnd(data.import.id);
    expect(await mia()).toMatchObject({ suburb: 'Imported Suburb', email: m.email, mobile: m.mobile });
    const undone = await post(`/api/staff/imports/${data.import.id}/undo`);
    expect(undone.json().data.removed).toMatchObject({ members: 0, changes: 1 });
    expect((await mia()).suburb).toBe(m.suburb);
  });

  it('undo leaves a field changed again since the import, and says so', async () => {
    const m = await mia();
    const data = (
      await plan(admin, 'mia.csv', csv(`${m.id},,Mia,Member,,${m.dob},Female,,,,Twice Suburb,,,,,,,,,,,`))
    ).json().data;
    await runToEnd(data.import.id);
    await t.database.db.execute(sql`update members set suburb = 'Typed By Staff' where id = ${m.id}`);
    const undone = (await post(`/api/staff/imports/${data.import.id}/undo`)).json().data;
    expect(undone.removed.changes).toBe(0);
    expect(undone.kept).toEqual([expect.objectContaining({ kind: 'member_change', member_id: m.id })]);
    expect((await mia()).suburb).toBe('Typed By Staff');
    await t.database.db.execute(sql`update members set suburb = ${m.suburb} where id = ${m.id}`);
  });

  it('offers a near match (same name and email, another birth date) and merges into it when staff say so', async () => {
    const m = await mia();
    const row = `,,Mia,Member,,01/01/1990,Female,${m.email},,,Near Suburb,,,,,,,,,,,`;
    const data = (await plan(admin, 'near.csv', csv(row))).json().data;
    expect(data.import.counts).toMatchObject({ near: 1, create: 0 });
    const near = data.rows.items[0];
    expect(near.near[0]).toMatchObject({ member_id: m.id, matched_on: expect.arrayContaining(['name', 'email']) });
    const bad = await post(`/api/staff/imports/${data.import.id}/run`, {
      decisions: [{ line: near.line, choice: 'same', member_id: m.id + 1 }],
    });
    expect(bad.statusCode).toBe(422);
    const members = await count('members');
    const done = await runToEnd(data.import.id, [{ line: near.line, choice: 'same', member_id: m.id }]);
    expect(done.import.result).toMatchObject({ created: 0, changed: 1 });
    expect(await count('members')).toBe(members);
    expect((await mia()).suburb).toBe('Near Suburb');
    // the person decided the same shows what the import changed (the dry run could not know it)
    const after = (await get(`/api/staff/imports/${data.import.id}?action=near`)).json().data;
    expect(after.rows.items[0]).toMatchObject({
      decision: 'same',
      member_id: m.id,
      changes: expect.arrayContaining([expect.objectContaining({ field: 'suburb', to: 'Near Suburb' })]),
    });
    await post(`/api/staff/imports/${data.import.id}/undo`);
  });

  it('refuses a member number the portal does not have (never made anew)', async () => {
    const data = (await plan(admin, 'number.csv', csv(`999999,,Nobody,Known,,03/03/1993,Male,,,,,,,,,,,,,,,`))).json()
      .data;
    expect(data.import.counts).toMatchObject({ people: 1, create: 0, refused: 1 });
    expect(data.refused).toEqual([
      expect.objectContaining({ line: 2, column: 'Member Number', reason: expect.stringContaining('999999') }),
    ]);
  });

  it('a near match left undecided becomes a new person', async () => {
    const m = await mia();
    const data = (await plan(admin, 'near.csv', csv(`,,Mia,Member,,02/02/1991,Female,${m.email},,,,,,,,,,,,,,`))).json()
      .data;
    const done = await runToEnd(data.import.id);
    expect(done.import.result).toMatchObject({ created: 1, changed: 0 });
  });
});

describe('bad input', () => {
  it.each([
    ['no file', () => plan(admin, 'x.csv', Buffer.alloc(0)), 400, 'file'],
    ['a spreadsheet, not a CSV', () => plan(admin, 'x.xlsx', Buffer.from([0x50, 0x4b, 3, 4, 1, 2])), 400, 'file'],
    [
      'a mapping that is not JSON',
      () => plan(admin, 'a.csv', csv(',,A,B,,01/01/1990,Male'), { mapping: '{' }),
      400,
      'mapping',
    ],
    [
      'a season not there',
      () => plan(admin, 'a.csv', csv(',,A,B,,01/01/1990,Male'), { season_id: '99999' }),
      400,
      'season_id',
    ],
  ])('%s answers 400 on its field and stores nothing', async (_name, send, status, field) => {
    const before = await count('imports');
    const res = await send();
    expect(res.statusCode, res.body).toBe(status);
    expect(Object.keys(res.json().errors ?? {})).toEqual([field]);
    expect(await count('imports')).toBe(before);
  });

  it('an import not there is 404; running one twice is 409', async () => {
    expect((await get('/api/staff/imports/999999')).statusCode).toBe(404);
    expect((await post('/api/staff/imports/999999/run')).statusCode).toBe(404);
    const data = (await plan(admin, 'a.csv', csv(',,Twice,Run,,01/01/1990,Male'))).json().data;
    expect((await post(`/api/staff/imports/${data.import.id}/undo`)).statusCode).toBe(409);
    expect((await post(`/api/staff/imports/${data.import.id}/run`)).statusCode).toBe(200);
    expect((await post(`/api/staff/imports/${data.import.id}/run`)).statusCode).toBe(409);
  });

  it('is the administrator’s: 403 for other staff roles and members, 401 without a sign-in', async () => {
    const bytes = csv(',,No,Access,,01/01/1990,Male');
    for (const who of ['finance01', 'compofficer01', 'member01'])
      expect((await plan(await t.asMember(who), 'a.csv', bytes)).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: '/api/staff/imports' })).statusCode).toBe(401);
  });
});
