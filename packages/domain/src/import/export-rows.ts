// Moving out (issue 42 item 8, docs/decisions/297): the association's people as rows of the portal's template, the
// same file the import reads, so an export read back changes nothing. One row per person per team place (a person on
// no team: one row); a child's account holder is their first guardian; an adult has none.
import { isAdult, isoToDmy } from '../shared/time';
import { SPORTS, type Sport } from '../shared/fields';
import { REGISTRATION_FIELDS, TEMPLATE_COLUMNS, type ImportField } from './import-columns';
import { IMPORT_TEAM_ROLES, type ImportTeamRole, type MemberDetails } from './import-row';

/** A member as the export reads them. */
export type ExportMember = MemberDetails;

/** A member's place on a team: the team's role (the league's: player, coach, assistant, manager, admin). */
export interface ExportPlace {
  memberId: number;
  role: string;
  playingNumber: number | null;
  team: string;
  division: string;
  season: string;
}

/** A member's registration in a sport (member_sports): until yyyy-mm-dd, or null when it has no expiry. */
export interface ExportRegistration {
  memberId: number;
  sport: string;
  until: string | null;
}

/** The words the template writes for a role (the import reads them back). */
export const ROLE_WORDS: Record<ImportTeamRole, string> = {
  player: 'Player',
  coach: 'Coach',
  assistant: 'Assistant Coach',
  manager: 'Team Manager',
};

export type TemplateRow = Record<ImportField, string>;

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Each sport's "Registered Until" cell: DD/MM/YYYY, '' when not registered or with no expiry. */
function registrationCells(registrations: readonly ExportRegistration[]): Partial<TemplateRow> {
  const until = new Map(registrations.map((r) => [r.sport, r.until]));
  return Object.fromEntries(
    SPORTS.map((s: Sport) => [REGISTRATION_FIELDS[s], until.get(s) ? isoToDmy(until.get(s)!) : '']),
  );
}

function personCells(m: ExportMember, holder: ExportMember | null): Partial<TemplateRow> {
  return {
    memberNumber: String(m.id),
    firstname: m.firstname,
    lastname: m.lastname,
    prefname: m.prefname,
    dob: m.dob ? isoToDmy(m.dob) : '',
    gender: capital(m.gender),
    email: m.email,
    mobile: m.mobile,
    address: m.address,
    suburb: m.suburb,
    postcode: m.postcode,
    state: m.state,
    holder: holder ? `${holder.firstname} ${holder.lastname}`.trim() : '',
    holderEmail: holder?.email ?? '',
    holderMobile: holder?.mobile ?? '',
  };
}

/**
 * The template's rows of one member: `places` their team places (a team role the import has no word for, a team
 * admin, is left out), `guardian` their first guardian, written as the account holder while they are a child on
 * `today` (yyyy-mm-dd), `registrations` their sports, repeated on each of their rows like their other details.
 */
export function templateRowsOf(
  member: ExportMember,
  places: readonly ExportPlace[],
  guardian: ExportMember | null,
  today: string,
  registrations: readonly ExportRegistration[] = [],
): TemplateRow[] {
  const holder = guardian && !isAdult(member.dob, today) ? guardian : null;
  const person = { ...personCells(member, holder), ...registrationCells(registrations) };
  const known = places.filter((p) => (IMPORT_TEAM_ROLES as readonly string[]).includes(p.role));
  const blank = Object.fromEntries(TEMPLATE_COLUMNS.map((c) => [c.field, ''])) as TemplateRow;
  if (!known.length) return [{ ...blank, ...person }];
  return known.map((p) => ({
    ...blank,
    ...person,
    role: ROLE_WORDS[p.role as ImportTeamRole],
    team: p.team,
    grade: p.division,
    season: p.season,
    playerNumber: p.role === 'player' && p.playingNumber !== null ? String(p.playingNumber) : '',
  }));
}
