import { and, desc, eq, inArray, isNull, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GuardianMessages as G } from '@portal/domain/family/guardians.messages';
import { FamilyAccessMessages as F } from '@portal/domain/shared/messages';
import { buildTestApp, type TestApp } from '../../test/harness';
import { mailOutbox } from '../platform/mail/outbox.tables';
import { members } from '../platform/members.tables';
import { familyCodes } from './family.tables';

// docs/decisions/248: a second guardian by invitation, leaving, and giving access again. Demo families: parent01
// (Paula) looks after Poppy (no sign-in) and junior01 (Jack); parent02 (Peter) looks after Oscar.

let t: TestApp;
const ids: Record<string, number> = {};
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await buildTestApp();
  const rows = await t.database.db.select({ id: members.id, firstname: members.firstname }).from(members)
    .where(or(inArray(members.username, ['junior01', 'parent01', 'parent02', 'member01']), and(isNull(members.username), inArray(members.firstname, ['Poppy', 'Oscar']))));
  for (const r of rows) ids[r.firstname] = r.id;
  for (const u of ['parent01', 'parent02', 'member01', 'junior01']) tokens[u] = await t.asMember(u);
});
afterAll(async () => { await t.close(); });

const call = (who: string, method: string, url: string, payload?: unknown, actFor?: number) =>
  t.request({ method, url, token: tokens[who], payload, headers: actFor ? { 'x-act-for': String(actFor) } : {} });
const invite = (who: string, children: number[], email = 'second@example.com.au') => call(who, 'POST', '/api/member/family/invitations', { email, children });
const profileFor = (who: string, id: number) => call(who, 'GET', '/api/member/user', undefined, id);
/** The code of the newest invitation mailed to `email`, read from the mail the outbox holds. */
async function mailedCode(email: string): Promise<string> {
  const [mail] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email)).orderBy(desc(mailOutbox.id)).limit(1);
  return /\/member\/family\/invitation\/([\w-]+)/.exec(mail!.textBody)![1]!;
}
// Another guardian's contact details: none of them may appear in any answer to a guardian (decision 248).
const PAULA = ['parent01@example.com.au', '0412000111', '8 Bridge Road'];
const MIA = ['member01@example.com.au', '0412345678', '12 Pacific Highway', '0298765432'];

describe('POST /api/member/family/invitations and accepting', () => {
  it.each([
    ['another family\'s child', () => invite('parent01', [ids.Oscar!]), 403, F.notYourFamily],
    ['oneself', () => invite('parent01', [ids.Paula!]), 422, 'Invalid input'],
    ['nobody', () => invite('parent01', []), 422, 'Invalid input'],
    ['while acting for a child', () => call('parent01', 'POST', '/api/member/family/invitations', { email: 'x@example.com.au', children: [ids.Poppy] }, ids.Poppy), 403, F.selfOnly],
    ['without a sign-in', () => t.request({ method: 'POST', url: '/api/member/family/invitations', payload: { email: 'x@example.com.au', children: [1] } }), 401, undefined],
  ])('refuses an invitation for %s and mails nothing', async (_n, send, status, message) => {
    const before = (await t.database.db.select().from(familyCodes)).length;
    const res = await send();
    expect(res.statusCode).toBe(status);
    if (message && status !== 422) expect(res.json().message).toBe(message);
    expect((await t.database.db.select().from(familyCodes)).length).toBe(before);
  });

  it('a second guardian accepts with their own account, sees the child and names only, and the code works once', async () => {
    const sent = await invite('parent01', [ids.Poppy!]);
    expect(sent.statusCode).toBe(200);
    expect(sent.json().data.message).toBe(G.invited('second@example.com.au'));
    const code = await mailedCode('second@example.com.au');
    const check = await call('member01', 'POST', '/api/member/family/invitation/check', { code });
    expect(check.json().data).toEqual({ usable: true, from: 'Paula Parent', children: ['Poppy Parent'] });
    expect((await profileFor('member01', ids.Poppy!)).statusCode).toBe(403);
    const accepted = await call('member01', 'POST', '/api/member/family/invitation/accept', { code });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().data.message).toBe(G.accepted('Poppy Parent'));
    expect((await profileFor('member01', ids.Poppy!)).json().data.firstname).toBe('Poppy');
    const again = await call('member01', 'POST', '/api/member/family/invitation/accept', { code });
    expect([again.statusCode, again.json().message]).toEqual([422, G.codeUnusable]);
    expect((await call('member01', 'POST', '/api/member/family/invitation/check', { code })).json().data.usable).toBe(false);

    const mine = await call('member01', 'GET', '/api/member/family/guardians');
    expect(mine.json().data.children).toEqual([{ id: ids.Poppy, name: 'Poppy Parent', signIn: false, guardians: [{ name: 'Paula Parent', you: false }, { name: 'Mia Member', you: true }] }]);
    const theirs = await call('parent01', 'GET', '/api/member/family/guardians');
    for (const [res, details] of [[mine, PAULA], [theirs, MIA], [check, PAULA]] as const) {
      for (const value of details) expect(res.body).not.toContain(value);
      expect(res.body).not.toMatch(/"(email|mobile|phone|address)"/);
    }
  });

  it('an expired or wrong code says so clearly, and a minor cannot become a guardian', async () => {
    await invite('parent01', [ids.Jack!], 'late@example.com.au');
    const late = await mailedCode('late@example.com.au');
    await t.database.db.update(familyCodes).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(familyCodes.email, 'late@example.com.au'));
    for (const code of [late, 'no-such-code']) {
      const res = await call('parent02', 'POST', '/api/member/family/invitation/accept', { code });
      expect([res.statusCode, res.json().errors.code]).toEqual([422, G.codeUnusable]);
    }
    await invite('parent01', [ids.Poppy!], 'young@example.com.au');
    const res = await call('junior01', 'POST', '/api/member/family/invitation/accept', { code: await mailedCode('young@example.com.au') });
    expect([res.statusCode, res.json().message]).toEqual([403, G.guardianAdultsOnly]);
  });
});

describe('DELETE /api/member/family/guardians/:childId', () => {
  const leave = (who: string, id: number) => call(who, 'DELETE', `/api/member/family/guardians/${id}`);
  it('never leaves a child without a sign-in of their own without a guardian', async () => {
    const res = await leave('parent02', ids.Oscar!);
    expect([res.statusCode, res.json().message]).toEqual([409, G.lastGuardian]);
    expect((await profileFor('parent02', ids.Oscar!)).statusCode).toBe(200);
  });

  it('refuses a child of another family', async () => {
    expect((await leave('parent02', ids.Poppy!)).statusCode).toBe(403);
  });

  it('a guardian leaves while another remains, and then cannot act for the child; the last one cannot leave', async () => {
    const res = await leave('parent01', ids.Poppy!);
    expect([res.statusCode, res.json().data.message]).toEqual([200, G.left('Poppy Parent')]);
    expect((await profileFor('parent01', ids.Poppy!)).statusCode).toBe(403);
    expect((await leave('member01', ids.Poppy!)).statusCode).toBe(409);
  });

  it('the only guardian of a child with a sign-in of their own may leave', async () => {
    expect((await leave('parent01', ids.Jack!)).statusCode).toBe(200);
    expect((await profileFor('parent01', ids.Jack!)).statusCode).toBe(403);
  });
});

describe('POST /api/member/family/guardians (giving access again)', () => {
  const grant = (who: string, username: string) => call(who, 'POST', '/api/member/family/guardians', { username });
  it.each([
    ['a minor', 'junior01', 'parent01', 403, G.grantAdultsOnly],
    ['an unknown username', 'member01', 'nobody99', 422, G.noSuchMember],
    ['oneself', 'member01', 'member01', 422, G.notYourself],
  ])('refuses %s', async (_n, who, username, status, message) => {
    const res = await grant(who, username);
    expect([res.statusCode, res.json().message]).toEqual([status, message]);
  });

  it('an adult gives a member access, who may then act for them, once', async () => {
    expect((await profileFor('parent02', ids.Mia!)).statusCode).toBe(403);
    const res = await grant('member01', 'parent02');
    expect([res.statusCode, res.json().data.message]).toEqual([200, G.granted('Peter Other')]);
    expect((await profileFor('parent02', ids.Mia!)).json().data.username).toBe('member01');
    expect((await grant('member01', 'parent02')).statusCode).toBe(409);
  });
});
