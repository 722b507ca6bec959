import { describe, expect, it } from 'vitest';
import { finalsFill, type StoredFinal } from './finals-fill';

// Filling a generated final series (decision 212): top four 1 v 4 and 2 v 3, winners meet in the grand final.

const [first, second, third, fourth] = [11, 12, 13, 14];
const Q = [first, second, third, fourth];
const sf1 = (result: StoredFinal['result']): StoredFinal => ({ slot: 'SF1', teams: [first, fourth], result });
const sf2 = (result: StoredFinal['result']): StoredFinal => ({ slot: 'SF2', teams: [second, third], result });
const gf = (teams: StoredFinal['teams'] = [null, null], result: StoredFinal['result'] = null): StoredFinal => ({
  slot: 'GF',
  teams,
  result,
});
const score = (home: number, away: number) => ({ homeScore: home, awayScore: away });

describe('finalsFill', () => {
  it.each([
    ['nothing decided: the grand final waits', [sf1(null), sf2(null), gf()], []],
    [
      'one semi final scored: its winner goes through',
      [sf1(score(40, 52)), sf2(null), gf()],
      [{ slot: 'GF', teams: [fourth, null] }],
    ],
    [
      'both scored: the winners meet, the better-placed as team A',
      [sf1(score(60, 52)), sf2(score(41, 45)), gf()],
      [{ slot: 'GF', teams: [first, third] }],
    ],
    [
      'a forfeit counts: the other team goes through',
      [sf1({ homeScore: null, awayScore: null, forfeit: first }), sf2(score(50, 49)), gf()],
      [{ slot: 'GF', teams: [second, fourth] }],
    ],
    [
      'a disqualification counts too',
      [sf1(score(70, 20)), sf2({ homeScore: 44, awayScore: 40, disqualified: second }), gf()],
      [{ slot: 'GF', teams: [first, third] }],
    ],
    [
      'a level score sends the better-placed team through',
      [sf1(score(50, 50)), sf2(score(48, 48)), gf()],
      [{ slot: 'GF', teams: [first, second] }],
    ],
    ['already filled: no change', [sf1(score(60, 52)), sf2(score(41, 45)), gf([first, third])], []],
    [
      'a corrected semi final changes an undecided grand final',
      [sf1(score(50, 52)), sf2(score(41, 45)), gf([first, third])],
      [{ slot: 'GF', teams: [third, fourth] }],
    ],
    [
      'a decided grand final keeps its teams',
      [sf1(score(50, 52)), sf2(score(41, 45)), gf([first, third], score(60, 59))],
      [],
    ],
  ])('%s', (_name, stored, changes) => {
    expect(finalsFill(Q, stored)).toEqual(changes);
  });
});
