import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FamilyAccessMessages as M } from '@portal/domain/shared/messages';
import { buildTestApp, type TestApp } from '../../test/harness';
import { guardianships, members } from './members.tables';
import { multipart } from '../profile/profile-test-kit';
import { auditLog } from './audit.tables';

// docs/decisions/258: acting for a child with a sign-in of their own, bank details, the email address and the
// subscriptions stay the child's; every write made while acting names the guardian in the audit trail, and the child
// sees the list. docs/decisions/259: a child without a sign-in reads, for each guardian, that guardian's own contact
// details, never another guardian's.

let t: TestApp;
const ids: Record<string, number> = {};
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await buildTestApp();
  const rows = await t.database.db
    .select({ id: members.id, firstname: members.firstname })
    .from(members)
    .where(
      or(
        inArray(members.username, ['junior01', 'parent01', 'parent02']),
        and(isNull(members.username), eq(members.firstname, 'Poppy')),
      ),
    );
  for (const r of rows) ids[r.firstname] = r.id;
  // junior01 as the tester found him: a 12-year-old referee paid by EFT; Poppy paid by EFT too
  await t.database.db
    .update(members)
    .set({ isEft: true })
    .where(inArray(members.id, [ids.Jack!, ids.Poppy!]));
  await t.database.db.insert(guardianships).values({ guardianId: ids.Peter!, childId: ids.Poppy! });
  for (const u of ['parent01', 'parent02', 'junior01']) tokens[u] = await t.asMember(u);
});
afterAll(async () => {
  await t.close();
});

const as = (who: string, actFor?: number) => ({
  token: tokens[who],
  headers: (actFor ? { 'x-act-for': String(actFor) } : {}) as Record<string, string>,
});
const bank = { acctname: 'P PARENT', acctbsb: '062000', acctnumber: '11112222' };
const bankColumns = async (id: number) =>
  (
    await t.database.db
      .select({ a: members.acctNameEnc, b: members.acctBsbEnc, n: members.acctNumberEnc })
      .from(members)
      .where(eq(members.id, id))
  )[0];
const actedRows = (childId: number) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'family.acted_for'), eq(auditLog.entityId, String(childId))));
const updateProfile = (who: string, actFor: number | undefined, fields: Record<string, string>) =>
  t.request({ method: 'POST', url: '/api/member/user', ...as(who, actFor), payload: multipart(fields) });

describe('acting for a child with a sign-in of their own (junior01)', () => {
  it('bank details: read and replace refused with 403 own_sign_in, nothing written', async () => {
    const before = await bankColumns(ids.Jack!);
    const read = await t.request({ method: 'GET', url: '/api/member/eft', ...as('parent01', ids.Jack) });
    const write = await t.request({
      method: 'POST',
      url: '/api/member/eft',
      ...as('parent01', ids.Jack),
      payload: bank,
    });
    for (const res of [read, write]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ error: 'own_sign_in', message: M.ownSignIn('Jack') });
    }
    expect(await bankColumns(ids.Jack!)).toEqual(before);
    expect(await actedRows(ids.Jack!)).toEqual([]);
    // his own sign-in still reads and saves them
    expect((await t.request({ method: 'GET', url: '/api/member/eft', ...as('junior01') })).statusCode).toBe(200);
  });

  it.each([
    [
      'the email address (the way into his sign-in: reset links go to it)',
      { email: 'paula.takes.over@example.com.au' },
    ],
    ['a subscription (his consent)', { subscribed_to_sms: 'true' }],
    [
      'a subscription, the email sent unchanged in other capitals',
      { subscribed_to_newsletter: 'true', email: 'PARENT.junior01@example.com.au' },
    ],
  ])('the profile: changing %s is refused, nothing written', async (_name, fields) => {
    const [before] = await t.database.db.select().from(members).where(eq(members.id, ids.Jack!));
    const res = await updateProfile('parent01', ids.Jack, fields);
    expect(res.statusCode, res.body).toBe(403);
    expect(res.json()).toMatchObject({ error: 'own_sign_in', message: M.ownSignIn('Jack') });
    const [after] = await t.database.db.select().from(members).where(eq(members.id, ids.Jack!));
    expect(after).toEqual(before);
  });

  it("the rest of the profile is the guardian's to change, with the email sent unchanged; the write names the guardian, the child sees it", async () => {
    const res = await updateProfile('parent01', ids.Jack, {
      mobile: '0412999888',
      email: 'parent.junior01@example.com.au',
      subscribed_to_sms: 'false',
    });
    expect(res.statusCode, res.body).toBe(200);
    const rows = await actedRows(ids.Jack!);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actorMemberId: ids.Paula,
      actor: 'parent01',
      entity: 'member',
      after: { call: 'POST /api/member/user' },
    });

    const seen = await t.request({ method: 'GET', url: '/api/member/family/changes', ...as('junior01') });
    expect(seen.statusCode).toBe(200);
    expect(seen.json().data).toEqual([
      { at: expect.stringMatching(/^\d\d\/\d\d\/\d{4} /), by: 'Paula Parent', what: 'changed your profile' },
    ]);
  });

  it('a read made with POST, and a refused write, record nothing', async () => {
    const before = (await actedRows(ids.Jack!)).length;
    await t.request({
      method: 'POST',
      url: '/api/ecommerce/membership/coupon/validate',
      ...as('parent01', ids.Jack),
      payload: { coupon: 'NOPE', total: 10000 },
    });
    await updateProfile('parent01', ids.Jack, { mobile: '12' });
    expect(await actedRows(ids.Jack!)).toHaveLength(before);
  });
});

describe('acting for a child without a sign-in (Poppy, looked after by parent01 and parent02)', () => {
  it("bank details are the guardian's to manage, as before, and the write is recorded", async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/member/eft',
      ...as('parent01', ids.Poppy),
      payload: bank,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await actedRows(ids.Poppy!)).toEqual([
      expect.objectContaining({ actorMemberId: ids.Paula, after: { call: 'POST /api/member/eft' } }),
    ]);
  });

  it("the second guardian reads his own contact details in her profile, never the first guardian's, and both guardians' names", async () => {
    const res = await t.request({ method: 'GET', url: '/api/member/user', ...as('parent02', ids.Poppy) });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      firstname: 'Poppy',
      email: 'parent02@example.com.au',
      mobile: '0412000222',
      address: '21 Galston Road',
      suburb: 'HORNSBY HEIGHTS',
      guardians: ['Paula Parent', 'Peter Other'],
    });
    for (const leak of ['parent01@example.com.au', '0412000111', '8 Bridge Road']) expect(res.body).not.toContain(leak);
    const first = (await t.request({ method: 'GET', url: '/api/member/user', ...as('parent01', ids.Poppy) })).json()
      .data;
    expect(first).toMatchObject({ email: 'parent01@example.com.au', mobile: '0412000111', address: '8 Bridge Road' });
    expect(JSON.stringify(first)).not.toMatch(/parent02@|0412000222|Galston/);
  });

  it('the contact details a guardian sends through her profile are not written into her record', async () => {
    const [before] = await t.database.db.select().from(members).where(eq(members.id, ids.Poppy!));
    const res = await updateProfile('parent02', ids.Poppy, {
      email: 'parent02@example.com.au',
      mobile: '0412000222',
      address: '21 Galston Road',
      suburb: 'HORNSBY HEIGHTS',
      postcode: '2077',
      state: 'NSW',
      middlename: 'Rose',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ middlename: 'Rose', email: 'parent02@example.com.au' });
    const [after] = await t.database.db.select().from(members).where(eq(members.id, ids.Poppy!));
    expect(after).toMatchObject({
      middlename: 'Rose',
      email: before!.email,
      mobile: before!.mobile,
      address: before!.address,
      suburb: before!.suburb,
    });
    expect(
      JSON.stringify(
        (await t.request({ method: 'GET', url: '/api/member/user', ...as('parent01', ids.Poppy) })).json(),
      ),
    ).not.toMatch(/parent02@|Galston/);
  });

  it("a member's own profile carries no guardians list and their own details", async () => {
    const res = await t.request({ method: 'GET', url: '/api/member/user', ...as('junior01') });
    expect(res.json().data.guardians).toBeUndefined();
    expect(res.json().data.email).toBe('parent.junior01@example.com.au');
  });
});
