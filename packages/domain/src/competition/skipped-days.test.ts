import { describe, expect, it } from 'vitest';
import { generateFixture, skippedDaysOf, type FixtureInput } from './fixture-generator';

// The days a division's fixture skipped, with why (issue 40 item 8): only its weekday, only within the new rounds.

const saturdays: FixtureInput = {
  teams: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
  legs: 1,
  from: '2027-02-06',
  to: '2027-06-26',
  weekday: 6,
  exceptions: [
    { from: '2027-03-27', to: '2027-03-27', label: 'Easter Saturday' },
    { from: '2027-02-08', to: '2027-02-08', label: 'A Monday' },
    { from: '2027-06-05', to: '2027-06-05', label: 'After the last round' },
  ],
};

describe('skippedDaysOf', () => {
  it.each([
    [
      'a Saturday taken by Easter, not a Monday nor a day after the last round',
      saturdays,
      [{ date: '2027-03-27', reason: 'Easter Saturday' }],
    ],
    ['none when no exception falls on the weekday', { ...saturdays, exceptions: [] }, []],
    [
      'a school holiday range, each Saturday it takes',
      {
        ...saturdays,
        teams: [1, 2, 3, 4, 5, 6, 7, 8],
        exceptions: [{ from: '2027-02-13', to: '2027-02-26', label: 'School holidays' }],
      },
      [
        { date: '2027-02-13', reason: 'School holidays' },
        { date: '2027-02-20', reason: 'School holidays' },
      ],
    ],
    [
      "to the season's last day when the rounds ran out of dates",
      { ...saturdays, to: '2027-02-27', exceptions: [{ from: '2027-02-20', to: '2027-02-27', label: 'Closed' }] },
      [
        { date: '2027-02-20', reason: 'Closed' },
        { date: '2027-02-27', reason: 'Closed' },
      ],
    ],
  ])('%s', (_name, input, expected) => {
    expect(skippedDaysOf(input, generateFixture(input))).toEqual(expected);
  });

  it('leaves out the days before the kept rounds', () => {
    const whole = generateFixture(saturdays);
    const keep = whole.rounds.filter((r) => r.round < 3);
    const input = {
      ...saturdays,
      keep,
      exceptions: [...saturdays.exceptions!, { from: '2027-02-06', to: '2027-02-06', label: 'Before' }],
    };
    expect(skippedDaysOf(input, generateFixture(input))).toEqual([{ date: '2027-03-27', reason: 'Easter Saturday' }]);
  });
});
