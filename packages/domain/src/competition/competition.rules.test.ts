import { describe, expect, it } from 'vitest';
import { computeLadder, winLossPercent, type LadderGame } from './competition.rules';

const teams = [
  { id: 1, name: 'Ants' },
  { id: 2, name: 'Bees' },
  { id: 3, name: 'Cats' },
  { id: 4, name: 'Dogs' },
];
const base: LadderGame = {
  stage: 'round',
  teamA: null,
  teamB: null,
  byeTeam: null,
  scored: true,
  scoreA: null,
  scoreB: null,
  doublePoints: false,
  forfeit: null,
  disqualifiedTeam: null,
};
const play = (a: number, b: number, sa: number, sb: number, extra: Partial<LadderGame> = {}): LadderGame => ({
  ...base,
  teamA: a,
  teamB: b,
  scoreA: sa,
  scoreB: sb,
  ...extra,
});

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
    expect(rows.map((r) => [r.team, r.shown])).toEqual([
      ['Dogs', 2],
      ['Bees', 1],
      ['Cats', 0],
      ['Ants', -2],
    ]);
    expect(rows[3]).toMatchObject({ points: 3, adjust: -5 });
  });
});

// A five-team division worked out by hand (docs/decisions/020 points: win 3, draw 2, loss 1, bye 3, notified
// forfeit 0, non-advised forfeit -1, disqualified 0; round 2 is a double point round, so its results count twice).
describe('computeLadder on a hand-worked division with byes, a disqualification, double points and both forfeit kinds', () => {
  const five = [...teams, { id: 5, name: 'Eels' }];
  const bye = (team: number, extra: Partial<LadderGame> = {}): LadderGame => ({ ...base, byeTeam: team, ...extra });
  const games: LadderGame[] = [
    // round 1: Ants 50-40 Bees, Cats 30-30 Dogs, Eels bye
    play(1, 2, 50, 40),
    play(3, 4, 30, 30),
    bye(5),
    // round 2 (double): Cats forfeit to Bees without notice, Dogs 45-60 Eels, Ants bye
    play(2, 3, null as never, null as never, { doublePoints: true, forfeit: { teamId: 3, kind: 'non_advised' } }),
    play(4, 5, 45, 60, { doublePoints: true }),
    bye(1, { doublePoints: true }),
    // round 3: Ants forfeit to Eels with notice, Bees win 55-50 on the court but are disqualified, Cats bye
    play(1, 5, null as never, null as never, { forfeit: { teamId: 1, kind: 'notified' } }),
    play(2, 4, 55, 50, { disqualifiedTeam: 2 }),
    bye(3),
    // round 4 not played yet, and a grand final: neither counts
    play(1, 3, 0, 0, { scored: false }),
    bye(4, { scored: false }),
    play(5, 1, 70, 20, { stage: 'grand_final' }),
  ];

  it('gives the literal ladder, Eels -3 adjusted, ties broken by W/L % then name', () => {
    const rows = computeLadder(five, games, { 5: -3 });
    const cols = (r: (typeof rows)[number]) => [
      r.team,
      r.played,
      r.win,
      r.loss,
      r.draw,
      r.percentage,
      r.na_forf,
      r.n_forf,
      r.adm_forf,
      r.disq,
      r.bye,
      r.points,
      r.adjust,
      r.shown,
    ];
    expect(rows.map(cols)).toEqual([
      // team   P  W  L  D  W/L %     na n adm disq bye pts adj shown
      ['Eels', 2, 2, 0, 0, '100.00', 0, 0, 0, 0, 1, 12, -3, 9], // bye 3 + win x2 6 + forfeit win 3
      ['Ants', 2, 1, 1, 0, '50.00', 0, 1, 0, 0, 1, 9, 0, 9], //    win 3 + double bye 6 + notified forfeit 0
      ['Bees', 3, 1, 2, 0, '33.33', 0, 0, 0, 1, 0, 7, 0, 7], //    loss 1 + forfeit win x2 6 + disqualified 0
      ['Dogs', 3, 1, 1, 1, '33.33', 0, 0, 0, 0, 0, 7, 0, 7], //    draw 2 + loss x2 2 + win by disqualification 3
      ['Cats', 2, 0, 1, 1, '0.00', 1, 0, 0, 0, 1, 3, 0, 3], //     draw 2 + non-advised forfeit x2 -2 + bye 3
    ]);
  });
});

describe('winLossPercent', () => {
  it.each([
    [0, 0, '0.00'],
    [1, 3, '33.33'],
    [2, 3, '66.67'],
    [5, 5, '100.00'],
  ])('%i of %i is %s', (w, p, out) => {
    expect(winLossPercent(w, p)).toBe(out);
  });
});
