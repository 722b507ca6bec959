import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DrawReply } from '@portal/domain/competition/competition.contract';
import type { NextGame } from '@portal/domain/profile/next-games.contract';
import { buildTestApp, type TestApp } from '../../test/harness';
import { recordScore, writeLeague } from '../competition/league.service';

// Our dashboard's Next games (docs/decisions/220-next-games-on-the-dashboard.md): GET /api/member/nextgames.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const nextGames = async (username: string) =>
  (await t.request({ method: 'GET', url: '/api/member/nextgames', token: await t.asMember(username) })).json()
    .data as NextGame[];
const teamsOf = async (username: string) =>
  (await t.request({ method: 'GET', url: '/api/member/teams', token: await t.asMember(username) })).json().data as {
    t_id: number;
    t_name: string;
    t_division_id: number;
    t_season_status: boolean;
  }[];
const drawOf = async (divisionId: number) =>
  (await t.request({ method: 'GET', url: `/api/draw?division_id=${divisionId}` })).json().data as DrawReply['data'];
/** The public draw's first undecided, non-bye game of the team not on an excluded date, in draw order. */
const firstComing = (draw: DrawReply['data'], team: string) =>
  [...draw.divisionDraw.flatMap((r) => r.games), ...Object.values(draw.finalSeries).flat()].find(
    (g) => !g.scored && g.bye === '' && !g.excluded_dates && (g.team_a_id === team || g.team_b_id === team),
  );

describe('GET /api/member/nextgames', () => {
  it.each(['member01', 'manager01', 'junior01'])(
    "answers %s's team with the draw's next game of that team, the opponent named",
    async (username) => {
      const [team] = (await teamsOf(username)).filter((x) => x.t_season_status);
      const expected = firstComing(await drawOf(team!.t_division_id), team!.t_name)!;
      const [mine, ...more] = await nextGames(username);
      expect(more).toEqual([]);
      expect(mine).toMatchObject({ team_id: team!.t_id, team_name: team!.t_name, game: expected });
      expect(mine!.opponent).toBe(expected.team_a_id === team!.t_name ? expected.team_b_id : expected.team_a_id);
      expect(mine!.game.courtLabel).not.toBe('');
      expect(mine!.game.venueLabel).not.toBe('');
    },
  );

  it('answers no games for a member with no team', async () => {
    expect(await nextGames('freeteam01')).toEqual([]);
  });

  it('moves on to the following game once the next one is scored', async () => {
    const [before] = await nextGames('member01');
    await writeLeague({ db: t.database.db }, (w) =>
      recordScore(w, { gameId: before!.game.game, scoreA: 50, scoreB: 40 }, new Date()),
    );
    const [after] = await nextGames('member01');
    expect(after!.game.game).not.toBe(before!.game.game);
    expect(after!.game.date_time_from >= before!.game.date_time_from).toBe(true);
  });

  it('refuses an anonymous call', async () => {
    expect((await t.request({ method: 'GET', url: '/api/member/nextgames' })).statusCode).toBe(401);
  });
});
