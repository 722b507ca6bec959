import type { AuditAction } from '@portal/domain/staff/audit-actions';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/harness';
import { recordAudit } from '../platform/audit';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.asMember('admin01');
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, token: string, payload: unknown) => t.request({ method: 'POST', url, token, payload });
const get = (url: string, token: string) => t.request({ method: 'GET', url, token });

describe('GET /api/staff/me', () => {
  it('names the roles and the actions they allow', async () => {
    const res = await get('/api/staff/me', admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ username: 'admin01', name: 'Ada Admin', roles: ['administrator'] });
    expect(res.json().data.actions).toContain('staff.roles.grant');
    expect(res.json().data.actions).not.toContain('members.bank.reveal');
  });
  it('refuses a member without a staff role', async () => {
    const res = await get('/api/staff/me', await t.asMember('member01'));
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe("This part of the portal is for the association's staff.");
  });
});

describe('staff roles', () => {
  it('admin01 grants compofficer01 the competition officer role, then revokes it; both are in the audit trail with before and after', async () => {
    const grant = await post('/api/staff/roles/grant', admin, { username: 'compofficer01', role: 'finance_officer' });
    expect(grant.statusCode).toBe(200);
    expect(grant.json().data).toMatchObject({
      message: 'Colin Competition is now finance officer.',
      holder: { roles: ['competition_officer', 'finance_officer'] },
    });
    const officer = await t.asMember('compofficer01');
    expect((await get('/api/staff/me', officer)).json().data.actions).toContain('members.bank.reveal');
    const revoke = await post('/api/staff/roles/revoke', admin, { username: 'compofficer01', role: 'finance_officer' });
    expect(revoke.json().data.message).toBe('Colin Competition is no longer finance officer.');
    // the very next call of the member's live token follows the change
    expect((await get('/api/staff/me', officer)).json().data.actions).not.toContain('members.bank.reveal');
    const trail = (await get('/api/staff/audit?entity=member&pageSize=10', admin)).json().data;
    expect(
      trail.rows
        .slice(0, 2)
        .map((r: { action: string; actor: string; before: unknown; after: unknown }) => [
          r.action,
          r.actor,
          r.before,
          r.after,
        ]),
    ).toEqual([
      [
        'staff.role.revoke',
        'admin01',
        { roles: ['competition_officer', 'finance_officer'] },
        { roles: ['competition_officer'] },
      ],
      [
        'staff.role.grant',
        'admin01',
        { roles: ['competition_officer'] },
        { roles: ['competition_officer', 'finance_officer'] },
      ],
    ]);
  });

  it('refuses an unknown member, a role held twice, and the last administrator giving theirs up', async () => {
    expect(
      (await post('/api/staff/roles/grant', admin, { username: 'nobody', role: 'venue_manager' })).json(),
    ).toMatchObject({ errors: { username: 'There is no member with that username.' } });
    expect(
      (await post('/api/staff/roles/grant', admin, { username: 'venue01', role: 'venue_manager' })).statusCode,
    ).toBe(409);
    const last = await post('/api/staff/roles/revoke', admin, { username: 'admin01', role: 'administrator' });
    expect(last.statusCode).toBe(409);
    expect(last.json().message).toBe('The last administrator cannot give up the role: grant it to someone else first.');
    expect((await get('/api/staff/roles', admin)).json().data.map((h: { username: string }) => h.username)).toContain(
      'admin01',
    );
  });
});

describe('who may hold a staff role (decision 265)', () => {
  it('refuses a staff role for a member under 18 or without a date of birth, with a clear message, and writes nothing', async () => {
    const minor = await post('/api/staff/roles/grant', admin, { username: 'junior01', role: 'referee_coordinator' });
    expect([minor.statusCode, minor.json().errors]).toEqual([
      422,
      { username: 'Jack Junior is under 18: staff roles are for adults only.' },
    ]);
    await t.database.db.execute(sql`update members set dob = null where username = 'incomplete01'`);
    const unknown = await post('/api/staff/roles/grant', admin, { username: 'incomplete01', role: 'venue_manager' });
    expect(unknown.json().errors.username).toBe(
      'Ian Incomplete has no date of birth on their record: staff roles are for adults only, so correct the date of birth first.',
    );
    const held = (await get('/api/staff/roles', admin)).json().data.map((h: { username: string }) => h.username);
    expect(held).not.toContain('junior01');
    expect(held).not.toContain('incomplete01');
  });

  it("an administrator giving themselves finance officer is told, recorded as staff.role.self_grant, and shown on every administrator's home", async () => {
    const before = (await get('/api/staff/home', admin)).json().data.self_grants;
    expect(before).toEqual([]);
    const res = await post('/api/staff/roles/grant', admin, { username: 'admin01', role: 'finance_officer' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.message).toBe(
      'Ada Admin is now finance officer. You gave the role to yourself and it reads bank details: every administrator sees this on the back-office home.',
    );
    const [row] = (await get('/api/staff/audit?action=staff.role.self_grant&pageSize=10', admin)).json().data.rows;
    expect(row).toMatchObject({
      actor: 'admin01',
      after: { roles: ['administrator', 'finance_officer'], granted: 'finance_officer' },
    });
    // a second administrator sees it on their home; a role that does not read bank details is an ordinary grant
    await post('/api/staff/roles/grant', admin, { username: 'parent01', role: 'administrator' });
    const second = await t.asMember('parent01');
    expect((await get('/api/staff/home', second)).json().data.self_grants).toEqual([
      expect.objectContaining({ name: 'Ada Admin', role: 'finance_officer' }),
    ]);
    expect((await get('/api/staff/home', await t.asMember('venue01'))).json().data.self_grants).toBeNull();
    await post('/api/staff/roles/grant', second, { username: 'parent01', role: 'venue_manager' });
    expect((await get('/api/staff/home', admin)).json().data.self_grants).toHaveLength(1);
    await post('/api/staff/roles/revoke', admin, { username: 'admin01', role: 'finance_officer' });
    await post('/api/staff/roles/revoke', admin, { username: 'parent01', role: 'administrator' });
  });
});

describe('the audit trail', () => {
  it('is append-only: the database refuses to change or remove a row', async () => {
    await t.database.db.transaction((tx) =>
      recordAudit(
        tx,
        { command: 'test' },
        {
          action: 'test.write' as AuditAction,
          entity: 'member',
          entityId: 1,
          after: { password: 'x', acct_number: '123', note: 'kept' },
        },
      ),
    );
    const [row] = (
      (await t.database.db.execute(sql`select after from audit_log where action = 'test.write'`)) as unknown as {
        rows: { after: unknown }[];
      }
    ).rows;
    expect(row!.after).toEqual({ password: '••••', acct_number: '••••', note: 'kept' });
    const refused = (e: { message: string; cause?: { message: string } }) =>
      /append-only/.test(e.cause?.message ?? e.message);
    await expect(t.database.db.execute(sql`update audit_log set reason = 'changed'`)).rejects.toSatisfy(refused);
    await expect(t.database.db.execute(sql`delete from audit_log`)).rejects.toSatisfy(refused);
    await expect(t.database.db.execute(sql`truncate audit_log`)).rejects.toSatisfy(refused);
  });

  it('filters, pages and exports as CSV', async () => {
    const page = (await get('/api/staff/audit?action=test.write&pageSize=10', admin)).json().data;
    expect(page.total).toBe(1);
    const csv = await get('/api/staff/audit/export?action=test.write', admin);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.body.split('\r\n')[0]).toBe('\ufeffWhen,Who,What,Action,Record,Record id,Reason,Before,After');
    expect(csv.body).toContain(',test,test.write,test.write,member,1,'); // a name the table lacks is its own sentence
    const granted = await get('/api/staff/audit/export?action=staff.role.grant', admin);
    expect(granted.body).toContain(',Staff role given,staff.role.grant,');
    expect((await get('/api/staff/audit?pageSize=7', admin)).statusCode).toBe(422);
  });

  it("filters by the association's days: 00:30 on 2 March in Sydney is 1 March in UTC", async () => {
    await t.database.db.execute(
      sql`insert into audit_log (at, actor, action, entity, entity_id) values ('2026-03-01T13:30:00Z', 'test', 'test.day', 'member', '1')`,
    );
    const count = async (days: string) =>
      (await get(`/api/staff/audit?action=test.day&${days}`, admin)).json().data.total;
    expect(await count('from=2026-03-02&to=2026-03-02')).toBe(1);
    expect(await count('to=2026-03-01')).toBe(0);
    expect(await count('from=2026-03-03')).toBe(0);
    expect(await count('from=&to=')).toBe(1);
  });
});
