import type { Profile, SportEntry } from './profile.contract';
import { LOCKED_FIELDS } from './locked-fields';
import type { GateSubject } from '../shared/access';
import { dmyToIso } from '../shared/time';
import { MembershipStatusText, ProfileMessages } from './profile.messages';

/** Fields a profile must hold before any payment (spec 000 §2.2, 002 §2). */
export const PAYMENT_REQUIRED_FIELDS = [
  'firstname',
  'lastname',
  'dob',
  'gender',
  'address',
  'suburb',
  'state',
  'postcode',
  'mobile',
  'email',
  'ec_fullname',
  'ec_mobile',
  'agreed_to_terms',
  'agreed_to_privacy',
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

type FeatureInput = Pick<Profile, 'is_eft' | 'is_man' | 'is_ref' | 'is_roster' | 'nb_teams'> & {
  dobIso: string | null;
};

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

type GateInput = Pick<Profile, 'dob' | 'non_pl' | 'is_eft' | 'is_man' | 'is_ref' | 'is_roster'> & CompletenessInput;

/** What the route gates read of a member (spec 000 §2.2): the web reads it from the loaded profile, the API from the member row. */
export function gateSubject(p: GateInput): GateSubject {
  return {
    dobIso: profileDobIso(p.dob),
    nonPl: p.non_pl,
    isEft: p.is_eft,
    isMan: p.is_man,
    isRef: p.is_ref,
    isRoster: p.is_roster,
    profileComplete: isProfileComplete(p),
  };
}

/** DD-MM-YYYY (profile format) → yyyy-mm-dd. */
export function profileDobIso(dob: string | null): string | null {
  if (!dob) return null;
  const m = /^(\d{2})-(\d{2})-(\d{4})$/.exec(dob);
  return m ? `${m[3]}-${m[2]}-${m[1]}` : null;
}

// ---------------------------------------------------------------------------------------------------------------
// Profile photo (spec 000 §5, §9): .jpg/.jpeg/.png under 500 KB. The server also checks the bytes themselves.
// ---------------------------------------------------------------------------------------------------------------

export const PHOTO_MAX_BYTES = 500 * 1024;
/** Ours: past this many pixels a picture is refused before decoding (resizing it would take too much memory). */
export const PHOTO_MAX_PIXELS = 40_000_000;
export const PHOTO_EXTENSIONS = ['.jpg', '.jpeg', '.png'] as const;
/** The `accept` attribute of the file input. */
export const PHOTO_ACCEPT = '.jpg,.jpeg,.png,image/jpeg,image/png';

/** The size rule alone: the server checks this, then the type by content, never by the file's name. */
export function photoSizeProblem(size: number): string | null {
  return size >= PHOTO_MAX_BYTES ? ProfileMessages.photoTooBig : null;
}

/** The browser's check of a chosen file, by name and size: the message, or null when it may be sent. */
export function photoProblem(file: { name: string; size: number }): string | null {
  const name = file.name.toLowerCase();
  if (!PHOTO_EXTENSIONS.some((ext) => name.endsWith(ext))) return ProfileMessages.photoWrongType;
  return photoSizeProblem(file.size);
}

// ---------------------------------------------------------------------------------------------------------------
// Membership status and the dashboard's Registration card (spec 000 §2.3, §4).
// ---------------------------------------------------------------------------------------------------------------

export type MembershipStatus = (typeof MembershipStatusText)[keyof typeof MembershipStatusText];

/** spec 000 §4: REGISTERED (no renewal due, expiry set), PLEASE RENEW (renewal due, expiry set), UNREGISTERED (no expiry). */
export function membershipStatus(
  entry: Pick<SportEntry, 'expiry_date' | 'memb_renewal'> | undefined,
): MembershipStatus {
  if (!entry?.expiry_date) return MembershipStatusText.unregistered;
  return entry.memb_renewal ? MembershipStatusText.renew : MembershipStatusText.registered;
}

export type RegistrationCard =
  { kind: 'nonPl' } | { kind: 'status'; expiryDate: string | null; status: MembershipStatus; canRegister: boolean };

/**
 * spec 000 §2.3: non_pl members need no registration; others see the sport's expiry date, their status, and
 * REGISTER NOW when the sport's memb_renewal is set and no required field is missing.
 */
export function registrationCard(
  profile: Pick<Profile, 'non_pl' | 'sports'> & Parameters<typeof missingProfileFields>[0],
  sport: string,
): RegistrationCard {
  if (profile.non_pl) return { kind: 'nonPl' };
  const entry = profile.sports.find((s) => s.value === sport);
  return {
    kind: 'status',
    expiryDate: entry?.expiry_date ?? null,
    status: membershipStatus(entry),
    canRegister: Boolean(entry?.memb_renewal) && isProfileComplete(profile),
  };
}

/** The sport the dashboard starts on: the chosen one when the member has it, else main_sport (spec 000 §2.3). */
export function currentSport(profile: Pick<Profile, 'main_sport' | 'sports'>, chosen: string | null): string {
  if (chosen && profile.sports.some((s) => s.value === chosen)) return chosen;
  return profile.main_sport;
}

// ---------------------------------------------------------------------------------------------------------------
// Bank details shown masked (docs/decisions/011-bank-details-at-rest.md).
// ---------------------------------------------------------------------------------------------------------------

/** BSB 062145 → ***-*45. */
export function maskBsb(bsb: string): string {
  return bsb ? `***-*${bsb.slice(-2)}` : '';
}

/** Account 12345678 → *****678 (the last three digits stay). */
export function maskAccountNumber(account: string): string {
  return account ? `${'*'.repeat(Math.max(account.length - 3, 0))}${account.slice(-3)}` : '';
}

/** Account name Olivia Official → O**** (one letter is enough to recognise it). */
export function maskAccountName(name: string): string {
  return name ? `${name.slice(0, 1)}****` : '';
}

// ---------------------------------------------------------------------------------------------------------------
// Locked fields (spec 000 §2.3 banner): username, names, date of birth and gender are changed by the association.
// ---------------------------------------------------------------------------------------------------------------

type Locked = (typeof LOCKED_FIELDS)[number];

/** The locked fields a profile update tries to change (absent or blank values are "unchanged"). Dates compare as days. */
export function changedLockedFields(
  stored: Pick<Profile, Locked>,
  sent: Partial<Record<Locked, string | undefined>>,
): Locked[] {
  return LOCKED_FIELDS.filter((field) => {
    const value = sent[field]?.trim();
    if (!value) return false;
    if (field === 'dob') return dmyToIso(value) !== profileDobIso(stored.dob);
    return value !== stored[field];
  });
}
