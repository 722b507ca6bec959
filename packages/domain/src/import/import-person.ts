// Moving in (issue 42): one row of a file as a person, or the reasons it cannot be one (line, column, words for
// people). docs/decisions/296.
import { characterProblem } from '../shared/characters';
import { MEMBER_MAX_LENGTH } from '../shared/fields';
import { SPORTS } from '../shared/fields';
import { REGISTRATION_FIELDS, type ImportField } from './import-columns';
import type {
  ImportAccountHolder,
  ImportPerson,
  ImportRefusal,
  ImportRegistration,
  ImportTeamPlace,
} from './import-row';
import { ImportMessages as M } from './import.messages';
import {
  cellText,
  isEmail,
  normaliseMobile,
  parseGender,
  parseImportDate,
  parsePlayerNumber,
  parseRole,
} from './import-values';

/** A row's cells by field, and the file's name of the column each field came from. */
export interface RowCells {
  line: number;
  get: (field: ImportField) => string;
  column: (field: ImportField) => string;
  today: string;
  /** adultBornBy(today): a date of birth after it is a child's */
  adultBy: string;
}

/** What a row gives: a person (one place at most) and the column their email came from, or the refusals. */
export type RowOutcome = { person: ImportPerson; emailColumn: string } | { refused: ImportRefusal[] };

const nameKey = (s: string) => s.trim().toLowerCase().replace(/\s+/g, ' ');

class Problems {
  list: ImportRefusal[] = [];
  constructor(private row: RowCells) {}
  add(field: ImportField, reason: string) {
    this.list.push({ line: this.row.line, column: this.row.column(field), reason });
  }
  /** A one-line text field: required or not, at most `max` characters, no control character. */
  text(field: ImportField, what: string, max: number, required = false): string {
    const v = this.row.get(field);
    if (required && v === '') this.add(field, M.required(what));
    else if (v.length > max) this.add(field, M.tooLong(what, max));
    else if (characterProblem(v)) this.add(field, M.characters(what));
    return v;
  }
  email(field: ImportField): string {
    const v = this.row.get(field);
    if (v !== '' && (!isEmail(v) || v.length > MEMBER_MAX_LENGTH.email)) this.add(field, M.notAnEmail(v));
    return v;
  }
  mobile(field: ImportField): string {
    const v = this.row.get(field);
    const mobile = normaliseMobile(v);
    if (mobile === null) this.add(field, M.notAMobile(v));
    return mobile ?? '';
  }
}

function dobOf(row: RowCells, p: Problems): string {
  const v = row.get('dob');
  if (v === '') return (p.add('dob', M.required('date of birth')), '');
  const iso = parseImportDate(v, row.today);
  if (iso === null) return (p.add('dob', M.notADate(v)), '');
  if (iso >= row.today) return (p.add('dob', M.futureDate(v)), '');
  return iso;
}

function genderOf(row: RowCells, p: Problems): string {
  const v = row.get('gender');
  if (v === '') return (p.add('gender', M.required('gender')), '');
  const gender = parseGender(v);
  if (!gender) p.add('gender', M.unknownGender(v));
  return gender ?? '';
}

function memberNumberOf(row: RowCells, p: Problems): number | null {
  const v = row.get('memberNumber');
  if (v === '') return null;
  if (!/^\d{1,9}$/.test(v)) return (p.add('memberNumber', M.notANumber(v)), null);
  return Number(v);
}

/** The sports the row registers the person in: each sport's column a date (DD/MM/YYYY, or another way the file writes one). */
function registrationsOf(row: RowCells, p: Problems): ImportRegistration[] {
  const out: ImportRegistration[] = [];
  for (const sport of SPORTS) {
    const v = row.get(REGISTRATION_FIELDS[sport]);
    if (v === '') continue;
    const until = parseImportDate(v, row.today);
    if (until === null) p.add(REGISTRATION_FIELDS[sport], M.notADate(v));
    else out.push({ sport, until });
  }
  return out;
}

function placeOf(row: RowCells, p: Problems): ImportTeamPlace | null {
  const roleText = row.get('role');
  const role = parseRole(roleText);
  if (!role) p.add('role', M.unknownRole(roleText));
  const team = row.get('team');
  if (!role || team === '') return null;
  const number = role === 'player' ? parsePlayerNumber(row.get('playerNumber')) : null;
  if (number === 'invalid') p.add('playerNumber', M.playerNumber(row.get('playerNumber')));
  return {
    role,
    team,
    grade: row.get('grade') || row.get('ageGroup'),
    competition: row.get('competition'),
    season: row.get('season'),
    playerNumber: number === 'invalid' ? null : number,
  };
}

/** The account holder's name, email and mobile as the row gives them (a full name, or first and last name). */
function holderOf(row: RowCells, p: Problems): ImportAccountHolder {
  const name = row.get('holder') || `${row.get('holderFirstname')} ${row.get('holderLastname')}`.trim();
  return { name, email: p.email('holderEmail'), mobile: p.mobile('holderMobile') };
}

/** The column a missing account holder is reported under: the first holder column the file has. */
function holderColumn(row: RowCells): string {
  for (const f of ['holder', 'holderFirstname', 'holderEmail', 'holderMobile'] as const) {
    const c = row.column(f);
    if (c) return c;
  }
  return 'Account Holder';
}

/**
 * A row as a person. PlayHQ writes every participant's account holder, an adult's being themselves: then the holder's
 * email and mobile are the person's own when the row has none, and the person has no account holder. A child (under
 * 18 on `today`) must have one, unless the row gives the portal's member number: a child the portal has already, with
 * a sign-in of their own or their guardians there (the export writes them so; the planner refuses a number it does
 * not know).
 */
export function readPerson(row: RowCells): RowOutcome {
  const p = new Problems(row);
  const firstname = p.text('firstname', 'first name', MEMBER_MAX_LENGTH.firstname, true);
  const lastname = p.text('lastname', 'last name', MEMBER_MAX_LENGTH.lastname, true);
  const prefname = p.text('prefname', 'preferred name', MEMBER_MAX_LENGTH.prefname);
  const dob = dobOf(row, p);
  const gender = genderOf(row, p);
  const memberNumber = memberNumberOf(row, p);
  let email = p.email('email');
  let mobile = p.mobile('mobile');
  const address = [row.get('address'), row.get('address2')].filter(Boolean).join(', ');
  if (address.length > MEMBER_MAX_LENGTH.address) p.add('address', M.tooLong('address', MEMBER_MAX_LENGTH.address));
  const suburb = p.text('suburb', 'suburb', MEMBER_MAX_LENGTH.suburb);
  const postcode = p.text('postcode', 'postcode', 10);
  const state = p.text('state', 'state', 10);
  const place = placeOf(row, p);
  const registrations = registrationsOf(row, p);
  const holder = holderOf(row, p);
  const own = [firstname, lastname].join(' ');
  const self =
    (holder.name !== '' && [own, `${prefname} ${lastname}`].map(nameKey).includes(nameKey(holder.name))) ||
    (holder.name === '' && holder.email !== '' && nameKey(holder.email) === nameKey(email));
  let emailColumn = row.column('email');
  if (self && email === '' && holder.email !== '') [email, emailColumn] = [holder.email, row.column('holderEmail')];
  if (self && mobile === '') mobile = holder.mobile;
  const accountHolder = self || (!holder.name && !holder.email && !holder.mobile) ? null : holder;
  if (dob && !accountHolder && memberNumber === null && dob > row.adultBy)
    p.list.push({ line: row.line, column: holderColumn(row), reason: M.childWithoutHolder });
  if (p.list.length) return { refused: p.list };
  const person: ImportPerson = {
    lines: [row.line],
    sourceId: row.get('sourceId'),
    memberNumber,
    ...{ firstname, lastname, prefname, dob, gender, email, mobile, address, suburb, postcode, state },
    accountHolder,
    places: place ? [place] : [],
    registrations,
  };
  return { person, emailColumn };
}

const DETAILS = [
  'memberNumber',
  'firstname',
  'lastname',
  'prefname',
  'dob',
  'gender',
  'mobile',
  'address',
  'suburb',
  'postcode',
  'state',
] as const;

/** Whether a later row repeats a person's details (the email whatever its case, the account holder whole). */
export function sameDetails(a: ImportPerson, b: ImportPerson): boolean {
  if (DETAILS.some((k) => a[k] !== b[k]) || a.email.toLowerCase() !== b.email.toLowerCase()) return false;
  if (a.sourceId && b.sourceId && a.sourceId !== b.sourceId) return false;
  if (JSON.stringify(a.registrations) !== JSON.stringify(b.registrations)) return false;
  const [x, y] = [a.accountHolder, b.accountHolder];
  return (
    x === y ||
    (!!x && !!y && x.name === y.name && x.email.toLowerCase() === y.email.toLowerCase() && x.mobile === y.mobile)
  );
}

export { cellText, nameKey };
