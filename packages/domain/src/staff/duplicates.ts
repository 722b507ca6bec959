// Duplicate people (docs/decisions/162): PlayHQ's rule, two member records with the same name, date of birth and
// gender, plus the same postcode, mobile or email, are likely one person. The server finds the pairs of the same
// name, date of birth and gender with one indexed query; this rule says which of them match and on what.

/** What the rule reads of a member record. */
export interface PersonFacts {
  firstname: string;
  lastname: string;
  dob: string | null;
  gender: string;
  postcode: string;
  mobile: string;
  email: string;
}

export const MATCH_FIELDS = ['email', 'mobile', 'postcode'] as const;
export type MatchField = (typeof MATCH_FIELDS)[number];

const same = (a: string, b: string) => a.trim() !== '' && a.trim().toLowerCase() === b.trim().toLowerCase();
const digits = (s: string) => s.replace(/\D/g, '');

/** The contact fields two records share when they name one person (same name, date of birth and gender), else []. */
export function duplicateMatch(a: PersonFacts, b: PersonFacts): MatchField[] {
  if (
    !a.dob ||
    a.dob !== b.dob ||
    !same(a.firstname, b.firstname) ||
    !same(a.lastname, b.lastname) ||
    !same(a.gender, b.gender)
  )
    return [];
  return MATCH_FIELDS.filter((f) => (f === 'mobile' ? same(digits(a.mobile), digits(b.mobile)) : same(a[f], b[f])));
}
