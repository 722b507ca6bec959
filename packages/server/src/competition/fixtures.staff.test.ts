import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FixtureMessages as M } from '@portal/domain/competition/fixtures.staff.messages';
import { buildTestApp, type TestApp } from '../../test/harness';
import * as league from './league.service';
import { buildSeason, staffCalls, teamNames } from './season-test-kit';

// Fixture generation from /staff (decision 186): compofficer01 generates two divisions of 7 and 8 teams on the demo's
// Saturday courts at Hornsby, previews them (byes visible, nothing written), publishes, and the public draw shows the
// games and byes at once; regenerating from a round keeps the rounds before it.

let t: TestApp;
let token: string;
let seasonId: number;
let seven: number;
let eight: number;
const { post, data } = staffCalls(
  () => t,
  () => token,
);
/** The publish message begins with what was published; where visitors find it follows (public-season.test.ts). */
const starts = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} `);

beforeAll(async () => {
  t = await buildTestApp();
  token = await t.asMember('compofficer01');
  const made = await buildSeason(
    data,
    { name: 'Fixture 2027', starts_on: '2027-02-01', ends_on: '2027-06-30', active: true },
    [
      { name: 'Seven', teams: teamNames('Seven', 7), terms: { double_point_rounds: '7' } },
      { name: 'Eight', teams: teamNames('Eight', 8), terms: { double_point_rounds: '7', uses_duty: true } },
    ],
  );
  seasonId = made.seasonId;
  seven = made.division.Seven!;
  eight = made.division.Eight!;
  await data(`/api/staff/seasons/${seasonId}/exceptions`, {
    from: '2027-04-10',
    to: '2027-04-24',
    reason: 'School holidays',
    division_id: '',
  });
});
afterAll(async () => {
  await t.close();
});

type Preview = {
  divisions: {
    id: number;
    rounds: {
      round: number;
      date: string;
      byes: string[];
      games: {
        home: string;
        away: string;
        date: string;
        start: string;
        court: string;
        venue: string;
        duty: string | null;
      }[];
    }[];
  }[];
  unplaced: unknown[];
  fingerprint: string;
};

describe('POST /api/staff/seasons/:seasonId/fixtures/preview', () => {
  let preview: Preview;
  beforeAll(async () => {
    preview = await data(`/api/staff/seasons/${seasonId}/fixtures/preview`, {
      division_ids: [seven, eight],
      legs: 1,
      from_round: 1,
    });
  });

  it('gives 7 teams seven rounds of three games and one bye each, and 8 teams seven rounds of four games', () => {
    const s = preview.divisions.find((d) => d.id === seven)!;
    const e = preview.divisions.find((d) => d.id === eight)!;
    expect(s.rounds.map((r) => [r.games.length, r.byes.length])).toEqual(Array(7).fill([3, 1]));
    expect(new Set(s.rounds.flatMap((r) => r.byes)).size).toBe(7);
    expect(e.rounds.map((r) => [r.games.length, r.byes.length])).toEqual(Array(7).fill([4, 0]));
    expect(e.rounds.flatMap((r) => r.games).every((g) => g.duty !== null)).toBe(true);
    expect(preview.unplaced).toEqual([]);
  });

  it('plays on Saturdays outside the school holidays, never one court twice at a time', () => {
    const all = preview.divisions.flatMap((d) => d.rounds.flatMap((r) => r.games));
    expect(
      all.every(
        (g) => new Date(`${g.date}T00:00:00Z`).getUTCDay() === 6 && !(g.date >= '2027-04-10' && g.date <= '2027-04-24'),
      ),
    ).toBe(true);
    const slots = all.map((g) => `${g.date} ${g.start} ${g.venue} ${g.court}`);
    expect(new Set(slots).size).toBe(slots.length);
  });

  it('writes nothing', async () => {
    const draw = await t.request({ method: 'GET', url: `/api/draw?division_id=${seven}` });
    expect(draw.json().data.divisionDraw).toEqual([]);
  });

  it.each([
    [{ division_ids: [], legs: 1, from_round: 1 }, 422, M.chooseDivision],
    [{ division_ids: [1], legs: 1, from_round: 1 }, 422, M.notInSeason],
    [{ division_ids: [seven], legs: 3, from_round: 1 }, 422, 'This field must be a number from 1 to 2'],
  ])('refuses %j', async (body, status, message) => {
    const r = await post(`/api/staff/seasons/${seasonId}/fixtures/preview`, {
      ...body,
      division_ids: body.division_ids.map((x) => (x === 1 ? 1 : seven)),
    });
    expect(r.statusCode).toBe(status);
    expect(Object.values(r.json().errors ?? {})).toContain(message);
  });
});

describe('POST /api/staff/seasons/:seasonId/fixtures/publish', () => {
  it("refuses a fingerprint that is not the preview's", async () => {
    const r = await post(`/api/staff/seasons/${seasonId}/fixtures/publish`, {
      division_ids: [seven, eight],
      legs: 1,
      from_round: 1,
      fingerprint: '0'.repeat(64),
    });
    expect(r.statusCode).toBe(409);
    expect(r.json().message).toBe(M.planChanged);
  });

  it('publishes the previewed plan: the public draw shows the games and the byes at once, with an audit row per division', async () => {
    const body = { division_ids: [seven, eight], legs: 1, from_round: 1 };
    const { fingerprint } = await data(`/api/staff/seasons/${seasonId}/fixtures/preview`, body);
    const done = await data(`/api/staff/seasons/${seasonId}/fixtures/publish`, { ...body, fingerprint });
    expect(done).toEqual({ message: expect.stringMatching(starts(M.published(49, 2))), games: 49 });
    const draw = (await t.request({ method: 'GET', url: `/api/draw?division_id=${seven}` })).json().data
      .divisionDraw as { round: number; games: { bye: string; match: string; courtLabel: string }[] }[];
    expect(draw.map((r) => r.round)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(draw[0]!.games.filter((g) => g.bye).map((g) => g.match)).toEqual(['Seven 1']);
    expect(draw.every((r) => r.games.length === 4)).toBe(true);
    const admin = await t.asMember('admin01');
    const trail = (
      await t.request({ method: 'GET', url: '/api/staff/audit?action=competition.fixture.publish', token: admin })
    ).json().data.rows;
    expect(trail.map((r: { entity_id: string }) => Number(r.entity_id)).sort()).toEqual([seven, eight].sort());
  });

  it('regenerates from round 4 keeping rounds 1 to 3 as they were, and refuses once round 4 has a result', async () => {
    const before = (await t.request({ method: 'GET', url: `/api/draw?division_id=${seven}` })).json().data.divisionDraw;
    const body = { division_ids: [seven], legs: 1, from_round: 4 };
    const again = await data(`/api/staff/seasons/${seasonId}/fixtures/preview`, body);
    expect(again.divisions[0].rounds.slice(0, 3).every((r: { kept: boolean }) => r.kept)).toBe(true);
    expect(again.divisions[0].removes).toBe(12); // rounds 4 to 7, three games each (decision 266)
    const unasked = await post(`/api/staff/seasons/${seasonId}/fixtures/publish`, {
      ...body,
      fingerprint: again.fingerprint,
    });
    expect([unasked.statusCode, unasked.json().message]).toEqual([409, M.confirmRemoval(12, 4)]);
    expect(
      (await t.request({ method: 'GET', url: `/api/draw?division_id=${seven}` })).json().data.divisionDraw,
    ).toEqual(before);
    const done = await data(`/api/staff/seasons/${seasonId}/fixtures/publish`, {
      ...body,
      fingerprint: again.fingerprint,
      confirm_removal: true,
    });
    expect(done).toEqual({ message: expect.stringMatching(starts(M.published(12, 1, 12))), games: 12 });
    const after = (await t.request({ method: 'GET', url: `/api/draw?division_id=${seven}` })).json().data.divisionDraw;
    expect(after.slice(0, 3)).toEqual(before.slice(0, 3));
    expect(after).toHaveLength(7);
    const game = after[4].games.find((g: { bye: string }) => !g.bye).game as number;
    await league.writeLeague({ db: t.database.db }, (w) =>
      league.recordScore(w, { gameId: game, scoreA: 50, scoreB: 40 }, new Date()),
    );
    const refused = await post(`/api/staff/seasons/${seasonId}/fixtures/preview`, body);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(M.playedRounds('Seven', 5));
  });

  it('says what a plan of no games removes, and removes nothing unasked (issue 39)', async () => {
    // Eight goes to a double round robin (14 rounds); a single one from round 8 then plans no games and removes 28
    const double = { division_ids: [eight], legs: 2, from_round: 1 };
    const first = await data(`/api/staff/seasons/${seasonId}/fixtures/preview`, double);
    expect(first.divisions[0].removes).toBe(28);
    await data(`/api/staff/seasons/${seasonId}/fixtures/publish`, {
      ...double,
      fingerprint: first.fingerprint,
      confirm_removal: true,
    });
    const body = { division_ids: [eight], legs: 1, from_round: 8 };
    const plan = await data(`/api/staff/seasons/${seasonId}/fixtures/preview`, body);
    expect(plan.divisions[0].rounds.filter((r: { kept: boolean }) => !r.kept)).toEqual([]);
    expect(plan.divisions[0].removes).toBe(28);
    const unasked = await post(`/api/staff/seasons/${seasonId}/fixtures/publish`, {
      ...body,
      fingerprint: plan.fingerprint,
    });
    expect([unasked.statusCode, unasked.json().message]).toEqual([409, M.confirmRemoval(28, 8)]);
    const draw = async () =>
      (await t.request({ method: 'GET', url: `/api/draw?division_id=${eight}` })).json().data.divisionDraw as unknown[];
    expect(await draw()).toHaveLength(14);
    const done = await data(`/api/staff/seasons/${seasonId}/fixtures/publish`, {
      ...body,
      fingerprint: plan.fingerprint,
      confirm_removal: true,
    });
    expect(done).toEqual({ message: expect.stringMatching(starts(M.published(0, 1, 28))), games: 0 });
    expect(await draw()).toHaveLength(7);
  });
});
