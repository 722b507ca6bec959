import { describe, expect, it } from 'vitest';
import { addChildSchema } from './family.contract';
import { FamilyMessages as M } from './family.messages';
import { isMinor } from './family.rules';

// docs/decisions/246: a guardian adds or links only a person under 18 on the association's day.

describe('isMinor', () => {
  it.each([
    ['2014-03-15', '2026-11-28', true],
    ['2008-11-29', '2026-11-28', true], // turns 18 tomorrow
    ['2008-11-28', '2026-11-28', false], // turns 18 today
    ['1988-06-21', '2026-11-28', false],
    [null, '2026-11-28', false], // no date of birth: not known to be a child
  ])('born %s, on %s: %s', (dob, today, minor) => {
    expect(isMinor(dob, today)).toBe(minor);
  });
});

describe('addChildSchema', () => {
  const today = () => new Date(2026, 10, 28);
  const netball = {
    firstname: 'Nell',
    lastname: 'Shooter',
    dob: '01/02/2016',
    gender: 'female',
    email: 'parent@example.com.au',
    mobile: '0411111111',
    phone: '0299999999',
    address: '2 Main Street',
    suburb: 'WAHROONGA',
    postcode: '2076',
    state: 'NSW',
    ec_fullname: 'Pat Shooter',
    ec_mobile: '0422222222',
    agreed_to_terms: true,
    agreed_to_privacy: true,
    sport: 'netball',
  };

  it('takes a netball child without username or password', () => {
    expect(addChildSchema({ today }).safeParse(netball).success).toBe(true);
  });

  it.each([
    ['an adult', { dob: '28/11/2008' }, 'dob', M.adultChild],
    ['no consent', { agreed_to_terms: false }, 'agreed_to_terms', undefined],
  ])('refuses %s on its field', (_name, change, field, message) => {
    const result = addChildSchema({ today }).safeParse({ ...netball, ...change });
    expect(result.success).toBe(false);
    const issue = result.error!.issues.find((i) => i.path[0] === field);
    expect(issue).toBeDefined();
    if (message) expect(issue!.message).toBe(message);
  });
});
