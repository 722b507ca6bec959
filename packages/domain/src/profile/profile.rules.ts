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

/** What the member shell and dashboard offer, by profile flags (spec 000 §2.3, §6). */
export interface MemberFeatures {
  eft: boolean;
  registration: boolean;
  teams: boolean;
  stats: boolean;
  noticeboard: boolean;
  nomination: boolean;
  referee: boolean;
  eventRoster: boolean;
}

type FeatureInput = Pick<Profile, 'is_eft' | 'is_man' | 'is_ref' | 'is_roster' | 'nb_teams'> & { dobIso: string | null };

/** Spec 000 §6: is_eft, is_ref, is_roster, is_man flags; nb_teams above 0; adult by dob for team nomination. */
export function memberFeatures(p: FeatureInput, opts: { statsEnabled: boolean; isAdult: boolean }): MemberFeatures {
  const hasTeam = p.nb_teams > 0;
  return {
    eft: p.is_eft,
    registration: hasTeam,
    teams: hasTeam,
    stats: hasTeam && opts.statsEnabled,
    noticeboard: p.is_man,
    nomination: opts.isAdult,
    referee: p.is_ref,
    eventRoster: p.is_roster,
  };
}

/** DD-MM-YYYY (profile format) → yyyy-mm-dd. */
export function profileDobIso(dob: string | null): string | null {
  if (!dob) return null;
  const m = /^(\d{2})-(\d{2})-(\d{4})$/.exec(dob);
  return m ? `${m[3]}-${m[2]}-${m[1]}` : null;
}
