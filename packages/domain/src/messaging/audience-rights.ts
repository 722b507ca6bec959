import type { StaffRole } from '../staff/permissions';
import type { AudienceType } from './messaging';

// Who may write to whom (issue 43 item 1, docs/decisions/309): each staff role writes to the audiences of its own
// work, as data. The server refuses any other audience with a field error on it; the compose page offers only these.

/** Every audience kind, in the order the compose page offers them. */
export const AUDIENCE_TYPES = [
  'everyone',
  'sport',
  'season',
  'division',
  'team',
  'club',
  'referees',
  'officials',
  'managers-and-coaches',
  'renewal-due',
  'unpaid-invoice',
] as const satisfies readonly AudienceType[];

const COMPETITION = ['everyone', 'sport', 'season', 'division', 'team', 'club', 'managers-and-coaches'] as const;

/** The audiences each staff role may write to. */
export const AUDIENCES_OF_ROLE: Record<StaffRole, readonly AudienceType[]> = {
  administrator: AUDIENCE_TYPES,
  competition_officer: COMPETITION, // the competition's people: games, seasons, divisions, teams and clubs
  referee_coordinator: ['referees', 'officials'], // the people on their rosters
  finance_officer: ['renewal-due', 'unpaid-invoice'], // the people who owe
  venue_manager: ['managers-and-coaches'], // a hall closed or a court moved: the teams' managers and coaches
};

/** The audiences someone holding `roles` may write to, in the page's order. */
export function audiencesOf(roles: readonly string[]): AudienceType[] {
  const held = roles.filter((r): r is StaffRole => r in AUDIENCES_OF_ROLE);
  return AUDIENCE_TYPES.filter((a) => held.some((r) => AUDIENCES_OF_ROLE[r].includes(a)));
}

/** Whether someone holding `roles` may write to an audience of this kind. */
export const mayWriteTo = (roles: readonly string[], type: AudienceType): boolean => audiencesOf(roles).includes(type);
