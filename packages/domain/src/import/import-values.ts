// Moving in (issue 42): one cell's value as the portal keeps it (dates, genders, mobiles, roles, numbers), whatever
// the platform wrote. Each answers null for a value that is not one. docs/decisions/296.
import { parseDmy } from '../shared/time';
import type { ImportTeamRole } from './import-row';

const pad = (n: number) => String(n).padStart(2, '0');

function isoOf(day: number, month: number, year: number): string | null {
  const parts = parseDmy(`${pad(day)}/${pad(month)}/${year}`);
  return parts ? `${parts.year}-${pad(parts.month)}-${pad(parts.day)}` : null;
}

/**
 * A date as yyyy-mm-dd from DD/MM/YYYY (or D/M/YYYY, with - or . too), YYYY-MM-DD, Excel's D/M/YY and a timestamp
 * of either (PlayHQ's "2024-02-03T10:15:00Z", "03/02/2024 10:15"). A two-digit year is of this century unless that
 * puts the date after `today` (yyyy-mm-dd), then of the last one. Null when not a calendar date.
 */
export function parseImportDate(value: string, today: string): string | null {
  const v = value.trim().replace(/[ T]\d{1,2}:\d{2}(:\d{2}(\.\d+)?)?\s*([ap]m)?\s*(Z|[+-]\d{2}:?\d{2})?$/i, '');
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(v);
  if (iso) return isoOf(Number(iso[3]), Number(iso[2]), Number(iso[1]));
  const dmy = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})$/.exec(v);
  if (!dmy) return null;
  const [day, month] = [Number(dmy[1]), Number(dmy[2])];
  if (dmy[3]!.length === 4) return isoOf(day, month, Number(dmy[3]));
  const yy = Number(dmy[3]);
  const thisCentury = isoOf(day, month, 2000 + yy);
  if (thisCentury && thisCentury <= today) return thisCentury;
  return isoOf(day, month, 1900 + yy);
}

const GENDER_WORDS: Record<string, 'male' | 'female'> = {
  male: 'male',
  m: 'male',
  man: 'male',
  boy: 'male',
  female: 'female',
  f: 'female',
  woman: 'female',
  girl: 'female',
};

/** 'male' or 'female' (the portal's GENDERS) from the words platforms write, whatever the case; else null. */
export function parseGender(value: string): 'male' | 'female' | null {
  return GENDER_WORDS[value.trim().toLowerCase()] ?? null;
}

/**
 * An Australian mobile as its 10 digits: spaces, dots, dashes and brackets dropped, +61 or 61 made 0, and the 0 put
 * back when a spreadsheet took it as a number (412345678). '' for '', null when not 10 digits then.
 */
export function normaliseMobile(value: string): string | null {
  let digits = value.trim().replace(/[\s().-]/g, '');
  if (digits === '') return '';
  if (/^\+?61\d{9}$/.test(digits)) digits = `0${digits.slice(-9)}`;
  else if (/^[1-9]\d{8}$/.test(digits)) digits = `0${digits}`;
  return /^\d{10}$/.test(digits) ? digits : null;
}

const ROLE_WORDS: Record<string, ImportTeamRole> = {
  player: 'player',
  coach: 'coach',
  'head coach': 'coach',
  'assistant coach': 'assistant',
  assistant: 'assistant',
  manager: 'manager',
  'team manager': 'manager',
};

/** A team role from the words platforms write; '' is a player (a row with a team and no role). Null when unknown. */
export function parseRole(value: string): ImportTeamRole | null {
  const key = value.trim().toLowerCase().replace(/\s+/g, ' ');
  return key === '' ? 'player' : (ROLE_WORDS[key] ?? null);
}

/** A player number 0-100 ('' is none); null when not a whole number in that range. */
export function parsePlayerNumber(value: string): number | null | 'invalid' {
  const v = value.trim();
  if (v === '') return null;
  if (!/^\d{1,3}$/.test(v)) return 'invalid';
  const n = Number(v);
  return n <= 100 ? n : 'invalid';
}

/** A plain email's shape (one @, a dot in the domain, no spaces). */
export function isEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
}

/**
 * A cell as the person wrote it: trimmed, inner runs of spaces one space, and the apostrophe our exports put before a
 * cell a spreadsheet would run as a formula (=, +, -, @) taken off again, so an export reads back the same.
 */
export function cellText(value: string): string {
  const v = value.trim().replace(/\s+/g, ' ');
  return /^'[=+\-@]/.test(v) ? v.slice(1) : v;
}

/**
 * The latest date of birth of an adult on `today` (both yyyy-mm-dd): the same day 18 years before, so `dob <= it` is
 * isAdult (spec 000 §4) as one string comparison, for files of tens of thousands of rows. Born 29 February, one is
 * 18 on 1 March in a year without one, as isAdult says.
 */
export function adultBornBy(today: string): string {
  return `${String(Number(today.slice(0, 4)) - 18).padStart(4, '0')}${today.slice(4, 10)}`;
}
