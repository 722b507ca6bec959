import { describe, expect, it } from 'vitest';
import { PayTeamNominationBody, STEP_FIELDS, type PayTeamNominationInput } from './team-nomination-body';

const person = {
  firstname: 'Mark',
  lastname: 'Manager',
  dob: '21/06/1988',
  gender: 'male',
  email: 'manager01@example.com.au',
  mobile: '0412345678',
  phone: '',
  workphone: '',
  address: '12 Pacific Highway',
  suburb: 'HORNSBY',
  postcode: '2077',
  state: 'NSW',
  agreed: true,
} as const;
const player = (firstname: string, over: object = {}) =>
  ({
    firstname,
    lastname: 'Fraser',
    dob: '21/08/1997',
    gender: 'male',
    mid: 9,
    confirm: true,
    ...over,
  }) as PayTeamNominationInput['players'][number];
const body = (over: Partial<PayTeamNominationInput> = {}): PayTeamNominationInput => ({
  teamCopy: null,
  team: {
    teamname: 'Hornsby Hoopers',
    prevteamname: '',
    teamprevious: null,
    grade: 1,
    divisiongroup: 2,
    division: 3,
    preferreddivision: null,
  },
  manager: person,
  coach: { showCoach: false },
  players: [player('Toby')],
  note: '',
  donationCart: [],
  teamnominationCart: { p_name: 'Mixed Social', p_price: 55000 },
  cardData: undefined,
  ...over,
});
const errors = (input: unknown) => {
  const r = PayTeamNominationBody.safeParse(input);
  // The first message of each field, as the API's error body and the forms show it.
  return r.success ? {} : Object.fromEntries(r.error.issues.reverse().map((i) => [i.path.join('.'), i.message]));
};

describe('the composed body (spec 001 §5)', () => {
  it('accepts a complete entry', () => expect(errors(body())).toEqual({}));

  it.each([
    [
      { manager: { ...person, mobile: '0212345678' } },
      'manager.mobile',
      'This field must be a valid mobile, start with 04 and no spaces',
    ],
    [
      { manager: { ...person, mobile: '0412 345 678' } },
      'manager.mobile',
      'This field must be a valid mobile, start with 04 and no spaces',
    ],
    [{ manager: { ...person, mobile: '' } }, 'manager.mobile', 'This field is required'],
    [{ manager: { ...person, email: 'nope' } }, 'manager.email', 'This field must be a valid email'],
    [{ manager: { ...person, dob: '31/02/1988' } }, 'manager.dob', 'This field must be a valid date'],
    [{ manager: { ...person, postcode: '2a77' } }, 'manager.postcode', 'This field is number only'],
    [{ manager: { ...person, agreed: false } }, 'manager.agreed', 'This field is required'],
    [{ team: { ...body().team, teamname: '' } }, 'team.teamname', 'This field is required'],
    [{ team: { ...body().team, division: null } }, 'team.division', 'This field is required'],
    [{ team: { ...body().team, grade: '' } }, 'team.grade', 'This field is required'],
    [{ players: [player('Toby', { confirm: false })] }, 'players.0.confirm', 'Must click "ADD PLAYER" button'],
    [{ players: [player('Toby'), player('TOBY ')] }, 'players.1.firstname', 'Player already added to the team'],
    [{ players: [player('Toby', { mid: null, gender: '' })] }, 'players.0.gender', 'This field is required'],
    [{ players: [player('Toby', { mid: null, dob: '' })] }, 'players.0.dob', 'This field is required'],
    [{ players: [player('Toby', { requireEmail: true, email: '' })] }, 'players.0.email', 'This field is required'],
    [{ coach: { showCoach: true, ...person, firstname: '' } }, 'coach.firstname', 'This field is required'],
  ])('%j: %s says %s', (over, field, message) => {
    expect(errors(body(over as Partial<PayTeamNominationInput>))).toMatchObject({ [field]: message });
  });

  it('a copied player found by mid needs no gender or date of birth', () => {
    expect(errors(body({ players: [player('Toby', { gender: '', dob: '', copied: true })] }))).toEqual({});
  });
  it('the coach fields are required only once the coach is added', () => {
    expect(errors(body({ coach: { showCoach: false, firstname: '', email: 'x' } as never }))).toEqual({});
    expect(PayTeamNominationBody.parse(body({ coach: { showCoach: true, ...person } })).coach).toMatchObject({
      showCoach: true,
      firstname: 'Mark',
    });
  });
  it('every field of the body belongs to one step', () => {
    expect(STEP_FIELDS.flat().sort()).toEqual(
      Object.keys(PayTeamNominationBody.shape)
        .filter((k) => k !== 'cardData')
        .sort(),
    );
  });
});
