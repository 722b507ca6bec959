import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MemberMessagingMessages as M } from '@portal/domain/messaging/messaging.member.messages';
import { buildTestApp, type TestApp } from '../../test/harness';
import { rowsOf } from '../platform/member-rows';
import { sendToMembers } from './queue.service';
import { unsubscribeToken } from './unsubscribe';

// The member side of messaging (issue 43 items 2, 4, 6; docs/decisions/311, 312): the team message and its daily
// limit, the Messages page's calls, the preferences and the unsubscribe link without a sign-in.

let t: TestApp;
let manager = '';
let coach = '';
let player = '';
let other = '';
let teamId: number;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await buildTestApp({ publicUrl: 'https://portal.hkbna.example' });
  // The demo's players sign in with passwords of their own: this one takes the demo password for the test.
  await t.database.db.execute(
    sql`update members set password_hash = (select password_hash from members where username = 'manager01') where username = 'player0001'`,
  );
  [manager, coach, player, other] = (await Promise.all(
    ['manager01', 'coach01', 'player0001', 'member01'].map((u) => t.asMember(u)),
  )) as [string, string, string, string];
  const res = await t.database.db.execute(
    sql`select username, id from members where username in ('manager01', 'player0001', 'member01', 'incomplete01')`,
  );
  for (const r of rowsOf<{ username: string; id: number }>(res)) ids[r.username] = r.id;
  const teams = (await t.request({ method: 'GET', url: '/api/member/teams', token: manager })).json().data as {
    t_id: number;
    t_season_archived: boolean;
  }[];
  teamId = teams.find((x) => !x.t_season_archived)!.t_id;
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.database.db.execute(sql`delete from messages`);
  await t.database.db.execute(sql`delete from message_preferences`);
  await t.database.db.execute(sql`delete from messaging_settings`); // the defaults: on, 5 a day
});

const teamUrl = (id = teamId) => `/api/member/messages/teams/${id}`;
const say = (n = 1) => ({
  subject: `Training moved ${n}`,
  body: 'Training is at **6 pm** on Thursday.',
  channels: ['email'],
});
const send = (token: string, payload: unknown = say(), id = teamId) =>
  t.request({ method: 'POST', url: teamUrl(id), token, payload });
const inbox = async (token: string, before?: number) =>
  (await t.request({ method: 'GET', url: `/api/member/messages${before ? `?before=${before}` : ''}`, token })).json()
    .data as { messages: { id: number; subject: string; from: string; read: boolean }[]; more: boolean };

describe('team message', () => {
  it("goes to the team's players, from the team, and not to another team's member", async () => {
    const res = await send(manager);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.people).toBeGreaterThan(5);
    const mine = await inbox(player);
    expect(mine.messages).toMatchObject([{ subject: 'Training moved 1', from: 'Hornsby Hawks', read: false }]);
    expect((await inbox(other)).messages).toEqual([]);
    const [row] = rowsOf(await t.database.db.execute(sql`select origin, kind, team_id from messages`));
    expect(row).toEqual({ origin: 'team', kind: 'competition', team_id: teamId });
  });

  it('the coach may send too', async () => {
    expect((await send(coach)).statusCode).toBe(200);
  });

  it.each([
    ['a player of the team', () => player, 403],
    ["another team's member", () => other, 404],
  ])('%s cannot send or ask', async (_who, token, status) => {
    expect((await send(token())).statusCode).toBe(status);
    expect((await t.request({ method: 'GET', url: teamUrl(), token: token() })).statusCode).toBe(status);
    expect(rowsOf(await t.database.db.execute(sql`select 1 from messages`))).toHaveLength(0);
  });

  it.each([
    ['SMS', { ...say(), channels: ['sms'] }, 'channels.0'],
    ['no channel', { ...say(), channels: [] }, 'channels'],
    ['no subject', { ...say(), subject: ' ' }, 'subject'],
    ['no text', { ...say(), body: '' }, 'body'],
  ])('refuses %s with a field error', async (_name, payload, field) => {
    const res = await send(manager, payload);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toHaveProperty([field]);
  });

  it('the sixth of the day is refused with the reason; the status says so', async () => {
    for (let i = 1; i <= 5; i++) expect((await send(i % 2 ? manager : coach, say(i))).statusCode).toBe(200);
    const sixth = await send(manager, say(6));
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toBe(M.overLimit(5));
    const status = (await t.request({ method: 'GET', url: teamUrl(), token: manager })).json().data;
    expect(status).toMatchObject({ allowed: false, sentToday: 5, perDay: 5, reason: M.overLimit(5) });
    expect((await inbox(player)).messages).toHaveLength(5);
  });

  it('is refused when the association turned team messages off', async () => {
    await t.database.db.execute(sql`insert into messaging_settings (id, team_messages) values (1, false)`);
    const res = await send(manager);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(M.teamMessagesOff);
    const status = (await t.request({ method: 'GET', url: teamUrl(), token: manager })).json().data;
    expect(status).toMatchObject({ allowed: false, reason: M.teamMessagesOff, channels: ['email', 'push'] });
  });
});

describe('Messages', () => {
  const toPlayer = (n: number) =>
    t.database.db.transaction((tx) =>
      sendToMembers(tx, {
        memberIds: [ids.player0001!],
        kind: 'news',
        origin: 'staff',
        subject: `News ${n}`,
        body: 'Hello',
        channels: ['email'],
        now: new Date(),
      }),
    );

  it('pages newest first, 20 at a time', async () => {
    for (let n = 1; n <= 23; n++) await toPlayer(n);
    const first = await inbox(player);
    expect(first.more).toBe(true);
    expect(first.messages).toHaveLength(20);
    expect(first.messages[0]!.subject).toBe('News 23');
    const second = await inbox(player, first.messages.at(-1)!.id);
    expect(second).toMatchObject({ more: false, messages: [{ subject: 'News 3' }, {}, { subject: 'News 1' }] });
  });

  it("a guardian finds a child's message with the child's name, and opens it; another guardian cannot", async () => {
    const [junior] = rowsOf<{ id: number }>(
      await t.database.db.execute(sql`select id from members where username = 'junior01'`),
    );
    await t.database.db.transaction((tx) =>
      sendToMembers(tx, {
        memberIds: [junior!.id],
        kind: 'competition',
        origin: 'staff',
        subject: 'U14 grading day',
        body: 'Saturday',
        channels: ['email'],
        now: new Date(),
      }),
    );
    const [parent, stranger] = await Promise.all([t.asMember('parent01'), t.asMember('parent02')]);
    const [m] = (await inbox(parent)).messages;
    expect(m).toMatchObject({ subject: 'U14 grading day', forName: expect.stringMatching(/^\S+ \S+/) });
    const url = `/api/member/messages/${m!.id}`;
    expect((await t.request({ method: 'GET', url, token: parent })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url, token: stranger })).statusCode).toBe(404);
    expect((await inbox(stranger)).messages).toEqual([]);
  });

  it('opening one marks it read; nobody else can open it or its attachment', async () => {
    await toPlayer(1);
    const [m] = (await inbox(player)).messages;
    expect((await t.request({ method: 'GET', url: `/api/member/messages/${m!.id}`, token: other })).statusCode).toBe(
      404,
    );
    expect(
      (await t.request({ method: 'GET', url: `/api/member/messages/${m!.id}/attachment`, token: other })).statusCode,
    ).toBe(404);
    expect((await inbox(player)).messages[0]!.read).toBe(false);
    const open = await t.request({ method: 'GET', url: `/api/member/messages/${m!.id}`, token: player });
    expect(open.json().data).toMatchObject({ subject: 'News 1', body: 'Hello', read: true, attachment: false });
    expect((await inbox(player)).messages[0]!.read).toBe(true);
  });
});

describe('preferences', () => {
  const put = (token: string, preferences: unknown) =>
    t.request({ method: 'PUT', url: '/api/member/messages/preferences', token, payload: { preferences } });
  const all = (email: boolean, push: boolean, sms: boolean) => ({ email, push, sms });
  const prefs = {
    games: all(true, true, false),
    competition: all(true, false, false),
    news: all(false, false, false),
    payments: all(true, true, true),
  };

  it('start at the defaults and save', async () => {
    const before = (await t.request({ method: 'GET', url: '/api/member/messages/preferences', token: player })).json();
    expect(before.data.preferences.news).toEqual({ email: true, push: true, sms: false });
    const res = await put(player, prefs);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.preferences).toEqual(prefs);
  });

  it.each([
    ['the transactional kind all off', { ...prefs, games: all(false, false, false) }, 'games'],
    ['the transactional kind only by SMS without a mobile', { ...prefs, games: all(false, false, true) }, 'games'],
  ])('refuse %s with a field error, writing nothing', async (_name, body, field) => {
    const token = await t.asMember('incomplete01');
    const res = await put(token, body);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[field]).toBe(M.allOff('games'));
    expect(rowsOf(await t.database.db.execute(sql`select 1 from message_preferences`))).toHaveLength(0);
  });

  it('refuse SMS without a mobile number', async () => {
    const res = await put(await t.asMember('incomplete01'), prefs);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ 'payments.sms': M.noMobile });
  });
});

describe('unsubscribe link', () => {
  const tokenFor = (kind: 'news' | 'competition' = 'news') => unsubscribeToken(t.database.db, ids.player0001!, kind);
  const written = async () => rowsOf(await t.database.db.execute(sql`select 1 from message_preferences`)).length;

  it('says what it turns off with the first name only, without a sign-in', async () => {
    const res = await t.request({ method: 'GET', url: `/api/unsubscribe/${await tokenFor()}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      firstName: 'Liam',
      kind: 'news',
      kindLabel: 'Association news',
      association: t.config.site.associationName,
    });
  });

  it('turns the kind off on every channel at once, and the next send skips the person as unsubscribed', async () => {
    const res = await t.request({ method: 'POST', url: `/api/unsubscribe/${await tokenFor()}` });
    expect(res.statusCode, res.body).toBe(200);
    const prefs = (await t.request({ method: 'GET', url: '/api/member/messages/preferences', token: player })).json();
    expect(prefs.data.preferences.news).toEqual({ email: false, push: false, sms: false });
    expect(prefs.data.preferences.competition).toEqual({ email: true, push: true, sms: false });
    await t.database.db.transaction((tx) =>
      sendToMembers(tx, {
        memberIds: [ids.player0001!],
        kind: 'news',
        origin: 'staff',
        subject: 'News',
        body: 'Hello',
        channels: ['email', 'push'],
        now: new Date(),
      }),
    );
    const states = await t.database.db.execute(
      sql`select d.state, d.reason from message_deliveries d join message_recipients r on r.id = d.recipient_id where r.member_id = ${ids.player0001!}`,
    );
    expect(rowsOf(states)).toEqual([
      { state: 'skipped', reason: 'unsubscribed' },
      { state: 'skipped', reason: 'unsubscribed' },
    ]);
  });

  it("takes a mail client's one-click POST (RFC 8058) at the link itself", async () => {
    const url = `/unsubscribe/${await tokenFor('competition')}`;
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const wrong = await t.request({ method: 'POST', url, payload: 'List-Unsubscribe=Yes', headers: form });
    expect(wrong.statusCode).toBe(422);
    expect(await written()).toBe(0);
    const res = await t.request({ method: 'POST', url, payload: 'List-Unsubscribe=One-Click', headers: form });
    expect(res.statusCode, res.body).toBe(200);
    expect(await written()).toBe(3);
  });

  it.each([
    ['a tampered signature', (tk: string) => tk.slice(0, -1) + (tk.endsWith('A') ? 'B' : 'A')],
    ['another member', (tk: string) => tk.replace(/^\d+\./, `${ids.member01}.`)],
    ['a forged transactional kind', (tk: string) => tk.replace('.news.', '.games.')],
    ['rubbish', () => 'not-a-token'],
  ])('refuses %s: a clear 404 and nothing written', async (_name, change) => {
    const token = change(await tokenFor());
    for (const req of [
      { method: 'GET', url: `/api/unsubscribe/${token}` },
      { method: 'POST', url: `/api/unsubscribe/${token}` },
    ]) {
      const res = await t.request(req);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(M.badLink);
    }
    expect(await written()).toBe(0);
  });
});
