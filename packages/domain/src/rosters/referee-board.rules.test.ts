import { describe, expect, it } from 'vitest';
import { clashesOf, suggestRoster, type BoardGameFacts, type OfficialFacts } from './referee-board.rules';

// docs/decisions/195: the clash markers of an official on a game, and the suggestion from availability.

// Sunday 7 June 2026, 09:00 to 10:00 at venue 3, teams 10 and 11
const game: BoardGameFacts = {
  id: 1,
  date: '2026-06-07',
  time: '09:00',
  timeTo: '10:00',
  venueId: 3,
  teamIds: [10, 11],
};
const free: OfficialFacts = {
  memberId: 7,
  busy: [],
  teamIds: [],
  unavailable: [],
  timeslots: [{ venueId: 3, day: 7, time: '09:00' }],
};
const busyAt = (gameId: number, fn: string, time: string, timeTo: string, date = '2026-06-07') => ({
  gameId,
  fn,
  date,
  time,
  timeTo,
});

describe('clashesOf', () => {
  it.each<[string, Partial<OfficialFacts>, string[]]>([
    ['free, with the timeslot', {}, []],
    ['another game overlapping', { busy: [busyAt(2, 'Referee 1', '09:30', '10:30')] }, ['two_games']],
    ['another game right after', { busy: [busyAt(2, 'Referee 1', '10:00', '11:00')] }, []],
    ['the same time another day', { busy: [busyAt(2, 'Referee 1', '09:00', '10:00', '2026-06-14')] }, []],
    ['another function of the same game', { busy: [busyAt(1, 'Referee 2', '09:00', '10:00')] }, ['two_games']],
    ['this very function (their own assignment)', { busy: [busyAt(1, 'Referee 1', '09:00', '10:00')] }, []],
    ['plays or coaches team B', { teamIds: [11] }, ['playing']],
    ['unavailable that date', { unavailable: ['2026-06-07'] }, ['unavailable']],
    ['a timeslot on another day', { timeslots: [{ venueId: 3, day: 6, time: '09:00' }] }, ['no_timeslot']],
    ['a timeslot at another venue', { timeslots: [{ venueId: 4, day: 7, time: '09:00' }] }, ['no_timeslot']],
    [
      'everything at once',
      { busy: [busyAt(2, 'Scorer', '08:30', '09:30')], teamIds: [10], unavailable: ['2026-06-07'], timeslots: [] },
      ['two_games', 'playing', 'unavailable', 'no_timeslot'],
    ],
  ])('%s', (_name, facts, expected) => {
    expect(clashesOf(game, 'Referee 1', { ...free, ...facts })).toEqual(expected);
  });
});

describe('suggestRoster', () => {
  const g2: BoardGameFacts = { ...game, id: 2, teamIds: [12, 13] };
  const g3: BoardGameFacts = { ...game, id: 3, time: '10:00', timeTo: '11:00', teamIds: [10, 12] };
  const a: OfficialFacts = {
    ...free,
    memberId: 1,
    timeslots: [
      { venueId: 3, day: 7, time: '09:00' },
      { venueId: 3, day: 7, time: '10:00' },
    ],
  };
  const b: OfficialFacts = { ...free, memberId: 2, teamIds: [10], timeslots: a.timeslots };

  it('gives each open function to a free official, fewest games first, never two at once, and leaves the rest open', () => {
    const picks = suggestRoster(
      [
        { game, fn: 'Referee 1' },
        { game: g2, fn: 'Referee 1' },
        { game: g3, fn: 'Referee 1' },
        { game, fn: 'Referee 2' },
      ],
      [a, b],
    );
    // game 1 (teams 10, 11): b plays, so a takes Referee 1 and Referee 2 stays open; game 2 goes to b; game 3 (team 10): a
    expect(picks).toEqual([
      { gameId: 1, fn: 'Referee 1', memberId: 1 },
      { gameId: 2, fn: 'Referee 1', memberId: 2 },
      { gameId: 3, fn: 'Referee 1', memberId: 1 },
    ]);
    expect(a.busy).toEqual([]);
  });
});
