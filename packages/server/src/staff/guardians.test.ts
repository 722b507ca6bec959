import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GuardianMessages as G } from '@portal/domain/staff/guardians.messages';
import { buildTestApp, type TestApp } from '../../test/harness';
import { fingerprint } from '../platform/hostile-input-kit';
import { members } from '../platform/members.tables';

// Guardians and dependants on a member's record, and staff linking and unlinking a guardian with a reason
// (docs/decisions/252), on the demo families: parent01 (Paula) looks after Poppy (no sign-in) and junior01 (Jack);
// parent02 (Peter) looks after Oscar (no sign-in).

let t: TestApp;
let admin: string;
let officer: string;
const ids: Record<string, number> = {};
beforeAll(async () => {
  t = await buildTestApp();
  [admin, officer] = await Promise.all([t.asMember('admin01'), t.asMember('compofficer01')]);
  const rows = await t.database.db
    .select({ id: members.id, firstname: members.firstname })
    .from(members)
    .where(
      or(
        inArray(members.username, ['parent01', 'parent02', 'junior01']),
        and(isNull(members.username), inArray(members.firstname, ['Poppy', 'Oscar'])),
      ),
    );
  for (const r of rows) ids[r.firstname] = r.id;
});
afterAll(async () => {
  await t.close();
});

const record = async (id: number, token = admin) =>
  (await t.request({ method: 'GET', url: `/api/staff/members/${id}`, token })).json().data;
const link = (child: number, guardian: number | string, reason = 'Court order seen', token = admin) =>
  t.request({
    method: 'POST',
    url: `/api/staff/members/${child}/guardians`,
    token,
    payload: { guardian_id: guardian, reason },
  });
const unlink = (child: number, guardian: number, reason = 'Asked by the family', token = admin) =>
  t.request({
    method: 'POST',
    url: `/api/staff/members/${child}/guardians/${guardian}/unlink`,
    token,
    payload: { reason },
  });
const trail = async (child: number, action: string) =>
  (
    await t.request({
      method: 'GET',
      url: `/api/staff/audit?entity=member&entity_id=${child}&action=${action}&pageSize=10`,
      token: admin,
    })
  ).json().data.rows;

describe('a member record lists guardians and dependants', () => {
  it('Poppy has Paula as guardian, without a sign-in of her own; Paula looks after Poppy and Jack', async () => {
    const poppy = await record(ids.Poppy!);
    expect(poppy.family).toEqual({
      guardians: [{ id: ids.Paula, firstname: 'Paula', lastname: 'Parent', username: 'parent01', has_sign_in: true }],
      dependants: [],
    });
    expect(poppy.profile.username).toBe('');
    const paula = await record(ids.Paula!);
    expect(paula.family.dependants).toEqual(
      expect.arrayContaining([
        { id: ids.Poppy, firstname: 'Poppy', lastname: 'Parent', username: '', has_sign_in: false },
        expect.objectContaining({ id: ids.Jack, username: 'junior01', has_sign_in: true }),
      ]),
    );
    expect(paula.family.guardians).toEqual([]);
  });
});

describe('POST /api/staff/members/:memberId/guardians', () => {
  it.each([
    ['the member themself', () => ids.Poppy!, 422, G.notYourself],
    ['a number nobody has', () => 999999, 422, G.noGuardian],
    ['a person without a sign-in of their own', () => ids.Oscar!, 422, G.guardianNeedsSignIn],
    ['a guardian already linked', () => ids.Paula!, 409, G.alreadyLinked('Paula Parent', 'Poppy Parent')],
  ])('refuses %s, writing nothing', async (_name, guardian, status, message) => {
    const before = await fingerprint(t.database.db);
    const res = await link(ids.Poppy!, guardian());
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ message, errors: { guardian_id: message } });
    expect(await fingerprint(t.database.db)).toBe(before);
  });

  it('refuses to make a child the guardian of their own guardian', async () => {
    const res = await link(ids.Paula!, ids.Jack!);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(G.reversed('Jack Junior', 'Paula Parent'));
  });

  it('refuses without a reason, and a role without family.write', async () => {
    expect((await link(ids.Poppy!, ids.Peter!, '')).statusCode).toBe(422);
    expect((await link(ids.Poppy!, ids.Peter!, 'Court order seen', officer)).statusCode).toBe(403);
    expect((await record(ids.Poppy!)).family.guardians).toHaveLength(1);
  });

  it('links Peter as a second guardian of Poppy, who may then act for her, with the audit row', async () => {
    const res = await link(ids.Poppy!, ids.Peter!);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.message).toBe(G.linked('Peter Other', 'Poppy Parent'));
    expect(res.json().data.record.family.guardians.map((g: { id: number }) => g.id)).toEqual([ids.Peter, ids.Paula]);
    const [row] = await trail(ids.Poppy!, 'family.link');
    expect(row).toMatchObject({
      actor: 'admin01',
      reason: 'Court order seen',
      before: { guardians: [ids.Paula] },
      after: { guardians: [ids.Paula, ids.Peter] },
    });
    const peter = await t.asMember('parent02');
    const profile = await t.request({
      method: 'GET',
      url: '/api/member/user',
      token: peter,
      headers: { 'x-act-for': String(ids.Poppy) },
    });
    expect(profile.json().data.firstname).toBe('Poppy');
  });
});

describe('POST /api/staff/members/:memberId/guardians/:guardianId/unlink', () => {
  it('refuses a pair that is not there, and a role without family.write, writing nothing', async () => {
    const before = await fingerprint(t.database.db);
    const none = await unlink(ids.Oscar!, ids.Paula!);
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe(G.notLinked);
    expect((await unlink(ids.Oscar!, ids.Peter!, 'Asked', officer)).statusCode).toBe(403);
    expect(await fingerprint(t.database.db)).toBe(before);
  });

  it('keeps the last guardian of a person without a sign-in', async () => {
    const before = await fingerprint(t.database.db);
    const res = await unlink(ids.Oscar!, ids.Peter!);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(G.lastGuardian('Oscar Other'));
    expect(await fingerprint(t.database.db)).toBe(before);
  });

  it('counts only live guardians: Oscar keeps Peter while his other guardian is deactivated, who may go', async () => {
    const [mia] = await t.database.db.select({ id: members.id }).from(members).where(eq(members.username, 'member01'));
    expect((await link(ids.Oscar!, mia!.id)).statusCode).toBe(200);
    const deactivate = (at: Date | null) =>
      t.database.db.update(members).set({ deactivatedAt: at }).where(eq(members.id, mia!.id));
    await deactivate(new Date());
    try {
      const refused = await unlink(ids.Oscar!, ids.Peter!);
      expect([refused.statusCode, refused.json().message]).toEqual([409, G.lastGuardian('Oscar Other')]);
      expect((await unlink(ids.Oscar!, mia!.id)).statusCode).toBe(200);
    } finally {
      await deactivate(null);
    }
    expect((await record(ids.Oscar!)).family.guardians.map((g: { id: number }) => g.id)).toEqual([ids.Peter]);
  });

  it('unlinks a guardian with the audit row, and they can no longer act for the child', async () => {
    const res = await unlink(ids.Jack!, ids.Paula!); // junior01 has a sign-in of her own, so may have no guardian left
    expect(res.statusCode).toBe(200);
    expect(res.json().data.message).toBe(G.unlinked('Paula Parent', 'Jack Junior'));
    expect(res.json().data.record.family.guardians).toEqual([]);
    const [row] = await trail(ids.Jack!, 'family.unlink');
    expect(row).toMatchObject({
      actor: 'admin01',
      reason: 'Asked by the family',
      before: { guardians: [ids.Paula] },
      after: { guardians: [] },
    });
    const paula = await t.asMember('parent01');
    const refused = await t.request({
      method: 'GET',
      url: '/api/member/user',
      token: paula,
      headers: { 'x-act-for': String(ids.Jack) },
    });
    expect(refused.statusCode).toBe(403);
  });
});

describe('the staff search finds a person without a sign-in of their own by name', () => {
  it('Poppy Parent, for an administrator; not for a competition officer, as she is on no team (decision 264)', async () => {
    const search = async (token: string) =>
      (await t.request({ method: 'GET', url: '/api/staff/members?q=poppy', token }))
        .json()
        .data.rows.map((r: { id: number }) => r.id);
    expect(await search(admin)).toEqual([ids.Poppy]);
    expect(await search(officer)).toEqual([]);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'two administrators unlink the two guardians of one child at once (PostgreSQL)',
  () => {
    it('one unlink is refused: Poppy keeps a guardian', async () => {
      expect((await record(ids.Poppy!)).family.guardians).toHaveLength(2); // Paula, and Peter linked above
      const answers = await Promise.all([unlink(ids.Poppy!, ids.Paula!), unlink(ids.Poppy!, ids.Peter!)]);
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      expect((await record(ids.Poppy!)).family.guardians).toHaveLength(1);
    });
  },
);
