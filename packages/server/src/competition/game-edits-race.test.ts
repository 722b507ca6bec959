import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffGame } from '@portal/domain/competition/game-edits.staff.contract';
import { buildTestApp, type TestApp } from '../../test/harness';
import { courts } from '../platform/league.tables';

// Two edits (two officers, or one in two tabs) move two games onto one free court at one time at the same moment (docs/decisions/210-game-edits.md):
// the second edit waits for the first's day and its clash check then sees it. PGlite runs one transaction at a time
// (STACK.md pitfall 13), so only PostgreSQL can race.
describe.skipIf(!process.env.TEST_DATABASE_URL)('two moves onto one court and time at once (PostgreSQL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('one is saved, the other is refused as a court clash', async () => {
    const officer = await t.asMember('compofficer01');
    const seasonId = (await t.request({ method: 'GET', url: '/api/draw/seasons' })).json().data[0].season_id;
    const divs = (await t.request({ method: 'GET', url: `/api/draw/seasons/${seasonId}/divisions` })).json().data as {
      division_id: number;
      division_name: string;
    }[];
    const games = async (name: string) =>
      (
        (
          await t.request({
            method: 'GET',
            url: `/api/staff/competition/games?division_id=${divs.find((d) => d.division_name === name)!.division_id}`,
            token: officer,
          })
        ).json().data.games as StaffGame[]
      ).filter((g) => g.editable && g.stage === 'round');
    const [a] = await games('U14 Boys');
    const [b] = await games("Women's Open");
    const [court] = await t.database.db
      .insert(courts)
      .values({ venueId: 1, name: 'Race Court' })
      .returning({ id: courts.id });
    const move = (token: string, id: number) =>
      t.request({
        method: 'POST',
        url: `/api/staff/competition/games/${id}/edit`,
        token,
        payload: { action: 'move', date: '2027-02-17', time_from: '19:00', court_id: court!.id },
      });
    const answers = await Promise.all([move(officer, a!.game_id), move(officer, b!.game_id)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });
});
