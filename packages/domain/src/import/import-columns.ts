// Moving in (issue 42): the portal fields a file's columns can fill, the portal's own template (its columns declared
// once, each with the words the page shows), and the column names PlayHQ's Participants report and GameDay's member
// report write (docs/decisions/296, 297).
import type { Sport } from '../shared/fields';

/** The portal fields a column can fill. '' in a mapping means the column is not imported. */
export const IMPORT_FIELDS = [
  'memberNumber',
  'sourceId',
  'firstname',
  'lastname',
  'prefname',
  'dob',
  'gender',
  'email',
  'mobile',
  'address',
  'address2',
  'suburb',
  'postcode',
  'state',
  'holder',
  'holderFirstname',
  'holderLastname',
  'holderEmail',
  'holderMobile',
  'role',
  'team',
  'grade',
  'ageGroup',
  'competition',
  'season',
  'playerNumber',
  'basketballUntil',
  'netballUntil',
] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];

/** The fields a file must fill for its rows to be people: without them no row can be read. */
export const REQUIRED_IMPORT_FIELDS = ['firstname', 'lastname', 'dob', 'gender'] as const satisfies ImportField[];

/** Each field in words for people (the mapping's choices on the page). */
export const IMPORT_FIELD_LABELS: Record<ImportField, string> = {
  memberNumber: 'Member number (the portal’s)',
  sourceId: 'Id on the other platform',
  firstname: 'First name',
  lastname: 'Last name',
  prefname: 'Preferred name',
  dob: 'Date of birth',
  gender: 'Gender',
  email: 'Email',
  mobile: 'Mobile',
  address: 'Address',
  address2: 'Address, second line',
  suburb: 'Suburb',
  postcode: 'Postcode',
  state: 'State',
  holder: 'Account holder’s full name',
  holderFirstname: 'Account holder’s first name',
  holderLastname: 'Account holder’s last name',
  holderEmail: 'Account holder’s email',
  holderMobile: 'Account holder’s mobile',
  role: 'Role on the team',
  team: 'Team',
  grade: 'Grade (division)',
  ageGroup: 'Age group (the grade when there is none)',
  competition: 'Competition',
  season: 'Season',
  playerNumber: 'Player number',
  basketballUntil: 'Basketball: registered until',
  netballUntil: 'Netball: registered until',
};

/**
 * The field holding a person's registration in each of the portal's sports (member_sports): the date it runs until.
 * One column per sport, repeated on each of a person's rows like their other details (docs/decisions/297).
 */
export const REGISTRATION_FIELDS = {
  basketball: 'basketballUntil',
  netball: 'netballUntil',
} as const satisfies Record<Sport, ImportField>;

/** A column of the portal's template: its name in the header, the field it fills, and what to write in it. */
export interface TemplateColumn {
  name: string;
  field: ImportField;
  doc: string;
}

/** The portal's template, in the order of its header: the import reads it and the export writes it. */
export const TEMPLATE_COLUMNS: readonly TemplateColumn[] = [
  { name: 'Member Number', field: 'memberNumber', doc: 'The portal’s member number. Empty for someone new.' },
  { name: 'Profile ID', field: 'sourceId', doc: 'The person’s id on the platform you move from, if any.' },
  { name: 'First Name', field: 'firstname', doc: 'Required.' },
  { name: 'Last Name', field: 'lastname', doc: 'Required.' },
  { name: 'Preferred Name', field: 'prefname', doc: 'The name the person goes by; empty means the first name.' },
  { name: 'Date of Birth', field: 'dob', doc: 'Required. DD/MM/YYYY, e.g. 21/06/1988.' },
  { name: 'Gender', field: 'gender', doc: 'Required. Male or Female.' },
  { name: 'Email', field: 'email', doc: 'The person’s own email. Two adults cannot share one.' },
  { name: 'Mobile', field: 'mobile', doc: 'An Australian mobile, e.g. 0412 345 678.' },
  { name: 'Address', field: 'address', doc: 'Street address.' },
  { name: 'Suburb', field: 'suburb', doc: '' },
  { name: 'Postcode', field: 'postcode', doc: '' },
  { name: 'State', field: 'state', doc: 'e.g. NSW.' },
  {
    name: 'Account Holder',
    field: 'holder',
    doc: 'For a child (under 18): the parent’s full name. Required for a child; empty for an adult.',
  },
  { name: 'Account Holder Email', field: 'holderEmail', doc: 'The parent’s email.' },
  { name: 'Account Holder Mobile', field: 'holderMobile', doc: 'The parent’s mobile.' },
  {
    name: 'Role',
    field: 'role',
    doc: 'Player, Coach, Assistant Coach or Team Manager. Empty with a team means Player.',
  },
  { name: 'Team', field: 'team', doc: 'The team’s name. One row per team a person is on.' },
  { name: 'Grade', field: 'grade', doc: 'The grade (division) of the team, e.g. U14 Boys.' },
  { name: 'Competition', field: 'competition', doc: 'The competition of the grade, if any.' },
  { name: 'Season', field: 'season', doc: 'The season; empty means the season chosen on the page.' },
  { name: 'Player Number', field: 'playerNumber', doc: 'A player’s number, 0 to 100.' },
  {
    name: 'Basketball Registered Until',
    field: 'basketballUntil',
    doc: 'DD/MM/YYYY: the day the person’s basketball registration runs until. Empty: not registered, or left as it is.',
  },
  {
    name: 'Netball Registered Until',
    field: 'netballUntil',
    doc: 'DD/MM/YYYY: the day the person’s netball registration runs until. Empty: not registered, or left as it is.',
  },
];

/** The template's header row. */
export const TEMPLATE_HEADER: readonly string[] = TEMPLATE_COLUMNS.map((c) => c.name);

/**
 * A column's name as compared: lower case, every run of other characters than letters and digits one space, no
 * byte-order mark, trimmed ("Member No." and "member  no" are one name).
 */
export function columnKey(name: string): string {
  return name
    .replace(/^\ufeff/, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

type Aliases = Record<string, ImportField | ''>;

/** Names every platform may use for the person's own details. */
const COMMON: Aliases = {
  'first name': 'firstname',
  firstname: 'firstname',
  'given name': 'firstname',
  'last name': 'lastname',
  lastname: 'lastname',
  surname: 'lastname',
  'family name': 'lastname',
  'preferred name': 'prefname',
  'date of birth': 'dob',
  dob: 'dob',
  'birth date': 'dob',
  gender: 'gender',
  email: 'email',
  'email address': 'email',
  mobile: 'mobile',
  'mobile phone': 'mobile',
  'mobile number': 'mobile',
  address: 'address',
  suburb: 'suburb',
  postcode: 'postcode',
  'post code': 'postcode',
  state: 'state',
  role: 'role',
  team: 'team',
  grade: 'grade',
  competition: 'competition',
  season: 'season',
  'player number': 'playerNumber',
};

const TEMPLATE: Aliases = {
  ...COMMON,
  ...Object.fromEntries(TEMPLATE_COLUMNS.map((c) => [columnKey(c.name), c.field])),
};

/** PlayHQ's Participants report (Reports, Participants): its columns, those the import leaves out as ''. */
const PLAYHQ: Aliases = {
  ...COMMON,
  'registration timestamp': '',
  'profile id': 'sourceId',
  'age group': 'ageGroup',
  club: '',
  status: '',
  'permit from': '',
  'permit to': '',
  'privacy setting': '',
  'account holder': 'holder',
  'account holder mobile': 'holderMobile',
  'account holder email': 'holderEmail',
  'address line 1': 'address',
  'address line 2': 'address2',
  'suburb town': 'suburb',
  country: '',
};

/** GameDay's member report (Reports, its report builder), as it names the columns. */
const GAMEDAY: Aliases = {
  ...COMMON,
  'member no': 'sourceId',
  'member number': 'sourceId',
  memberid: 'sourceId',
  'member id': 'sourceId',
  'national number': 'sourceId',
  'address 1': 'address',
  'address 2': 'address2',
  'parent guardian 1 firstname': 'holderFirstname',
  'parent guardian 1 first name': 'holderFirstname',
  'parent guardian 1 surname': 'holderLastname',
  'parent guardian 1 email': 'holderEmail',
  'parent guardian 1 mobile': 'holderMobile',
  'team name': 'team',
  'competition name': 'competition',
  'season name': 'season',
  'age group': 'ageGroup',
  'jersey number': 'playerNumber',
  'uniform number': 'playerNumber',
  'member type': '',
  'member status': '',
  'financial status': '',
  organisation: '',
  'registered date': '',
  'parent guardian 2 firstname': '',
  'parent guardian 2 surname': '',
  'parent guardian 2 email': '',
  'parent guardian 2 mobile': '',
};

/** Each platform's names, in the order a tie is settled (the template first). */
export const SOURCE_COLUMNS = { template: TEMPLATE, playhq: PLAYHQ, gameday: GAMEDAY } as const;
