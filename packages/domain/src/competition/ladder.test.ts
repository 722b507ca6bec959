import { describe, expect, it } from 'vitest';
import { defaultLadderRules, rankLadder, standingsRows } from './ladder';
import { BASKETBALL_LADDER, NETBALL_LADDER, type LadderRules } from './ladder-rules';
import type { LadderResult } from './ladder-tally';

// Per-division ladder rules (docs/decisions/177-ladder-rules-and-tiebreakers.md), table by table.

const teams = [
  { id: 1, name: 'Ants' },
  { id: 2, name: 'Bees' },
];
const play = (homeScore: number | null, awayScore: number | null, extra: Partial<LadderResult> = {}): LadderResult => ({
  home: 1,
  away: 2,
  homeScore,
  awayScore,
  ...extra,
});
const row = (
  rules: LadderRules,
  results: LadderResult[],
  team: number,
  extra: { byes?: { team: number; doublePoints?: boolean }[] } = {},
) => rankLadder({ teams, results, rules, byes: extra.byes }).find((e) => e.team_id === team)!;

describe('ladder points per result', () => {
  it.each([
    // rules, result, [Ants: points W L D na n adm disq for against], [Bees: ...]
    [
      'FIBA win and loss',
      BASKETBALL_LADDER,
      play(70, 60),
      [2, 1, 0, 0, 0, 0, 0, 0, 70, 60],
      [1, 0, 1, 0, 0, 0, 0, 0, 60, 70],
    ],
    [
      'FIBA draw (no overtime played)',
      BASKETBALL_LADDER,
      play(60, 60),
      [1, 0, 0, 1, 0, 0, 0, 0, 60, 60],
      [1, 0, 0, 1, 0, 0, 0, 0, 60, 60],
    ],
    [
      'FIBA non-advised forfeit, 20-0',
      BASKETBALL_LADDER,
      play(null, null, { forfeit: { team: 2, kind: 'non_advised' } }),
      [2, 1, 0, 0, 0, 0, 0, 0, 20, 0],
      [0, 0, 1, 0, 1, 0, 0, 0, 0, 20],
    ],
    [
      'FIBA notified forfeit',
      BASKETBALL_LADDER,
      play(null, null, { forfeit: { team: 1, kind: 'notified' } }),
      [0, 0, 1, 0, 0, 1, 0, 0, 0, 20],
      [2, 1, 0, 0, 0, 0, 0, 0, 20, 0],
    ],
    [
      'FIBA admin forfeit',
      BASKETBALL_LADDER,
      play(null, null, { forfeit: { team: 2, kind: 'admin' } }),
      [2, 1, 0, 0, 0, 0, 0, 0, 20, 0],
      [0, 0, 1, 0, 0, 0, 1, 0, 0, 20],
    ],
    [
      'FIBA disqualification: the score as recorded',
      BASKETBALL_LADDER,
      play(55, 50, { disqualified: 1 }),
      [0, 0, 1, 0, 0, 0, 0, 1, 55, 50],
      [2, 1, 0, 0, 0, 0, 0, 0, 50, 55],
    ],
    [
      'FIBA double point round',
      BASKETBALL_LADDER,
      play(70, 60, { doublePoints: true }),
      [4, 1, 0, 0, 0, 0, 0, 0, 70, 60],
      [2, 0, 1, 0, 0, 0, 0, 0, 60, 70],
    ],
    ['netball win', NETBALL_LADDER, play(40, 30), [4, 1, 0, 0, 0, 0, 0, 0, 40, 30], [0, 0, 1, 0, 0, 0, 0, 0, 30, 40]],
    ['netball draw', NETBALL_LADDER, play(30, 30), [2, 0, 0, 1, 0, 0, 0, 0, 30, 30], [2, 0, 0, 1, 0, 0, 0, 0, 30, 30]],
    [
      'netball forfeit adds no goals',
      NETBALL_LADDER,
      play(null, null, { forfeit: { team: 1, kind: 'notified' } }),
      [0, 0, 1, 0, 0, 1, 0, 0, 0, 0],
      [4, 1, 0, 0, 0, 0, 0, 0, 0, 0],
    ],
  ] as const)('%s', (_, rules, result, ants, bees) => {
    const cols = (team: number) => {
      const e = row(rules, [result], team);
      return [e.points, e.win, e.loss, e.draw, e.na_forf, e.n_forf, e.adm_forf, e.disq, e.pointsFor, e.pointsAgainst];
    };
    expect([cols(1), cols(2)]).toEqual([ants, bees]);
  });

  it('a game without a result yet counts nothing', () => {
    expect(row(BASKETBALL_LADDER, [play(null, 60)], 1)).toMatchObject({ played: 0, points: 0 });
  });

  it('a bye earns its points (double in a double point round) without a game played', () => {
    const byes = [{ team: 1 }, { team: 1, doublePoints: true }];
    expect(row(BASKETBALL_LADDER, [], 1, { byes })).toMatchObject({ bye: 2, played: 0, points: 6 });
    expect(row(NETBALL_LADDER, [], 1, { byes })).toMatchObject({ bye: 2, points: 12 });
  });

  it('picks the defaults by sport', () => {
    expect(defaultLadderRules('basketball')).toBe(BASKETBALL_LADDER);
    expect(defaultLadderRules('netball')).toBe(NETBALL_LADDER);
  });
});

describe('netball order: points, percentage, goals for', () => {
  const four = [...teams, { id: 3, name: 'Cats' }, { id: 4, name: 'Dogs' }];
  const g = (home: number, away: number, hs: number, as: number): LadderResult => ({
    home,
    away,
    homeScore: hs,
    awayScore: as,
  });
  it.each([
    ['percentage splits teams level on points', [g(1, 3, 40, 20), g(2, 4, 40, 30)], ['Ants', 'Bees', 'Dogs', 'Cats']],
    ['goals for splits a level percentage', [g(1, 3, 40, 20), g(2, 4, 20, 10)], ['Ants', 'Bees', 'Cats', 'Dogs']],
    ['nothing against ranks above any percentage', [g(1, 3, 10, 0), g(2, 4, 50, 1)], ['Ants', 'Bees', 'Dogs', 'Cats']],
  ])('%s', (_, results, expected) => {
    expect(rankLadder({ teams: four, results, rules: NETBALL_LADDER }).map((e) => e.team)).toEqual(expected);
  });
});

describe('standingsRows (spec 001 §3, §4 columns)', () => {
  it('gives W/L % with two decimals, points before and after the adjustment, in ladder order', () => {
    const three = [...teams, { id: 3, name: 'Cats' }];
    const results = [
      play(70, 60),
      { home: 2, away: 3, homeScore: 50, awayScore: 40 },
      { home: 3, away: 1, homeScore: 66, awayScore: 65 },
    ];
    const rows = standingsRows({ teams: three, results, rules: BASKETBALL_LADDER, adjustments: { 3: -2 } });
    expect(
      rows.map((r) => [r.team, r.played, r.win, r.loss, r.draw, r.percentage, r.bye, r.points, r.adjust, r.shown]),
    ).toEqual([
      ['Ants', 2, 1, 1, 0, '50.00', 0, 3, 0, 3], // Ants beat Bees: Ants above Bees on their game
      ['Bees', 2, 1, 1, 0, '50.00', 0, 3, 0, 3],
      ['Cats', 2, 1, 1, 0, '50.00', 0, 3, -2, 1],
    ]);
  });
});
