import { describe, expect, it } from 'vitest';
import { registerBodySchema, registrationSchema, registrationSteps } from './registration-schema';
import { uniqueUsername, usernameBase } from './accounts.rules';
import { validManager } from './registration.fixture';

const settings = { minPasswordLength: 6, autoUsername: false, today: () => new Date(2026, 4, 20) };

function errorsOf(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const out: Record<string, string> = {};
  for (const i of result.error?.issues ?? []) out[i.path.join('.')] ??= i.message; // first message per field, as the server sends
  return out;
}

describe('registration payload (spec 000 §5)', () => {
  const schema = registerBodySchema(settings);

  it('accepts a complete manager payload', () => {
    expect(schema.safeParse(validManager).success).toBe(true);
  });

  it.each([
    ['username', 'abc', 'This field must be at least 6 characters'],
    ['username', "x' OR 1=1--", 'This field may only contain letters, numbers, dots, dashes and underscores'],
    ['password', 'abc', 'This field must be at least 6 characters'],
    [
      'password',
      'abcdefgh',
      'This field must contain at least 1 uppercase letter, 1 lowercase letter and 1 numeric character',
    ],
    ['password_confirmation', 'Other123', 'This field confirmation does not match password'],
    ['dob', '31/02/1990', 'This field must be a valid date'],
    ['dob', '20/05/2026', "Date must be before today's date"],
    ['email', 'nadia@', 'This field must be a valid email'],
    ['mobile', '04123abc', 'This field is number only'],
    ['mobile', '0412345', 'This field must be at least 10 characters'], // spec 000 §9: mobiles 10 digits
    ['ec_mobile', '049876543', 'This field must be at least 10 characters'],
    [
      'firstname',
      '<script>alert(1)</script>',
      'This field may only contain letters, spaces, apostrophes, dots and hyphens',
    ],
    ['address', '<b>1 Road</b>', 'This field may not contain < or >'],
    ['firstname', '   ', 'This field is required'],
    ['statebirth', '', 'This field is required'],
  ])('%s = %j answers "%s"', (field, value, message) => {
    expect(errorsOf(schema.safeParse({ ...validManager, [field]: value }))[field]).toBe(message);
  });

  it('asks for the impairment type only when the disability answer is yes', () => {
    expect(errorsOf(schema.safeParse({ ...validManager, disability: 'yes' })).disabilitytype).toBe(
      'This field is required',
    );
    expect(schema.safeParse({ ...validManager, disability: 'yes', disabilitytype: 'sensory' }).success).toBe(true);
  });

  it('needs state of birth only for Australia', () => {
    expect(schema.safeParse({ ...validManager, countrybirth: 'NZ', statebirth: '' }).success).toBe(true);
  });

  it('requires both agreements', () => {
    const e = errorsOf(schema.safeParse({ ...validManager, agreed_to_terms: false, agreed_to_privacy: false }));
    expect(e).toMatchObject({ agreed_to_terms: 'This field is required', agreed_to_privacy: 'This field is required' });
  });

  it('takes the minimum password length from the site setting', () => {
    const strict = registerBodySchema({ ...settings, minPasswordLength: 10 });
    expect(errorsOf(strict.safeParse(validManager)).password).toBe('This field must be at least 10 characters');
  });

  it('does not need a username when usernames are generated', () => {
    expect(
      registerBodySchema({ ...settings, autoUsername: true }).safeParse({ ...validManager, username: undefined })
        .success,
    ).toBe(true);
  });

  it('netball: core fields, home phone required, gender only female', () => {
    const netball = registrationSchema('netball', settings);
    const base = { ...validManager, sport: 'netball', phone: '0298765432' };
    expect(netball.safeParse(base).success).toBe(true);
    expect(errorsOf(netball.safeParse({ ...base, phone: '' })).phone).toBe('This field is required');
    expect(errorsOf(netball.safeParse({ ...base, gender: 'male' })).gender).toBe('This field is required');
    expect(Object.keys(netball.shape)).not.toContain('countrybirth');
  });
});

describe('wizard steps (spec 000 §2.3)', () => {
  it('split the manager form into account, personal, contact and terms', () => {
    const steps = registrationSteps('manager', settings).map((s) => Object.keys(s.shape));
    expect(steps[0]).toEqual(['username', 'password', 'password_confirmation']);
    expect(steps[1]).toContain('countrybirth');
    expect(steps[2]).toContain('disabilitytype');
    expect(steps[3]).toEqual(['agreed_to_terms', 'agreed_to_privacy']);
  });

  it('step 1 reports a confirmation mismatch on its own', () => {
    const [account] = registrationSteps('manager', settings);
    const e = errorsOf(
      account!.safeParse({ username: 'someone', password: 'Secret12', password_confirmation: 'Secret13' }),
    );
    expect(e).toEqual({ password_confirmation: 'This field confirmation does not match password' });
  });
});

describe('auto-generated usernames', () => {
  it('are made from first and last name, lower case, at least 6 characters', () => {
    expect(usernameBase('Zoë', "O'Neil")).toBe('zoeoneil');
    expect(usernameBase('Al', 'Li')).toBe('alli00');
  });
  it('are made unique with a number', () => {
    expect(uniqueUsername('zoeoneil', [])).toBe('zoeoneil');
    expect(uniqueUsername('zoeoneil', ['zoeoneil', 'zoeoneil2'])).toBe('zoeoneil3');
  });
});

describe('cross-field rules run while other fields are still invalid', () => {
  it('reports the confirmation mismatch beside an empty later step', () => {
    const e = errorsOf(
      registrationSchema('manager', settings).safeParse({
        username: 'someone',
        password: 'Secret12',
        password_confirmation: 'Secret13',
        gender: '',
      }),
    );
    expect(e.password_confirmation).toBe('This field confirmation does not match password');
    expect(e.gender).toBe('This field is required');
  });
  it('does not throw on a non-object', () => {
    expect(registrationSchema('manager', settings).safeParse(null).success).toBe(false);
  });
});
