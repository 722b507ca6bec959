import { describe, expect, it } from 'vitest';
import { computeLadder, winLossPercent, type LadderGame } from './competition.rules';

const teams = [{ id: 1, name: 'Ants' }, { id: 2, name: 'Bees' }, { id: 3, name: 'Cats' }, { id: 4, name: 'Dogs' }];
const base: LadderGame = {
  stage: 'round', teamA: null, teamB: null, byeTeam: null, scored: true, scoreA: null, scoreB: null,
  doublePoints: false, forfeit: null, disqualifiedTeam: null,
};
const play = (a: number, b: number, sa: number, sb: number, extra: Partial<LadderGame> = {}): LadderGame =>
  ({ ...base, teamA: a, teamB: b, scoreA: sa, scoreB: sb, ...extra });

describe('computeLadder', () => {
  it('credits win 3, draw 2, loss 1 and orders by points then W/L %', () => {
    const rows = computeLadder(teams, [play(1, 2, 50, 40), play(3, 4, 30, 30), play(2, 3, 60, 20)]);
    expect(rows.map((r) => [r.team, r.played, r.win, r.loss, r.draw, r.points, r.percentage])).toEqual([
      ['Bees', 2, 1, 1, 0, 4, '50.00'],
      ['Ants', 1, 1, 0, 0, 3, '100.00'],
      ['Cats', 2, 0, 1, 1, 3, '0.00'],
      ['Dogs', 1, 0, 0, 1, 2, '0.00'],
    ]);
  });

  it('counts double point games double and finals not at all', () => {
    const rows = computeLadder(teams, [
      play(1, 2, 50, 40, { doublePoints: true }),
      play(2, 1, 70, 40, { stage: 'grand_final' }),
    ]);
    const ants = rows.find((r) => r.team_id === 1)!;
    const bees = rows.find((r) => r.team_id === 2)!;
    expect([ants.points, ants.played, bees.points, bees.loss]).toEqual([6, 1, 2, 1]);
  });

  it('records each forfeit kind against the forfeiting team, a win for the other', () => {
    const rows = computeLadder(teams, [
      play(1, 2, null as never, null as never, { forfeit: { teamId: 2, kind: 'non_advised' } }),
      play(3, 2, 0, 0, { forfeit: { teamId: 2, kind: 'notified' } }),
      play(4, 2, 0, 0, { forfeit: { teamId: 2, kind: 'admin' } }),
    ]);
    const bees = rows.find((r) => r.team_id === 2)!;
    expect(bees).toMatchObject({ played: 3, loss: 3, win: 0, na_forf: 1, n_forf: 1, adm_forf: 1, points: -1 });
    expect(rows.filter((r) => r.team_id !== 2).every((r) => r.win === 1 && r.points === 3)).toBe(true);
  });

  it('gives a disqualified team the loss and counts the disq', () => {
    const rows = computeLadder(teams, [play(1, 2, 60, 40, { disqualifiedTeam: 1 })]);
    expect(rows.find((r) => r.team_id === 1)).toMatchObject({ loss: 1, disq: 1, points: 0 });
    expect(rows.find((r) => r.team_id === 2)).toMatchObject({ win: 1, points: 3 });
  });

  it('counts a played bye round without a game played, and skips unscored games', () => {
    const rows = computeLadder(teams, [
      { ...base, byeTeam: 3 },
      { ...base, byeTeam: 4, scored: false },
      play(1, 2, 0, 0, { scored: false }),
    ]);
    expect(rows.find((r) => r.team_id === 3)).toMatchObject({ bye: 1, played: 0, points: 3 });
    expect(rows.find((r) => r.team_id === 4)).toMatchObject({ bye: 0, points: 0 });
    expect(rows.find((r) => r.team_id === 1)).toMatchObject({ played: 0 });
  });

  it('orders by points plus adjustment', () => {
    const rows = computeLadder(teams, [play(1, 2, 50, 40)], { 1: -5, 4: 2 });
    expect(rows.map((r) => [r.team, r.shown])).toEqual([['Dogs', 2], ['Bees', 1], ['Cats', 0], ['Ants', -2]]);
    expect(rows[3]).toMatchObject({ points: 3, adjust: -5 });
  });
});

describe('winLossPercent', () => {
  it.each([[0, 0, '0.00'], [1, 3, '33.33'], [2, 3, '66.67'], [5, 5, '100.00']])('%i of %i is %s', (w, p, out) => {
    expect(winLossPercent(w, p)).toBe(out);
  });
});
