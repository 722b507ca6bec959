import { describe, expect, it } from 'vitest';
import { TEMPLATE_HEADER } from './import-columns';
import { readRows } from './import-read';
import type { ReadFile } from './import-row';

const TODAY = '2026-12-05';
const H = [...TEMPLATE_HEADER];
type Row = Partial<Record<(typeof TEMPLATE_HEADER)[number], string>>;

const ADULT: Row = {
  'First Name': 'Dana',
  'Last Name': 'Parent',
  'Date of Birth': '14/09/1992',
  Gender: 'Female',
  Email: 'dana@example.com',
  Mobile: '0411 222 333',
};
const CHILD: Row = {
  'First Name': 'Jo',
  'Last Name': 'Parent',
  'Date of Birth': '15/03/2014',
  Gender: 'Male',
  'Account Holder': 'Dana Parent',
  'Account Holder Email': 'dana@example.com',
  Role: 'Player',
  Team: 'Hornets',
  Grade: 'U14 Boys',
  'Player Number': '7',
};

function read(rows: Row[], header: string[] = H): ReadFile {
  const lines = rows.map((r, i) => ({ line: i + 2, cells: header.map((h) => r[h as keyof Row] ?? '') }));
  const file = readRows(header, lines, { today: TODAY });
  if ('problem' in file) throw new Error(file.problem);
  return file;
}

describe('readRows: every refused row says its line, its column as the file names it, and why', () => {
  it.each<[string, Row, string, string]>([
    [
      'a date that is not one',
      { ...ADULT, 'Date of Birth': '31/02/1990' },
      'Date of Birth',
      '“31/02/1990” is not a date: write it as DD/MM/YYYY.',
    ],
    [
      'a date of birth in the future',
      { ...ADULT, 'Date of Birth': '01/01/2030' },
      'Date of Birth',
      'The date of birth 01/01/2030 is not in the past.',
    ],
    [
      'an unknown gender',
      { ...ADULT, Gender: 'Prefer not to say' },
      'Gender',
      '“Prefer not to say” is not a gender the portal knows: write Male or Female.',
    ],
    ['no gender', { ...ADULT, Gender: '' }, 'Gender', 'The gender is missing.'],
    ['a missing first name', { ...ADULT, 'First Name': ' ' }, 'First Name', 'The first name is missing.'],
    ['a missing last name', { ...ADULT, 'Last Name': '' }, 'Last Name', 'The last name is missing.'],
    ['a missing date of birth', { ...ADULT, 'Date of Birth': '' }, 'Date of Birth', 'The date of birth is missing.'],
    [
      'a child without an account holder',
      { ...CHILD, 'Account Holder': '', 'Account Holder Email': '' },
      'Account Holder',
      'This person is under 18 and has no account holder: give the parent’s name and email in the account holder columns.',
    ],
    [
      'a child who is their own account holder',
      { ...CHILD, 'Account Holder': 'Jo Parent' },
      'Account Holder',
      'This person is under 18 and has no account holder: give the parent’s name and email in the account holder columns.',
    ],
    [
      'a player number over 100',
      { ...CHILD, 'Player Number': '101' },
      'Player Number',
      'The player number “101” is not a whole number from 0 to 100.',
    ],
    [
      'a player number that is no number',
      { ...CHILD, 'Player Number': 'ten' },
      'Player Number',
      'The player number “ten” is not a whole number from 0 to 100.',
    ],
    [
      'an unknown role',
      { ...CHILD, Role: 'Umpire' },
      'Role',
      '“Umpire” is not a role on a team: write Player, Coach, Assistant Coach or Team Manager.',
    ],
    [
      'an email that is not one',
      { ...ADULT, Email: 'dana at home' },
      'Email',
      '“dana at home” is not an email address.',
    ],
    [
      'a mobile that is not one',
      { ...ADULT, Mobile: '12345' },
      'Mobile',
      '“12345” is not a mobile number of 10 digits.',
    ],
    [
      'a member number that is no number',
      { ...ADULT, 'Member Number': 'A12' },
      'Member Number',
      'The member number “A12” is not a number.',
    ],
    [
      'a basketball registration date that is not one',
      { ...ADULT, 'Basketball Registered Until': '31/13/2026' },
      'Basketball Registered Until',
      '“31/13/2026” is not a date: write it as DD/MM/YYYY.',
    ],
    [
      'a netball registration that is no date',
      { ...ADULT, 'Netball Registered Until': 'yes' },
      'Netball Registered Until',
      '“yes” is not a date: write it as DD/MM/YYYY.',
    ],
    [
      'a name too long',
      { ...ADULT, 'First Name': 'A'.repeat(51) },
      'First Name',
      'The first name is longer than 50 characters.',
    ],
  ])('%s', (_name, row, column, reason) => {
    const file = read([
      ADULT.Email === row.Email ? { ...ADULT, Email: 'other@example.com', 'First Name': 'Olive' } : ADULT,
      row,
    ]);
    expect(file.refused).toEqual([{ line: 3, column, reason }]);
    expect(file.people).toHaveLength(1);
  });

  it('an email shared by two different adults: the second is refused, naming the first line', () => {
    const file = read([ADULT, { ...ADULT, 'First Name': 'Sam', Gender: 'Male' }]);
    expect(file.refused).toEqual([
      {
        line: 3,
        column: 'Email',
        reason: 'The email dana@example.com is also the email of another adult (line 2): each adult needs their own.',
      },
    ]);
    expect(file.people.map((p) => p.firstname)).toEqual(['Dana']);
  });

  it('a child the portal has (a member number) may come without an account holder: the export writes them so', () => {
    const file = read([{ ...CHILD, 'Member Number': '42', 'Account Holder': '', 'Account Holder Email': '' }]);
    expect(file.refused).toEqual([]);
    expect(file.people[0]).toMatchObject({ memberNumber: 42, accountHolder: null });
  });

  it('a child may share the parent’s email', () => {
    expect(read([ADULT, { ...CHILD, Email: 'dana@example.com' }]).refused).toEqual([]);
  });

  it('a child is under 18 on today’s date: 18 today is an adult', () => {
    const file = read([
      { ...ADULT, 'Date of Birth': '05/12/2008' },
      { ...ADULT, Email: 'x@example.com', 'First Name': 'Kid', 'Date of Birth': '06/12/2008' },
    ]);
    expect(file.refused.map((r) => r.line)).toEqual([3]);
  });

  it('lines come as given (a quoted field with a line break moves the next row’s line), refusals sorted', () => {
    const rows = [
      { line: 2, cells: H.map(() => '') },
      { line: 5, cells: H.map((h) => ({ ...ADULT, Gender: 'X' })[h as keyof Row] ?? '') },
    ];
    const file = readRows(H, rows, { today: TODAY });
    expect(file).toMatchObject({ refused: [{ line: 5, column: 'Gender' }] });
  });
});

describe('readRows: registrations in the sports (one column per sport)', () => {
  it.each<[string, Row, { sport: string; until: string }[]]>([
    ['none', {}, []],
    ['basketball', { 'Basketball Registered Until': '31/12/2026' }, [{ sport: 'basketball', until: '2026-12-31' }]],
    [
      'both, written another way',
      { 'Netball Registered Until': '2027-03-31', 'Basketball Registered Until': '1/1/2027' },
      [
        { sport: 'basketball', until: '2027-01-01' },
        { sport: 'netball', until: '2027-03-31' },
      ],
    ],
  ])('%s', (_name, cells, registrations) => {
    const file = read([{ ...ADULT, ...cells }]);
    expect(file.refused).toEqual([]);
    expect(file.people[0]!.registrations).toEqual(registrations);
  });

  it('two rows of one person with other registrations: one person, the first row’s, a duplicate recorded', () => {
    const file = read([
      { ...ADULT, 'Basketball Registered Until': '31/12/2026' },
      { ...ADULT, 'Basketball Registered Until': '31/12/2027' },
    ]);
    expect(file.people).toHaveLength(1);
    expect(file.people[0]!.registrations).toEqual([{ sport: 'basketball', until: '2026-12-31' }]);
    expect(file.duplicates).toEqual([{ line: 3, firstLine: 2, name: 'Dana Parent' }]);
  });
});

describe('readRows: one person on several rows', () => {
  it('the same name and date of birth on two teams is one person with two places', () => {
    const file = read([CHILD, { ...CHILD, Team: 'Wasps', Grade: 'U16 Boys', 'Player Number': '' }, ADULT]);
    expect(file.people).toHaveLength(2);
    expect(file.people[0]).toMatchObject({
      lines: [2, 3],
      places: [
        { team: 'Hornets', playerNumber: 7 },
        { team: 'Wasps', playerNumber: null },
      ],
    });
    expect(file.duplicates).toEqual([]);
  });

  it('the same Profile ID with other details: one person, the first row’s details, a duplicate recorded', () => {
    const file = read([
      { ...ADULT, 'Profile ID': 'P1' },
      { ...ADULT, 'Profile ID': 'P1', 'First Name': 'Danielle', Team: 'Owls' },
    ]);
    expect(file.people).toHaveLength(1);
    expect(file.people[0]).toMatchObject({
      firstname: 'Dana',
      lines: [2, 3],
      places: [{ team: 'Owls', role: 'player' }],
    });
    expect(file.duplicates).toEqual([{ line: 3, firstLine: 2, name: 'Danielle Parent' }]);
  });

  it('the same member number is one person', () => {
    const file = read([
      { ...ADULT, 'Member Number': '12' },
      { ...ADULT, 'Member Number': '12', Team: 'Owls' },
    ]);
    expect(file.people).toHaveLength(1);
  });

  it('two Profile IDs of one name and date of birth: two people, the second listed as a duplicate', () => {
    const file = read([
      { ...ADULT, 'Profile ID': 'P1' },
      { ...ADULT, 'Profile ID': 'P2', Email: '' },
    ]);
    expect(file.people).toHaveLength(2);
    expect(file.duplicates).toEqual([{ line: 3, firstLine: 2, name: 'Dana Parent' }]);
  });

  it('the same team twice is one place', () => {
    expect(read([CHILD, CHILD]).people[0]!.places).toHaveLength(1);
  });
});

describe('readRows: PlayHQ’s account holder', () => {
  const HEADER = [
    'Registration Timestamp',
    'Profile ID',
    'First Name',
    'Last Name',
    'Date of Birth',
    'Gender',
    'Role',
    'Team',
    'Grade',
    'Account Holder',
    'Account Holder Mobile',
    'Account Holder Email',
  ];
  const row = (cells: string[]) => cells;
  it('an adult holding their own account: the holder’s email and mobile are theirs; a child: the holder is the parent', () => {
    const file = readRows(
      HEADER,
      [
        {
          line: 2,
          cells: row([
            '2026-11-01T09:00:00Z',
            'P1',
            'Dana',
            'Parent',
            '1992-09-14T00:00:00Z',
            'F',
            'Coach',
            'Hornets',
            'U14 Boys',
            'Dana Parent',
            '+61 411 222 333',
            'dana@example.com',
          ]),
        },
        {
          line: 3,
          cells: row([
            '2026-11-01T09:00:00Z',
            'P2',
            'Jo',
            'Parent',
            '15/3/14',
            'M',
            'Player',
            'Hornets',
            'U14 Boys',
            'Dana Parent',
            '0411222333',
            'dana@example.com',
          ]),
        },
      ],
      { today: TODAY },
    );
    expect(file).toEqual({
      source: 'playhq',
      header: HEADER,
      mapping: {
        'Registration Timestamp': '',
        'Profile ID': 'sourceId',
        'First Name': 'firstname',
        'Last Name': 'lastname',
        'Date of Birth': 'dob',
        Gender: 'gender',
        Role: 'role',
        Team: 'team',
        Grade: 'grade',
        'Account Holder': 'holder',
        'Account Holder Mobile': 'holderMobile',
        'Account Holder Email': 'holderEmail',
      },
      people: [
        {
          lines: [2],
          sourceId: 'P1',
          memberNumber: null,
          firstname: 'Dana',
          lastname: 'Parent',
          prefname: '',
          dob: '1992-09-14',
          gender: 'female',
          email: 'dana@example.com',
          mobile: '0411222333',
          address: '',
          suburb: '',
          postcode: '',
          state: '',
          accountHolder: null,
          places: [
            { role: 'coach', team: 'Hornets', grade: 'U14 Boys', competition: '', season: '', playerNumber: null },
          ],
          registrations: [],
        },
        {
          lines: [3],
          sourceId: 'P2',
          memberNumber: null,
          firstname: 'Jo',
          lastname: 'Parent',
          prefname: '',
          dob: '2014-03-15',
          gender: 'male',
          email: '',
          mobile: '',
          address: '',
          suburb: '',
          postcode: '',
          state: '',
          accountHolder: { name: 'Dana Parent', email: 'dana@example.com', mobile: '0411222333' },
          places: [
            { role: 'player', team: 'Hornets', grade: 'U14 Boys', competition: '', season: '', playerNumber: null },
          ],
          registrations: [],
        },
      ],
      refused: [],
      duplicates: [],
    });
  });

  it('two adults holding their own accounts under one email: the second is refused under Account Holder Email', () => {
    const file = readRows(
      HEADER,
      [
        {
          line: 2,
          cells: ['', 'P1', 'Dana', 'Parent', '14/09/1992', 'F', '', '', '', 'Dana Parent', '', 'dana@example.com'],
        },
        {
          line: 3,
          cells: ['', 'P3', 'Sam', 'Parent', '14/09/1990', 'M', '', '', '', 'Sam Parent', '', 'DANA@example.com'],
        },
      ],
      { today: TODAY },
    );
    expect(file).toMatchObject({ refused: [{ line: 3, column: 'Account Holder Email' }] });
  });
});

describe('readRows: GameDay’s parent columns', () => {
  it('the parent’s first name and surname make the account holder’s name', () => {
    const header = [
      'Member No.',
      'First Name',
      'Surname',
      'Date of Birth',
      'Gender',
      'Parent/Guardian 1 Firstname',
      'Parent/Guardian 1 Surname',
      'Parent/Guardian 1 Email',
      'Team Name',
      'Age Group',
    ];
    const file = readRows(
      header,
      [
        {
          line: 2,
          cells: ['G1', 'Jo', 'Parent', '15/03/2014', 'Male', 'Dana', 'Parent', 'dana@example.com', 'Hornets', 'U14'],
        },
      ],
      { today: TODAY },
    );
    expect(file).toMatchObject({
      source: 'gameday',
      people: [
        {
          sourceId: 'G1',
          accountHolder: { name: 'Dana Parent', email: 'dana@example.com', mobile: '' },
          places: [{ team: 'Hornets', grade: 'U14' }],
        },
      ],
    });
  });
});
