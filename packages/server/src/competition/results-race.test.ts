import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameDay, SheetGame } from '@portal/domain/competition/results.staff.contract';
import { buildTestApp, type TestApp } from '../../test/harness';

// Five saves of one game's score at the same moment (issue 39 item 4): each save locks the game before it reads the
// score it replaces, so each audit row's before is the score the save really replaced: the befores chain (each before
// is the after of the save before it). PGlite runs one transaction at a time (STACK.md pitfall 13): only PostgreSQL races.
describe.skipIf(!process.env.TEST_DATABASE_URL)('five score saves of one game at once (PostgreSQL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('writes five audit rows whose befores chain truthfully', async () => {
    const token = await t.asMember('compofficer01');
    const R = '/api/staff/competition/results';
    const day = ((await t.request({ method: 'GET', url: `${R}/game-days`, token })).json().data as GameDay[]).find(
      (d) => d.decided < d.games,
    )!;
    const sheet = (
      await t.request({ method: 'GET', url: `${R}/sheet?date=${day.date}&venue_id=${day.venue_id}`, token })
    ).json().data.games as SheetGame[];
    const game = sheet.find((g) => !g.decided && g.team_a && g.team_b && g.stage === 'round')!;
    const save = (n: number) =>
      t.request({
        method: 'POST',
        url: `${R}/sheet`,
        token,
        payload: { games: [{ game_id: game.game_id, score_a: 50 + n, score_b: 40 + n }] },
      });
    const answers = await Promise.all([1, 2, 3, 4, 5].map(save));
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);

    const { rows: scores } = (await t.database.db.execute(sql`select before, after from audit_log
      where action = 'competition.results.score' and entity_id = ${String(game.game_id)} order by id`)) as unknown as {
      rows: { before: unknown; after: unknown }[];
    };
    expect(scores).toHaveLength(5);
    expect(scores[0]!.before).toEqual({ score_a: null, score_b: null });
    for (let i = 1; i < scores.length; i++) expect(scores[i]!.before).toEqual(scores[i - 1]!.after);
    const last = (
      await t.request({ method: 'GET', url: `${R}/sheet?date=${day.date}&venue_id=${day.venue_id}`, token })
    )
      .json()
      .data.games.find((g: SheetGame) => g.game_id === game.game_id) as SheetGame;
    expect({ score_a: last.score_a, score_b: last.score_b }).toEqual(scores[4]!.after);
  });
});
