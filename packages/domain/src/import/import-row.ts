// Moving in (issue 42): what a file's rows become, whatever platform wrote the file. Reading a file (its encoding,
// delimiter, kind and column mapping) ends here; the server plans, matches and writes from these records only.
import type { Sport } from '../shared/fields';

/** The platform a file came from, recognised from its header row. */
export const IMPORT_SOURCES = ['playhq', 'gameday', 'template'] as const;
export type ImportSource = (typeof IMPORT_SOURCES)[number];

/** The roles an imported row can give a person on a team (a subset of the team roles). */
export const IMPORT_TEAM_ROLES = ['player', 'coach', 'assistant', 'manager'] as const;
export type ImportTeamRole = (typeof IMPORT_TEAM_ROLES)[number];

/** A person's place on a team, from a row's Role, Team, Grade, Competition and Season columns. */
export interface ImportTeamPlace {
  role: ImportTeamRole;
  /** the team's name as the file writes it */
  team: string;
  /** the grade (PlayHQ) or age group: the division's name in the portal */
  grade: string;
  /** the competition the grade belongs to, '' when the file has none */
  competition: string;
  /** the season's name, '' when the file has none (the import then uses the season chosen on the page) */
  season: string;
  /** 0-100 for a player, null when none or not a player */
  playerNumber: number | null;
}

/** A person's registration in one of the portal's sports (member_sports): the day it runs until. */
export interface ImportRegistration {
  sport: Sport;
  /** yyyy-mm-dd */
  until: string;
}

/** Who holds the account of a person (a parent for a child), as the file names them. */
export interface ImportAccountHolder {
  name: string;
  email: string;
  mobile: string;
}

/**
 * One person read from a file. A file may hold a person on several rows (PlayHQ writes a row per registration): they
 * are one record here, with every line they came from and every team place.
 */
export interface ImportPerson {
  /** the file lines (1 = the header) this person was read from, the first one first */
  lines: number[];
  /** the other platform's id of this person (PlayHQ Profile ID, GameDay member number), '' when none */
  sourceId: string;
  /** the portal's own member number (the template carries it on an export), null when none */
  memberNumber: number | null;
  firstname: string;
  lastname: string;
  prefname: string;
  /** yyyy-mm-dd */
  dob: string;
  /** 'male' | 'female' (the portal's GENDERS) */
  gender: string;
  email: string;
  /** digits as written, e.g. 0412 345 678 → 0412345678 */
  mobile: string;
  address: string;
  suburb: string;
  postcode: string;
  state: string;
  /** the person holding this person's account when it is someone else (a parent), else null */
  accountHolder: ImportAccountHolder | null;
  places: ImportTeamPlace[];
  /** the sports the file registers the person in, in the order of SPORTS (none when the file says nothing) */
  registrations: ImportRegistration[];
}

/** A row the file cannot give: the line, the column as the file names it, and why, in words for people. */
export interface ImportRefusal {
  line: number;
  column: string;
  reason: string;
}

/** What reading a file gives the planner: the people, the rows refused, and rows that repeat one person. */
export interface ReadFile {
  source: ImportSource;
  /** the file's column names, in order */
  header: string[];
  /** the mapping used: the file's column name → the portal field it fills ('' = not imported) */
  mapping: Record<string, string>;
  people: ImportPerson[];
  refused: ImportRefusal[];
  /** lines that repeat a person already read with different details (kept: the first line's) */
  duplicates: { line: number; firstLine: number; name: string }[];
}

/** A member's own details an import compares and changes and the export writes, in the order a change is shown. */
export const PERSON_FIELDS = [
  'firstname',
  'lastname',
  'prefname',
  'dob',
  'gender',
  'email',
  'mobile',
  'address',
  'suburb',
  'postcode',
  'state',
] as const;
export type PersonField = (typeof PERSON_FIELDS)[number];

/** A member as the import matches them and the export writes them: their own details (dob yyyy-mm-dd or null). */
export type MemberDetails = { id: number; dob: string | null } & Record<Exclude<PersonField, 'dob'>, string>;
