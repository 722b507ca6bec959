import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DrawReply } from '@portal/domain/competition/competition.contract';
import { buildTestApp, type TestApp } from '../../test/harness';

// A division's finals generated three times at once (a double click, two officers; issue 39): the division is locked
// first, so each generation replaces the one before it and the draw holds one series; the second and third met the
// first's rounds on rounds_division_number_key before (500). PGlite runs one transaction at a time (STACK.md pitfall
// 13): only PostgreSQL races.
describe.skipIf(!process.env.TEST_DATABASE_URL)('three finals generations of one division at once (PostgreSQL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers each, and the draw holds one series of three finals', async () => {
    const token = await t.asMember('compofficer01');
    const seasonId = (await t.request({ method: 'GET', url: '/api/draw/seasons' })).json().data[0].season_id;
    const divs = (await t.request({ method: 'GET', url: `/api/draw/seasons/${seasonId}/divisions` })).json().data as {
      division_id: number;
      division_name: string;
    }[];
    const divisionId = divs.find((d) => d.division_name === 'U14 Boys')!.division_id;
    await t.database.db.execute(sql`update games set score_a = 50, score_b = 40, scored_at = now()
      where division_id = ${divisionId} and scored_at is null and team_a_id is not null
      and round_id in (select id from rounds where division_id = ${divisionId} and stage = 'round')`);
    const games = [
      { date: '2027-02-06', time_from: '10:00', court_id: 1 },
      { date: '2027-02-06', time_from: '11:00', court_id: 1 },
      { date: '2027-02-13', time_from: '10:00', court_id: 1 },
    ];
    const generate = () =>
      t.request({
        method: 'POST',
        url: '/api/staff/competition/finals',
        token,
        payload: { division_id: divisionId, teams: 4, minutes: 60, games },
      });
    const answers = await Promise.all([generate(), generate(), generate()]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const finals = (
      (await t.request({ method: 'GET', url: `/api/draw?division_id=${divisionId}` })).json().data as DrawReply['data']
    ).finalSeries;
    expect(Object.values(finals).flat()).toHaveLength(3);
  });
});
