import { describe, expect, it } from 'vitest';
import { fieldsToComplete, guidedProfileLink } from './use-guided-fields';

const complete = {
  firstname: 'Ian',
  lastname: 'Incomplete',
  dob: '21-06-1988',
  gender: 'male',
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

describe('fieldsToComplete (decision 121)', () => {
  it('lists the missing fields the member can fill in, in the order the form shows them', () => {
    expect(fieldsToComplete(complete)).toEqual([]);
    expect(fieldsToComplete({ ...complete, agreed_to_terms: false, ec_mobile: '', address: ' ', mobile: '' })).toEqual([
      'mobile',
      'address',
      'ec_mobile',
      'agreed_to_terms',
    ]);
  });
  it('leaves out the locked fields, which only the association changes', () => {
    expect(fieldsToComplete({ ...complete, dob: '', gender: '', email: '' })).toEqual(['email']);
  });
});

describe('guidedProfileLink', () => {
  it('opens the profile of the sport, guided', () => {
    expect(guidedProfileLink('netball')).toBe('/member/profile?sport=netball&complete=1');
  });
});
