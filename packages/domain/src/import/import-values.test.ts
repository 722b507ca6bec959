import { describe, expect, it } from 'vitest';
import { isAdult } from '../shared/time';
import {
  adultBornBy,
  cellText,
  normaliseMobile,
  parseGender,
  parseImportDate,
  parsePlayerNumber,
  parseRole,
} from './import-values';

const TODAY = '2026-12-05';

describe('parseImportDate (DD/MM/YYYY, YYYY-MM-DD, Excel D/M/YY, timestamps)', () => {
  it.each([
    ['21/06/1988', '1988-06-21'],
    ['1/2/2010', '2010-02-01'],
    ['01-02-2010', '2010-02-01'],
    ['01.02.2010', '2010-02-01'],
    ['2010-02-01', '2010-02-01'],
    ['2010-2-1', '2010-02-01'],
    [' 21/06/1988 ', '1988-06-21'],
    ['5/3/14', '2014-03-05'],
    ['5/3/88', '1988-03-05'],
    ['5/12/26', '2026-12-05'], // today: this century
    ['6/12/26', '1926-12-06'], // tomorrow in this century: the last one
    ['2024-02-03T10:15:00Z', '2024-02-03'],
    ['2024-02-03T10:15:00.000+11:00', '2024-02-03'],
    ['03/02/2024 10:15', '2024-02-03'],
    ['03/02/2024 10:15:22 AM', '2024-02-03'],
    ['29/02/2024', '2024-02-29'],
    ['29/02/2023', null],
    ['31/04/2010', null],
    ['13/13/2010', null],
    ['2010/02/01', null],
    ['yesterday', null],
    ['', null],
    ['01/02/1899', null],
    ['38000', null], // an Excel serial is not a date
  ])('%j → %j', (value, expected) => {
    expect(parseImportDate(value, TODAY)).toBe(expected);
  });
});

describe('parseGender (the portal keeps male and female)', () => {
  it.each([
    ['Male', 'male'],
    ['MALE', 'male'],
    [' m ', 'male'],
    ['Female', 'female'],
    ['f', 'female'],
    ['Girl', 'female'],
    ['Prefer not to say', null],
    ['Non-binary', null],
    ['X', null],
    ['', null],
  ])('%j → %j', (value, expected) => expect(parseGender(value)).toBe(expected));
});

describe('normaliseMobile (10 digits)', () => {
  it.each([
    ['0412 345 678', '0412345678'],
    ['0412-345-678', '0412345678'],
    ['(04) 1234 5678', '0412345678'],
    ['+61 412 345 678', '0412345678'],
    ['61412345678', '0412345678'],
    ['412345678', '0412345678'], // a spreadsheet dropped the 0
    ['', ''],
    ['12345', null],
    ['0412 345 678 9', null],
    ['call me', null],
  ])('%j → %j', (value, expected) => expect(normaliseMobile(value)).toBe(expected));
});

describe('parseRole and parsePlayerNumber', () => {
  it.each([
    ['Player', 'player'],
    ['', 'player'],
    ['Coach', 'coach'],
    ['Head  Coach', 'coach'],
    ['Assistant Coach', 'assistant'],
    ['team manager', 'manager'],
    ['Umpire', null],
  ])('role %j → %j', (value, expected) => expect(parseRole(value)).toBe(expected));
  it.each([
    ['', null],
    ['0', 0],
    ['07', 7],
    ['100', 100],
    ['101', 'invalid'],
    ['-1', 'invalid'],
    ['4.5', 'invalid'],
    ['ten', 'invalid'],
  ])('number %j → %j', (value, expected) => expect(parsePlayerNumber(value)).toBe(expected));
});

describe('cellText', () => {
  it.each([
    ['  Mia   Member ', 'Mia Member'],
    ["'=HYPERLINK(1)", '=HYPERLINK(1)'], // our export's apostrophe comes off again
    ["'-5", '-5'],
    ['=1+1', '=1+1'], // kept as text, never run
    ["O'Brien", "O'Brien"],
  ])('%j → %j', (value, expected) => expect(cellText(value)).toBe(expected));
});

describe('adultBornBy: one comparison that is isAdult', () => {
  it.each([
    ['2008-12-05', '2026-12-05'],
    ['2008-12-06', '2026-12-05'],
    ['2008-02-29', '2026-02-28'],
    ['2008-02-29', '2026-03-01'],
    ['2008-03-01', '2026-03-01'],
    ['1990-01-01', '2026-12-05'],
    ['2015-06-30', '2026-12-05'],
  ])('born %s, on %s', (dob, today) => {
    expect(dob <= adultBornBy(today)).toBe(isAdult(dob, today));
  });
});
