import { describe, expect, it } from 'vitest';
import { admitsTeamOf, eligibilityRefusal, type DivisionEligibility } from './division-eligibility';

// docs/decisions/222-division-eligibility.md: the words a refused player's check shows, literally.

const open = (name: string, gender: DivisionEligibility['gender']): DivisionEligibility => ({
  name,
  gender,
  minAge: null,
  maxAge: null,
  ageOn: null,
});
const WOMENS = open("Women's Open", 'women');
const MENS = open("Men's A Grade", 'men');
const MIXED = open('Mixed Social', 'mixed');
const U14 = { name: 'U14 Boys', gender: 'men', minAge: null, maxAge: 13, ageOn: '2026-01-01' } as const;
const OVER_35 = { name: 'Masters', gender: 'mixed', minAge: 35, maxAge: null, ageOn: '2026-12-31' } as const;
const U16_12 = { name: 'U16 Girls', gender: 'women', minAge: 12, maxAge: 15, ageOn: '2026-01-01' } as const;

describe('eligibilityRefusal', () => {
  it.each([
    [WOMENS, 'female', '1996-09-03', null],
    [WOMENS, 'male', '1994-04-12', "Women's Open is for female players: this player cannot play in it."],
    [MENS, 'Female', '1996-09-03', "Men's A Grade is for male players: this player cannot play in it."],
    [MENS, '', '1994-04-12', "Men's A Grade is for male players: this player cannot play in it."],
    [MIXED, 'female', null, null],
    [U14, 'male', '2012-05-20', null], // 13 on 01/01/2026
    [
      U14,
      'male',
      '2012-01-01',
      'U14 Boys is for players aged 13 or under on 01/01/2026: this player cannot play in it.',
    ],
    [U14, 'male', '2012-01-02', null],
    [
      U14,
      'male',
      null,
      "U14 Boys has an age limit and this player's date of birth is not known. Please contact the association.",
    ],
    [U14, 'female', '2014-03-15', 'U14 Boys is for male players: this player cannot play in it.'],
    [OVER_35, 'female', '1991-12-31', null],
    [
      OVER_35,
      'male',
      '1992-01-01',
      'Masters is for players aged 35 or over on 31/12/2026: this player cannot play in it.',
    ],
    [
      U16_12,
      'female',
      '2014-01-02',
      'U16 Girls is for players aged 12 to 15 on 01/01/2026: this player cannot play in it.',
    ],
    [U16_12, 'female', '2010-01-02', null],
    [
      U16_12,
      'female',
      '2010-01-01',
      'U16 Girls is for players aged 12 to 15 on 01/01/2026: this player cannot play in it.',
    ],
  ] as const)('%o refuses a %s player born %s with %j', (division, gender, dobIso, refusal) => {
    expect(eligibilityRefusal(division, { gender, dobIso })).toBe(refusal);
  });
});

describe('admitsTeamOf (the Preferred Choice a team may name)', () => {
  it.each([
    [WOMENS, WOMENS, true],
    [WOMENS, MIXED, true],
    [WOMENS, MENS, false],
    [MENS, WOMENS, false],
    [MENS, MIXED, true],
    [MIXED, MENS, false],
    [MIXED, WOMENS, false],
    [MIXED, MIXED, true],
    [U14, MENS, true],
    [U14, MIXED, true],
    [MENS, U14, false],
    [MIXED, OVER_35, false],
    [OVER_35, MIXED, true],
    [U14, { ...U14, name: 'U12 Boys', maxAge: 11 }, false],
    [{ ...U14, name: 'U12 Boys', maxAge: 11 }, U14, true],
    [U16_12, WOMENS, true],
  ] as const)('a team of %o may prefer %o: %s', (chosen, other, admits) => {
    expect(admitsTeamOf(chosen, other)).toBe(admits);
  });
});
