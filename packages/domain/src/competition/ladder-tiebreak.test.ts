import { describe, expect, it } from 'vitest';
import { rankLadder } from './ladder';
import { BASKETBALL_LADDER, type LadderRules } from './ladder-rules';
import type { LadderResult } from './ladder-tally';

// FIBA Internal Regulations, Appendix D (docs/decisions/177-ladder-rules-and-tiebreakers.md): level teams are split by
// their games among themselves (record, point difference, points for), then by all games; a part still level starts
// again from the first criterion with only its own games.

const names = ['A', 'B', 'C', 'D', 'E'];
const teams = names.map((name, i) => ({ id: i + 1, name }));
const id = (n: string) => names.indexOf(n) + 1;
/** 'A 100-55 B' → A home, 100 to 55. */
const games = (...lines: string[]): LadderResult[] =>
  lines.map((l) => {
    const [, h, hs, as, a] = /^(\w) (\d+)-(\d+) (\w)$/.exec(l)!;
    return { home: id(h!), away: id(a!), homeScore: Number(hs), awayScore: Number(as) };
  });
const order = (results: LadderResult[], rules: LadderRules = BASKETBALL_LADDER, count = 4) =>
  rankLadder({ teams: teams.slice(0, count), results, rules })
    .map((e) => `${e.team}${e.points}`)
    .join(' ');

describe('FIBA Appendix D tiebreakers (basketball default)', () => {
  it('two pairs level on points: each pair is ordered by its own game (FIBA example 1)', () => {
    const example1 = games('A 100-55 B', 'A 90-85 C', 'A 75-80 D', 'B 100-95 C', 'B 80-75 D', 'C 60-55 D');
    expect(order(example1)).toBe('A5 B5 C4 D4');
  });

  it('three level: head-to-head point difference takes one off, the last two restart with their own game (FIBA example 2)', () => {
    // B, C and D are 1-1 among themselves; difference among them: B +10, C -5, D -5; then C beat D.
    const example2 = games('A 100-55 B', 'A 90-85 C', 'A 120-75 D', 'B 100-85 C', 'B 75-80 D', 'C 65-55 D');
    expect(order(example2)).toBe('A6 B4 C4 D4');
  });

  it('restarting matters: the two left are ordered by their own game, not by the three-team points for', () => {
    // Among B, C, D: B +10 (155 for), C -5 (115 for), D -5 (140 for). Going on to head-to-head points for among the
    // three would put D above C; restarting with C and D alone reads their game, which C won.
    const restart = games('A 80-60 B', 'A 80-60 C', 'A 80-60 D', 'B 70-55 C', 'D 90-85 B', 'C 60-50 D');
    expect(order(restart)).toBe('A6 B4 C4 D4');
  });

  it('a three-way cycle level on points and on head-to-head record is ordered by head-to-head point difference', () => {
    // A beat B by 10, B beat C by 5, C beat A by 2: A +8, C -3, B -5.
    expect(order(games('A 70-60 B', 'B 65-60 C', 'C 52-50 A'), BASKETBALL_LADDER, 3)).toBe('A3 C3 B3');
  });

  it('then head-to-head points for when the difference is level too', () => {
    // A beat B by 10, B beat C by 10, C beat A by 10: differences all 0; points for among them: C 160, A 150, B 140.
    expect(order(games('A 70-60 B', 'B 80-70 C', 'C 90-80 A'), BASKETBALL_LADDER, 3)).toBe('C3 A3 B3');
  });

  it('teams level on points that have not met yet are ordered by point difference of all games, then points for', () => {
    // A and B each beat C and lost to D; they have not met. A: +5 overall, B: +5 overall but more points for.
    const notMet = games('A 60-50 C', 'D 70-65 A', 'B 80-70 C', 'D 90-85 B', 'C 50-40 D');
    const rows = rankLadder({ teams: teams.slice(0, 4), results: notMet, rules: BASKETBALL_LADDER });
    expect(rows.map((r) => [r.team, r.points, r.pointsFor - r.pointsAgainst, r.pointsFor])).toEqual([
      ['D', 5, 0, 200],
      ['C', 4, -10, 170],
      ['B', 3, 5, 165],
      ['A', 3, 5, 125],
    ]);
  });

  it('a draw (the lot) settles teams level on everything, the same way for the same seed', () => {
    const level = games('A 60-50 B', 'B 60-50 A');
    const withLot = (seed: string) => ({
      ...BASKETBALL_LADDER,
      tiebreakers: [...BASKETBALL_LADDER.tiebreakers, 'draw' as const],
      drawSeed: seed,
    });
    const seeds = ['2026', '2027', 'x', 'y', 'z'];
    const orders = seeds.map((seed) => order(level, withLot(seed), 2));
    expect(seeds.map((seed) => order(level, withLot(seed), 2))).toEqual(orders); // drawn again: the same
    expect(new Set(orders)).toEqual(new Set(['A3 B3', 'B3 A3'])); // the seed, not the name, decides
    expect(order(level, BASKETBALL_LADDER, 2)).toBe('A3 B3'); // no lot listed: the name decides
  });
});
