import { ageOn } from '../shared/time';

/** Spec 000 §9: minimum username length. */
export const MIN_USERNAME = 6;

/**
 * Base of an auto-generated username (site setting): first and last name, lower case, letters and digits
 * only (accents dropped), padded with zeros up to the minimum length.
 */
export function usernameBase(firstname: string, lastname: string): string {
  const clean = (s: string) =>
    s
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]/g, '');
  const base = `${clean(firstname)}${clean(lastname)}`.slice(0, 40) || 'member';
  return base.padEnd(MIN_USERNAME, '0');
}

/** The first of base, base2, base3… that is not taken (`taken` holds the existing usernames starting with base). */
export function uniqueUsername(base: string, taken: Iterable<string>): string {
  const used = new Set(taken);
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) if (!used.has(`${base}${n}`)) return `${base}${n}`;
}

/** Spec 000 §2.3, §4: a minor (not born more than 18 years ago) sees the parent/guardian terms on step 4. */
export function isMinorOn(dobIso: string, todayIso: string): boolean {
  return ageOn(dobIso, todayIso) < 18;
}

/** Spec 000 §9: password reset links last 60 minutes. */
export const RESET_TOKEN_MINUTES = 60;
/** Spec 000 §9: after a password reset the new token lasts 365 days. */
export const RESET_SESSION_DAYS = 365;

/** A device a member signed in from is trusted for that member this long after its last sign-in (docs/decisions/042). */
export const DEVICE_TRUST_DAYS = 365;

/** Failed sign-ins in the window, as the sign-in limits count them (docs/decisions/042-sign-in-limits.md). */
export interface SignInFailures {
  /** For this username from this client address. */
  byUserAtAddress: number;
  /** From this client address, any username. */
  byAddress: number;
  /** For this username from every address. */
  byUser: number;
  /** For this username from this device (its device cookie). */
  byDevice: number;
}

/** The sign-in limit settings: failures per username per address, per address, and the longest slow-down. */
export interface SignInLimits {
  perUser: number;
  perAddress: number;
  slowdownMaxSeconds: number;
}

export type SignInVerdict = { kind: 'refuse' } | { kind: 'go'; delaySeconds: number };

/**
 * A noisy address (a school, a club's Wi-Fi, a carrier's shared address) slows unknown browsers one second more for
 * every this many failures past `perAddress`, and refuses them only past `perAddress` times ADDRESS_CEILING_FACTOR.
 */
export const ADDRESS_SLOWDOWN_STEP = 5;
export const ADDRESS_CEILING_FACTOR = 10;

/**
 * Whether a sign-in may be tried now (docs/decisions/042). A device the member signed in from before goes straight
 * through until it fails `perUser` times itself. A username's guesses from one address are refused (429) after
 * `perUser` failures. Past `perAddress` failures from the address in all, other sign-ins from it are slowed, not
 * refused (many people share one address), until a ceiling of ADDRESS_CEILING_FACTOR times that. Across addresses a
 * username is only slowed, one second per failure beyond `perUser - 1`. Slow-downs take the longer of the two, at most
 * `slowdownMaxSeconds`, so nobody elsewhere can lock the member out.
 */
export function signInVerdict(failures: SignInFailures, trustedDevice: boolean, limits: SignInLimits): SignInVerdict {
  if (trustedDevice && failures.byDevice < limits.perUser) return { kind: 'go', delaySeconds: 0 };
  if (failures.byUserAtAddress >= limits.perUser || failures.byAddress >= limits.perAddress * ADDRESS_CEILING_FACTOR)
    return { kind: 'refuse' };
  const byUser = failures.byUser - limits.perUser + 1;
  const byAddress =
    failures.byAddress >= limits.perAddress
      ? Math.floor((failures.byAddress - limits.perAddress) / ADDRESS_SLOWDOWN_STEP) + 1
      : 0;
  const beyond = Math.max(byUser, byAddress);
  return { kind: 'go', delaySeconds: beyond > 0 ? Math.min(limits.slowdownMaxSeconds, beyond) : 0 };
}
