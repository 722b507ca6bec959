import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { readLoginToken } from '@portal/domain/accounts/accounts.contract';
import { buildTestApp, confirmPassword, type TestApp } from '../../test/harness';

// Decision 263: back-office sessions last 12 hours whatever "remember me" says, and bank details in clear, the ABA
// file and refunds ask the staff member's password again (403 password_required), which then holds for 10 minutes.

let t: TestApp;
let clock = Date.parse('2026-11-26T09:00:00+11:00');
const MINUTE = 60_000;
beforeAll(async () => {
  t = await buildTestApp({}, { now: () => new Date(clock) });
});
afterAll(async () => {
  await t.close();
});

const login = async (username: string) => {
  const res = await t.request({
    method: 'POST',
    url: '/api/member/login',
    payload: { username, password: 'Portal2026', remember: true },
  });
  expect(res.statusCode, res.body).toBe(200);
  const token = readLoginToken(res.json());
  return { token: `Bearer ${token.access_token}`, seconds: token.expires_in };
};
const idOf = async (username: string) =>
  (
    (await t.database.db.execute(sql`select id from members where username = ${username}`)) as unknown as {
      rows: { id: number }[];
    }
  ).rows[0]!.id;
const post = (url: string, token: string, payload: unknown = {}) => t.request({ method: 'POST', url, token, payload });

describe('back-office sessions', () => {
  it('"remember me" gives a member 365 days and a staff member 12 hours', async () => {
    expect((await login('member01')).seconds).toBe(365 * 86_400);
    expect((await login('finance01')).seconds).toBe(12 * 3600);
  });

  it('a member signed in for a year and given a role later is asked to sign in again after 12 hours (staff calls only)', async () => {
    const { token } = await login('coach01');
    const admin = await login('admin01');
    expect(
      (await post('/api/staff/roles/grant', admin.token, { username: 'coach01', role: 'venue_manager' })).statusCode,
    ).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/staff/me', token })).statusCode).toBe(200);
    clock += 12 * 60 * MINUTE + MINUTE;
    const late = await t.request({ method: 'GET', url: '/api/staff/me', token });
    expect(late.statusCode).toBe(401);
    expect(late.json().message).toBe('Back-office sign-ins last 12 hours: please sign in again.');
    expect((await login('coach01')).seconds).toBe(12 * 3600);
  });
});

describe('POST /api/staff/confirm-password', () => {
  it('bank details in clear need the password typed again; a wrong one is a field error; it holds 10 minutes', async () => {
    const { token } = await login('finance01');
    const member = await idOf('member01');
    const reveal = () => post(`/api/staff/members/${member}/bank`, token, { reason: 'Checking a payment' });
    const refused = await reveal();
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      error: 'password_required',
      message:
        'Type your password again first: it is asked before bank details, bank files and refunds, and then holds for 10 minutes.',
    });
    const wrong = await post('/api/staff/confirm-password', token, { password: 'not-it' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ password: 'That is not your password.' });
    expect((await reveal()).statusCode).toBe(403);
    await confirmPassword(t, token);
    expect((await reveal()).statusCode).toBe(200);
    clock += 9 * MINUTE;
    expect((await reveal()).statusCode).toBe(200);
    clock += 2 * MINUTE;
    expect((await reveal()).statusCode).toBe(403);
  });

  it('holds for the session that typed it only, and a member without a staff role cannot call it', async () => {
    const a = await login('finance01');
    const b = await login('finance01');
    await confirmPassword(t, a.token);
    const member = await idOf('member01');
    expect((await post(`/api/staff/members/${member}/bank`, b.token, { reason: 'Checking' })).statusCode).toBe(403);
    expect(
      (await post('/api/staff/confirm-password', (await login('member01')).token, { password: 'Portal2026' }))
        .statusCode,
    ).toBe(403);
  });

  it('the ABA file answers 403 password_required first', async () => {
    const finance = (await login('finance01')).token;
    const run = (await t.database.db.execute(
      sql`insert into pay_runs (from_date, to_date) values ('2026-01-01', '2026-01-31') returning id`,
    )) as unknown as { rows: { id: number }[] };
    const aba = await post(`/api/staff/officials-pay/runs/${run.rows[0]!.id}/aba`, finance, {
      processing_date: '2026-12-01',
    });
    expect(aba.json().error).toBe('password_required');
  });
});
