import { describe, expect, it } from 'vitest';
import type { ImportPerson } from '@portal/domain/import/import-row';
import { familiesOf } from './import-plan-families';
import { changesOf } from './import-plan-match';
import { nearOn } from './import-plan-near';
import type { MemberFacts } from './import-plan.repo';

// The dry run's rules (decision 298) without a database: near matches, changes, families.

const TODAY = '2026-12-05';
const person = (p: Partial<ImportPerson>): ImportPerson => ({
  lines: [2],
  sourceId: '',
  memberNumber: null,
  firstname: 'Ava',
  lastname: 'Lee',
  prefname: '',
  dob: '1990-01-01',
  gender: 'female',
  email: '',
  mobile: '',
  address: '',
  suburb: '',
  postcode: '',
  state: '',
  accountHolder: null,
  places: [],
  registrations: [],
  ...p,
});
const member = (m: Partial<MemberFacts>): MemberFacts => ({
  id: 7,
  firstname: 'Ava',
  lastname: 'Lee',
  prefname: '',
  dob: '1990-01-01',
  gender: 'female',
  email: '',
  mobile: '',
  address: '',
  suburb: '',
  postcode: '',
  state: '',
  registered: {},
  ...m,
});

describe('near matches', () => {
  it.each([
    [
      'another birth date, the same email',
      { email: 'a@x.au' },
      { dob: '1991-01-01', email: 'A@x.au' },
      ['name', 'gender', 'email'],
    ],
    [
      'another birth date, the same postcode',
      { postcode: '2077' },
      { dob: '1991-01-01', postcode: '2077' },
      ['name', 'gender', 'postcode'],
    ],
    ['another birth date, nothing shared', {}, { dob: '1991-01-01' }, null],
    [
      'a preferred name: same last name and birth date, the same mobile',
      { firstname: 'Avery', mobile: '0412345678' },
      { mobile: '0412 345 678' },
      ['dob', 'gender', 'mobile'],
    ],
    [
      'an adult under another name with the same email',
      { firstname: 'Bo', lastname: 'Kim', email: 'a@x.au' },
      { email: 'a@x.au' },
      ['dob', 'gender', 'email'],
    ],
    [
      'a child sharing a parent’s email',
      { firstname: 'Bo', lastname: 'Kim', dob: '2015-01-01', email: 'a@x.au' },
      { email: 'a@x.au' },
      null,
    ],
  ])('%s', (_name, p, m, on) => {
    expect(nearOn(person(p), member(m), TODAY)).toEqual(on);
  });
});

describe('changes', () => {
  it('only the fields the file has that differ; never to empty; case and layout aside; a child keeps their contact', () => {
    const m = member({ suburb: 'Hornsby', email: 'old@x.au', mobile: '0412 345 678', address: '1 Main St' });
    const p = person({ suburb: 'HORNSBY', email: 'new@x.au', mobile: '0412345678', address: '', postcode: '2077' });
    expect(changesOf(p, m, false)).toEqual([
      { field: 'email', from: 'old@x.au', to: 'new@x.au' },
      { field: 'postcode', from: '', to: '2077' },
    ]);
    expect(changesOf(p, m, true)).toEqual([{ field: 'postcode', from: '', to: '2077' }]);
  });

  it.each<
    [string, Record<string, string>, ImportPerson['registrations'], { field: string; from: string; to: string }[]]
  >([
    ['the file registers nothing: no change', { basketball: '2026-12-31' }, [], []],
    ['the same day: no change', { basketball: '2026-12-31' }, [{ sport: 'basketball', until: '2026-12-31' }], []],
    [
      'a sport the member lacks',
      { basketball: '2026-12-31' },
      [{ sport: 'netball', until: '2027-03-31' }],
      [{ field: 'netballUntil', from: '', to: '2027-03-31' }],
    ],
    [
      'another day, and one with no expiry given one',
      { basketball: '2026-12-31', netball: '' },
      [
        { sport: 'basketball', until: '2027-12-31' },
        { sport: 'netball', until: '2027-03-31' },
      ],
      [
        { field: 'basketballUntil', from: '2026-12-31', to: '2027-12-31' },
        { field: 'netballUntil', from: '', to: '2027-03-31' },
      ],
    ],
  ])('registrations: %s', (_name, registered, registrations, changes) => {
    expect(changesOf(person({ registrations }), member({ registered }), true)).toEqual(changes);
  });
});

describe('families', () => {
  const holder = { name: 'Sam Lee', email: 'sam@x.au', mobile: '0400000001' };
  it.each([
    [
      'a row of the file with the holder’s email',
      [person({ firstname: 'Sam', dob: '1980-01-01', email: 'sam@x.au' })],
      [],
      { seq: 1 },
    ],
    [
      'a row with the holder’s name and mobile',
      [person({ firstname: 'Sam', dob: '1980-01-01', mobile: '0400000001' })],
      [],
      { seq: 1 },
    ],
    [
      'a member with the holder’s email',
      [],
      [member({ id: 40, firstname: 'Sam', email: 'sam@x.au' })],
      { memberId: 40 },
    ],
    ['nobody: a person the import makes', [], [], { seq: 1 }],
  ])('a child is linked to %s', (_name, rows, members, link) => {
    const child = person({ dob: '2015-05-05', accountHolder: holder });
    const families = familiesOf([child, ...rows], members, TODAY);
    expect(families.links.get(0)).toEqual(link);
    expect(families.holders.length).toBe(rows.length || members.length ? 0 : 1);
  });

  it('an adult’s account holder makes no guardianship; one holder named by two children is made once', () => {
    const adult = person({ dob: '2000-01-01', accountHolder: holder });
    const kids = [
      person({ dob: '2015-01-01', accountHolder: holder }),
      person({ dob: '2016-01-01', accountHolder: holder }),
    ];
    const families = familiesOf([adult, ...kids], [], TODAY);
    expect(families.links.has(0)).toBe(false);
    expect(families.holders).toEqual([
      expect.objectContaining({ firstname: 'Sam', lastname: 'Lee', email: 'sam@x.au' }),
    ]);
    expect([families.links.get(1), families.links.get(2)]).toEqual([{ seq: 3 }, { seq: 3 }]);
  });
});
