import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/harness';
import { rowsOf } from '../platform/member-rows';

// A team's messages a day (docs/decisions/312): ten sends at once with five allowed give exactly five messages, the
// rest 429. The count runs under the team's row lock. PGlite runs one transaction at a time: only PostgreSQL races.
describe.skipIf(!process.env.TEST_DATABASE_URL)('ten team messages at once, five allowed a day (PostgreSQL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('sends exactly five', async () => {
    const token = await t.asMember('manager01');
    const teams = (await t.request({ method: 'GET', url: '/api/member/teams', token })).json().data as {
      t_id: number;
      t_season_archived: boolean;
    }[];
    const teamId = teams.find((x) => !x.t_season_archived)!.t_id;
    const send = (n: number) =>
      t.request({
        method: 'POST',
        url: `/api/member/messages/teams/${teamId}`,
        token,
        payload: { subject: `Training moved ${n}`, body: 'Thursday 6 pm.', channels: ['email'] },
      });
    const answers = await Promise.all(Array.from({ length: 10 }, (_, n) => send(n)));
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 200, 200, 200, 200, 429, 429, 429, 429, 429]);
    const rows = rowsOf<{ n: number }>(
      await t.database.db.execute(sql`select count(*)::int as n from messages where team_id = ${teamId}`),
    );
    expect(rows[0]!.n).toBe(5);
  });
});
