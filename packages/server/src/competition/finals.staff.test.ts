import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DrawReply, ResultReply } from '@portal/domain/competition/competition.contract';
import { GameEditMessages } from '@portal/domain/competition/game-edits.staff.messages';
import { FinalsMessages as M } from '@portal/domain/competition/finals.staff.messages';
import { buildTestApp, type TestApp } from '../../test/harness';

// A division's final series from the back-office (docs/decisions/212) as compofficer01 on the demo data: generated
// from the ladder once the regular rounds are decided, shown in the public draw at once, and each next final filled
// when its feeders are decided (a score, a forfeit).

const F = '/api/staff/competition/finals';
const R = '/api/staff/competition/results';
let t: TestApp;
let token: string;
let divisionId: number;
beforeAll(async () => {
  t = await buildTestApp();
  token = await t.asMember('compofficer01');
  const seasonId = (await t.request({ method: 'GET', url: '/api/draw/seasons' })).json().data[0].season_id;
  const divs = (await t.request({ method: 'GET', url: `/api/draw/seasons/${seasonId}/divisions` })).json().data as {
    division_id: number;
    division_name: string;
  }[];
  divisionId = divs.find((d) => d.division_name === 'U14 Boys')!.division_id;
}, 300_000); // a seeded app takes long to build on a loaded machine
afterAll(async () => {
  await t.close();
});

const call = (method: string, url: string, payload?: unknown) => t.request({ method, url, token, payload });
const slots = [
  { date: '2027-02-06', time_from: '10:00', court_id: 1 },
  { date: '2027-02-06', time_from: '11:00', court_id: 1 },
  { date: '2027-02-13', time_from: '10:00', court_id: 1 },
];
const body = { teams: 4, minutes: 60, games: slots };
const courtName = async (id: number) => {
  const { courts } = (await call('GET', `/api/staff/competition/games?division_id=${divisionId}`)).json().data as {
    courts: { id: number; name: string }[];
  };
  return courts.find((c) => c.id === id)!.name;
};
const finals = async () =>
  ((await t.request({ method: 'GET', url: `/api/draw?division_id=${divisionId}` })).json().data as DrawReply['data'])
    .finalSeries;
const ladder = async () =>
  (
    (await t.request({ method: 'GET', url: `/api/draw/result?division_id=${divisionId}` })).json()
      .data as ResultReply['data']
  ).divisionResult;

describe('POST /api/staff/competition/finals', () => {
  it('refuses while regular games have no result, and writes nothing', async () => {
    const before = await finals();
    const res = await call('POST', F, { ...body, division_id: divisionId });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/of the regular rounds (has|have) no result yet: finish them first\.$/);
    expect(await finals()).toEqual(before);
  });

  it('generates semi finals 1 v 4 and 2 v 3 and a grand final to be filled, in the public draw at once, audited', async () => {
    // the rest of the regular rounds, played (tests may arrange rows)
    await t.database.db.execute(sql`update games set score_a = 50, score_b = 40, scored_at = now()
      where division_id = ${divisionId} and scored_at is null and team_a_id is not null
      and round_id in (select id from rounds where division_id = ${divisionId} and stage = 'round')`);
    const top = (await ladder()).slice(0, 4).map((r) => r.team);
    expect(
      (await call('POST', F, { ...body, division_id: divisionId, games: slots.slice(0, 2) })).json().errors.games,
    ).toBe(M.slotsCount(3));
    // both semi finals on one court at one time: the court's field error names the final holding it; nothing is written
    const before = await finals();
    const twice = await call('POST', F, { ...body, division_id: divisionId, games: [slots[0], slots[0], slots[2]] });
    expect([twice.statusCode, twice.json().errors]).toEqual([
      422,
      { 'games.0.court_id': GameEditMessages.courtTaken(await courtName(1), '10:00', 'Semi final 2') },
    ]);
    expect(await finals()).toEqual(before);
    const res = await call('POST', F, { ...body, division_id: divisionId });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.message).toBe(M.generated(3));
    const f = await finals();
    expect(f.Semi_Final.map((g) => g.match)).toEqual([`${top[0]} vs ${top[3]}`, `${top[1]} vs ${top[2]}`]);
    expect(f.Semi_Final.map((g) => g.date_time_from)).toEqual(['2027-02-06T10:00:00', '2027-02-06T11:00:00']);
    expect(f.Final).toEqual([]);
    expect(f.Grand_Final.map((g) => g.match)).toEqual(['TBA vs TBA']);
    const audits = await t.database.db.execute(
      sql`select count(*)::int as n from audit_log where action = 'competition.finals.generate'`,
    );
    expect(Number((audits as unknown as { rows: { n: number }[] }).rows[0]!.n)).toBe(1);
  });

  it('fills the grand final from a scored semi final and a forfeited one, and then refuses to generate again', async () => {
    const [sf1, sf2] = (await finals()).Semi_Final;
    const saved = await call('POST', `${R}/sheet`, { games: [{ game_id: sf1!.game, score_a: 40, score_b: 52 }] });
    expect(saved.statusCode).toBe(200);
    expect((await finals()).Grand_Final[0]!.match).toBe(`${sf1!.team_b_id} vs TBA`);
    const teamIds = Object.fromEntries((await ladder()).map((r) => [r.team, r.team_id]));
    const forfeit = await call('POST', `${R}/games/${sf2!.game}/forfeit`, {
      team_id: teamIds[sf2!.team_a_id],
      kind: 'notified',
    });
    expect(forfeit.statusCode).toBe(200);
    // SF2's team A (second) forfeited: third goes through, and as the better-placed winner it is the grand final's team A
    expect((await finals()).Grand_Final[0]!.match).toBe(`${sf2!.team_b_id} vs ${sf1!.team_b_id}`);
    const again = await call('POST', F, { ...body, division_id: divisionId });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(M.finalsPlayed);
  });
});
