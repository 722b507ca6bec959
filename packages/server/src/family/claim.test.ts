import { and, eq, inArray, isNull, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readLoginToken } from '@portal/domain/accounts/accounts.contract';
import { RegistrationMessages as R } from '@portal/domain/accounts/accounts.messages';
import { ClaimMessages as C, GuardianMessages as G } from '@portal/domain/family/guardians.messages';
import { buildTestApp, type TestApp } from '../../test/harness';
import { sentTo } from '../../test/sent-mail';
import { mailOutbox } from '../platform/mail/outbox.tables';
import { members } from '../platform/members.tables';
import { sendClaimCodes } from './claim.service';
import { firstClaimRound } from './claim.worker';

// docs/decisions/249: on the 18th birthday in Australia/Sydney a person without a sign-in of their own is mailed a claim
// code once; claiming it sets their sign-in and ends their guardianships. Poppy Parent is born 2015-05-10.

// 00:30 on 10/05/2033 in Sydney, still 9 May in UTC: the birthday counts in the association's zone.
const BIRTHDAY = new Date('2033-05-09T14:30:00Z');
let t: TestApp;
const ids: Record<string, number> = {};
beforeAll(async () => {
  t = await buildTestApp({}, { now: () => BIRTHDAY });
  const rows = await t.database.db
    .select({ id: members.id, firstname: members.firstname })
    .from(members)
    .where(and(isNull(members.username), inArray(members.firstname, ['Poppy', 'Oscar'])));
  for (const r of rows) ids[r.firstname] = r.id;
});
afterAll(async () => {
  await t.close();
});

const claimMails = () =>
  t.database.db.select().from(mailOutbox).where(like(mailOutbox.subject, 'Claim your own sign-in%'));
const codeIn = (text: string) => /Your code: ([\w-]+)/.exec(text)![1]!;
const claim = (body: Record<string, string>) => t.request({ method: 'POST', url: '/api/family/claim', payload: body });
const GOOD = { username: 'poppy.parent', password: 'Grown2033', password_confirmation: 'Grown2033' };

describe('the claim code worker', () => {
  it('mails a person turning 18 today once, even when it runs twice', async () => {
    expect(await firstClaimRound(t.app)).toBe(1);
    expect(await sendClaimCodes({ db: t.database.db, config: t.config, now: () => BIRTHDAY })).toBe(0);
    const mails = await claimMails();
    expect(mails.map((m) => m.toAddress)).toEqual(['parent01@example.com.au']); // the address Poppy's record holds
    const [sent] = await sentTo(t, 'parent01@example.com.au');
    expect(sent!.text).toContain('/family/claim?code=');
  });

  it('keeps no code in mail_outbox once the mail is sent (decision 261): a claim code lasts a year', async () => {
    const code = codeIn((await sentTo(t, 'parent01@example.com.au'))[0]!.text);
    await expect
      .poll(async () => (await claimMails()).map((m) => m.status), { interval: 20, timeout: 15_000 })
      .toEqual(['sent']);
    const [row] = await claimMails();
    expect(row!.secret).toBe(true);
    expect(JSON.stringify(row)).not.toContain(code);
  });

  // One app only: on the PostgreSQL server a second test app would empty this one's database.
  const oscarTurns18 = () =>
    t.database.db.update(members).set({ dob: '2015-05-10', email: '' }).where(eq(members.id, ids.Oscar!));

  it('does not mail the day before the birthday in Sydney', async () => {
    await oscarTurns18();
    expect(
      await sendClaimCodes({ db: t.database.db, config: t.config, now: () => new Date('2033-05-09T13:30:00Z') }),
    ).toBe(0);
  });

  it('mails the guardians of a person who gave no email address of their own', async () => {
    await oscarTurns18();
    expect(await sendClaimCodes({ db: t.database.db, config: t.config, now: () => BIRTHDAY })).toBe(1);
    const [mail] = await sentTo(t, 'parent02@example.com.au');
    expect(mail?.text).toContain('Oscar Other is 18 today');
  });
});

describe('POST /api/family/claim', () => {
  let code = '';
  let parent01 = '';
  beforeAll(async () => {
    code = codeIn((await sentTo(t, 'parent01@example.com.au'))[0]!.text);
    parent01 = await t.asMember('parent01');
  });
  const poppyAs = (token: string) =>
    t.request({ method: 'GET', url: '/api/member/user', token, headers: { 'x-act-for': String(ids.Poppy) } });

  it.each([
    ['a wrong code', (_c: string) => ({ ...GOOD, code: 'not-a-code' }), 422, 'code', C.codeUnusable],
    [
      'a confirmation that differs',
      (c: string) => ({ ...GOOD, code: c, password_confirmation: 'Grown2034' }),
      422,
      'password_confirmation',
      'This field confirmation does not match password',
    ],
    [
      'a username already taken',
      (c: string) => ({ ...GOOD, code: c, username: 'member01' }),
      409,
      'username',
      R.usernameTaken,
    ],
    [
      'a short username',
      (c: string) => ({ ...GOOD, code: c, username: 'pop' }),
      422,
      'username',
      'This field must be at least 6 characters',
    ],
    [
      'one of the most common passwords (decision 329)',
      (c: string) => ({ ...GOOD, code: c, password: 'Qwerty123', password_confirmation: 'Qwerty123' }),
      422,
      'password',
      'This password is one of the most common passwords and easy to guess. Please choose another.',
    ],
  ])('refuses %s and changes nothing', async (_n, body, status, field, message) => {
    const res = await claim(body(code));
    expect([res.statusCode, res.json().errors?.[field]]).toEqual([status, message]);
    expect((await poppyAs(parent01)).statusCode).toBe(200);
  });

  it("on the 18th birthday the claim signs her in; the guardian's calls for her then answer 403; the code works once", async () => {
    const res = await claim({ ...GOOD, code });
    expect(res.statusCode).toBe(200);
    const token = `Bearer ${readLoginToken(res.json()).access_token}`;
    const own = await t.request({ method: 'GET', url: '/api/member/user', token });
    expect([own.json().data.firstname, own.json().data.username]).toEqual(['Poppy', 'poppy.parent']);
    expect((await poppyAs(parent01)).statusCode).toBe(403);
    expect((await claim({ ...GOOD, username: 'poppy.other', code })).statusCode).toBe(422);
    expect((await t.asMember('poppy.parent', 'Grown2033')).startsWith('Bearer ')).toBe(true);
  });

  it('the new adult asks her former guardian to look after her again; he may act for her once he accepts', async () => {
    const token = await t.asMember('poppy.parent', 'Grown2033');
    // her guardians page offers it (she claimed her sign-in); her former guardian's does not (he never did)
    const claimedOf = async (who: string) =>
      (await t.request({ method: 'GET', url: '/api/member/family/guardians', token: who })).json().data.claimed;
    expect([await claimedOf(token), await claimedOf(parent01)]).toEqual([true, false]);
    const res = await t.request({
      method: 'POST',
      url: '/api/member/family/guardians',
      token,
      payload: { username: 'parent01' },
    });
    expect([res.statusCode, res.json().data.message]).toEqual([200, G.accessAsked('parent01')]);
    expect((await poppyAs(parent01)).statusCode).toBe(403);
    const request = (await sentTo(t, 'parent01@example.com.au', 2)).find((m) =>
      m.subject.startsWith('A request to look after someone again'),
    );
    const accessCode = /\/member\/family\/invitation\/([\w-]+)/.exec(request!.text)![1]!;
    const accepted = await t.request({
      method: 'POST',
      url: '/api/member/family/invitation/accept',
      token: parent01,
      payload: { code: accessCode },
    });
    expect([accepted.statusCode, accepted.json().data.message]).toEqual([200, G.accepted('Poppy Parent')]);
    expect((await poppyAs(parent01)).json().data.firstname).toBe('Poppy');
  });
});
