import { describe, expect, it } from 'vitest';
import type { DrawReply } from './competition.contract';
import { drawGame } from './draw.fixture';
import { currentSection, isComing, nextGame, opponentIn } from './next-game';

const game = drawGame;
const played = { scored: true, score_team_a_points: 40, score_team_b_points: 30 };
const bye = (id: number, team: string) => game(id, '', '', { bye: team, match: team });
const noFinals = { Semi_Final: [], Final: [], Grand_Final: [] };

describe('isComing', () => {
  it('is false for decided games, byes and games on an excluded date', () => {
    expect(isComing(game(1, 'Ants', 'Bees'))).toBe(true);
    expect(isComing(game(1, 'Ants', 'Bees', played))).toBe(false);
    expect(isComing(bye(2, 'Ants'))).toBe(false);
    expect(isComing(game(3, 'Ants', 'Bees', { excluded_dates: true }))).toBe(false);
  });
});

describe('currentSection', () => {
  it('is the first round with a game still to play, not Round #1', () => {
    const draw: DrawReply['data'] = {
      divisionDraw: [
        { round: 1, games: [game(1, 'Ants', 'Bees', played), bye(2, 'Cats')] },
        { round: 2, games: [game(3, 'Ants', 'Cats', played), game(4, 'Bees', 'Dogs')] },
        { round: 3, games: [game(5, 'Ants', 'Dogs')] },
      ],
      finalSeries: noFinals,
    };
    expect(currentSection(draw)).toEqual({ round: 2 });
  });
  it('skips a round whose only open games fall on an excluded date, and goes on to the finals', () => {
    const draw: DrawReply['data'] = {
      divisionDraw: [
        { round: 1, games: [game(1, 'Ants', 'Bees', played)] },
        { round: 2, games: [game(2, 'Ants', 'Bees', { excluded_dates: true })] },
      ],
      finalSeries: { ...noFinals, Semi_Final: [game(9, 'TBA', 'TBA')] },
    };
    expect(currentSection(draw)).toEqual({ final: 'Semi_Final' });
  });
  it('is null once every game is decided', () => {
    expect(
      currentSection({ divisionDraw: [{ round: 1, games: [game(1, 'Ants', 'Bees', played)] }], finalSeries: noFinals }),
    ).toBeNull();
  });
});

describe('nextGame', () => {
  const draw: DrawReply['data'] = {
    divisionDraw: [
      { round: 1, games: [game(1, 'Ants', 'Bees', played), game(2, 'Cats', 'Dogs')] },
      { round: 2, games: [bye(3, 'Ants'), game(4, 'Bees', 'Cats')] },
      { round: 3, games: [game(5, 'Dogs', 'Ants', { duty: 'Bees' })] },
    ],
    finalSeries: { ...noFinals, Final: [game(9, 'Ants', 'Cats')] },
  };
  it("is the team's first game still to play, past its decided games and its bye", () => {
    expect(nextGame(draw, 'Ants')?.game).toBe(5);
    expect(nextGame(draw, 'Cats')?.game).toBe(2);
  });
  it('counts a game the team plays in, not one it only does duty for', () => {
    expect(nextGame(draw, 'Bees')?.game).toBe(4);
  });
  it('reaches the finals, and is null when the team has nothing left', () => {
    expect(nextGame({ ...draw, divisionDraw: [] }, 'Ants')?.game).toBe(9);
    expect(nextGame(draw, 'Eels')).toBeNull();
  });
});

describe('opponentIn', () => {
  const draw: DrawReply['data'] = {
    divisionDraw: [{ round: 1, games: [game(1, 'Ants', 'Bees', played), bye(2, 'Cats')] }],
    finalSeries: { ...noFinals, Final: [game(9, 'Cats', 'Ants', played)] },
  };
  it('names the other team of a game, from either side, in rounds and finals', () => {
    expect(opponentIn(draw, 1, 'Ants')).toBe('Bees');
    expect(opponentIn(draw, 1, 'Bees')).toBe('Ants');
    expect(opponentIn(draw, 9, 'Ants')).toBe('Cats');
  });
  it('is null for a bye, a game of other teams, or an unknown game', () => {
    expect(opponentIn(draw, 2, 'Cats')).toBeNull();
    expect(opponentIn(draw, 1, 'Cats')).toBeNull();
    expect(opponentIn(draw, 42, 'Ants')).toBeNull();
  });
});
