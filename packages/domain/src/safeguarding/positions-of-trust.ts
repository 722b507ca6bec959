import { ageOn } from '../shared/time';
import { REMOVING_STATUSES, type CheckStatus, type PendingPolicy } from './checks';

// Positions of trust (issue 44 item 2, docs/decisions/320): who must hold a verified Working With Children Check
// before acting, which games are junior, and what a person whose check is not verified may do under the
// association's pending policy. Server and web read these rules; the standing always comes from the check itself
// (standingsOf), never from a stored copy, so a check that expires or is barred takes its holder out at once.

/** A team's positions of trust: every team role but player (they run the team or coach its players). */
export const TEAM_TRUST_ROLES = ['manager', 'admin', 'coach', 'assistant'] as const;
export type TeamTrustRole = (typeof TEAM_TRUST_ROLES)[number];
/** Every position of trust: a team's, and a referee rostered to a junior game. */
export type TrustPosition = TeamTrustRole | 'referee';

export const TrustPositionLabels: Record<TrustPosition, string> = {
  manager: 'Manager',
  admin: 'Team admin',
  coach: 'Coach',
  assistant: 'Assistant coach',
  referee: 'Referee',
};

export const isTeamTrustRole = (role: string): role is TeamTrustRole =>
  (TEAM_TRUST_ROLES as readonly string[]).includes(role);

/** A person of this age or older needs a check (the states' checks are for adults; a 16-year-old assistant does not). */
export const CHECK_AGE = 18;

/** Whether a person must hold a verified check to act: adults, and anyone whose date of birth is not known. */
export function needsCheck(dobIso: string | null, today: string): boolean {
  return dobIso === null || ageOn(dobIso, today) >= CHECK_AGE;
}

/**
 * A junior division: its age band ends under 18 (divisions.max_age, decision 222), so every player is a child. A
 * division without a band (open, social) is not junior: adults play in it.
 */
export function isJuniorDivision(d: { maxAge: number | null }): boolean {
  return d.maxAge !== null && d.maxAge < CHECK_AGE;
}

/** Where a person in a position of trust stands: cleared to act, waiting for a verified check, or removed. */
export const TRUST_STATES = ['cleared', 'pending', 'removed'] as const;
export type TrustState = (typeof TRUST_STATES)[number];

/** cleared: verified (or no check needed); removed: expired, barred or cancelled; pending: not provided or pending. */
export function trustState(standing: CheckStatus, needs: boolean): TrustState {
  if (!needs || standing === 'verified') return 'cleared';
  return REMOVING_STATUSES.includes(standing) ? 'removed' : 'pending';
}

/** Whether the person may act in the position: pending people only while the association warns; removed never. */
export function mayAct(state: TrustState, policy: PendingPolicy): boolean {
  return state === 'cleared' || (state === 'pending' && policy === 'warn');
}

/**
 * The plain words shown beside a person in a position of trust who is not cleared, or null. The words never say
 * why a check is not valid (expired, barred): that is for staff, on the safeguarding list.
 */
export function trustLabel(position: TrustPosition, state: TrustState): string | null {
  const name = TrustPositionLabels[position];
  if (state === 'pending') return `${name} — waiting for a Working With Children Check`;
  if (state === 'removed') return `${name} — removed until a valid Working With Children Check is verified`;
  return null;
}

export const TrustMessages = {
  /** The team page, to the member whose own team powers are held back (block policy, or a removed check). */
  heldBack: (positions: string) =>
    `Your ${positions} powers wait until your Working With Children Check is verified. Enter it on your profile.`,
  /** Warn policy: the member may act, and is told. */
  pendingWarn: 'Your Working With Children Check is not verified yet: enter it on your profile so staff can check it.',
  /** The server's refusal of a junior game's referee who may not act. */
  refereeRefused: (name: string, state: TrustState) =>
    state === 'removed'
      ? `${name} cannot referee junior games: they have no valid Working With Children Check.`
      : `${name} cannot referee junior games until their Working With Children Check is verified.`,
  /** The nomination wizard's manager and coach steps. */
  nominationNote: (position: 'manager' | 'coach') =>
    `A team's ${position} needs a Working With Children Check the association has verified (adults only). Until then the team page shows them as waiting for it${position === 'manager' ? ': enter yours on your profile.' : '.'}`,
} as const;
