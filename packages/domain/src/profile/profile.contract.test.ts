import { describe, expect, it } from 'vitest';
import { EftForm, ProfileUpdateBody, ProfileUpdateWire } from './profile.contract';
import { profileFormValues } from './profile-form-values';

// What the web form submits (multipart sends every value as text).
const valid = {
  prefname: 'Mia',
  email: 'mia@example.com',
  mobile: '0412345678',
  address: '1 Pacific Hwy',
  suburb: 'HORNSBY',
  postcode: '2077',
  state: 'NSW',
  ec_fullname: 'Alex',
  ec_mobile: '0498765432',
  disability: 'no',
  identifygender: 'female',
  countrybirth: 'AU',
  statebirth: 'NSW',
  aboriginal: 'no',
  agreed_to_terms: 'true',
  agreed_to_privacy: 'true',
};
const errors = (input: unknown) => {
  const r = ProfileUpdateBody.safeParse(input);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('ProfileUpdateBody (spec 000 §5)', () => {
  it('accepts a complete form and reads multipart booleans', () => {
    const r = ProfileUpdateBody.parse({
      ...valid,
      subscribed_to_sms: 'true',
      subscribed_to_comm: 'false',
      sport: 'Basketball',
    });
    expect(r).toMatchObject({
      agreed_to_terms: true,
      subscribed_to_sms: true,
      subscribed_to_comm: false,
      sport: 'basketball',
      phone: '',
    });
  });

  it('requires every required field with the spec message', () => {
    const e = errors({});
    for (const f of [
      'prefname',
      'email',
      'mobile',
      'address',
      'suburb',
      'postcode',
      'state',
      'ec_fullname',
      'ec_mobile',
      'disability',
      'identifygender',
      'countrybirth',
      'aboriginal',
      'agreed_to_terms',
      'agreed_to_privacy',
    ]) {
      expect(e[f], f).toBe('This field is required');
    }
  });

  it('requires state of birth only for AU and impairment type only when disability is yes', () => {
    expect(errors({ ...valid, statebirth: '' })).toEqual({ statebirth: 'This field is required' });
    expect(errors({ ...valid, countrybirth: 'NZ', statebirth: '' })).toEqual({});
    expect(errors({ ...valid, disability: 'yes' })).toEqual({ disabilitytype: 'This field is required' });
    expect(errors({ ...valid, disability: 'yes', disabilitytype: 'sensory' })).toEqual({});
  });

  it('checks email, phones and agreements', () => {
    expect(errors({ ...valid, email: 'nope' })).toEqual({ email: 'Please enter a valid email' });
    expect(errors({ ...valid, mobile: '04123456789' }).mobile).toBe('This field may not be greater than 10 characters');
    expect(errors({ ...valid, phone: '02-9999' }).phone).toBe('This field is number only');
    expect(errors({ ...valid, ec_mobile_2: '04123' }).ec_mobile_2).toBe('This field must be at least 10 characters');
    expect(errors({ ...valid, agreed_to_privacy: 'false' })).toEqual({ agreed_to_privacy: 'This field is required' });
    expect(errors({ ...valid, sport: 'cricket' })).toEqual({ sport: 'Please choose one of your sport profiles' });
  });
});

describe("ProfileUpdateBody shares registration's field atoms", () => {
  it.each([
    [
      { prefname: '<script>x</script>' },
      'prefname',
      'This field may only contain letters, spaces, apostrophes, dots and hyphens',
    ],
    [
      { ec_fullname_2: 'A1' },
      'ec_fullname_2',
      'This field may only contain letters, spaces, apostrophes, dots and hyphens',
    ],
    [{ address: '<img onerror=x>' }, 'address', 'This field may not contain < or >'],
    [{ skills: '<b>' }, 'skills', 'This field may not contain < or >'],
    [{ job: 'Astronaut' }, 'job', 'Please choose a value from the list'],
    [{ height: 'abc' }, 'height', 'This field is number only'],
    [{ weight: '1234' }, 'weight', 'This field may not be greater than 3 characters'],
    [{ countrybirth: 'Australia' }, 'countrybirth', 'Please choose a country from the list'],
    [{ statebirth: 'Mars' }, 'statebirth', 'This field is required'],
    [{ subscribed_to_comm: 'maybe' }, 'subscribed_to_comm', 'This field must be true or false'],
  ])('%j → %s: %s', (change, field, message) => {
    expect(errors({ ...valid, ...change })).toEqual({ [field]: message });
  });

  it("accepts the lists' values and empty optional fields", () => {
    expect(errors({ ...valid, job: 'Professionals', height: '185', weight: '', middlename: "O'Neil-Smith" })).toEqual(
      {},
    );
  });
});

describe('ProfileUpdateWire (the multipart payload)', () => {
  it('accepts any subset of the fields, as text', () => {
    expect(ProfileUpdateWire.parse({ mobile: '0400111222', agreed_to_terms: 'true' })).toEqual({
      mobile: '0400111222',
      agreed_to_terms: 'true',
    });
  });

  // Every field error is the spec's or our wording, never zod's English (Invalid input…).
  it.each([
    [{ mobile: 5 }, 'mobile', 'This field must be text'],
    [{ agreed_to_terms: 1 }, 'agreed_to_terms', 'This field must be true or false'],
    [{ sport: ['netball'] }, 'sport', 'This field must be text'],
  ])('refuses %j on %s with "%s"', (input, field, message) => {
    const r = ProfileUpdateWire.safeParse(input);
    expect(r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]))).toEqual({
      [field]: message,
    });
  });

  it('answers our wording for a body that is not an object', () => {
    expect(ProfileUpdateWire.safeParse('mobile=1').error?.issues[0]?.message).toBe(
      'Please check the form above for errors.',
    );
    expect(ProfileUpdateBody.safeParse(null).error?.issues[0]?.message).toBe('Please check the form above for errors.');
  });

  it("no field of the profile rules answers zod's wording, whatever the type sent", () => {
    for (const bad of [5, true, null, ['x'], { a: 1 }]) {
      const r = ProfileUpdateBody.safeParse(Object.fromEntries(Object.keys(valid).map((k) => [k, bad])));
      for (const issue of r.error?.issues ?? [])
        expect(issue.message, `${issue.path.join('.')}=${JSON.stringify(bad)}`).not.toMatch(/^Invalid|expected/i);
    }
  });
});

describe('profileFormValues', () => {
  it('is the stored profile as the form holds it, without sport or photo', () => {
    const values = profileFormValues({ ...valid, dob: null, agreed_to_terms: true, skills: 'x' } as never);
    expect(values).toMatchObject({ prefname: 'Mia', dob: '', agreed_to_terms: true, skills: 'x' });
    expect(Object.keys(values)).not.toContain('sport');
    expect(Object.keys(values)).not.toContain('profilephoto');
  });
});

describe('EftForm (spec 000 §5)', () => {
  const eft = (v: Partial<Record<string, string>>) =>
    EftForm.safeParse({ account_name: 'O Official', account_bsb: '062000', account_number: '12345678', ...v });
  it.each([
    [{}, null],
    [{ account_bsb: '062-000' }, null],
    [{ account_bsb: '06200' }, 'Please enter a valid BSB'],
    [{ account_bsb: '0620001' }, 'Please enter a valid BSB'],
    [{ account_bsb: 'abcdef' }, 'Please enter a valid BSB'],
    [{ account_bsb: '' }, 'This field is required'],
    [{ account_number: '12345' }, 'Please enter a valid account'],
    [{ account_number: '123456' }, null],
    [{ account_number: '1234567890' }, null],
    [{ account_number: '12345678901' }, 'Please enter a valid account'],
    [{ account_name: ' ' }, 'This field is required'],
    [{ account_name: '<b>O</b>' }, 'This field may not contain < or >'],
    [{ account_name: 'J & M Smith Pty Ltd' }, null],
  ])('%j → %s', (input, message) => {
    const r = eft(input);
    expect(r.success ? null : r.error.issues[0]!.message).toBe(message);
  });
});
