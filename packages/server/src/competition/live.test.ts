import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveState, MyLiveGame } from '@portal/domain/competition/live-score.contract';
import { LiveScoreMessages as M } from '@portal/domain/competition/live-score.messages';
import { SECOND_FACTOR_SETUP } from '@portal/domain/security/two-factor';
import { PasswordConfirmMessages } from '@portal/domain/staff/password-confirm.messages';
import { todayIn } from '@portal/domain/shared/time';
import { buildTestApp, type TestApp } from '../../test/harness';
import { moveToTonight } from '../../test/live-kit';
import { basket, device, laterGame, live, liveGameToday, sqlRows, type LiveGame } from './live-test-kit';

// Live scoring's calls (issue 45 item 4, decision 336): who may claim, send and confirm, every refusal in the order
// the API answers it (401 before the input is read, then 422, 404, 403, 409), and a game scored from the first
// basket to the standings.
describe('live scoring API', () => {
  let t: TestApp;
  let g: LiveGame;
  let api: ReturnType<typeof live>;
  const tokens: Record<string, string> = {};
  const as = (u: string) => tokens[u]!;
  const phone = device();

  beforeAll(async () => {
    t = await buildTestApp();
    g = await liveGameToday(t);
    api = live(t, g.gameId);
    for (const u of ['manager01', 'member01', 'referee01', 'compofficer01', 'coach01']) tokens[u] = await t.asMember(u);
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers 401 to every write signed out, before looking at the input', async () => {
    for (const call of [api.claim, api.send, api.confirm]) {
      const r = await call(undefined, { nonsense: true });
      expect(r.statusCode).toBe(401);
    }
    expect((await t.request({ method: 'GET', url: '/api/live/mine' })).statusCode).toBe(401);
  });

  it.each([
    ['claim', { device: 'not-a-uuid' }, 'device'],
    ['send', { device: device(), entries: [] }, 'entries'],
    ['send', { device: device(), entries: [{ ...basket('a', 2), points: 4 }] }, 'entries.0.points'],
    ['send', { device: device(), entries: [{ ...basket('a', 2), team: undefined }] }, 'entries.0.team'],
    ['confirm', { score_a: -1, score_b: 3 }, 'score_a'],
    ['confirm', { score_a: 2 }, 'score_b'],
  ] as const)('%s refuses %j with 422 and the field error of %s', async (call, payload, field) => {
    const r = await api[call](as('manager01'), payload);
    expect(r.statusCode).toBe(422);
    expect(Object.keys(r.json().errors)).toContain(field);
  });

  it('answers 404 for a game that does not exist', async () => {
    const missing = live(t, 999_999);
    expect((await missing.get()).statusCode).toBe(404);
    expect((await missing.claim(as('manager01'), { device: device() })).statusCode).toBe(404);
    expect((await missing.confirm(as('manager01'), { score_a: 1, score_b: 1 })).statusCode).toBe(404);
  });

  it.each([
    ['coach01', 'claim', { device: device() }, M.notScorer],
    ['coach01', 'send', { device: device(), entries: [basket('a', 2, 1)] }, M.notScorer],
    ['coach01', 'confirm', { score_a: 1, score_b: 0 }, M.notConfirmer],
    ['referee01', 'confirm', { score_a: 1, score_b: 0 }, M.notConfirmer], // the Scorer scores; managers confirm
  ] as const)('%s: %s answers 403', async (who, call, payload, message) => {
    const r = await api[call](as(who), payload);
    expect([r.statusCode, r.json().message]).toEqual([403, message]);
  });

  it('refuses a game before its day, and entries from a device that does not hold the game (409)', async () => {
    const later = live(t, await laterGame(t, g.gameId));
    const early = await later.claim(as('manager01'), { device: phone });
    expect([early.statusCode, early.json().error]).toEqual([409, 'live_not_yet']);
    const unclaimed = await api.send(as('manager01'), { device: phone, entries: [basket('a', 2, 1)] });
    expect([unclaimed.statusCode, unclaimed.json().error]).toEqual([409, 'live_not_held']);
  });

  it('one device holds the game: another is told who holds it; the holder’s own login or an officer may move it', async () => {
    const claimed = await api.claim(as('manager01'), { device: phone });
    expect(claimed.statusCode).toBe(200);
    expect((claimed.json().data as LiveState).scorer).toEqual({ name: expect.any(String) });
    expect((await api.claim(as('manager01'), { device: phone })).statusCode).toBe(200); // again: still this phone's
    const name = (claimed.json().data as LiveState).scorer!.name;

    const other = await api.claim(as('referee01'), { device: device(), take_over: true });
    expect([other.statusCode, other.json().error, other.json().message]).toEqual([409, 'live_held', M.heldBy(name)]);
    const ownTablet = device();
    const own = await api.claim(as('manager01'), { device: ownTablet });
    expect([own.statusCode, own.json().error]).toEqual([409, 'live_held_yours']);
    const sent = await api.send(as('referee01'), { device: device(), entries: [basket('a', 2, 1)] });
    expect([sent.statusCode, sent.json().message]).toEqual([409, M.heldBy(name)]);

    expect((await api.claim(as('manager01'), { device: ownTablet, take_over: true })).statusCode).toBe(200);
    expect((await api.claim(as('compofficer01'), { device: device(), take_over: true })).statusCode).toBe(200);
    const back = await api.claim(as('manager01'), { device: phone, take_over: true });
    expect([back.statusCode, back.json().error]).toEqual([409, 'live_held']); // only the officer may move it now
    await t.database.db.execute(sql`update live_games set holder_device = ${phone},
      holder_member_id = (select id from members where username = 'manager01') where game_id = ${g.gameId}`);
  });

  it('stores each entry once, in order: a resend changes nothing, an undo takes a basket back, the public reads follow', async () => {
    const b1 = basket('a', 3, 1);
    const b2 = basket('b', 2, 2);
    const batch = { device: phone, entries: [b2, b1] }; // any order in a batch: stored by seq
    const first = await api.send(as('manager01'), batch);
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ status: 'live', score_a: 3, score_b: 2, last_seq: 2 });
    const again = await api.send(as('manager01'), batch);
    expect(again.json().data).toMatchObject({ score_a: 3, score_b: 2, last_seq: 2 });

    const stale = await api.send(as('manager01'), { device: phone, entries: [basket('a', 2, 2)] });
    expect([stale.statusCode, stale.json().error]).toEqual([409, 'live_seq']);
    const badUndo = await api.send(as('manager01'), {
      device: phone,
      entries: [{ id: crypto.randomUUID(), seq: 3, kind: 'undo', undoes: crypto.randomUUID(), at: b1.at }],
    });
    expect([badUndo.statusCode, Object.keys(badUndo.json().errors)]).toEqual([422, ['entries.0.undoes']]);

    const undo = { id: crypto.randomUUID(), seq: 3, kind: 'undo', undoes: b1.id, at: b1.at };
    const foul = { id: crypto.randomUUID(), seq: 4, kind: 'foul', team: 'b', at: b1.at };
    const next = { id: crypto.randomUUID(), seq: 5, kind: 'period', period: 2, at: b1.at };
    const r = await api.send(as('manager01'), { device: phone, entries: [undo, foul, next, basket('a', 1, 6)] });
    expect(r.json().data).toMatchObject({
      score_a: 1,
      score_b: 2,
      period: 2,
      periods: [
        { a: 0, b: 2 },
        { a: 1, b: 0 },
      ],
      fouls: [
        { a: 0, b: 1 },
        { a: 0, b: 0 },
      ],
      last_seq: 6,
    });
    const [count] = await sqlRows<{ n: number }>(
      t,
      sql`select count(*)::int as n from live_entries where game_id = ${g.gameId}`,
    );
    expect(count?.n).toBe(6);

    const pub = await api.get();
    expect([pub.statusCode, pub.headers['cache-control']]).toEqual([200, 'no-cache']);
    expect(pub.json().data).toMatchObject({ game_id: g.gameId, status: 'live', score_a: 1, score_b: 2 });
    const division = await t.request({ method: 'GET', url: `/api/live/scores?division_id=${g.divisionId}` });
    expect((division.json().data as LiveState[]).map((s) => s.game_id)).toEqual([g.gameId]);
    // the widget on a club's page reads both when it cannot stream (decision 357)
    for (const r of [pub, division]) expect(r.headers['access-control-allow-origin']).toBe('*');
    // and its refusals too, or the club's page could not tell a wrong division from a network failure
    const refused = await t.request({ method: 'GET', url: '/api/live/scores?division_id=x' });
    expect([refused.statusCode, refused.headers['access-control-allow-origin']]).toEqual([422, '*']);
    const member = await t.request({ method: 'GET', url: '/api/live/mine', token: as('referee01') });
    expect(member.headers['access-control-allow-origin']).toBeUndefined();
    expect(member.json().data).toEqual([
      expect.objectContaining({ game_id: g.gameId, role: 'scorer', status: 'live' }),
    ]);
  });

  it('a state stored before timeouts were kept per period reads with an empty list of them', async () => {
    await t.database.db.execute(
      sql`update live_games set state = state - 'timeouts_by_period' where game_id = ${g.gameId}`,
    );
    expect((await api.get()).json().data).toMatchObject({ timeouts_by_period: [], last_seq: 6 });
  });

  it('takes no more entries once the game is postponed mid-game, and says why', async () => {
    await t.database.db.execute(sql`update games set status = 'postponed' where id = ${g.gameId}`);
    try {
      const r = await api.send(as('manager01'), { device: phone, entries: [basket('a', 2, 7)] });
      expect([r.statusCode, r.json().error, r.json().message]).toEqual([409, 'live_not_scorable', M.stopped.postponed]);
      expect((await api.get()).json().data).toMatchObject({ score_a: 1, score_b: 2, last_seq: 6 });
    } finally {
      await t.database.db.execute(sql`update games set status = 'scheduled' where id = ${g.gameId}`);
    }
  });

  it('both managers confirm the same score, then it is the result: the standings follow and scoring ends', async () => {
    const ours = g.mine === 'a' ? { score_a: 61, score_b: 58 } : { score_a: 58, score_b: 61 };
    const first = await api.confirm(as('manager01'), ours);
    expect(first.json().data).toMatchObject({ status: 'to_confirm', confirmations: [expect.objectContaining(ours)] });
    const differs = await api.confirm(as('member01'), { score_a: 1, score_b: 1 });
    expect(differs.json().data.status).toBe('to_confirm');
    const draw = async () =>
      (await t.request({ method: 'GET', url: `/api/draw?division_id=${g.divisionId}` })).json().data.divisionDraw;
    const card = async () =>
      (await draw())
        .flatMap((r: { games: { game: number }[] }) => r.games)
        .find((x: { game: number }) => x.game === g.gameId);
    expect((await card()).scored).toBe(false);

    const agreed = await api.confirm(as('member01'), ours);
    expect(agreed.json().data).toMatchObject({ status: 'final', ...ours });
    expect(await card()).toMatchObject({ scored: true, score_team_a_points: ours.score_a });
    const late = await api.send(as('manager01'), { device: phone, entries: [basket('a', 2, 7)] });
    expect([late.statusCode, late.json().error]).toEqual([409, 'live_final']);
    const again = await api.confirm(as('compofficer01'), ours);
    expect([again.statusCode, again.json().error]).toEqual([409, 'live_final']);
    expect((await api.get()).json().data.status).toBe('final');
  });

  it('a competition officer confirms alone: the result is recorded and audited', async () => {
    const other = await laterGame(t, g.gameId);
    await t.database.db.execute(sql`update games set date = ${todayIn(t.config.site.timeZone)}, time_from = '22:00',
      time_to = '22:59', court_id = null where id = ${other}`);
    const r = await live(t, other).confirm(as('compofficer01'), { score_a: 44, score_b: 40 });
    expect(r.json().data).toMatchObject({
      status: 'final',
      score_a: 44,
      score_b: 40,
      confirmations: [{ by: 'officer' }],
    });
    const audit = await sqlRows<{ actor: string; after: unknown }>(
      t,
      sql`select actor, after from audit_log where action = 'competition.live.confirm' and entity_id = ${String(other)}`,
    );
    expect(audit).toEqual([{ actor: 'compofficer01', after: { score_a: 44, score_b: 40 } }]);
  });

  it('an officer acts as one only past the back-office’s gates: with a second factor required, none set up, 403', async () => {
    await t.database.db.execute(sql`update two_factor_settings set staff_required = true`);
    try {
      const officer = await api.claim(as('compofficer01'), { device: device() });
      expect([officer.statusCode, officer.json().error]).toEqual([403, SECOND_FACTOR_SETUP]);
      const manager = await api.claim(as('manager01'), { device: device() }); // a manager is not asked
      expect(manager.json().error).not.toBe(SECOND_FACTOR_SETUP);
      expect(manager.statusCode).not.toBe(403);
    } finally {
      await t.database.db.execute(sql`update two_factor_settings set staff_required = false`);
    }
  });
});

// Decision 358: a manager who is also staff scores, confirms and lists his team's game whatever his staff sign-in
// says; any other game he may score only as an officer, past the back-office's gates (12 hours, the second factor).
describe('an administrator who manages a team', () => {
  let t: TestApp;
  let g: LiveGame;
  let api: ReturnType<typeof live>;
  let theirs: ReturnType<typeof live>;
  let theirsId: number;
  let admin: string;
  const phone = device();
  const mine = async (token: string) => {
    const r = await t.request({ method: 'GET', url: '/api/live/mine', token });
    expect(r.statusCode).toBe(200);
    return r.json().data as MyLiveGame[];
  };

  beforeAll(async () => {
    t = await buildTestApp();
    g = await liveGameToday(t);
    api = live(t, g.gameId);
    // admin01 (administrator: competition.live) manages manager01's team too
    await t.database.db.execute(sql`insert into team_members (team_id, division_id, member_id, role)
      select case when ${g.mine} = 'a' then team_a_id else team_b_id end, division_id,
        (select id from members where username = 'admin01'), 'manager' from games where id = ${g.gameId}`);
    // a game tonight of two teams he does not manage
    const [other] = await sqlRows<{ id: number }>(
      t,
      sql`select o.id from games o join games g on g.id = ${g.gameId}
        where o.team_a_id is not null and o.team_b_id is not null and o.scored_at is null and o.status = 'scheduled'
          and o.final_slot is null and o.date >= ${todayIn(t.config.site.timeZone)}
          and o.team_a_id not in (g.team_a_id, g.team_b_id) and o.team_b_id not in (g.team_a_id, g.team_b_id)
          and not exists (select 1 from team_members tm join members m on m.id = tm.member_id
            where m.username = 'admin01' and tm.team_id in (o.team_a_id, o.team_b_id))
        order by o.date, o.time_from, o.id limit 1`,
    );
    theirsId = other!.id;
    await moveToTonight(t.database.db, theirsId, todayIn(t.config.site.timeZone));
    theirs = live(t, theirsId);
    admin = await t.asMember('admin01');
  });
  afterAll(async () => {
    await t.close();
  });

  it('with a staff sign-in over 12 hours old, lists, claims, scores and confirms his team’s game as its manager', async () => {
    await t.database.db.execute(sql`update access_tokens set created_at = now() - interval '13 hours'
      where member_id = (select id from members where username = 'admin01')`);
    const listed = await mine(admin);
    expect(listed.filter((x) => x.game_id === g.gameId)).toEqual([expect.objectContaining({ role: 'manager' })]);
    expect(listed.map((x) => x.game_id)).not.toContain(theirsId); // the officer's games wait for a fresh sign-in
    expect(listed.every((x) => x.role === 'manager')).toBe(true);

    expect((await api.claim(admin, { device: phone })).statusCode).toBe(200);
    const sent = await api.send(admin, { device: phone, entries: [basket('a', 3, 1)] });
    expect([sent.statusCode, sent.json().data.score_a]).toEqual([200, 3]);
    const ours = { score_a: 3, score_b: 0 };
    const confirmed = await api.confirm(admin, ours);
    expect(confirmed.statusCode).toBe(200);
    // for his team, not as the officer: the other team's manager has still to agree
    expect(confirmed.json().data).toMatchObject({ status: 'to_confirm', confirmations: [{ by: g.mine, ...ours }] });
  });

  it('with a staff sign-in over 12 hours old, may not claim, score or confirm a game of teams he does not manage', async () => {
    for (const r of [
      await theirs.claim(admin, { device: device() }),
      await theirs.send(admin, { device: phone, entries: [basket('a', 2, 1)] }),
      await theirs.confirm(admin, { score_a: 1, score_b: 0 }),
    ]) {
      expect([r.statusCode, r.json().message]).toEqual([401, PasswordConfirmMessages.sessionEnded]);
    }
    expect((await theirs.get()).json().data).toMatchObject({ status: 'not_started', scorer: null });
  });

  it('without the second factor the back-office asks for, scores his team’s game but not another', async () => {
    const fresh = await t.asMember('admin01');
    await t.database.db.execute(sql`update two_factor_settings set staff_required = true`);
    try {
      expect((await mine(fresh)).map((x) => x.game_id)).not.toContain(theirsId);
      expect((await api.claim(fresh, { device: phone })).statusCode).toBe(200);
      const sent = await api.send(fresh, { device: phone, entries: [basket('b', 2, 2)] });
      expect([sent.statusCode, sent.json().data.score_b]).toEqual([200, 2]);
      const other = await theirs.claim(fresh, { device: device() });
      expect([other.statusCode, other.json().error]).toEqual([403, SECOND_FACTOR_SETUP]);
    } finally {
      await t.database.db.execute(sql`update two_factor_settings set staff_required = false`);
    }
    // past the gates, the same administrator is an officer for the other game
    expect((await theirs.claim(fresh, { device: device() })).statusCode).toBe(200);
  });

  it('takes no more entries once a result is recorded in the back-office mid-game', async () => {
    const officer = await t.asMember('compofficer01');
    const sheet = await t.request({
      method: 'POST',
      url: '/api/staff/competition/results/sheet',
      token: officer,
      payload: { games: [{ game_id: g.gameId, score_a: 5, score_b: 2 }] },
    });
    expect(sheet.statusCode).toBe(200);
    const late = await api.send(admin, { device: phone, entries: [basket('a', 2, 3)] });
    expect([late.statusCode, late.json().error, late.json().message]).toEqual([409, 'live_final', M.final]);
  });
});
