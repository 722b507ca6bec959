import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CheckMessages as M } from '@portal/domain/safeguarding/checks.messages';
import { ValidationMessages as V } from '@portal/domain/shared/messages';
import { addDaysIso, todayIn } from '@portal/domain/shared/time';
import { buildTestApp, type TestApp } from '../../test/harness';
import { members } from '../platform/members.tables';
import { standingsOf } from './checks.service';
import { workingWithChildrenChecks } from './safeguarding.tables';

// Working With Children Checks (issue 44, docs/decisions/315, 317): an adult enters theirs on the profile (a child is
// not asked, a guardian cannot enter one for a child); staff see it waiting, record what the state's service showed
// (audited, through recordCheckResult), a changed card waits again, a barred check tells the staff who verify; the
// list's views and CSV; the settings. Bad input answers field errors and writes nothing.

const MINE = '/api/member/safeguarding/check';
const S = '/api/staff/safeguarding';
let t: TestApp;
let member: string;
let admin: string;
let compofficer: string;
let memberId: number;
const today = () => todayIn('Australia/Sydney');
const entry = { state: 'NSW', number: 'wwc1234567v', kind: 'volunteer', expires_on: addDaysIso(today(), 900) };

beforeAll(async () => {
  t = await buildTestApp();
  member = await t.asMember('member01');
  admin = await t.asMember('admin01');
  compofficer = await t.asMember('compofficer01');
  const [m] = await t.database.db.select({ id: members.id }).from(members).where(eq(members.username, 'member01'));
  memberId = m!.id;
});
afterAll(async () => {
  await t.close();
});

const req = (method: string, url: string, token: string, payload?: unknown, headers?: Record<string, string>) =>
  t.request({ method, url, token, payload, headers });
const stored = async () =>
  (
    await t.database.db.select().from(workingWithChildrenChecks).where(eq(workingWithChildrenChecks.memberId, memberId))
  )[0];
const audits = async (action: string) =>
  (
    (await t.database.db.execute(
      sql`select entity_id, reason, before, after from audit_log where action = ${action} order by id`,
    )) as unknown as { rows: { entity_id: string; reason: string; before: unknown; after: unknown }[] }
  ).rows;
const listOf = async (view: string, token = admin) => {
  const res = await req('GET', `${S}/checks?view=${view}&q=${encodeURIComponent('wwc1234567v')}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { rows: { member_id: number; status: string; checked_by: string | null }[]; total: number };
};

describe('a member enters their check', () => {
  it('asks an adult, with nothing entered yet', async () => {
    const res = await req('GET', MINE, member);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ asked: true, check: null });
  });

  it.each([
    ['number', '', V.required],
    ['number', 'WWC<script>', M.number],
    ['number', 'x'.repeat(41), V.maximum(40)],
    ['state', 'NZ', V.required],
    ['kind', 'hobby', V.required],
    ['expires_on', '31/12/2030', V.date],
  ])('refuses %s = %j with a field error and writes nothing', async (field, value, message) => {
    const res = await req('PUT', MINE, member, { ...entry, [field]: value });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ [field]: message });
    expect(await stored()).toBeUndefined();
  });

  it('refuses an expiry in the past', async () => {
    const res = await req('PUT', MINE, member, { ...entry, expires_on: addDaysIso(today(), -1) });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ expires_on: M.expiryPast });
    expect(await stored()).toBeUndefined();
  });

  it('saves it waiting to be verified, the number in capitals; the same again changes nothing', async () => {
    const res = await req('PUT', MINE, member, entry);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({
      message: M.saved,
      check: { ...entry, number: 'WWC1234567V', status: 'pending', checked_at: null },
    });
    const again = await req('PUT', MINE, member, entry);
    expect(again.json().data.message).toBe(M.unchanged);
    expect((await req('GET', MINE, member)).json().data.check.status).toBe('pending');
  });

  it('is not asked of a child, and a guardian cannot enter one for their child', async () => {
    const junior = await t.asMember('junior01');
    expect((await req('GET', MINE, junior)).json().data).toEqual({ asked: false, check: null });
    const put = await req('PUT', MINE, junior, { ...entry, number: 'WWC7654321V' });
    expect(put.statusCode).toBe(403);
    expect(put.json().message).toBe(M.notAdult);
    const parent = await t.asMember('parent01');
    const [poppy] = await t.database.db
      .select({ id: members.id })
      .from(members)
      .where(and(isNull(members.username), eq(members.firstname, 'Poppy')));
    const acting = await req(
      'PUT',
      MINE,
      parent,
      { ...entry, number: 'WWC7654321V' },
      { 'x-act-for': String(poppy!.id) },
    );
    expect(acting.statusCode).toBe(403);
    expect(
      await t.database.db
        .select()
        .from(workingWithChildrenChecks)
        .where(eq(workingWithChildrenChecks.memberId, poppy!.id)),
    ).toEqual([]);
  });
});

describe('staff verify it by hand', () => {
  it('lists it as waiting, for the roles that read checks', async () => {
    const list = await listOf('attention');
    expect(list.rows).toEqual([expect.objectContaining({ member_id: memberId, status: 'pending', checked_by: null })]);
    expect((await listOf('pending', compofficer)).total).toBe(1);
    expect((await listOf('removed')).total).toBe(0);
  });

  it.each([
    [{ result: 'verified', expires_on: '' }, { expires_on: M.expiryNeeded }],
    [{ result: 'verified', expires_on: '2020-01-01' }, { expires_on: M.expiryPast }],
    [{ result: 'barred', note: '   ' }, { note: M.noteNeeded }],
    [{ result: 'approved', note: 'x' }, { result: V.choice }],
  ])('refuses the result %j with field errors and writes nothing', async (body, errors) => {
    const res = await req('POST', `${S}/checks/${memberId}/result`, admin, body);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual(errors);
    expect((await stored())!.status).toBe('pending');
    expect(await audits('safeguarding.check.result')).toEqual([]);
  });

  it('answers 404 for a person without a check', async () => {
    const res = await req('POST', `${S}/checks/999999/result`, admin, { result: 'not_found', note: 'No match' });
    expect(res.statusCode).toBe(404);
  });

  it('records verified with the expiry shown, by whom and when, due again after the re-verify days; audited', async () => {
    const expiry = addDaysIso(today(), 800);
    const res = await req('POST', `${S}/checks/${memberId}/result`, admin, {
      result: 'verified',
      expires_on: expiry,
      note: 'NSW OCG ref 99',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.check).toMatchObject({ status: 'verified', expires_on: expiry, method: 'manual' });
    const row = (await stored())!;
    expect(row.checkedBy).not.toBeNull();
    expect(row.reverifyAt!.getTime() - row.checkedAt!.getTime()).toBe(90 * 86_400_000);
    expect(await audits('safeguarding.check.result')).toEqual([
      {
        entity_id: String(memberId),
        reason: 'NSW OCG ref 99',
        before: { status: 'pending', expires_on: entry.expires_on, note: '' },
        after: { status: 'verified', expires_on: expiry, note: 'NSW OCG ref 99' },
      },
    ]);
    expect((await standingsOf(t.database.db, [memberId, 999999], today())).get(memberId)).toBe('verified');
    expect((await listOf('verified')).rows[0]!.checked_by).toBeTruthy();
  });

  it('a changed card waits to be verified again', async () => {
    const res = await req('PUT', MINE, member, { ...entry, number: 'WWC7777777V' });
    expect(res.json().data).toMatchObject({ message: M.saved, check: { status: 'pending', checked_at: null } });
    expect((await stored())!.checkedBy).toBeNull();
    await req('PUT', MINE, member, entry); // back to the number the rest of this file searches for
  });

  it('barred: out of positions of trust, and the staff who verify are told once', async () => {
    const res = await req('POST', `${S}/checks/${memberId}/result`, admin, {
      result: 'barred',
      note: 'Barred on the NSW register',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await standingsOf(t.database.db, [memberId], today())).get(memberId)).toBe('barred');
    const told = (
      (await t.database.db.execute(
        sql`select subject from messages where dedupe_key like 'wwcc-removed:%'`,
      )) as unknown as { rows: { subject: string }[] }
    ).rows;
    expect(told).toEqual([{ subject: expect.stringMatching(/^Working With Children Check barred: /) }]);
    expect((await listOf('removed')).total).toBe(1);
  });

  it('exports the view as CSV with the status in words', async () => {
    const res = await req('GET', `${S}/checks/export?view=removed`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/csv/);
    const [header, line] = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(header).toContain('Positions of trust');
    expect(line).toContain('WWC1234567V');
    expect(line).toContain('Barred');
  });
});

describe('safeguarding settings', () => {
  const P = `${S}/settings`;
  it('reads the defaults and saves a change, audited with the fields that changed', async () => {
    const before = (await req('GET', P, admin)).json().data;
    expect(before).toEqual({
      pending_policy: 'warn',
      verifier: 'manual',
      reverify_every_days: 90,
      remind_days_before: 30,
    });
    const res = await req('PUT', P, admin, { ...before, pending_policy: 'block', remind_days_before: '45' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await req('GET', P, admin)).json().data).toEqual({
      ...before,
      pending_policy: 'block',
      remind_days_before: 45,
    });
    expect((await audits('safeguarding.settings.save')).at(-1)).toMatchObject({
      before: { pending_policy: 'warn', remind_days_before: 30 },
      after: { pending_policy: 'block', remind_days_before: 45 },
    });
    await req('PUT', P, admin, before);
  });

  it.each([
    ['reverify_every_days', 0, V.numberBetween(1, 3650)],
    ['remind_days_before', 366, V.numberBetween(0, 365)],
    ['pending_policy', 'ignore', V.choice],
    ['verifier', 'psychic', V.choice],
  ])('refuses %s = %j with a field error and writes nothing', async (field, value, message) => {
    const before = (await req('GET', P, admin)).json().data;
    const count = (await audits('safeguarding.settings.save')).length;
    const res = await req('PUT', P, admin, { ...before, pending_policy: 'block', [field]: value });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ [field]: message });
    expect((await req('GET', P, admin)).json().data).toEqual(before);
    expect((await audits('safeguarding.settings.save')).length).toBe(count);
  });
});
