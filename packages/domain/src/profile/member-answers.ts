import { AUSTRALIA } from './lookups.contract';
import type { Profile } from './profile.contract';

// The member's answers as the spec's member fields (spec 000 §3 profile), and the rules between them that registration,
// profile and every later form asking for a member's details share (spec 000 §2.3, §4, §5).

/** The spec's member fields that the member record holds, as the API names them. */
export type MemberFields = Omit<
  Profile,
  | 'id'
  | 'profilephoto'
  | 'profilephotosrc'
  | 'memb_renewal'
  | 'expiry_date'
  | 'nb_teams'
  | 'sports'
  | 'all_sports'
  | 'acct_name'
  | 'acct_bsb'
  | 'acct_number'
  | 'staff_roles'
  | 'guardians'
>;

/** spec 000 §2.3, §5: state of birth is asked only when the country of birth is Australia. */
export function asksStateOfBirth(countrybirth: unknown): boolean {
  return countrybirth === AUSTRALIA;
}

/** spec 000 §2.3, §5: the impairment type is asked only when the disability answer is yes. */
export function asksImpairmentType(disability: unknown): boolean {
  return disability === 'yes';
}

/** The fields asked only for some answers of another field: the field each follows, and whether an answer asks it. */
export const DEPENDENT_ANSWERS = {
  statebirth: { follows: 'countrybirth', asked: asksStateOfBirth },
  disabilitytype: { follows: 'disability', asked: asksImpairmentType },
} as const;
export type DependentField = keyof typeof DEPENDENT_ANSWERS;

/** Whether a form asks `field` given its other answers (every field that follows no other is asked). */
export function isAsked(field: string, values: Readonly<Record<string, unknown>>): boolean {
  const dependent = DEPENDENT_ANSWERS[field as DependentField];
  return !dependent || dependent.asked(values[dependent.follows]);
}

/**
 * The answers as they are kept (spec 000 §4, §5): a dependent answer its question no longer asks is cleared, and the
 * indemnity agreement equals the privacy agreement. Only the fields given are read and set, so a part stays a part.
 */
export function settleAnswers<T extends object>(values: T): T {
  const settled = { ...values } as Record<string, unknown>;
  for (const [field, { follows, asked }] of Object.entries(DEPENDENT_ANSWERS)) {
    if (follows in settled && !asked(settled[follows])) settled[field] = '';
  }
  if ('agreed_to_privacy' in settled) settled.agreed_to_indemnity = settled.agreed_to_privacy;
  return settled as T;
}
