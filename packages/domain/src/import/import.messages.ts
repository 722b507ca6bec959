// Moving in (issue 42): what reading a file says, in words for people (ours: the spec has no import).

/** The largest file the import reads (a CSV of 50,000 people with every column is about 10 MB). */
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;
/** The most people one file may hold. */
export const IMPORT_MAX_PEOPLE = 50_000;
/** The most rows with something in them one file may hold (a person may be on several rows, one per team). */
export const IMPORT_MAX_ROWS = 200_000;
/** The longest row (all its cells) the import reads. */
export const IMPORT_MAX_ROW_CHARS = 64 * 1024;

const list = (names: string[]) =>
  names.length === 1 ? names[0]! : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]!}`;

export const ImportMessages = {
  // the file
  tooBig: `This file is larger than ${IMPORT_MAX_BYTES / 1024 / 1024} MB. Split it into smaller files and import each.`,
  empty: 'This file is empty.',
  notCsv:
    'This is not a CSV file. In your spreadsheet, choose File, Save as (or Download) and CSV, then choose that file.',
  nul: 'This file holds NUL characters, which a CSV file never has: it may be a spreadsheet or damaged. Save it as CSV again and choose that file.',
  unreadable: (line: number, what: string) => `This file cannot be read as CSV at line ${line}: ${what}.`,
  longRow: (line: number) =>
    `The row at line ${line} is longer than ${IMPORT_MAX_ROW_CHARS / 1024} KB: this is not a file of people.`,
  tooManyRows: `This file has more than ${IMPORT_MAX_ROWS.toLocaleString('en-AU')} rows. Split it into smaller files and import each.`,
  tooManyPeople: `This file has more than ${IMPORT_MAX_PEOPLE.toLocaleString('en-AU')} people. Split it into smaller files and import each.`,
  noRows: 'This file has a header but no rows of people.',
  // the header and the mapping
  noSuchColumn: (column: string) => `The file has no column “${column}”.`,
  noSuchField: (field: string) => `“${field}” is not a field of the portal.`,
  twoColumns: (a: string, b: string, field: string) => `The columns “${a}” and “${b}” both fill ${field}: choose one.`,
  missingColumns: (fields: string[]) =>
    `The file needs a column for ${list(fields)}. Choose which column holds ${fields.length === 1 ? 'it' : 'each'}.`,
  // a row
  required: (what: string) => `The ${what} is missing.`,
  notADate: (value: string) => `“${value}” is not a date: write it as DD/MM/YYYY.`,
  futureDate: (value: string) => `The date of birth ${value} is not in the past.`,
  unknownGender: (value: string) => `“${value}” is not a gender the portal knows: write Male or Female.`,
  unknownRole: (value: string) =>
    `“${value}” is not a role on a team: write Player, Coach, Assistant Coach or Team Manager.`,
  playerNumber: (value: string) => `The player number “${value}” is not a whole number from 0 to 100.`,
  notAnEmail: (value: string) => `“${value}” is not an email address.`,
  notAMobile: (value: string) => `“${value}” is not a mobile number of 10 digits.`,
  notANumber: (value: string) => `The member number “${value}” is not a number.`,
  tooLong: (what: string, max: number) => `The ${what} is longer than ${max} characters.`,
  characters: (what: string) => `The ${what} holds a character a name or address cannot (a control character).`,
  childWithoutHolder:
    'This person is under 18 and has no account holder: give the parent’s name and email in the account holder columns.',
  sharedEmail: (email: string, line: number) =>
    `The email ${email} is also the email of another adult (line ${line}): each adult needs their own.`,
} as const;
