import { AccountsMessages } from '../accounts/accounts.messages';
import { ageOn } from './time';

/**
 * Route access (spec 000 §2.2, 002 §2) as one declarative rule set, used by the web guard and, for the
 * flag gates, by the API (the web guard is a convenience; the API is the protection).
 */

/** How a route treats sign-in. */
export type Access =
  | 'public' // visitors only: a signed-in user is sent to the dashboard
  | 'always' // anyone, signed in or not (draw, result, stats)
  | 'forward' // visitors see it; a signed-in user is forwarded to `forwardTo`, keeping the query (storeview, bookingview)
  | 'recovery' // visitors only: a signed-in user is logged out first (username/password recovery)
  | 'member'; // sign-in required: a visitor is sent home with the target in a redirect query

/** Extra gates of member routes; failing one sends the member to the dashboard. */
export type Gate = 'adult' | 'notNonPl' | 'completeProfile' | 'is_eft' | 'is_man' | 'is_ref' | 'is_roster';

export interface RouteRule {
  access: Access;
  gates?: readonly Gate[];
  forwardTo?: string;
}

/** What the gates need to know about the member. */
export interface GateSubject {
  dobIso: string | null;
  nonPl: boolean;
  isEft: boolean;
  isMan: boolean;
  isRef: boolean;
  isRoster: boolean;
  profileComplete: boolean;
}

export const DASHBOARD_PATH = '/member/account';
export const HOME_PATH = '/';

/** The first gate the subject fails, or null when all pass. */
export function failedGate(gates: readonly Gate[], subject: GateSubject, todayIso: string): Gate | null {
  for (const gate of gates) if (!passesGate(gate, subject, todayIso)) return gate;
  return null;
}

/** One gate: spec 000 §2.2 (adult is over 18 by date of birth). */
export function passesGate(gate: Gate, s: GateSubject, todayIso: string): boolean {
  switch (gate) {
    case 'adult':
      return s.dobIso !== null && ageOn(s.dobIso, todayIso) >= 18;
    case 'notNonPl':
      return !s.nonPl;
    case 'completeProfile':
      return s.profileComplete;
    case 'is_eft':
      return s.isEft;
    case 'is_man':
      return s.isMan;
    case 'is_ref':
      return s.isRef;
    case 'is_roster':
      return s.isRoster;
  }
}

/** The alert shown when a gate turns the member away (only the profile gate has one in the spec). */
export function gateAlert(gate: Gate): string | undefined {
  return gate === 'completeProfile' ? AccountsMessages.incompleteProfileRedirect : undefined;
}

export type AccessDecision =
  | { kind: 'render' }
  | { kind: 'redirect'; to: string; alert?: string }
  | { kind: 'logout-then-render' }
  | { kind: 'wait-for-profile' };

export interface AccessState {
  signedIn: boolean;
  /** Null while the profile is loading. */
  subject: GateSubject | null;
  /** Today (yyyy-mm-dd) in the association's zone; asked only when a gate is checked (a date format is costly at start-up). */
  today: () => string;
  /** The path and query the user asked for (for redirect queries and forwarding). */
  path: string;
  search: string;
}

/** Decide what a route does for this user. */
export function decideAccess(rule: RouteRule, state: AccessState): AccessDecision {
  switch (rule.access) {
    case 'always':
      return { kind: 'render' };
    case 'public':
      // A signed-in user goes to the dashboard, or to the target of a redirect query (login after a guard).
      return state.signedIn ? { kind: 'redirect', to: safeRedirect(redirectQuery(state.search)) } : { kind: 'render' };
    case 'forward':
      return state.signedIn
        ? { kind: 'redirect', to: `${rule.forwardTo ?? DASHBOARD_PATH}${state.search}` }
        : { kind: 'render' };
    case 'recovery':
      return state.signedIn ? { kind: 'logout-then-render' } : { kind: 'render' };
    case 'member': {
      if (!state.signedIn)
        return { kind: 'redirect', to: `${HOME_PATH}?redirect=${encodeURIComponent(state.path + state.search)}` };
      if (!rule.gates?.length) return { kind: 'render' };
      if (!state.subject) return { kind: 'wait-for-profile' };
      const failed = failedGate(rule.gates, state.subject, state.today());
      return failed ? { kind: 'redirect', to: DASHBOARD_PATH, alert: gateAlert(failed) } : { kind: 'render' };
    }
  }
}

/** The value of the `redirect` query parameter, if any. */
export function redirectQuery(search: string): string | null {
  const m = /[?&]redirect=([^&]*)/.exec(search);
  if (!m) return null;
  try {
    return decodeURIComponent(m[1]!.replace(/\+/g, ' '));
  } catch {
    return null;
  }
}

/** Only same-site paths may be used as a redirect target after sign-in. */
export function safeRedirect(target: string | null | undefined): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return DASHBOARD_PATH;
  return target;
}
