import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FamilyMessages as M } from '@portal/domain/family/family.messages';
import { buildTestApp, type TestApp } from '../../test/harness';
import { guardianships, members } from '../platform/members.tables';
import { familyCodes } from './family.tables';

// docs/decisions/246: linking an existing minor's account with its own sign-in, or with a code mailed to it. parent02
// looks after Oscar only; junior01 (Jack, 12) is parent01's, so parent02 may link him; member01 is an adult.

let t: TestApp;
const ids: Record<string, number> = {};
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await buildTestApp({ loginLimits: { perUser: 3, perAddress: 1000, windowMinutes: 15 } });
  for (const r of await t.database.db
    .select({ id: members.id, username: members.username })
    .from(members)
    .where(inArray(members.username, ['junior01', 'parent02', 'member01'])))
    ids[r.username!] = r.id;
  for (const u of ['parent01', 'parent02', 'junior01', 'member01']) tokens[u] = await t.asMember(u);
});
afterAll(async () => {
  await t.close();
});

const post = (who: string, url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.request({ method: 'POST', url: `/api/member/family/${url}`, token: tokens[who], payload, headers });
const parent02Looks = async () =>
  (
    await t.database.db
      .select({ child: guardianships.childId })
      .from(guardianships)
      .where(eq(guardianships.guardianId, ids.parent02!))
  )
    .map((g) => g.child)
    .sort();
const unlinkJack = () =>
  t.database.db
    .delete(guardianships)
    .where(and(eq(guardianships.guardianId, ids.parent02!), eq(guardianships.childId, ids.junior01!)));
const codeOf = (text: string) => /\b(\d{10})\b/.exec(text)![1]!;

describe("linking with the minor's own username and password", () => {
  it('links junior01 to parent02, who may then act for him; a second link is refused', async () => {
    const res = await post('parent02', 'link', { username: 'junior01', password: 'Portal2026' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.id).toBe(ids.junior01);
    const profile = await t.request({
      method: 'GET',
      url: '/api/member/user',
      token: tokens.parent02,
      headers: { 'x-act-for': String(ids.junior01) },
    });
    expect(profile.json().data.username).toBe('junior01');
    const again = await post('parent02', 'link', { username: 'junior01', password: 'Portal2026' });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.username).toBe(M.alreadyLinked);
    await unlinkJack();
  });

  it.each([
    ['a wrong password', 'parent02', { username: 'junior01', password: 'wrong' }, 'password', M.wrongSignIn],
    ['an unknown username', 'parent02', { username: 'nobody99', password: 'Portal2026' }, 'password', M.wrongSignIn],
    ['an adult (member01)', 'parent02', { username: 'member01', password: 'Portal2026' }, 'username', M.adultChild],
    ['oneself', 'parent02', { username: 'parent02', password: 'Portal2026' }, 'username', M.notYourself],
  ])('refuses %s with a field error and links nobody', async (_name, who, body, field, message) => {
    const before = await parent02Looks();
    const res = await post(who, 'link', body);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[field]).toBe(message);
    expect(await parent02Looks()).toEqual(before);
  });

  it('refuses a minor as guardian (403) and a guardian acting for a child (403)', async () => {
    expect((await post('junior01', 'link', { username: 'junior01', password: 'Portal2026' })).statusCode).toBe(403);
    expect(
      (
        await post(
          'parent01',
          'link',
          { username: 'junior01', password: 'Portal2026' },
          { 'x-act-for': String(ids.junior01) },
        )
      ).statusCode,
    ).toBe(403);
  });
});

describe("linking with a code mailed to the minor's account", () => {
  it("mails a hashed, single-use code to the account's address; only the guardian who asked can use it, once", async () => {
    const asked = await post('parent02', 'link/code', { username: 'junior01' });
    expect(asked.statusCode).toBe(200);
    const mail = t.outbox.at(-1)!;
    expect(mail.to).toBe('parent.junior01@example.com.au');
    const code = codeOf(mail.text);
    const [row] = await t.database.db.select().from(familyCodes).where(eq(familyCodes.memberId, ids.junior01!));
    expect(row).toMatchObject({ kind: 'link', fromId: ids.parent02, usedAt: null });
    expect(row!.codeHash).not.toContain(code);

    for (const [who, tried] of [
      ['parent02', '0000000000'],
      ['member01', code],
    ] as const) {
      const res = await post(who, 'link/confirm', { code: tried });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.code).toBe(M.wrongCode);
    }
    expect(await parent02Looks()).not.toContain(ids.junior01);

    const ok = await post('parent02', 'link/confirm', { code: `${code.slice(0, 5)}-${code.slice(5)}` });
    expect(ok.statusCode).toBe(200);
    expect(await parent02Looks()).toContain(ids.junior01);
    const reused = await post('parent02', 'link/confirm', { code });
    expect(reused.statusCode).toBe(422);
    await unlinkJack();
  });

  it('refuses an expired code and writes nothing', async () => {
    await post('parent02', 'link/code', { username: 'junior01' });
    const code = codeOf(t.outbox.at(-1)!.text);
    await t.database.db
      .update(familyCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(familyCodes.memberId, ids.junior01!));
    const res = await post('parent02', 'link/confirm', { code });
    expect(res.statusCode).toBe(422);
    expect(await parent02Looks()).not.toContain(ids.junior01);
  });

  it.each([
    ['an adult', 'member01', M.adultChild],
    ['an unknown username', 'nobody99', M.unknownUsername],
    ['a person already looked after', 'junior01', M.alreadyLinked, 'parent01'],
  ])('refuses a code for %s and mails nothing', async (_name, username, message, who = 'parent02') => {
    const mails = t.outbox.length;
    const codes = (await t.database.db.select({ id: familyCodes.id }).from(familyCodes)).length;
    const res = await post(who, 'link/code', { username });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.username).toBe(message);
    expect(t.outbox.length).toBe(mails);
    expect((await t.database.db.select({ id: familyCodes.id }).from(familyCodes)).length).toBe(codes);
  });
});

describe('limits', () => {
  it('wrong passwords are limited like sign-in: after the limit even the right one gets 429', async () => {
    for (let i = 0; i < 3; i++)
      expect((await post('parent02', 'link', { username: 'member01', password: `wrong${i}` })).statusCode).toBe(422);
    expect((await post('parent02', 'link', { username: 'member01', password: 'Portal2026' })).statusCode).toBe(429);
  });
});
