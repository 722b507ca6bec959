import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, inArray, isNull } from 'drizzle-orm';
import { GuardianMessages as G } from '@portal/domain/family/guardians.messages';
import { buildTestApp, type TestApp } from '../../test/harness';
import { members } from '../platform/members.tables';

// Issue 40 item 11: a guardian sees the second-guardian invitations they sent and not yet accepted (to whom, for whom,
// until when) and withdraws one; nobody else sees or withdraws it. parent01 looks after Poppy; parent02 after Oscar.

let t: TestApp;
let poppy = 0;
beforeAll(async () => {
  t = await buildTestApp();
  const [row] = await t.database.db
    .select({ id: members.id })
    .from(members)
    .where(and(isNull(members.username), inArray(members.firstname, ['Poppy'])));
  poppy = row!.id;
}, 240_000);
afterAll(async () => {
  await t.close();
});

const as = async (who: string) => t.asMember(who);
type Pending = { id: number; to: string; children: string[]; expires_at: string };
const pending = async (who: string) =>
  (await t.request({ method: 'GET', url: '/api/member/family/guardians', token: await as(who) })).json().data
    .invitations as Pending[];
const withdraw = async (who: string, id: unknown) =>
  t.request({ method: 'DELETE', url: `/api/member/family/invitations/${id}`, token: await as(who) });

describe('pending guardian invitations', () => {
  it('lists the invitation with its expiry to its sender only, and withdraws it once', async () => {
    expect(await pending('parent01')).toEqual([]);
    const sent = await t.request({
      method: 'POST',
      url: '/api/member/family/invitations',
      token: await as('parent01'),
      payload: { email: 'gran@example.com.au', children: [poppy] },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const [inv] = await pending('parent01');
    expect(inv).toMatchObject({ to: 'gran@example.com.au', children: ['Poppy Parent'] });
    const days = (Date.parse(inv!.expires_at) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
    expect(await pending('parent02')).toEqual([]);

    expect((await withdraw('parent02', inv!.id)).statusCode).toBe(404);
    for (const bad of ['x', 0, -1]) expect((await withdraw('parent01', bad)).statusCode).toBe(422);
    const res = await withdraw('parent01', inv!.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.message).toBe(G.withdrawn('gran@example.com.au'));
    expect(await pending('parent01')).toEqual([]);
    expect((await withdraw('parent01', inv!.id)).json()).toMatchObject({ message: G.noInvitation });
  });
});
