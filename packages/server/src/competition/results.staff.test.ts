import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResultReply } from '@portal/domain/competition/competition.contract';
import { SCORE_MAX, type GameDay, type SheetGame } from '@portal/domain/competition/results.staff.contract';
import type { GameStats } from '@portal/domain/competition/stats.staff.contract';
import { ResultsMessages as M } from '@portal/domain/competition/results.staff.messages';
import { buildTestApp, type TestApp } from '../../test/harness';

// The back-office's results (docs/decisions/190) as compofficer01 on the demo data: every write shows on the
// public draw, standings and stats at once and leaves its audit row; a refused write changes nothing.

const R = '/api/staff/competition/results';
let t: TestApp;
let token: string;
let day: GameDay;
let sheet: SheetGame[];
beforeAll(async () => {
  t = await buildTestApp();
  token = await t.asMember('compofficer01');
  const days = (await call('GET', `${R}/game-days`)).json().data as GameDay[];
  // a day with games enough to score, forfeit and disqualify one each, whatever day the list starts on
  day = days.find((d) => d.games - d.decided >= 4)!;
  sheet = await readSheet();
});
afterAll(async () => {
  await t.close();
});

const call = (method: string, url: string, payload?: unknown) => t.request({ method, url, token, payload });
const readSheet = async () =>
  (await call('GET', `${R}/sheet?date=${day.date}&venue_id=${day.venue_id}`)).json().data.games as SheetGame[];
const open = () => sheet.filter((g) => !g.decided && g.team_a && g.team_b && g.stage === 'round');
const ladder = async (divisionId: number) =>
  (await t.request({ method: 'GET', url: `/api/draw/result?division_id=${divisionId}` })).json()
    .data as ResultReply['data'];
const rowOf = (l: ResultReply['data'], teamId: number) => l.divisionResult.find((r) => r.team_id === teamId)!;
const audits = async (action: string) =>
  Number(
    (
      (await t.database.db.execute(
        sql`select count(*)::int as n from audit_log where action = ${action}`,
      )) as unknown as { rows: { n: number }[] }
    ).rows[0]!.n,
  );

describe('GET game-days and the score sheet', () => {
  it('lists the venues and dates of the active season, and a sheet holds every game of one', async () => {
    expect(day.games).toBeGreaterThan(1);
    expect(sheet).toHaveLength(day.games);
    expect(new Set(sheet.map((g) => g.division_id)).size).toBeGreaterThanOrEqual(1);
  });

  it('answers 404 for a venue that does not exist and 422 for a bad date', async () => {
    expect((await call('GET', `${R}/sheet?date=${day.date}&venue_id=99999`)).statusCode).toBe(404);
    expect((await call('GET', `${R}/sheet?date=31-12-2026&venue_id=${day.venue_id}`)).statusCode).toBe(422);
  });
});

describe('POST the score sheet', () => {
  it('scores the games at once on the public standings, with an audit row per game', async () => {
    const [g1, g2] = open();
    const before = await ladder(g1!.division_id);
    const res = await call('POST', `${R}/sheet`, {
      games: [
        { game_id: g1!.game_id, score_a: 55, score_b: 41 },
        { game_id: g2!.game_id, score_a: 30, score_b: 44 },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.message).toBe(M.sheetSaved(2));
    const after = await ladder(g1!.division_id);
    expect(rowOf(after, g1!.team_a!.id)).toMatchObject({
      played: rowOf(before, g1!.team_a!.id).played + 1,
      win: rowOf(before, g1!.team_a!.id).win + 1,
    });
    expect(await audits('competition.results.score')).toBe(2);
  });

  it('refuses the whole sheet when one game cannot take a score, and writes nothing', async () => {
    sheet = await readSheet();
    const [g] = open();
    const res = await call('POST', `${R}/sheet`, {
      games: [
        { game_id: g!.game_id, score_a: 10, score_b: 12 },
        { game_id: 99999, score_a: 1, score_b: 2 },
      ],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors['games.1.score_a']).toBe(M.notScorable);
    expect((await readSheet()).find((x) => x.game_id === g!.game_id)!.decided).toBe(false);
    expect(await audits('competition.results.score')).toBe(2);
  });

  it.each([
    ['a negative score', { games: [{ game_id: 1, score_a: -1, score_b: 2 }] }],
    ['no games', { games: [] }],
    [
      'a game twice',
      {
        games: [
          { game_id: 1, score_a: 1, score_b: 2 },
          { game_id: 1, score_a: 3, score_b: 2 },
        ],
      },
    ],
  ])('answers 422 for %s', async (_name, body) => {
    expect((await call('POST', `${R}/sheet`, body)).statusCode).toBe(422);
  });
  it.each([
    ['a negative number', { score_a: -3, score_b: 2 }, 'games.0.score_a'],
    ['a minus sign typed', { score_a: 4, score_b: '-3' }, 'games.0.score_b'],
    ['a score past the limit', { score_a: 251, score_b: 2 }, 'games.0.score_a'],
  ])("refuses %s with the score's field error, writing nothing", async (_name, scores, field) => {
    sheet = await readSheet();
    const [g] = open();
    const res = await call('POST', `${R}/sheet`, { games: [{ game_id: g!.game_id, ...scores }] });
    expect([res.statusCode, res.json().errors[field]]).toEqual([422, M.scoreDigits(SCORE_MAX)]);
    expect((await readSheet()).find((x) => x.game_id === g!.game_id)!.decided).toBe(false);
  });
});

describe('forfeits, disqualifications and adjustments', () => {
  it('records a notified forfeit in the forfeit column once; a second is refused with 409', async () => {
    sheet = await readSheet();
    const g = open()[0]!;
    const before = rowOf(await ladder(g.division_id), g.team_b!.id);
    const res = await call('POST', `${R}/games/${g.game_id}/forfeit`, { team_id: g.team_b!.id, kind: 'notified' });
    expect(res.json().data.message).toBe(M.forfeitRecorded);
    expect(rowOf(await ladder(g.division_id), g.team_b!.id)).toMatchObject({
      n_forf: before.n_forf + 1,
      loss: before.loss + 1,
    });
    const again = await call('POST', `${R}/games/${g.game_id}/forfeit`, { team_id: g.team_a!.id, kind: 'admin' });
    expect([again.statusCode, again.json().message]).toEqual([409, M.notForfeitable]);
    expect((await call('POST', `${R}/games/99999/forfeit`, { team_id: 1, kind: 'admin' })).statusCode).toBe(404);
    expect((await call('POST', `${R}/games/${g.game_id}/forfeit`, { team_id: 1, kind: 'late' })).statusCode).toBe(422);
  });

  it('disqualifies a team from a game: the disq column counts it; a game without a score needs one', async () => {
    sheet = await readSheet();
    const g = open()[0]!;
    const noScore = await call('POST', `${R}/games/${g.game_id}/disqualify`, {
      team_id: g.team_a!.id,
      reason: 'Unregistered player',
    });
    expect([noScore.statusCode, noScore.json().errors.score_a]).toEqual([422, M.scoreNeeded]);
    const before = rowOf(await ladder(g.division_id), g.team_a!.id);
    const res = await call('POST', `${R}/games/${g.game_id}/disqualify`, {
      team_id: g.team_a!.id,
      reason: 'Unregistered player',
      score_a: 50,
      score_b: 40,
    });
    expect(res.json().data.message).toBe(M.disqualified);
    expect(rowOf(await ladder(g.division_id), g.team_a!.id)).toMatchObject({
      disq: before.disq + 1,
      loss: before.loss + 1,
    });
    expect(
      (
        await call('POST', `${R}/games/${g.game_id}/disqualify`, {
          team_id: g.team_b!.id,
          reason: 'x',
          score_a: 1,
          score_b: 2,
        })
      ).statusCode,
    ).toBe(409);
  });

  it("adds an adjustment with its reason to the standings' adjust column", async () => {
    const g = sheet[0]!;
    const adjustOf = async () => (await ladder(g.division_id)).adjustTeams[String(g.team_a!.id)] ?? 0;
    const before = await adjustOf();
    const res = await call('POST', `${R}/adjustments`, { team_id: g.team_a!.id, points: -2, reason: 'Late fees' });
    expect(res.json().data.message).toBe(M.adjusted);
    expect(await adjustOf()).toBe(before - 2);
    expect(await audits('competition.results.adjust')).toBe(1);
    const list = (await call('GET', `${R}/adjustments?division_id=${g.division_id}`)).json().data;
    expect(list.adjustments.at(-1)).toMatchObject({ team_id: g.team_a!.id, points: -2, reason: 'Late fees' });
    expect(
      (await call('POST', `${R}/adjustments`, { team_id: g.team_a!.id, points: 0, reason: 'x' })).json().errors.points,
    ).toBe(M.nonZero);
    expect((await call('POST', `${R}/adjustments`, { team_id: g.team_a!.id, points: 1, reason: '' })).statusCode).toBe(
      422,
    );
    expect(
      (await call('POST', `${R}/adjustments`, { team_id: 99999, points: 1, reason: 'x' })).json().errors.team_id,
    ).toBe(M.noTeam);
  });
});

describe('player stat lines', () => {
  const publicStats = async (divisionId: number, teamId: number, gameId: number) =>
    (
      await t.request({
        method: 'GET',
        url: `/api/draw/stats/division/${divisionId}/team/${teamId}/game/${gameId}/stats`,
      })
    ).json().data as { member: string; points: number }[];

  it('saves lines entered for a game and shows them in the public stats', async () => {
    const g = sheet.find((x) => x.decided && x.team_a)!;
    const stats = (await call('GET', `${R}/games/${g.game_id}/stats`)).json().data as GameStats;
    const p = stats.teams[0]!.players[0]!;
    const line = {
      member_id: p.member_id,
      team_id: stats.teams[0]!.team_id,
      tshirt_number: '7',
      one_points: 2,
      two_points: 5,
      three_points: 1,
      fouls: 3,
      techfouls: 0,
      unspfouls: 0,
      disqfouls: 0,
    };
    expect((await call('POST', `${R}/games/${g.game_id}/stats`, { lines: [line] })).json().data.message).toBe(
      M.statsSaved(1),
    );
    expect(
      (await publicStats(g.division_id, stats.teams[0]!.team_id, g.game_id)).find((r) => r.member === p.name),
    ).toMatchObject({ points: 15 });
    const other = stats.teams[1]!;
    const wrong = await call('POST', `${R}/games/${g.game_id}/stats`, { lines: [{ ...line, team_id: other.team_id }] });
    expect([wrong.statusCode, wrong.json().errors['lines.0.member_id']]).toEqual([422, M.notAPlayer]);
  });

  it('imports a CSV by team and number, and refuses a file with a wrong line, listing it', async () => {
    const g = sheet.find((x) => x.decided && x.team_a)!;
    const stats = (await call('GET', `${R}/games/${g.game_id}/stats`)).json().data as GameStats;
    const team = stats.teams[1]!;
    const numbered = team.players.filter((p) => p.playing_number !== null).slice(0, 2);
    expect(numbered.length).toBe(2);
    const header = 'team,number,one_points,two_points,three_points,fouls,techfouls,unspfouls,disqfouls';
    const csv = [header, ...numbered.map((p, i) => `"${team.team}",${p.playing_number},${i},4,${i + 1},2,0,0,0`)].join(
      '\r\n',
    );
    expect((await call('POST', `${R}/games/${g.game_id}/stats/import`, { csv })).json().data.message).toBe(
      M.statsSaved(2),
    );
    const shown = await publicStats(g.division_id, team.team_id, g.game_id);
    expect(shown.find((r) => r.member === numbered[1]!.name)).toMatchObject({ points: 1 + 8 + 6 });
    // the other team's line typed before stays: a file replaces only the lines of the teams it names
    expect((await publicStats(g.division_id, stats.teams[0]!.team_id, g.game_id)).length).toBe(1);
    const bad = await call('POST', `${R}/games/${g.game_id}/stats/import`, {
      csv: `${header}\r\nNobodies,4,1,1,1,0,0,0,0\r\n"${team.team}",${numbered[0]!.playing_number},x,1,1,0,0,0,0`,
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.csv).toBe(
      [M.csvLine(2, M.csvNoTeam('Nobodies')), M.csvLine(3, M.csvNumber('one_points'))].join('\n'),
    );
    expect(
      (await call('POST', `${R}/games/${g.game_id}/stats/import`, { csv: 'team,number\r\nA,1' })).json().errors.csv,
    ).toMatch(/^The file lacks the columns: one_points/);
  });
});
