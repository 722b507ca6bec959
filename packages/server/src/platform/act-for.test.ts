import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FamilyAccessMessages as M } from '@portal/domain/shared/messages';
import { buildTestApp, type TestApp } from '../../test/harness';
import { members } from './members.tables';

// docs/decisions/245: a guardian acts for a child through the X-Act-For header, checked on every call; the demo
// families are parent01 (Poppy, junior01) and parent02 (Oscar).

let t: TestApp;
const ids: Record<string, number> = {};
let parent01: string;
let parent02: string;
beforeAll(async () => {
  t = await buildTestApp();
  const rows = await t.database.db
    .select({ id: members.id, username: members.username, firstname: members.firstname })
    .from(members)
    .where(
      or(
        inArray(members.username, ['junior01', 'parent01']),
        and(isNull(members.username), inArray(members.firstname, ['Poppy', 'Oscar'])),
      ),
    );
  for (const r of rows) ids[r.firstname] = r.id;
  [parent01, parent02] = await Promise.all([t.asMember('parent01'), t.asMember('parent02')]);
});
afterAll(async () => {
  await t.close();
});

const profileAs = (token: string, actFor?: string) =>
  t.request({
    method: 'GET',
    url: '/api/member/user',
    token,
    headers: actFor === undefined ? {} : { 'x-act-for': actFor },
  });

describe('acting for a person of the family', () => {
  it("a guardian reads each child's profile, a child without a sign-in of her own too", async () => {
    const poppy = await profileAs(parent01, String(ids.Poppy));
    expect(poppy.statusCode).toBe(200);
    expect(poppy.json().data.firstname).toBe('Poppy');
    const jack = await profileAs(parent01, String(ids.Jack));
    expect(jack.json().data.username).toBe('junior01');
    expect((await profileAs(parent01)).json().data.username).toBe('parent01');
  });

  it.each<[string, () => string, number, string]>([
    ["another family's child", () => String(ids.Poppy), 403, M.notYourFamily],
    ['a member who is no child of theirs', () => String(ids.Paula), 403, M.notYourFamily],
    ['a number nobody has', () => '999999', 403, M.notYourFamily],
    ['something that is no number', () => 'Poppy', 400, M.badActFor],
  ])('refuses %s', async (_name, id, status, message) => {
    const res = await profileAs(parent02, id());
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toBe(message);
  });

  it('a child with a sign-in cannot act for the guardian', async () => {
    const res = await profileAs(await t.asMember('junior01'), String(ids.Paula));
    expect(res.statusCode).toBe(403);
  });

  it('a call about the signed-in member themself refuses to act for another, and without a token answers 401 first', async () => {
    const out = await t.request({
      method: 'POST',
      url: '/api/member/logout',
      token: parent01,
      headers: { 'x-act-for': String(ids.Poppy) },
    });
    expect(out.statusCode).toBe(403);
    expect(out.json().message).toBe(M.selfOnly);
    expect((await profileAs(parent01)).statusCode).toBe(200); // the session was not ended
    expect(
      (await t.request({ method: 'GET', url: '/api/member/user', headers: { 'x-act-for': String(ids.Poppy) } }))
        .statusCode,
    ).toBe(401);
  });

  it('a child who is deactivated can no longer be acted for', async () => {
    await t.database.db.update(members).set({ deactivatedAt: new Date() }).where(eq(members.id, ids.Poppy!));
    expect((await profileAs(parent01, String(ids.Poppy))).statusCode).toBe(403);
  });
});
