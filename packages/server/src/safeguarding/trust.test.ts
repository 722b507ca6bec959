import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { PendingPolicy, StoredCheckStatus } from '@portal/domain/safeguarding/checks';
import { todayIn } from '@portal/domain/shared/time';
import type { MemberTeam } from '@portal/domain/teams/teams.contract';
import { buildTestApp, type TestApp } from '../../test/harness';
import { members } from '../platform/members.tables';
import { safeguardingSettings, workingWithChildrenChecks as checks } from './safeguarding.tables';
import { positionsOfTrust } from './trust.service';

// Positions of trust through the API (issue 44 item 2, decision 320): the team page says who waits for a check, a
// manager whose check is not verified loses the team's manager powers when the association blocks (and always once
// the check expired or was barred), and a junior game's referee is refused alike; an adult game's referee is not.

let t: TestApp;
let coord: string;
let manager: string;
const today = () => todayIn('Australia/Sydney');
beforeAll(async () => {
  t = await buildTestApp();
  [coord, manager] = await Promise.all([t.asMember('refcoord01'), t.asMember('manager01')]);
});
afterAll(async () => {
  await t.close();
});

/** The demo's story coach (trust.seed.ts): a free agent whose check waits for staff. */
const OMAR = { firstname: 'Omar', lastname: 'Haddad', dob: '19/07/1995', gender: 'male', confirm: true };
const k = {
  post: (url: string, payload: unknown, _as: 'manager01') =>
    t.request({ method: 'POST', url, payload, token: manager }),
  hawks: async () =>
    ((await t.request({ method: 'GET', url: '/api/member/teams', token: manager })).json().data as MemberTeam[]).find(
      (x) => x.t_name === 'Hornsby Hawks' && !x.t_season_archived,
    )!,
};
const db = () => t.database.db;
const idOf = async (username: string) =>
  (await db().select({ id: members.id }).from(members).where(eq(members.username, username)))[0]!.id;
/** The settings row is the migration's; a test database on PostgreSQL is emptied before its seed, so write it whole. */
const setPolicy = (pendingPolicy: PendingPolicy) =>
  db()
    .insert(safeguardingSettings)
    .values({ id: 1, pendingPolicy })
    .onConflictDoUpdate({ target: safeguardingSettings.id, set: { pendingPolicy } });
const setCheck = async (username: string, status: StoredCheckStatus) =>
  db()
    .update(checks)
    .set({ status })
    .where(eq(checks.memberId, await idOf(username)));
const save = async () => {
  const hawks = await k.hawks();
  return k.post(
    '/api/member/teams/save',
    { teamTid: hawks.t_id, singletColour: '#1e3a8a', numberColour: '#ffffff', playersNumber: [] },
    'manager01',
  );
};

describe('a team’s positions of trust', () => {
  it('the demo’s Hawks: the manager verified, the coach (no check yet) waiting; nothing held back', async () => {
    const hawks = await k.hawks();
    expect(hawks.t_trust.map((p) => [p.name, p.state, p.label])).toEqual([
      ['Mark Manager', 'cleared', null],
      ['Carla Coach', 'pending', 'Coach — waiting for a Working With Children Check'],
    ]);
    expect(hawks.t_held_back).toEqual([]);
  });

  it('a coach named without a verified check shows as waiting', async () => {
    const hawks = await k.hawks();
    const removed = await k.post(
      '/api/member/teams/removeteamposition',
      { teamTid: hawks.t_id, position: 'coach' },
      'manager01',
    );
    expect(removed.statusCode).toBe(200);
    const added = await k.post(
      '/api/member/teams/addteamplayers',
      { teamTid: hawks.t_id, players: [{ ...OMAR, role: 'coach' }] },
      'manager01',
    );
    expect(added.statusCode).toBe(200);
    const coach = (await k.hawks()).t_trust.find((p) => p.position === 'coach')!;
    expect(coach).toMatchObject({
      name: 'Omar Haddad',
      state: 'pending',
      label: 'Coach — waiting for a Working With Children Check',
    });
  });

  it('warn: a manager waiting for a check still acts; block: the manager powers wait, with why', async () => {
    await setCheck('manager01', 'pending');
    await setPolicy('warn');
    expect((await k.hawks()).t_held_back).toEqual([]);
    expect((await save()).statusCode).toBe(200);

    await setPolicy('block');
    expect((await k.hawks()).t_held_back).toEqual(['manager']);
    const refused = await save();
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      'Your manager powers wait until your Working With Children Check is verified. Enter it on your profile.',
    );
  });

  it('a barred check takes the manager out at once, even when the association only warns', async () => {
    await setPolicy('warn');
    await setCheck('manager01', 'barred');
    const hawks = await k.hawks();
    expect(hawks.t_trust.find((p) => p.position === 'manager')!.label).toBe(
      'Manager — removed until a valid Working With Children Check is verified',
    );
    expect((await save()).statusCode).toBe(403);
    await setCheck('manager01', 'verified');
    expect((await save()).statusCode).toBe(200);
  });
});

describe('a junior game’s referee', () => {
  const gameOf = async (junior: boolean) => {
    const res = (await db().execute(sql`select g.id from games g join divisions d on d.id = g.division_id
      join seasons s on s.id = d.season_id
      where s.active and not s.archived and g.team_a_id is not null and g.team_b_id is not null
        and g.date > ${today()}::date and (d.max_age is not null) = ${junior}
      order by g.date, g.id limit 1`)) as unknown as { rows: { id: number }[] };
    return res.rows[0]!.id;
  };
  const assign = async (gameId: number, fn = 'Referee 2') =>
    t.request({
      method: 'POST',
      url: '/api/staff/rosters/referee/assign',
      payload: { game_id: gameId, function: fn, member_id: await idOf('referee01') },
      token: coord,
    });

  it('block refuses a referee waiting for a check on a junior game, with why; an adult game takes them', async () => {
    await setPolicy('block');
    await setCheck('referee01', 'pending');
    const refused = await assign(await gameOf(true));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.member_id).toBe(
      'Rhys Referee cannot referee junior games until their Working With Children Check is verified.',
    );
    expect((await assign(await gameOf(false), 'Referee 1')).statusCode).toBe(200);
  });

  it('warn lets them referee the junior game, marked on the board', async () => {
    await setPolicy('warn');
    const given = await assign(await gameOf(true));
    expect(given.statusCode).toBe(200);
    expect(given.json().data.clashes).toContain('check_pending');
  });

  it('an expired check is refused whatever the policy', async () => {
    await setCheck('referee01', 'expired');
    const refused = await assign(await gameOf(true), 'Referee 1');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.member_id).toBe(
      'Rhys Referee cannot referee junior games: they have no valid Working With Children Check.',
    );
  });

  it('the safeguarding list’s column: who holds which position of trust', async () => {
    const ids = [await idOf('manager01'), await idOf('referee01'), await idOf('member01')];
    const held = await positionsOfTrust(db(), ids, today());
    expect(held.get(ids[0]!)).toEqual(["Manager, Hornsby Hawks (Men's A Grade)"]);
    expect(held.get(ids[1]!)).toEqual(['Referee of a junior game']);
    expect(held.has(ids[2]!)).toBe(false);
  });
});
