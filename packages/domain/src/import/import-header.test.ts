import { describe, expect, it } from 'vitest';
import { TEMPLATE_HEADER } from './import-columns';
import { mapHeader, recogniseHeader } from './import-header';

const PLAYHQ = [
  'Registration Timestamp',
  'First Name',
  'Last Name',
  'Preferred Name',
  'Profile ID',
  'Date of Birth',
  'Gender',
  'Age Group',
  'Role',
  'Team',
  'Player Number',
  'Grade',
  'Club',
  'Competition',
  'Season',
  'Status',
  'Permit From',
  'Permit To',
  'Medical Conditions',
  'Privacy Setting',
  'Account Holder',
  'Account Holder Mobile',
  'Account Holder Email',
  'Address Line 1',
  'Suburb/Town',
  'State',
  'Postcode',
];
const GAMEDAY = [
  'Member No.',
  'First Name',
  'Family Name',
  'Date of Birth',
  'Gender',
  'Email',
  'Mobile',
  'Address 1',
  'Suburb',
  'State',
  'Postcode',
  'Parent/Guardian 1 Firstname',
  'Parent/Guardian 1 Surname',
  'Parent/Guardian 1 Email',
  'Parent/Guardian 1 Mobile',
  'Team Name',
  'Competition Name',
  'Season Name',
  'Age Group',
];

describe('recogniseHeader: the platform and the automatic mapping', () => {
  it.each([
    ['PlayHQ participants report', PLAYHQ, 'playhq'],
    ['GameDay member report', GAMEDAY, 'gameday'],
    ['the portal template', [...TEMPLATE_HEADER], 'template'],
    [
      'PlayHQ in upper case, odd spacing, a BOM',
      ['\ufeffREGISTRATION  TIMESTAMP', ...PLAYHQ.slice(1).map((h) => ` ${h.toUpperCase()} `)],
      'playhq',
    ],
    ['GameDay with extra unknown columns', ['Favourite Colour', ...GAMEDAY, 'Shoe size'], 'gameday'],
    ['just the four required columns: the template', ['First Name', 'Last Name', 'DOB', 'Gender'], 'template'],
  ])('%s → %s', (_name, header, source) => {
    expect(recogniseHeader(header).source).toBe(source);
  });

  it('maps PlayHQ columns to portal fields, custom fields left out', () => {
    const { mapping } = recogniseHeader(PLAYHQ);
    expect(mapping).toMatchObject({
      'Registration Timestamp': '',
      'Profile ID': 'sourceId',
      'Date of Birth': 'dob',
      'Age Group': 'ageGroup',
      'Account Holder': 'holder',
      'Account Holder Email': 'holderEmail',
      'Address Line 1': 'address',
      'Suburb/Town': 'suburb',
      'Medical Conditions': '',
      Club: '',
    });
  });

  it('maps GameDay columns, the parent as account holder', () => {
    const { mapping } = recogniseHeader(GAMEDAY);
    expect(mapping).toMatchObject({
      'Member No.': 'sourceId',
      'Family Name': 'lastname',
      'Parent/Guardian 1 Firstname': 'holderFirstname',
      'Parent/Guardian 1 Surname': 'holderLastname',
      'Parent/Guardian 1 Mobile': 'holderMobile',
      'Team Name': 'team',
      'Season Name': 'season',
    });
  });

  it('maps the template column by column', () => {
    const { mapping } = recogniseHeader(TEMPLATE_HEADER);
    expect(Object.values(mapping).every((f) => f !== '')).toBe(true);
    expect(mapping['Member Number']).toBe('memberNumber');
  });

  it('two columns of one field: the first fills it', () => {
    const { mapping } = recogniseHeader(['First Name', 'Surname', 'Last Name', 'DOB', 'Gender']);
    expect(mapping).toEqual({
      'First Name': 'firstname',
      Surname: 'lastname',
      'Last Name': '',
      DOB: 'dob',
      Gender: 'gender',
    });
  });
});

describe('mapHeader: staff change the mapping', () => {
  const HEADER = ['Given', 'Family', 'Born', 'Sex', 'Notes'];
  it.each([
    [
      'unknown columns and no change: what is missing',
      HEADER,
      {},
      'The file needs a column for First name, Last name, Date of birth and Gender. Choose which column holds each.',
    ],
    ['a column the file does not have', HEADER, { Nope: 'firstname' }, 'The file has no column “Nope”.'],
    ['a field the portal does not have', HEADER, { Given: 'shoe' }, '“shoe” is not a field of the portal.'],
    [
      'two columns on one field',
      HEADER,
      { Given: 'firstname', Family: 'firstname' },
      'The columns “Given” and “Family” both fill First name: choose one.',
    ],
    [
      'one field still missing',
      HEADER,
      { Given: 'firstname', Family: 'lastname', Born: 'dob' },
      'The file needs a column for Gender. Choose which column holds it.',
    ],
  ])('%s', (_name, header, override, problem) => {
    expect(mapHeader(header, override)).toEqual({ problem });
  });

  it('a complete change is used, over the automatic mapping', () => {
    const override = { Given: 'firstname', Family: 'lastname', Born: 'dob', Sex: 'gender' };
    expect(mapHeader(HEADER, override)).toEqual({
      source: 'template',
      mapping: { Given: 'firstname', Family: 'lastname', Born: 'dob', Sex: 'gender', Notes: '' },
    });
  });

  it('a column left out by staff', () => {
    const mapped = mapHeader(PLAYHQ, { 'Preferred Name': '' });
    expect(mapped).toMatchObject({ source: 'playhq', mapping: { 'Preferred Name': '', 'First Name': 'firstname' } });
  });
});
