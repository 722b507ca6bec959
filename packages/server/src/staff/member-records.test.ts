import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, confirmPassword, type TestApp } from '../../test/harness';
import { rowsOf } from '../platform/member-rows';

// Member records in the back-office (docs/decisions/161), through the API as the demo staff accounts.

let t: TestApp;
let admin: string;
let finance: string;
let officer: string;
const ids: Record<string, number> = {};
beforeAll(async () => {
  t = await buildTestApp();
  [admin, finance, officer] = await Promise.all([
    t.asMember('admin01'),
    t.asMember('finance01'),
    t.asMember('compofficer01'),
  ]);
  const rows = rowsOf<{ id: number; username: string }>(
    await t.database.db.execute(sql`select id, username from members`),
  );
  for (const r of rows) ids[r.username] = r.id;
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, token: string) => t.request({ method: 'GET', url, token });
const post = (url: string, token: string, payload?: unknown) => t.request({ method: 'POST', url, token, payload });
const trail = async (memberId: number, action: string) =>
  (await get(`/api/staff/audit?entity=member&entity_id=${memberId}&action=${action}&pageSize=10`, admin)).json().data
    .rows;

// as an administrator, who reads everyone; what each role reads: member-reads.test.ts (decision 264)
describe('GET /api/staff/members', () => {
  it.each([
    ['a name', 'carla coach', 'coach01'],
    ['a username', 'junior01', 'junior01'],
    ['an email', 'parent.junior01@example', 'junior01'],
    ['a mobile with spaces', '0411 222 333', 'duplicate01'],
  ])('finds a member by %s', async (_, q, username) => {
    const res = await get(`/api/staff/members?q=${encodeURIComponent(q)}`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.rows.map((r: { username: string }) => r.username)).toContain(username);
  });

  it('finds a member by member number, and pages and sorts on the server', async () => {
    const byNumber = (await get(`/api/staff/members?q=${ids.netball01}`, admin)).json().data;
    expect(byNumber.rows[0]).toMatchObject({ id: ids.netball01, username: 'netball01', state: 'active' });
    const all = (await get('/api/staff/members?pageSize=10&sort=username&order=desc', admin)).json().data;
    expect(all.rows).toHaveLength(10);
    expect(all.total).toBeGreaterThan(10);
    const names = all.rows.map((r: { username: string }) => r.username);
    expect(names).toEqual([...names].sort().reverse());
    const second = (await get('/api/staff/members?pageSize=10&page=1&sort=username&order=desc', admin)).json().data;
    expect(second.rows[0].username < names[9]).toBe(true);
  });

  it('exports what the search finds as CSV', async () => {
    const res = await get('/api/staff/members/export?q=duplicate', admin);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = res.body.split('\r\n');
    expect(lines[0]).toBe(
      '\ufeffMember number,Username,First name,Last name,Email,Mobile,Date of birth,Gender,Suburb,Postcode,Account',
    );
    expect(lines.filter((l) => l.includes('Dana,Duplicate'))).toHaveLength(2);
  });
});

describe('GET /api/staff/members/:memberId', () => {
  it("shows the member's profile, sports, teams, ledger, sign-ins and roles, with bank details masked", async () => {
    const res = await get(`/api/staff/members/${ids.official01}`, admin);
    expect(res.statusCode).toBe(200);
    const r = res.json().data;
    expect(r.profile).toMatchObject({ username: 'official01', firstname: 'Olivia', dob: '1988-06-21' });
    expect(r.flags).toMatchObject({ is_roster: true, is_eft: true, is_man: false });
    expect(r.sports[0]).toMatchObject({ sport: 'basketball' });
    expect(r.account).toEqual({ state: 'active', deactivated_at: null, merged_into: null, merged_from: [] });
    await t.asMember('member01');
    const member01 = (await get(`/api/staff/members/${ids.member01}`, admin)).json().data;
    expect(member01.invoices.some((i: { owing_cents: number }) => i.owing_cents === 24000)).toBe(true);
    expect(member01.orders.length).toBeGreaterThanOrEqual(2);
    expect(member01.teams.length).toBeGreaterThan(0);
    expect(member01.sign_ins.length).toBeGreaterThan(0);
    expect((await get(`/api/staff/members/${ids.admin01}`, admin)).json().data.staff_roles).toEqual(['administrator']);
  });

  it('answers 404 for an unknown member', async () => {
    expect((await get('/api/staff/members/999999', admin)).json()).toMatchObject({
      message: 'There is no member with that number.',
    });
  });
});

describe('POST /api/staff/members/:memberId/correct', () => {
  const body = {
    firstname: 'Mia',
    lastname: 'Member',
    dob: '03/04/1991',
    gender: 'female',
    reason: 'Passport seen at the desk',
  };

  it("finance01 corrects a member's date of birth with a reason; the member's profile shows it and the trail has it", async () => {
    const res = await post(`/api/staff/members/${ids.member01}/correct`, finance, body);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      message: 'The details of Mia Member were corrected.',
      record: { profile: { dob: '1991-04-03' } },
    });
    const own = await get('/api/member/user', await t.asMember('member01'));
    expect(own.json().data.dob).toBe('03-04-1991');
    const [row] = await trail(ids.member01!, 'members.correct');
    expect(row).toMatchObject({
      actor: 'finance01',
      reason: 'Passport seen at the desk',
      before: { dob: '1988-06-21' },
      after: { dob: '1991-04-03' },
    });
  });

  it('compofficer01 may not: 403 and nothing changes', async () => {
    const res = await post(`/api/staff/members/${ids.coach01}/correct`, officer, { ...body, firstname: 'Carlotta' });
    expect(res.statusCode).toBe(403);
    expect((await get(`/api/staff/members/${ids.coach01}`, officer)).json().data.profile.firstname).toBe('Carla');
  });

  it.each([
    ['without a reason', { reason: '' }, 'reason', 'Please give a reason: it is kept in the audit trail.'],
    ['with a date of birth after today', { dob: '01/01/2999' }, 'dob', "Date must be before today's date"],
    [
      'with markup in a name',
      { firstname: '<b>Mia</b>' },
      'firstname',
      'This field may only contain letters, spaces, apostrophes, dots and hyphens',
    ],
  ])('refuses a correction %s', async (_, change, field, message) => {
    const res = await post(`/api/staff/members/${ids.coach01}/correct`, finance, {
      ...body,
      firstname: 'Carla',
      lastname: 'Coach',
      ...change,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[field]).toBe(message);
  });

  it('refuses a correction that changes nothing, and writes no audit row', async () => {
    const res = await post(`/api/staff/members/${ids.member01}/correct`, finance, body);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Nothing was changed: the values are the ones the record already holds.');
    expect(await trail(ids.member01!, 'members.correct')).toHaveLength(1);
  });
});

describe('POST /api/staff/members/:memberId/flags', () => {
  const flags = {
    is_eft: false,
    is_ref: false,
    is_roster: false,
    is_man: false,
    non_pl: false,
    sk_tm: false,
    sk_tm_val: false,
  };

  it('sets the flags and sports; the profile follows and the trail has before and after', async () => {
    const res = await post(`/api/staff/members/${ids.coach01}/flags`, admin, {
      ...flags,
      is_ref: true,
      sports: ['basketball', 'netball'],
      reason: 'New referee',
    });
    expect(res.statusCode).toBe(200);
    const profile = (await get('/api/member/user', await t.asMember('coach01'))).json().data;
    expect(profile.is_ref).toBe(true);
    expect(profile.sports.map((s: { value: string }) => s.value)).toEqual(['basketball', 'netball']);
    const [row] = await trail(ids.coach01!, 'members.flags');
    expect(row.before).toMatchObject({ is_ref: false });
    expect(row.after).toMatchObject({
      is_ref: true,
      sports: [expect.objectContaining({ sport: 'basketball' }), { sport: 'netball', expiry_date: null }],
    });
  });

  it('needs at least one sport, and is for administrators only', async () => {
    expect(
      (await post(`/api/staff/members/${ids.coach01}/flags`, admin, { ...flags, sports: [] })).json().errors.sports,
    ).toBe('Choose at least one sport.');
    expect(
      (await post(`/api/staff/members/${ids.coach01}/flags`, finance, { ...flags, sports: ['basketball'] })).statusCode,
    ).toBe(403);
  });
});

describe('POST /api/staff/members/:memberId/membership', () => {
  const url = () => `/api/staff/members/${ids.manager01}/membership`;
  const membershipPage = async () =>
    (await get('/api/ecommerce/membership/basketball', await t.asMember('manager01'))).json().data;

  it("finance01 sets manager01's expiry and renewal due with a reason; the membership page follows and the trail has before and after", async () => {
    const before = (await membershipPage()).sport.expiry_date as string;
    const res = await post(url(), finance, {
      sport: 'basketball',
      expiry_date: '2030-06-30',
      memb_renewal: true,
      reason: 'Life member, voted at the AGM',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.message).toBe('The Basketball membership of Mark Manager was saved.');
    expect(res.json().data.record.sports).toContainEqual(
      expect.objectContaining({ sport: 'basketball', expiry_date: '2030-06-30', memb_renewal: true }),
    );
    expect((await membershipPage()).sport).toMatchObject({ expiry_date: '30-06-2030', memb_renewal: true });
    const [row] = await trail(ids.manager01!, 'members.membership');
    expect(row).toMatchObject({
      actor: 'finance01',
      reason: 'Life member, voted at the AGM',
      after: { sport: 'basketball', expiry_date: '2030-06-30', memb_renewal: true },
    });
    expect(row.before).toMatchObject({
      sport: 'basketball',
      expiry_date: `${before.slice(6)}-${before.slice(3, 5)}-${before.slice(0, 2)}`,
      memb_renewal: false,
    });

    const cleared = await post(url(), finance, {
      sport: 'basketball',
      expiry_date: '',
      memb_renewal: true,
      reason: 'No expiry',
    });
    expect(cleared.json().data.record.sports).toContainEqual(
      expect.objectContaining({ sport: 'basketball', expiry_date: null }),
    );
  });

  it.each([
    [
      'a sport the member is not registered in',
      { sport: 'netball' },
      'sport',
      'The member is not registered in this sport: add the sport under Flags and sports first.',
    ],
    ['a date that is not one', { expiry_date: '2030-02-30' }, 'expiry_date', 'This field must be a valid date'],
    ['no reason', { reason: '' }, 'reason', 'Please give a reason: it is kept in the audit trail.'],
  ])('refuses %s with its field error, and changes nothing', async (_, change, field, message) => {
    const res = await post(url(), finance, {
      sport: 'basketball',
      expiry_date: '2031-01-31',
      memb_renewal: false,
      reason: 'Check',
      ...change,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[field]).toBe(message);
    expect((await membershipPage()).sport.expiry_date).toBe(null);
  });

  it('refuses a change that changes nothing (422) and a competition officer (403)', async () => {
    expect(
      (await post(url(), finance, { sport: 'basketball', expiry_date: '', memb_renewal: true, reason: 'Again' }))
        .statusCode,
    ).toBe(422);
    expect(
      (
        await post(url(), officer, {
          sport: 'basketball',
          expiry_date: '2031-01-31',
          memb_renewal: false,
          reason: 'Not mine',
        })
      ).statusCode,
    ).toBe(403);
    expect(await trail(ids.manager01!, 'members.membership')).toHaveLength(2);
  });
});

describe('POST /api/staff/members/:memberId/reset-link', () => {
  it("mails the member's own reset link and records it", async () => {
    const before = t.outbox.length;
    const res = await post(`/api/staff/members/${ids.netball01}/reset-link`, finance);
    expect(res.json().data.message).toBe('A password reset link was mailed to netball01@example.com.au.');
    expect(t.outbox.slice(before).map((m) => m.to)).toEqual(['netball01@example.com.au']);
    expect(t.outbox.at(-1)!.text).toContain('/password/reset/');
    expect(await trail(ids.netball01!, 'members.reset_link')).toHaveLength(1);
  });
});

describe('deactivate and reactivate', () => {
  it('a deactivated member cannot sign in (a clear message), their live token stops at once, and the data stays', async () => {
    const live = await t.asMember('freeteam01');
    const res = await post(`/api/staff/members/${ids.freeteam01}/deactivate`, admin, {
      reason: 'Asked us to close the account',
    });
    expect(res.json().data).toMatchObject({
      message: 'Fred Freeteam can no longer sign in.',
      record: { account: { state: 'deactivated' } },
    });
    expect((await get('/api/member/user', live)).statusCode).toBe(401);
    const login = await t.request({
      method: 'POST',
      url: '/api/member/login',
      payload: { username: 'freeteam01', password: 'Portal2026' },
    });
    expect(login.statusCode).toBe(403);
    expect(login.json().message).toBe('This account has been deactivated. Please contact the association.');
    // a wrong password learns nothing about the account
    expect(
      (
        await t.request({
          method: 'POST',
          url: '/api/member/login',
          payload: { username: 'freeteam01', password: 'Wrong2026' },
        })
      ).statusCode,
    ).toBe(401);
    expect((await post(`/api/staff/members/${ids.freeteam01}/deactivate`, admin, { reason: 'again' })).statusCode).toBe(
      409,
    );

    const back = await post(`/api/staff/members/${ids.freeteam01}/reactivate`, admin, { reason: 'Came back' });
    expect(back.json().data.message).toBe('Fred Freeteam can sign in again.');
    expect(await t.asMember('freeteam01')).toMatch(/^Bearer /);
    expect((await trail(ids.freeteam01!, '')).map((r: { action: string }) => r.action)).toEqual([
      'members.reactivate',
      'members.deactivate',
    ]);
  });

  it('nobody deactivates themselves', async () => {
    expect((await post(`/api/staff/members/${ids.admin01}/deactivate`, admin, { reason: 'x' })).json().message).toBe(
      'You cannot deactivate your own account.',
    );
  });
});

describe('POST /api/staff/members/:memberId/bank', () => {
  it('shows a finance officer the bank details in clear, audited without them; an administrator is refused', async () => {
    await post('/api/member/eft', await t.asMember('official01'), {
      acctname: 'Olivia Official',
      acctbsb: '062000',
      acctnumber: '12345678',
    });
    expect((await get(`/api/staff/members/${ids.official01}`, finance)).json().data.bank).toEqual({
      acct_name: 'O****',
      acct_bsb: '***-*00',
      acct_number: '*****678',
    });
    const unconfirmed = await post(`/api/staff/members/${ids.official01}/bank`, finance, {
      reason: 'Paying her umpiring',
    });
    expect([unconfirmed.statusCode, unconfirmed.json().error]).toEqual([403, 'password_required']); // decision 263
    await confirmPassword(t, finance);
    const res = await post(`/api/staff/members/${ids.official01}/bank`, finance, { reason: 'Paying her umpiring' });
    expect(res.json().data).toEqual({ acct_name: 'Olivia Official', acct_bsb: '062000', acct_number: '12345678' });
    const [row] = await trail(ids.official01!, 'members.bank.reveal');
    expect(row).toMatchObject({ actor: 'finance01', reason: 'Paying her umpiring', before: null, after: null });
    expect((await post(`/api/staff/members/${ids.official01}/bank`, admin, { reason: 'x' })).statusCode).toBe(403);
  });
});
