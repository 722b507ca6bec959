import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { readLoginToken } from '@portal/domain/accounts/accounts.contract';
import { buildTestApp, type TestApp } from '../../test/harness';
import { codeAt } from './totp';

// The second factor (issue 44, decisions 327, 328): staff must use one once an administrator asks (the demo does not),
// the back-office answers 403 with the key its shell turns into the set-up or code page, a member who turned one on
// types a code at sign-in, bank details, the ABA file and member exports ask for a fresh code, an administrator resets
// one (audited). Codes are made from the secret on a clock the test moves, never by waiting for a time step.

let t: TestApp;
let clock = Date.parse('2026-11-26T09:00:00+11:00');
const STEP = 30_000;
const now = () => new Date(clock);
/** The next time step: a code is good once per step. */
const tick = () => (clock += STEP);
beforeAll(async () => {
  t = await buildTestApp({}, { now });
});
afterAll(async () => {
  await t.close();
});

const PASSWORD = 'Portal2026';
const login = (username: string, code?: string) =>
  t.request({ method: 'POST', url: '/api/member/login', payload: { username, password: PASSWORD, code } });
const signIn = async (username: string, code?: string) => {
  const res = await login(username, code);
  expect(res.statusCode, res.body).toBe(200);
  return `Bearer ${readLoginToken(res.json()).access_token}`;
};
const get = (url: string, token: string) => t.request({ method: 'GET', url, token });
const post = (url: string, token: string, payload: unknown = {}) => t.request({ method: 'POST', url, token, payload });
const rows = async <R>(q: ReturnType<typeof sql>) =>
  ((await t.database.db.execute(q)) as unknown as { rows: R[] }).rows;
const idOf = async (username: string) =>
  (await rows<{ id: number }>(sql`select id from members where username = ${username}`))[0]!.id;
const events = async (kind: string, memberId: number) =>
  Number(
    (
      await rows<{ n: number }>(
        sql`select count(*)::int as n from security_events where kind = ${kind} and member_id = ${memberId}`,
      )
    )[0]!.n,
  );

/** Set up an authenticator for the signed-in member: answers its secret and recovery codes. */
const setUp = async (token: string) => {
  const start = await post('/api/member/second-factor/setup', token);
  expect(start.statusCode, start.body).toBe(200);
  const { secret, uri, qr_svg } = start.json().data;
  expect(uri).toMatch(/^otpauth:\/\/totp\//);
  expect(qr_svg).toMatch(/^<svg/);
  tick();
  const done = await post('/api/member/second-factor/confirm', token, { code: codeAt(secret, now()) });
  expect(done.statusCode, done.body).toBe(200);
  return { secret: secret as string, recovery: done.json().data.recovery_codes as string[] };
};

/** admin01 signed in, with a code when their second factor is on. */
const adminToken = async () => {
  const secret = await secretOf(await idOf('admin01'));
  if (!secret) return signIn('admin01');
  tick();
  return signIn('admin01', codeAt(secret, now()));
};
const requireForStaff = async (on: boolean) => {
  const admin = await adminToken();
  const res = await t.request({
    method: 'PUT',
    url: '/api/staff/security/second-factor',
    token: admin,
    payload: { staff_required: on },
  });
  expect(res.statusCode, res.body).toBe(200);
};

describe('the demo', () => {
  it('asks no staff member for a second factor: admin01 signs in with the password and the back-office opens', async () => {
    const admin = await signIn('admin01');
    expect((await get('/api/staff/me', admin)).statusCode).toBe(200);
    const settings = await get('/api/staff/security/second-factor', admin);
    expect(settings.json().data.staff_required).toBe(false);
  });

  it("a member without a second factor signs in exactly as spec 000 §7 says (the answer's shape unchanged)", async () => {
    const res = await login('member01');
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json())).toEqual(['data']);
    expect(Object.keys(res.json().data)).toEqual(['success']);
  });
});

describe('staff must use a second factor', () => {
  let admin: string;
  let secret: string;
  let recovery: string[];
  let adminId: number;

  it('switched on by an administrator (audited): admin01 is sent to set one up before any staff call works', async () => {
    await requireForStaff(true);
    const audit = await rows<{ n: number }>(
      sql`select count(*)::int as n from audit_log where action = 'security.second_factor.settings'`,
    );
    expect(audit[0]!.n).toBe(1);
    admin = await signIn('admin01');
    adminId = await idOf('admin01');
    const refused = await get('/api/staff/me', admin);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe('second_factor_setup');
    // the member side still works, and so do the set-up calls
    expect((await get('/api/member/user', admin)).statusCode).toBe(200);
    const state = await get('/api/member/second-factor', admin);
    expect(state.json().data).toMatchObject({ enabled: false, staff_required: true, passed: false });
  });

  it('a wrong first code is refused and logged; the right one turns it on, with ten recovery codes shown once', async () => {
    const start = await post('/api/member/second-factor/setup', admin);
    secret = start.json().data.secret;
    const wrong = await post('/api/member/second-factor/confirm', admin, { code: '000000' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.code).toBeTruthy();
    expect(await events('second-factor-failed', adminId)).toBe(1);
    tick();
    const ok = await post('/api/member/second-factor/confirm', admin, { code: codeAt(secret, now()) });
    expect(ok.statusCode, ok.body).toBe(200);
    recovery = ok.json().data.recovery_codes;
    expect(recovery).toHaveLength(10);
    expect(await events('second-factor-on', adminId)).toBe(1);
    // stored hashed: no code and no secret in the log or the codes' table
    const stored = await rows<{ code_hash: string }>(
      sql`select code_hash from recovery_codes where member_id = ${adminId}`,
    );
    expect(stored.map((r) => r.code_hash)).not.toContain(recovery[0]);
    const log = JSON.stringify(await rows(sql`select * from security_events`));
    expect(log).not.toContain(secret);
    // this session typed a code: the back-office opens
    expect((await get('/api/staff/me', admin)).statusCode).toBe(200);
  });

  it('signing in again asks for the code: none → 401, wrong → 422 and logged, right → the back-office opens', async () => {
    const none = await login('admin01');
    expect(none.statusCode).toBe(401);
    expect(none.json().error).toBe('second_factor_required');
    const before = await events('second-factor-failed', adminId);
    const wrong = await login('admin01', '123456');
    expect(wrong.statusCode).toBe(422);
    expect(await events('second-factor-failed', adminId)).toBe(before + 1);
    tick();
    const code = codeAt(secret, now());
    const token = await signIn('admin01', code);
    expect((await get('/api/staff/me', token)).statusCode).toBe(200);
    expect(await events('second-factor-passed', adminId)).toBeGreaterThan(0);
    // the same code again, inside its 30 seconds: refused (no replay)
    expect((await login('admin01', code)).statusCode).toBe(422);
  });

  it('a recovery code signs in once; the second time it is refused', async () => {
    tick();
    const token = await signIn('admin01', recovery[0]!.toLowerCase());
    expect((await get('/api/staff/me', token)).statusCode).toBe(200);
    expect(await events('recovery-code-used', adminId)).toBe(1);
    expect((await login('admin01', recovery[0])).statusCode).toBe(422);
    expect((await get('/api/member/second-factor', token)).json().data.recovery_codes_left).toBe(9);
  });

  it('a session from before the second factor types a code on the code page (403 second_factor_code until then)', async () => {
    const venue = await signIn('venue01');
    const { secret: venueSecret } = await setUp(venue);
    const old = await signIn('venue01', (tick(), codeAt(venueSecret, now())));
    // sessions made before set-up (other than the one that set it up) ask for the code
    await t.database.db.execute(sql`delete from second_factor_passes where token_id in
      (select id from access_tokens where member_id = ${await idOf('venue01')})`);
    const refused = await get('/api/staff/me', old);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe('second_factor_code');
    tick();
    expect((await post('/api/member/second-factor/verify', old, { code: codeAt(venueSecret, now()) })).statusCode).toBe(
      200,
    );
    expect((await get('/api/staff/me', old)).statusCode).toBe(200);
  });

  it('five wrong codes in 15 minutes answer 429, logged each time', async () => {
    const refId = await idOf('refcoord01');
    const token = await signIn('refcoord01');
    const { secret: refSecret } = await setUp(token);
    for (let i = 0; i < 5; i++) await post('/api/member/second-factor/verify', token, { code: '111111' });
    tick();
    const limited = await post('/api/member/second-factor/verify', token, { code: codeAt(refSecret, now()) });
    expect(limited.statusCode).toBe(429);
    expect(await events('second-factor-failed', refId)).toBe(5);
    expect((await login('refcoord01', codeAt(refSecret, now()))).statusCode).toBe(429);
  });

  it('staff cannot turn their own second factor off while it is asked', async () => {
    tick();
    const token = await signIn('admin01', codeAt(secret, now()));
    tick();
    const off = await post('/api/member/second-factor/off', token, { code: codeAt(secret, now()) });
    expect(off.statusCode).toBe(409);
  });

  it('an administrator resets a staff member’s second factor: audited, logged, and every session of theirs asks again', async () => {
    tick();
    const admin3 = await signIn('admin01', codeAt(secret, now()));
    const venueId = await idOf('venue01');
    const venueSecret = (await secretOf(venueId))!;
    tick();
    const venue = await signIn('venue01', codeAt(venueSecret, now()));
    const comp = await signIn('compofficer01');
    const compId = await idOf('compofficer01');
    // compofficer01 has no second factor yet: refused before the role check matters
    expect((await post(`/api/staff/members/${venueId}/second-factor/reset`, comp)).statusCode).toBe(403);
    const reset = await post(`/api/staff/members/${venueId}/second-factor/reset`, admin3);
    expect(reset.statusCode, reset.body).toBe(200);
    expect(await events('second-factor-reset', venueId)).toBe(1);
    const audit = await rows<{ n: number }>(
      sql`select count(*)::int as n from audit_log where action = 'security.second_factor.reset' and entity_id = ${String(venueId)}`,
    );
    expect(audit[0]!.n).toBe(1);
    const after = await get('/api/staff/me', venue);
    expect(after.json().error).toBe('second_factor_setup');
    expect(await secretOf(venueId)).toBeNull();
    expect(compId).toBeGreaterThan(0);
    await requireForStaff(true);
  });
});

async function secretOf(memberId: number): Promise<string | null> {
  return (
    (await rows<{ secret: string }>(sql`select secret from second_factors where member_id = ${memberId}`))[0]?.secret ??
    null
  );
}

describe('bank details, the ABA file and member exports ask a fresh code of a staff member with a second factor', () => {
  it('finance01 with a second factor: the password alone no longer shows bank details; password and code do', async () => {
    const finance = await signIn('finance01');
    // staff must use one (the last block left it on): set it up
    const { secret } = await setUp(finance);
    const member = await idOf('member01');
    clock += 11 * 60_000; // the set-up's code is no longer fresh
    const confirm = await post('/api/staff/confirm-password', finance, { password: PASSWORD });
    expect(confirm.statusCode).toBe(200);
    const refused = await post(`/api/staff/members/${member}/bank`, finance, { reason: 'Paying a refund' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe('fresh_code_required');
    tick();
    const wrong = await post('/api/staff/confirm-password', finance, { password: PASSWORD, code: '000000' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.code).toBeTruthy();
    const both = await post('/api/staff/confirm-password', finance, {
      password: PASSWORD,
      code: codeAt(secret, now()),
    });
    expect(both.statusCode, both.body).toBe(200);
    expect(
      (await post(`/api/staff/members/${member}/bank`, finance, { reason: 'Paying a refund' })).statusCode,
    ).not.toBe(403);
    // ten minutes later the code is stale again
    clock += 11 * 60_000;
    expect((await post(`/api/staff/members/${member}/bank`, finance, { reason: 'Paying a refund' })).json().error).toBe(
      'fresh_code_required',
    );
  });

  it('the member export: asked of a staff member with a second factor, not of one without', async () => {
    await requireForStaff(false);
    const comp = await signIn('compofficer01');
    expect((await get('/api/staff/members/export', comp)).statusCode).toBe(200);
    const admin = await adminToken();
    clock += 11 * 60_000;
    const refused = await get('/api/staff/members/export', admin);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe('fresh_code_required');
  });
});

describe('a member turns a second factor on for themselves', () => {
  it('member01: on with a code, asked at sign-in, off again with a code', async () => {
    const token = await signIn('member01');
    const { secret } = await setUp(token);
    expect((await login('member01')).json().error).toBe('second_factor_required');
    tick();
    const again = await signIn('member01', codeAt(secret, now()));
    tick();
    expect((await post('/api/member/second-factor/off', again, { code: '999999' })).statusCode).toBe(422);
    const off = await post('/api/member/second-factor/off', again, { code: codeAt(secret, now()) });
    expect(off.statusCode, off.body).toBe(200);
    expect(await events('second-factor-off', await idOf('member01'))).toBe(1);
    expect((await login('member01')).statusCode).toBe(200);
  });

  it('a second set-up while on is refused (409); a member without one cannot confirm (409)', async () => {
    const token = await signIn('coach01');
    expect((await post('/api/member/second-factor/confirm', token, { code: '123456' })).statusCode).toBe(409);
    await setUp(token);
    expect((await post('/api/member/second-factor/setup', token)).statusCode).toBe(409);
  });
});
