import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildTestApp, confirmPassword, type TestApp } from '../../test/harness';

// The security log is written where it happens (issue 44 item 7, docs/decisions/316): sign-ins, failures, lock-outs,
// password changes, refused staff calls, exports and bank reveals, with the address and browser; and never a
// password, a code, a token or a bank number in it.

type Row = {
  kind: string;
  member_id: number | null;
  actor_member_id: number | null;
  username: string;
  ip: string;
  user_agent: string;
  detail: Record<string, unknown>;
};

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    loginLimits: { perUser: 2, perAddress: 1000, windowMinutes: 15 },
    loginSlowdownMaxSeconds: 0,
  });
});
afterAll(async () => {
  await t.close();
});

const BROWSER = { 'user-agent': 'Mozilla/5.0 (security log test)' };
const rows = async <R>(query: ReturnType<typeof sql>) =>
  ((await t.database.db.execute(query)) as unknown as { rows: R[] }).rows;
const idOf = async (username: string) =>
  (await rows<{ id: number }>(sql`select id from members where username = ${username}`))[0]!.id;
const events = (kind: string) =>
  rows<Row>(sql`select kind, member_id, actor_member_id, username, ip, user_agent, detail
                from security_events where kind = ${kind} order by id`);
const login = (username: string, password: string, ip: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/member/login',
    payload: { username, password },
    remoteAddress: ip,
    headers: BROWSER,
  });

/** Every secret the tests below typed or were shown; none may be found anywhere in the log. */
const secrets = new Set<string>(['Portal2026', 'Wrong-guess-1']);

describe('the security log', () => {
  it('a sign-in, a wrong password and a lock-out are each one event with the address and the browser', async () => {
    expect((await login('member01', 'Portal2026', '10.44.0.1')).statusCode).toBe(200);
    const [signIn] = await events('sign-in');
    expect(signIn).toMatchObject({
      member_id: await idOf('member01'),
      username: 'member01',
      ip: '10.44.0.1',
      user_agent: BROWSER['user-agent'],
    });

    expect((await login('member01', 'Wrong-guess-1', '10.44.0.2')).statusCode).toBe(401);
    expect((await login('nobody-here', 'Wrong-guess-1', '10.44.0.2')).statusCode).toBe(401);
    expect(await events('sign-in-failed')).toMatchObject([
      { member_id: await idOf('member01'), username: 'member01', ip: '10.44.0.2' },
      { member_id: null, username: 'nobody-here', ip: '10.44.0.2' },
    ]);

    for (let i = 0; i < 2; i++) expect((await login('coach01', 'Wrong-guess-1', '10.44.0.3')).statusCode).toBe(401);
    const refused = await login('coach01', 'Portal2026', '10.44.0.3');
    expect(refused.statusCode).toBe(429);
    expect(await events('locked-out')).toMatchObject([
      { member_id: await idOf('coach01'), username: 'coach01', ip: '10.44.0.3' },
    ]);
  });

  it('a password reset is a password change; a common password is refused and changes nothing', async () => {
    const before = t.outbox.length;
    await t.request({ method: 'POST', url: '/api/member/password/email', payload: { username: 'referee01' } });
    expect(t.outbox.length).toBe(before + 1);
    const token = /\/password\/reset\/([\w-]+)/.exec(t.outbox.at(-1)!.text)![1]!;
    secrets.add(token);
    const reset = (password: string) =>
      t.request({
        method: 'POST',
        url: '/api/member/password/reset',
        payload: { token, username: 'referee01', password, password_confirmation: password },
        headers: BROWSER,
      });
    const common = await reset('Password1');
    expect(common.statusCode).toBe(422);
    expect(common.json().errors).toEqual({
      password: 'This password is one of the most common passwords and easy to guess. Please choose another.',
    });
    expect(await events('password-changed')).toEqual([]);
    secrets.add('Fresh-Referee-77');
    expect((await reset('Fresh-Referee-77')).statusCode).toBe(200);
    expect(await events('password-changed')).toMatchObject([
      { member_id: await idOf('referee01'), username: 'referee01', detail: { how: 'reset link' } },
    ]);
  });

  it('a staff call refused to a member or to a role that may not take it is an event naming the call', async () => {
    const member = await t.asMember('member01');
    expect((await t.request({ method: 'GET', url: '/api/staff/members', token: member })).statusCode).toBe(403);
    const venue = await t.asMember('venue01');
    expect((await t.request({ method: 'GET', url: '/api/staff/audit', token: venue })).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: '/api/staff/me', token: venue })).statusCode).toBe(200);
    expect(await events('staff-refused')).toMatchObject([
      { member_id: await idOf('member01'), detail: { call: 'GET /api/staff/members', action: 'members.read' } },
      { member_id: await idOf('venue01'), detail: { call: 'GET /api/staff/audit', action: 'staff.audit.read' } },
    ]);
  });

  it('a list exported as CSV and bank details shown are events; the details themselves are not', async () => {
    const admin = await t.asMember('admin01');
    const csv = await t.request({ method: 'GET', url: '/api/staff/members/export', token: admin, headers: BROWSER });
    expect(csv.statusCode).toBe(200);
    expect(await events('export')).toMatchObject([
      {
        member_id: await idOf('admin01'),
        user_agent: BROWSER['user-agent'],
        detail: { call: 'GET /api/staff/members/export', file: 'members.csv' },
      },
    ]);

    const finance = await confirmPassword(t, await t.asMember('finance01'));
    const whose = await idOf('member01');
    const shown = await t.request({
      method: 'POST',
      url: `/api/staff/members/${whose}/bank`,
      token: finance,
      payload: { reason: 'Checking a payment' },
    });
    expect(shown.statusCode).toBe(200);
    for (const v of Object.values(shown.json().data as Record<string, string>)) if (v.length > 3) secrets.add(v);
    expect(await events('bank-reveal')).toMatchObject([{ member_id: whose, actor_member_id: await idOf('finance01') }]);
  });

  it('no password, reset link, code or bank detail is anywhere in the log', async () => {
    const all = JSON.stringify(await rows(sql`select * from security_events`));
    expect(all.length).toBeGreaterThan(100);
    for (const secret of secrets) expect(all, secret).not.toContain(secret);
  });
});
