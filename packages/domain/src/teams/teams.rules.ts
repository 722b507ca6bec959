import { displayGameDate } from '../competition/game-date';
import { TEMP_PER_REQUEST, type MemberTeam, type TeamGame } from './teams.contract';
import { TeamsMessages as M } from './teams.messages';

// The team rules the web shows and the server enforces (spec 001 §4, §5, §9): who may do what, and the division's
// roster limits. Both sides call these same functions, so a disabled button and a 403/422 never disagree.

/** The team facts the permission rules read. */
export type TeamFacts = Pick<
  MemberTeam,
  't_function' | 't_manager' | 't_admin' | 't_coach' | 't_season_status' | 't_season_archived' | 't_division_status'
> &
  Partial<Pick<MemberTeam, 't_held_back'>>;

export interface TeamAccess {
  manager: boolean;
  admin: boolean;
  coach: boolean;
  /** Save, forfeit, add, remove, change numbers (spec 001 §4, §6). */
  canEdit: boolean;
  /** Email, dob and mobile columns (spec 001 §4: the coach sees them; the manager and team admin too). */
  seesContacts: boolean;
  /** The team's invoices are its managers' and admins' (docs/decisions/054). */
  seesInvoices: boolean;
  /** Attendance and registration expiry columns (spec 001 §4). */
  showsSeasonColumns: boolean;
}

const norm = (s: string) => s.trim().replace(/\s+/g, ' ').toLowerCase();

/** A member's full name as role fields hold it. */
export function fullName(m: { firstname: string; lastname: string }): string {
  return `${m.firstname.trim()} ${m.lastname.trim()}`.trim();
}

/** The names a role field holds ('Mark Manager, Ann Other'), normalised. */
export function roleNames(field: string): string[] {
  return field.split(',').map(norm).filter(Boolean);
}

/**
 * spec 001 §4: a role holds when t_function names it and the role's name is the member's full name; ours (issue 44,
 * decision 320): and the member's Working With Children Check does not hold it back (t_held_back).
 */
export function teamRoles(team: TeamFacts, memberFullName: string): Pick<TeamAccess, 'manager' | 'admin' | 'coach'> {
  const fn = team.t_function.toLowerCase();
  const me = norm(memberFullName);
  const held = team.t_held_back ?? [];
  const holds = (word: 'manager' | 'admin' | 'coach', names: string) =>
    me !== '' && fn.includes(word) && roleNames(names).includes(me) && !held.includes(word);
  return {
    manager: holds('manager', team.t_manager),
    admin: holds('admin', team.t_admin),
    coach: holds('coach', team.t_coach),
  };
}

/** spec 001 §2, §4: the season is not archived and the season and division are active. */
export function seasonOpen(
  team: Pick<TeamFacts, 't_season_status' | 't_season_archived' | 't_division_status'>,
): boolean {
  return !team.t_season_archived && team.t_season_status && team.t_division_status;
}

/** spec 001 §2: the teams list offers Draw under the same condition. */
export const showsDraw = seasonOpen;

/** Everything a member may see and do on a team (spec 001 §4, §6), computed once for web and server. */
export function teamAccess(team: TeamFacts, memberFullName: string): TeamAccess {
  const roles = teamRoles(team, memberFullName);
  const runs = roles.manager || roles.admin;
  return {
    ...roles,
    canEdit: runs && seasonOpen(team),
    seesContacts: runs || roles.coach,
    seesInvoices: runs,
    showsSeasonColumns: !team.t_season_archived && team.t_season_status,
  };
}

/**
 * Ours (issue 43 item 2, decision 312): who may message the team's players: its manager, team admin or coach (the
 * people who see its contacts), while its season is not archived.
 */
export function mayMessageTeam(team: Pick<TeamFacts, 't_season_archived'>, access: TeamAccess): boolean {
  return access.seesContacts && !team.t_season_archived;
}

/** The division's roster limits (spec 001 §9: default minimum 5, no maximum unless set). */
export interface RosterLimits {
  min: number;
  max: number | null;
}

/** The players a division's limits count: the roster's, and invited players until they join or are withdrawn (decision 154). */
export function rosterSize(team: Pick<MemberTeam, 't_players' | 't_invited'>): number {
  return team.t_players.length + team.t_invited.length;
}

/** spec 001 §8: why `adding` players cannot join a team of `players`, or null. */
export function addProblem(players: number, adding: number, limits: RosterLimits): string | null {
  if (limits.max === null) return null;
  if (players >= limits.max) return M.cannotAdd;
  if (players + adding > limits.max) return M.cannotAddMore;
  return null;
}

/** spec 001 §8: why a player cannot leave a team of `players` (at or below the division minimum), or null. */
export function removeProblem(players: number, limits: RosterLimits): string | null {
  return players <= limits.min ? M.cannotRemove : null;
}

/** Ours: at most this many temporary members in one game (the spec's request limit, kept for the whole game). */
export const TEMP_PER_GAME = 3;

/** What a game's team sheet holds already: rostered players, temporary members, and members they replace. */
export interface GameSheet {
  players: number;
  temps: number;
  replaced: number;
}

/**
 * spec 001 §7, §8: temporary members of one game: at most 3 a request and a game, and the sheet (players who are
 * not replaced, plus temporary members) within the division maximum. Null when they may be added.
 */
export function tempProblem(
  sheet: GameSheet,
  adding: { count: number; replacing: number },
  limits: RosterLimits,
): string | null {
  const temps = sheet.temps + adding.count;
  if (adding.count > TEMP_PER_REQUEST || temps > TEMP_PER_GAME) return M.cannotAddMoreTemp;
  if (limits.max !== null && sheet.players - sheet.replaced - adding.replacing + temps > limits.max)
    return M.cannotAddMoreTemp;
  return null;
}

type Named = { firstname: string; lastname: string };
/** spec 001 §5: the same person means the same first and last name, whatever the case and spacing. */
export const sameName = (a: Named, b: Named) =>
  norm(a.firstname) === norm(b.firstname) && norm(a.lastname) === norm(b.lastname);

/** spec 001 §5: rows repeating an earlier row, or someone in `taken` (the roster), by first and last name. */
export function duplicateRows(rows: readonly Named[], taken: readonly Named[]): number[] {
  return rows.flatMap((row, i) =>
    taken.some((t) => sameName(t, row)) || rows.slice(0, i).some((r) => sameName(r, row)) ? [i] : [],
  );
}

/** spec 001 §3 attendance (%): the share of the team's played games the player played, whole percent; null before any. */
export function attendancePercent(played: number, teamPlayed: number): number | null {
  return teamPlayed > 0 ? Math.round((100 * Math.min(played, teamPlayed)) / teamPlayed) : null;
}

/** How a coming game is named in the forfeit and temporary member dialogs ('Round #8: Wed 25/11/2026 07:00 pm vs …'). */
export function teamGameLabel(g: Pick<TeamGame, 'round' | 'date_formatted' | 'time_formatted' | 'opponent'>): string {
  return `${g.round}: ${displayGameDate(g.date_formatted)} ${g.time_formatted} vs ${g.opponent}`;
}
