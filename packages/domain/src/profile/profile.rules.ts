import type { Profile } from './profile.contract';

/** Fields a profile must hold before any payment (spec 000 §2.2, 002 §2). */
export const PAYMENT_REQUIRED_FIELDS = [
  'firstname', 'lastname', 'dob', 'gender', 'address', 'suburb', 'state', 'postcode', 'mobile', 'email',
  'ec_fullname', 'ec_mobile', 'agreed_to_terms', 'agreed_to_privacy',
] as const satisfies readonly (keyof Profile)[];

type CompletenessInput = Pick<Profile, (typeof PAYMENT_REQUIRED_FIELDS)[number]>;

/** The required fields that are empty or unticked; an empty list means the profile is complete. */
export function missingProfileFields(profile: CompletenessInput): string[] {
  return PAYMENT_REQUIRED_FIELDS.filter((field) => {
    const value = profile[field];
    return typeof value === 'boolean' ? !value : !value || String(value).trim() === '';
  });
}

/** Spec 000 §2.2: payment routes need a complete profile. */
export function isProfileComplete(profile: CompletenessInput): boolean {
  return missingProfileFields(profile).length === 0;
}
