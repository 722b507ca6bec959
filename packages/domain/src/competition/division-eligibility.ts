import { ageOn, isoToDmy } from '../shared/time';
import { EligibilityMessages as M } from './eligibility.messages';

// Who may play in a division (docs/decisions/222-division-eligibility.md): its players' gender and an age band on a
// reference date. One rule for the player check (spec 001 §7 checkplayer, team detail's adds, the entry's payment)
// and for the divisions a team may name as its Preferred Choice (spec 001 §4).

export const DIVISION_GENDERS = ['mixed', 'men', 'women'] as const;
export type DivisionGender = (typeof DIVISION_GENDERS)[number];

export interface DivisionEligibility {
  name: string;
  gender: DivisionGender;
  /** Whole years on `ageOn`, both ends included; null: no limit. */
  minAge: number | null;
  maxAge: number | null;
  /** yyyy-mm-dd the ages are counted on; set whenever an age limit is. */
  ageOn: string | null;
}

/** The player as the member's record (or, for a new player to invite, the entry row) gives them. */
export interface Eligible {
  gender: string;
  dobIso: string | null;
}

const GENDER_OF: Record<Exclude<DivisionGender, 'mixed'>, string> = { men: 'male', women: 'female' };

/** Why the division refuses this player, in the words the check shows; null when the player may play in it. */
export function eligibilityRefusal(d: DivisionEligibility, p: Eligible): string | null {
  if (d.gender !== 'mixed' && p.gender.trim().toLowerCase() !== GENDER_OF[d.gender])
    return M.wrongGender(d.name, d.gender);
  if (d.ageOn === null || (d.minAge === null && d.maxAge === null)) return null;
  if (!p.dobIso) return M.noDob(d.name);
  const age = ageOn(p.dobIso, d.ageOn);
  if ((d.minAge !== null && age < d.minAge) || (d.maxAge !== null && age > d.maxAge)) {
    return M.wrongAge(d.name, M.band(d.minAge, d.maxAge), isoToDmy(d.ageOn));
  }
  return null;
}

/**
 * A team entered for `chosen` may name `other` as its preferred choice when `other` admits every player `chosen`
 * admits: the same players' gender (or mixed) and an age band holding the chosen one's (ages compared as numbers).
 */
export function admitsTeamOf(chosen: DivisionEligibility, other: DivisionEligibility): boolean {
  if (other.gender !== 'mixed' && other.gender !== chosen.gender) return false;
  if (other.minAge !== null && (chosen.minAge === null || chosen.minAge < other.minAge)) return false;
  if (other.maxAge !== null && (chosen.maxAge === null || chosen.maxAge > other.maxAge)) return false;
  return true;
}
