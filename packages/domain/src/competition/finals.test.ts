import { describe, expect, it } from 'vitest';
import { advanceFinals, finalsBracket, finalsSize, type FinalResult, type FinalsBracket } from './finals';

// The final series of docs/decisions/178-finals-series.md, table by table. Teams are ids 11 (1st) to 20 (10th).

const ladder = [11, 12, 13, 14, 15, 16, 17, 18, 19, 20];
const show = (b: FinalsBracket) =>
  b.games.map((g) => `${g.id}:${g.stage}:w${g.week} ${g.teams.map((t) => t ?? '?').join('v')}`);
const score = (game: string, homeScore: number, awayScore: number, extra: Partial<FinalResult> = {}): FinalResult => ({
  game,
  homeScore,
  awayScore,
  ...extra,
});

describe('finalsBracket', () => {
  it.each([
    [2, ['GF:grand_final:w1 11v12']],
    [4, ['SF1:semi_final:w1 11v14', 'SF2:semi_final:w1 12v13', 'GF:grand_final:w2 ?v?']],
    [
      6,
      [
        'EF1:final:w1 13v16',
        'EF2:final:w1 14v15',
        'SF1:semi_final:w2 11v?',
        'SF2:semi_final:w2 12v?',
        'GF:grand_final:w3 ?v?',
      ],
    ],
    [
      8,
      [
        'EF1:final:w1 11v18',
        'EF2:final:w1 14v15',
        'EF3:final:w1 12v17',
        'EF4:final:w1 13v16',
        'SF1:semi_final:w2 ?v?',
        'SF2:semi_final:w2 ?v?',
        'GF:grand_final:w3 ?v?',
      ],
    ],
    [0, []],
  ])('top %i', (n, expected) => {
    const b = finalsBracket(ladder, n);
    expect(b.qualifiers).toEqual(ladder.slice(0, n));
    expect(show(b)).toEqual(expected);
  });

  it.each([
    [4, 3, 2],
    [8, 7, 6],
    [5, 10, 4],
    [4, 1, 0],
    [3, 10, 2],
    [10, 10, 8],
  ])('%i finalists asked of %i teams: a bracket of %i', (asked, teams, size) => {
    expect(finalsSize(asked, teams)).toBe(size);
  });
});

describe('advanceFinals', () => {
  const top4 = finalsBracket(ladder, 4);
  it.each([
    ['nothing decided yet', [], 'GF ?v?', null],
    ['one semi decided: that side of the grand final is known', [score('SF2', 50, 60)], 'GF ?v13', null],
    ['higher seeds win both semis', [score('SF1', 70, 60), score('SF2', 70, 60)], 'GF 11v12', null],
    [
      'lower seeds win: the better placed of the two is team A',
      [score('SF1', 60, 70), score('SF2', 60, 70)],
      'GF 13v14',
      null,
    ],
    [
      'a forfeit sends the other team through',
      [score('SF1', 0, 0, { forfeit: 11 }), score('SF2', 0, 0, { forfeit: 13 })],
      'GF 12v14',
      null,
    ],
    [
      'a disqualification sends the other team through',
      [score('SF1', 80, 60, { disqualified: 11 }), score('SF2', 70, 60)],
      'GF 12v14',
      null,
    ],
    [
      'a level score sends the better-placed team through',
      [score('SF1', 60, 60), score('SF2', 55, 55)],
      'GF 11v12',
      null,
    ],
    [
      'the grand final decides the premier',
      [score('SF1', 70, 60), score('SF2', 70, 60), score('GF', 58, 61)],
      'GF 11v12',
      12,
    ],
    ['a result for a game whose teams are unknown decides nothing', [score('GF', 70, 60)], 'GF ?v?', null],
  ] as const)('%s', (_, results, gf, premier) => {
    const out = advanceFinals(top4, results);
    expect(
      show(out.bracket)
        .at(-1)!
        .replace(/^GF:grand_final:w2 /, 'GF '),
    ).toBe(gf);
    expect(out.premier).toBe(premier);
  });

  it('top six: the elimination finals feed the semi finals of first and second', () => {
    const out = advanceFinals(finalsBracket(ladder, 6), [
      score('EF1', 50, 70),
      score('EF2', 70, 50),
      score('SF1', 60, 50),
      score('SF2', 40, 50),
    ]);
    expect(show(out.bracket).slice(2)).toEqual([
      'SF1:semi_final:w2 11v14',
      'SF2:semi_final:w2 12v16',
      'GF:grand_final:w3 11v16',
    ]);
  });

  it('top eight: quarter finals to semi finals to the grand final', () => {
    const wins = ['EF1', 'EF2', 'EF3', 'EF4', 'SF1', 'SF2'].map((g) => score(g, 70, 60));
    const out = advanceFinals(finalsBracket(ladder, 8), wins);
    expect(show(out.bracket).slice(4)).toEqual([
      'SF1:semi_final:w2 11v14',
      'SF2:semi_final:w2 12v13',
      'GF:grand_final:w3 11v12',
    ]);
    expect(out.winners).toMatchObject({ EF1: 11, EF2: 14, EF3: 12, EF4: 13, SF1: 11, SF2: 12 });
  });
});
