import { describe, expect, it } from 'vitest';
import { duplicateMatch, type PersonFacts } from './duplicates';

const dana: PersonFacts = {
  firstname: 'Dana',
  lastname: 'Duplicate',
  dob: '1992-09-14',
  gender: 'female',
  postcode: '2077',
  mobile: '0411222333',
  email: 'dana@example.com.au',
};

describe('duplicate people: same name, date of birth and gender, plus postcode, mobile or email (decision 162)', () => {
  it.each<[string, Partial<PersonFacts>, string[]]>([
    ['everything the same', {}, ['email', 'mobile', 'postcode']],
    ['another email and postcode, the same mobile', { email: 'd.d@example.net', postcode: '2000' }, ['mobile']],
    ['the mobile written with spaces', { mobile: '0411 222 333', email: '', postcode: '' }, ['mobile']],
    ['the email in capitals', { email: 'DANA@example.com.au', mobile: '', postcode: '' }, ['email']],
    [
      'the name in another case and with spaces',
      { firstname: ' dana ', lastname: 'DUPLICATE' },
      ['email', 'mobile', 'postcode'],
    ],
    ['no contact field in common', { email: 'x@example.com', mobile: '0400000000', postcode: '2000' }, []],
    ['empty contact fields do not match each other', { email: '', mobile: '', postcode: '' }, []],
    ['another date of birth', { dob: '1992-09-15' }, []],
    ['another gender', { gender: 'male' }, []],
    ['another first name', { firstname: 'Diana' }, []],
    ['no date of birth', { dob: null }, []],
  ])('%s', (_, change, matched) => {
    expect(duplicateMatch(dana, { ...dana, ...change })).toEqual(matched);
  });

  it('empty fields on both sides are not a match', () => {
    const bare = { ...dana, email: '', mobile: '', postcode: '' };
    expect(duplicateMatch(bare, bare)).toEqual([]);
  });
});
