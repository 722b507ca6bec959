import { describe, expect, it } from 'vitest';
import {
  changedLockedFields,
  currentSport,
  gateSubject,
  memberFeatures,
  photoSizeProblem,
  maskAccountName,
  maskAccountNumber,
  maskBsb,
  membershipStatus,
  missingProfileFields,
  photoProblem,
  registrationCard,
} from './profile.rules';

const complete = {
  firstname: 'Mia',
  lastname: 'Member',
  dob: '21-06-1988',
  gender: 'female',
  address: '1 St',
  suburb: 'HORNSBY',
  state: 'NSW',
  postcode: '2077',
  mobile: '0412345678',
  email: 'a@b.c',
  ec_fullname: 'Alex',
  ec_mobile: '0498765432',
  agreed_to_terms: true,
  agreed_to_privacy: true,
};
const sport = (expiry_date: string | null, memb_renewal: boolean) => ({
  text: 'Basketball',
  value: 'basketball',
  expiry_date,
  memb_renewal,
  prev_expiry_date: null,
});

describe('missingProfileFields (payment gates, spec 000 §2.2)', () => {
  it('lists blank text and unticked agreements', () => {
    expect(missingProfileFields(complete)).toEqual([]);
    expect(missingProfileFields({ ...complete, mobile: ' ', ec_fullname: '', agreed_to_privacy: false })).toEqual([
      'mobile',
      'ec_fullname',
      'agreed_to_privacy',
    ]);
  });
});

describe('photoProblem (spec 000 §5)', () => {
  it.each([
    ['me.jpg', 100_000, null],
    ['ME.JPEG', 100_000, null],
    ['me.png', 500 * 1024 - 1, null],
    ['me.png', 500 * 1024, 'Profile picture size should be less than 500 KB!'],
    ['me.jpg', 600 * 1024, 'Profile picture size should be less than 500 KB!'],
    ['me.gif', 10, 'Profile picture must be a .jpg, .jpeg or .png image'],
    ['me.png.txt', 10, 'Profile picture must be a .jpg, .jpeg or .png image'],
  ])('%s of %i bytes → %s', (name, size, expected) => {
    expect(photoProblem({ name, size })).toBe(expected);
  });
});

describe("photoSizeProblem (the server's check: size only, type by content)", () => {
  it('ignores the name and refuses 500 KB and more', () => {
    expect(photoSizeProblem(500 * 1024 - 1)).toBeNull();
    expect(photoSizeProblem(500 * 1024)).toBe('Profile picture size should be less than 500 KB!');
  });
});

describe('memberFeatures (spec 000 §2.3, §6)', () => {
  const flags = { is_eft: false, is_man: true, is_ref: false, is_roster: true, nb_teams: 2, dobIso: '1988-06-21' };
  it('shows Stats only with a team and the stats feature on', () => {
    expect(memberFeatures(flags, { statsEnabled: true, isAdult: true })).toMatchObject({
      stats: true,
      teams: true,
      registration: true,
    });
    expect(memberFeatures(flags, { statsEnabled: false, isAdult: true })).toMatchObject({
      stats: false,
      teams: true,
      registration: true,
    });
    expect(memberFeatures({ ...flags, nb_teams: 0 }, { statsEnabled: true, isAdult: true })).toMatchObject({
      stats: false,
      teams: false,
      registration: false,
    });
  });
  it('follows each flag and adulthood', () => {
    expect(memberFeatures(flags, { statsEnabled: true, isAdult: false })).toEqual({
      eft: false,
      registration: true,
      teams: true,
      stats: true,
      noticeboard: true,
      nomination: false,
      referee: false,
      eventRoster: true,
    });
  });
});

describe('membershipStatus (spec 000 §4)', () => {
  it.each([
    [sport('01-01-2027', false), 'REGISTERED'],
    [sport('01-01-2027', true), 'PLEASE RENEW'],
    [sport(null, true), 'UNREGISTERED'],
    [sport(null, false), 'UNREGISTERED'],
    [undefined, 'UNREGISTERED'],
  ])('%j → %s', (entry, expected) => {
    expect(membershipStatus(entry)).toBe(expected);
  });
});

describe('registrationCard (spec 000 §2.3)', () => {
  const base = { ...complete, non_pl: false, sports: [sport('01-01-2027', true)] };
  it('non_pl members need no registration', () => {
    expect(registrationCard({ ...base, non_pl: true }, 'basketball')).toEqual({ kind: 'nonPl' });
  });
  it('offers REGISTER NOW when renewal is due and nothing is missing', () => {
    expect(registrationCard(base, 'basketball')).toEqual({
      kind: 'status',
      expiryDate: '01-01-2027',
      status: 'PLEASE RENEW',
      canRegister: true,
    });
  });
  it('hides REGISTER NOW when a required field is missing', () => {
    expect(registrationCard({ ...base, mobile: '' }, 'basketball')).toMatchObject({
      canRegister: false,
      status: 'PLEASE RENEW',
    });
  });
  it('hides REGISTER NOW when no renewal is due', () => {
    expect(registrationCard({ ...base, sports: [sport('01-01-2027', false)] }, 'basketball')).toMatchObject({
      canRegister: false,
      status: 'REGISTERED',
    });
  });
  it('shows UNREGISTERED for a sport the member has no entry for', () => {
    expect(registrationCard(base, 'netball')).toEqual({
      kind: 'status',
      expiryDate: null,
      status: 'UNREGISTERED',
      canRegister: false,
    });
  });
});

describe('currentSport', () => {
  const p = { main_sport: 'basketball', sports: [sport(null, false)] };
  it('defaults to main_sport and keeps a chosen sport only when the member has it', () => {
    expect(currentSport(p, null)).toBe('basketball');
    expect(currentSport(p, 'netball')).toBe('basketball');
    expect(currentSport({ ...p, sports: [...p.sports, { ...sport(null, false), value: 'netball' }] }, 'netball')).toBe(
      'netball',
    );
  });
});

describe('bank detail masks', () => {
  it('keep only the last digits', () => {
    expect(maskBsb('062145')).toBe('***-*45');
    expect(maskAccountNumber('12345678')).toBe('*****678');
    expect(maskAccountName('Olivia Official')).toBe('O****');
    expect([maskBsb(''), maskAccountNumber(''), maskAccountName('')]).toEqual(['', '', '']);
  });
});

describe('changedLockedFields (spec 000 §2.3)', () => {
  const stored = { username: 'member01', firstname: 'Mia', lastname: 'Member', dob: '21-06-1988', gender: 'female' };
  it('ignores absent and equal values, in either date form', () => {
    expect(changedLockedFields(stored, {})).toEqual([]);
    expect(changedLockedFields(stored, { ...stored, dob: '21/06/1988', firstname: ' Mia ' })).toEqual([]);
  });
  it('names every changed field', () => {
    expect(
      changedLockedFields(stored, { username: 'other01', dob: '22-06-1988', gender: 'male', lastname: 'member' }),
    ).toEqual(['username', 'lastname', 'dob', 'gender']);
  });
});

describe('gateSubject (spec 000 §2.2: what the route gates read, on the web and the API alike)', () => {
  const flags = { non_pl: false, is_eft: true, is_man: false, is_ref: true, is_roster: false };
  it('reads the flags, the date of birth as a day, and whether the profile is complete', () => {
    expect(gateSubject({ ...complete, ...flags })).toEqual({
      dobIso: '1988-06-21',
      nonPl: false,
      isEft: true,
      isMan: false,
      isRef: true,
      isRoster: false,
      profileComplete: true,
    });
    expect(gateSubject({ ...complete, ...flags, dob: null, mobile: '' })).toMatchObject({
      dobIso: null,
      profileComplete: false,
    });
  });
});
