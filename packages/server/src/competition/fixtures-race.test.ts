import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FixtureMessages as M } from '@portal/domain/competition/fixtures.staff.messages';
import { buildTestApp, type TestApp } from '../../test/harness';
import { buildSeason, staffCalls } from './season-test-kit';

// One previewed fixture published five times at once (two tabs, a double click; issue 39): the divisions are locked
// before the games a publish replaces are read again, so one publish is made and the four others are told someone
// else published it (409), not a duplicate round key (500 before). PGlite runs one transaction at a time (STACK.md
// pitfall 13): only PostgreSQL races.
describe.skipIf(!process.env.TEST_DATABASE_URL)('five publishes of one preview at once (PostgreSQL)', () => {
  let t: TestApp;
  let token: string;
  let seasonId: number;
  let division: number;
  const { post, data } = staffCalls(
    () => t,
    () => token,
  );
  beforeAll(async () => {
    t = await buildTestApp();
    token = await t.asMember('compofficer01');
    const made = await buildSeason(
      data,
      { name: 'Race Fixture 2027', starts_on: '2027-02-01', ends_on: '2027-06-30', active: true },
      [{ name: 'Racers', teams: ['A', 'B', 'C', 'D', 'E', 'F'].join('\n') }],
    );
    seasonId = made.seasonId;
    division = made.division.Racers!;
  });
  afterAll(async () => {
    await t.close();
  });

  const race = async (body: Record<string, unknown>) => {
    const { fingerprint } = await data(`/api/staff/seasons/${seasonId}/fixtures/preview`, body);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        post(`/api/staff/seasons/${seasonId}/fixtures/publish`, { ...body, fingerprint, confirm_removal: true }),
      ),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(answers.filter((r) => r.statusCode === 409).map((r) => r.json().message)).toEqual(
      Array(4).fill(M.changedMeanwhile),
    );
    const draw = (await t.request({ method: 'GET', url: `/api/draw?division_id=${division}` })).json().data
      .divisionDraw as { games: unknown[] }[];
    expect(draw.flatMap((r) => r.games)).toHaveLength(15);
  };

  it('publishes a first fixture once and tells the four others', async () => {
    await race({ division_ids: [division], legs: 1, from_round: 1 });
  });

  it('replaces a published fixture once (its games removed once) and tells the four others', async () => {
    await race({ division_ids: [division], legs: 1, from_round: 3 });
  });
});
