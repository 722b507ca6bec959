import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/harness';
import { moveGame, writeLeague } from '../competition/league.service';

// docs/decisions/253: one private calendar feed per family login, with the games of every person it looks after.

let t: TestApp;
const ids: Record<string, number> = {};
const tokens: Record<string, string> = {};
const rows = async <R>(query: ReturnType<typeof sql>) =>
  ((await t.database.db.execute(query)) as unknown as { rows: R[] }).rows;
const uids = (ics: string) => new Set([...ics.matchAll(/^UID:(\S+)$/gm)].map((m) => m[1]!));
const teamFeed = async (teamId: number) =>
  uids((await t.request({ method: 'GET', url: `/api/draw/teams/${teamId}.ics` })).body);
const call = (method: 'GET' | 'POST' | 'DELETE', who: string, headers: Record<string, string> = {}) =>
  t.request({ method, url: '/api/member/family/feed', token: tokens[who], headers });
const read = (url: string) => t.request({ method: 'GET', url: new URL(url).pathname });

/** The teams put in place: Poppy's and Paula's (parent01's family) and Oscar's (parent02's), in three divisions. */
const team: Record<string, number> = {};
beforeAll(async () => {
  t = await buildTestApp({ publicUrl: 'https://portal.hkbna.example' });
  for (const r of await rows<{ id: number; firstname: string }>(sql`select id, firstname from members
    where username in ('parent01', 'parent02') or (username is null and firstname in ('Poppy', 'Oscar'))`))
    ids[r.firstname] = r.id;
  for (const u of ['parent01', 'parent02']) tokens[u] = await t.asMember(u);
  // teams of the active season with games, one a division, in divisions where neither family plays yet
  const taken = await rows<{
    division_id: number;
  }>(sql`select tm.division_id from team_members tm join guardianships g on g.child_id = tm.member_id
    where g.guardian_id in (${ids.Paula}, ${ids.Peter}) union select division_id from team_members where member_id in (${ids.Paula}, ${ids.Peter})`);
  const candidates = await rows<{
    id: number;
    division_id: number;
  }>(sql`select distinct on (t.division_id) t.id, t.division_id from teams t
    join divisions d on d.id = t.division_id join seasons s on s.id = d.season_id
    where s.active and not s.archived and exists (select 1 from games g where g.team_a_id = t.id or g.team_b_id = t.id)
    order by t.division_id, t.id`);
  const free = candidates.filter((c) => !taken.some((d) => d.division_id === c.division_id));
  expect(free.length).toBeGreaterThanOrEqual(3);
  for (const [i, who] of ['Poppy', 'Paula', 'Oscar'].entries()) {
    team[who] = free[i]!.id;
    await t.database.db.execute(
      sql`insert into team_members (team_id, division_id, member_id, role) values (${free[i]!.id}, ${free[i]!.division_id}, ${ids[who]}, 'coach')`,
    );
  }
});
afterAll(async () => {
  await t.close();
});

describe('the family calendar feed', () => {
  it("holds every game of Poppy's and her guardian's teams, and none of another family's", async () => {
    expect((await call('GET', 'parent01')).json().data).toMatchObject({ active: false, created_at: null });
    const made = await call('POST', 'parent01');
    expect(made.statusCode).toBe(200);
    expect(made.json().data.webcal).toMatch(
      /^webcal:\/\/portal\.hkbna\.example\/api\/family\/feed\/[A-Za-z0-9_-]{43}\.ics$/,
    );
    const res = await read(made.json().data.url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/calendar/);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    const family = uids(res.body);
    const [poppy, paula, oscar] = [
      await teamFeed(team.Poppy!),
      await teamFeed(team.Paula!),
      await teamFeed(team.Oscar!),
    ];
    expect(poppy.size).toBeGreaterThan(0);
    expect(paula.size).toBeGreaterThan(0);
    expect(oscar.size).toBeGreaterThan(0);
    for (const uid of [...poppy, ...paula]) expect(family).toContain(uid);
    for (const uid of oscar) expect(family).not.toContain(uid);
    // parent02's own feed has Oscar's games and none of Poppy's
    const other = uids((await read((await call('POST', 'parent02')).json().data.url)).body);
    for (const uid of oscar) expect(other).toContain(uid);
    for (const uid of poppy) expect(other).not.toContain(uid);
  });

  it('follows a moved game at once: same UID, new time, SEQUENCE bumped', async () => {
    const url = (await call('POST', 'parent01')).json().data.url as string;
    const [game] = await rows<{
      id: number;
    }>(sql`select id from games where (team_a_id = ${team.Poppy} or team_b_id = ${team.Poppy})
      and date >= current_date and score_a is null order by date, time_from limit 1`);
    const event = (ics: string) => ics.split('BEGIN:VEVENT').find((e) => e.includes(`UID:game-${game!.id}@`))!;
    const before = event((await read(url)).body);
    expect(before).toMatch(/SEQUENCE:0/);
    expect(
      await writeLeague({ db: t.database.db }, (w) =>
        moveGame(w, game!.id, { timeFrom: '06:10:00', timeTo: '07:00:00' }),
      ),
    ).toBe(true);
    const after = event((await read(url)).body);
    expect(after).toMatch(/SEQUENCE:1/);
    expect(after.match(/DTSTART:(\S+)/)![1]).not.toBe(before.match(/DTSTART:(\S+)/)![1]);
  });

  it('answers 404 for a bad token, a replaced one and one turned off (422 for one not shaped as a token)', async () => {
    expect((await t.request({ method: 'GET', url: `/api/family/feed/${'A'.repeat(43)}.ics` })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: '/api/family/feed/short.ics' })).statusCode).toBe(422);
    const old = (await call('POST', 'parent01')).json().data.url as string;
    const fresh = (await call('POST', 'parent01')).json().data.url as string;
    expect((await read(old)).statusCode).toBe(404);
    expect((await read(fresh)).statusCode).toBe(200);
    expect((await call('GET', 'parent01')).json().data.active).toBe(true);
    expect((await call('DELETE', 'parent01')).statusCode).toBe(200);
    expect((await read(fresh)).statusCode).toBe(404);
  });

  it("is the login's own: refused while acting for a child, and 401 without a token", async () => {
    expect((await call('POST', 'parent01', { 'x-act-for': String(ids.Poppy) })).statusCode).toBe(403);
    expect((await t.request({ method: 'POST', url: '/api/member/family/feed' })).statusCode).toBe(401);
  });
});
