import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../../test/harness';

// /api/staff/security/log (docs/decisions/316): administrators filter the log by kind, person, address and period,
// page it, and take what the filters find as CSV; other roles are refused (staff-access.test.ts has the role table).

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp({ loginLimits: { perUser: 50, perAddress: 1000, windowMinutes: 15 } });
  const at = (day: string, ip: string, kind: string, username: string) =>
    t.database.db.execute(sql`insert into security_events (at, kind, member_id, username, ip, detail)
      values (${day}::timestamptz, ${kind}, (select id from members where username = ${username}), ${username}, ${ip},
              ${JSON.stringify({ call: 'GET /api/staff/x' })}::jsonb)`);
  await at('2026-03-01T10:00:00+11:00', '10.9.1.1', 'sign-in-failed', 'member01');
  await at('2026-03-02T10:00:00+11:00', '10.9.1.2', 'sign-in-failed', 'no-such-person');
  await at('2026-03-03T10:00:00+11:00', '10.9.2.1', 'staff-refused', 'coach01');
  await at('2026-03-03T23:30:00+11:00', '=cmd|x', 'sign-in', 'coach01');
  admin = await t.asMember('admin01');
});
afterAll(async () => {
  await t.close();
});

const log = (query: Record<string, string>, token = admin) =>
  t.request({ method: 'GET', url: `/api/staff/security/log?${new URLSearchParams(query)}`, token });

describe('GET /api/staff/security/log', () => {
  it('filters by kind, person (username or name), address beginning and the association’s days', async () => {
    const failed = await log({ kind: 'sign-in-failed' });
    expect(failed.statusCode).toBe(200);
    expect(failed.json().data.rows.map((r: { person: string }) => r.person)).toEqual([
      'no-such-person',
      'Mia Member (member01)',
    ]);
    const byName = (await log({ person: 'mia mem' })).json().data;
    expect(byName.rows.map((r: { kind: string }) => r.kind)).toEqual(['sign-in-failed']);
    const byAddress = (await log({ ip: '10.9.1.' })).json().data;
    expect(byAddress.total).toBe(2);
    const oneDay = (await log({ from: '2026-03-03', to: '2026-03-03' })).json().data;
    expect(oneDay.rows.map((r: { kind: string; ip: string }) => [r.kind, r.ip])).toEqual([
      ['sign-in', '=cmd|x'],
      ['staff-refused', '10.9.2.1'],
    ]);
    const paged = (await log({ from: '2026-03-01', to: '2026-03-03', pageSize: '10', page: '0' })).json().data;
    expect(paged.total).toBe(4);
  });

  it('answers field errors for a kind not of the log, a backwards period and wildcard text (nothing matched by "%")', async () => {
    const kind = await log({ kind: 'everything' });
    expect(kind.statusCode).toBe(422);
    expect(Object.keys(kind.json().errors)).toEqual(['kind']);
    const backwards = await log({ from: '2026-03-05', to: '2026-03-01' });
    expect(backwards.json().errors).toEqual({ to: 'The last day cannot be before the first day.' });
    expect((await log({ ip: '%' })).json().data.total).toBe(0);
    expect((await log({ person: "' or 1=1 --" })).json().data.total).toBe(0);
  });

  it('the CSV holds what the filters find, in words, a formula-looking cell defused', async () => {
    const res = await t.request({
      method: 'GET',
      url: '/api/staff/security/log/export?from=2026-03-03&to=2026-03-03',
      token: admin,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="security-log.csv"');
    const lines = res.body
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('When,What,Kind,Person,Member id,By,Address,Browser,Detail');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain('Signed in,sign-in,Carla Coach (coach01)');
    expect(lines[1]).toContain("'=cmd|x");
    expect(lines[2]).toContain('Staff call refused');
  });

  it('a finance officer is refused, and the refusal is itself in the log', async () => {
    const finance = await t.asMember('finance01');
    expect((await log({}, finance)).statusCode).toBe(403);
    const refused = (await log({ kind: 'staff-refused', person: 'finance01' })).json().data.rows;
    expect(refused[0].detail).toEqual({ call: 'GET /api/staff/security/log', action: 'security.log.read' });
  });
});
