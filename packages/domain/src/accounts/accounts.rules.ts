import { ageOn } from '../shared/time';

/** Spec 000 §9: minimum username length. */
export const MIN_USERNAME = 6;

/**
 * Base of an auto-generated username (site setting): first and last name, lower case, letters and digits
 * only (accents dropped), padded with zeros up to the minimum length.
 */
export function usernameBase(firstname: string, lastname: string): string {
  const clean = (s: string) => s.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]/g, '');
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
