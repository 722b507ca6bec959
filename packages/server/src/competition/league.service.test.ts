import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DrawGame, DrawReply, ResultReply } from '@portal/domain/competition/competition.contract';
import { buildTestApp, type TestApp } from '../../test/harness';
import { readVersions } from '../platform/cache-versions.repo';
import {
  adjustPoints,
  createTeam,
  divisionChanged,
  moveGame,
  recordForfeit,
  recordScore,
  writeLeague,
  writeLeagueIn,
} from './league.service';
import { divisionScope } from './public-cache';

// The league service's writes of results, adjustments and games answer data and change the public answers at once;
// inside another area's transaction they are counted for other servers (docs/decisions/172-the-league-service.md).

let t: TestApp;
let divisionIds: Record<string, number>;
beforeAll(async () => {
  t = await buildTestApp();
  const seasonId = (await t.request({ method: 'GET', url: '/api/draw/seasons' })).json().data[0].season_id;
  const divs = (await t.request({ method: 'GET', url: `/api/draw/seasons/${seasonId}/divisions` })).json().data as {
    division_id: number;
    division_name: string;
  }[];
  divisionIds = Object.fromEntries(divs.map((d) => [d.division_name, d.division_id]));
});
afterAll(async () => {
  await t.close();
});

const ctx = () => ({ db: t.database.db });
const get = async <T>(url: string) => (await t.request({ method: 'GET', url })).json() as T;
const drawGames = async (divisionId: number) =>
  (await get<DrawReply>(`/api/draw?division_id=${divisionId}`)).data.divisionDraw.flatMap((r) => r.games);
const ladder = async (divisionId: number) =>
  (await get<ResultReply>(`/api/draw/result?division_id=${divisionId}`)).data;
const row = (l: ResultReply['data'], team: string) => l.divisionResult.find((r) => r.team === team)!;
const coming = (g: DrawGame) => !g.scored && g.team_a_id !== '' && g.team_b_id !== '';

describe('recordScore', () => {
  it("shows a score in the draw and both teams' standings at once", async () => {
    const men = divisionIds["Men's A Grade"]!;
    const game = (await drawGames(men)).find(coming)!;
    const before = await ladder(men);
    expect(
      await writeLeague(ctx(), (w) => recordScore(w, { gameId: game.game, scoreA: 61, scoreB: 48 }, new Date())),
    ).toBe(true);
    const scored = (await drawGames(men)).find((g) => g.game === game.game)!;
    expect(scored).toMatchObject({ scored: true, score_team_a_points: 61, score_team_b_points: 48 });
    const after = await ladder(men);
    expect(row(after, game.team_a_id)).toMatchObject({
      played: row(before, game.team_a_id).played + 1,
      win: row(before, game.team_a_id).win + 1,
    });
    expect(row(after, game.team_b_id)).toMatchObject({
      played: row(before, game.team_b_id).played + 1,
      loss: row(before, game.team_b_id).loss + 1,
    });
  });

  it('refuses a bye, a forfeited game and a game that does not exist, and changes nothing', async () => {
    const women = divisionIds["Women's Open"]!;
    const games = await drawGames(women);
    const bye = games.find((g) => g.bye !== '')!;
    const forfeited = games.find(coming)!;
    const teamId = (
      await get<{ data: { team_id: number; team_name: string }[] }>(`/api/draw/seasons/divisions/${women}/teams`)
    ).data.find((x) => x.team_name === forfeited.team_a_id)!.team_id;
    expect(
      await writeLeague(ctx(), (w) => recordForfeit(w, { gameId: forfeited.game, teamId, kind: 'admin' }, new Date())),
    ).toBe(true);
    const before = await ladder(women);
    for (const gameId of [bye.game, forfeited.game, 99_999_999]) {
      expect(await writeLeague(ctx(), (w) => recordScore(w, { gameId, scoreA: 10, scoreB: 0 }, new Date()))).toBe(
        false,
      );
    }
    expect(await ladder(women)).toEqual(before);
  });
});

describe('adjustPoints', () => {
  it('adds the points to the team on the ladder, and answers null for a team that does not exist', async () => {
    const juniors = divisionIds['U14 Boys']!;
    const last = (await ladder(juniors)).divisionResult.at(-1)!;
    const made = await writeLeague(ctx(), (w) => adjustPoints(w, { teamId: last.team_id, points: 40, reason: 'test' }));
    expect(made).toEqual({ id: expect.any(Number) });
    const after = await ladder(juniors);
    expect(after.adjustTeams[String(last.team_id)]).toBe(40);
    expect(after.divisionResult[0]!.team_id).toBe(last.team_id);
    expect(
      await writeLeague(ctx(), (w) => adjustPoints(w, { teamId: 99_999_999, points: 1, reason: 'none' })),
    ).toBeNull();
  });
});

describe('moveGame', () => {
  it('answers false for a game that does not exist', async () => {
    expect(await writeLeague(ctx(), (w) => moveGame(w, 99_999_999, { timeFrom: '10:00', timeTo: '11:00' }))).toBe(
      false,
    );
  });
});

describe("writeLeagueIn (another area's transaction)", () => {
  it('counts the divisions it touched in that transaction; divisionChanged after the commit shows the change here', async () => {
    const mixed = divisionIds['Mixed Social']!;
    const version = async () =>
      (await readVersions(t.database.db)).find((v) => v.scope === divisionScope(mixed))?.version ?? 0;
    const before = await version();
    const { teamId } = await t.database.db.transaction((tx) =>
      writeLeagueIn(tx, (w) =>
        createTeam(w, { divisionId: mixed, name: 'Service Test Owls', createdAt: new Date() }, []),
      ),
    );
    expect(await version()).toBe(before + 1);
    divisionChanged(t.database.db, mixed);
    const teams = (
      await get<{ data: { team_id: number; team_name: string }[] }>(`/api/draw/seasons/divisions/${mixed}/teams`)
    ).data;
    expect(teams).toContainEqual({ team_id: teamId, team_name: 'Service Test Owls' });
  });

  it('refuses a change of the season lists, which only writeLeague can count, and the transaction rolls back', async () => {
    const mixed = divisionIds['Mixed Social']!;
    await expect(
      t.database.db.transaction((tx) =>
        writeLeagueIn(tx, async (w) => {
          await createTeam(w, { divisionId: mixed, name: 'Never Made', createdAt: new Date() }, []);
          w.touch.seasons();
        }),
      ),
    ).rejects.toThrow(/only a division/);
    divisionChanged(t.database.db, mixed);
    const teams = (await get<{ data: { team_name: string }[] }>(`/api/draw/seasons/divisions/${mixed}/teams`)).data;
    expect(teams.map((x) => x.team_name)).not.toContain('Never Made');
  });
});
