import type { Rule } from '../profile/dependent-rules';
import { isMinorOn } from '../accounts/accounts.rules';
import { dmyToIso } from '../shared/time';
import { FamilyMessages as M } from './family.messages';

/** A guardian may add or link only a minor (docs/decisions/246): under 18 on `todayIso` (Australia/Sydney). */
export function isMinor(dobIso: string | null, todayIso: string): boolean {
  return dobIso !== null && isMinorOn(dobIso, todayIso);
}

/** The payload's date of birth (DD/MM/YYYY) names a minor on the day `today()` gives; an adult gets a field error. */
export function minorRule(today: () => Date): Rule {
  return (v, ctx) => {
    const dob = typeof v.dob === 'string' ? dmyToIso(v.dob) : null;
    if (dob === null) return; // the dob field reports its own error
    const t = today();
    const todayIso = `${t.getFullYear()}-${String(t.getMonth() + 1).padStart(2, '0')}-${String(t.getDate()).padStart(2, '0')}`;
    if (!isMinor(dob, todayIso)) ctx.addIssue({ code: 'custom', path: ['dob'], message: M.adultChild });
  };
}
