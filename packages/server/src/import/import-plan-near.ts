import type { ImportPerson } from '@portal/domain/import/import-row';
import type { NearMember } from '@portal/domain/import/import.contract';
import { isAdultOn } from './import-plan-families';
import type { MemberFacts } from './import-plan.repo';
import { sameValue } from './import-plan-match';

// Near matches (docs/decisions/298): a person of the file who is no member exactly may still be one, as back-office
// 1's duplicate finder sees it (decision 162): the same name and gender with another birth date but the same email,
// mobile or postcode (a birth date typed wrong somewhere); the same last name and birth date with another first name
// but the same email or mobile (a preferred name); an adult with the same email or mobile under another name. Staff
// decide each: the same person, or a new one.

const same = (a: string, b: string) => a.trim() !== '' && a.trim().toLowerCase() === b.trim().toLowerCase();
const sameMobile = (a: string, b: string) => a.trim() !== '' && sameValue('mobile', a, b);

/** What a person and a member share, as the page names it. */
function shared(p: ImportPerson, m: MemberFacts): string[] {
  const on: string[] = [];
  if (same(p.firstname, m.firstname) && same(p.lastname, m.lastname)) on.push('name');
  if (p.dob && p.dob === m.dob) on.push('dob');
  if (same(p.gender, m.gender)) on.push('gender');
  if (same(p.email, m.email)) on.push('email');
  if (sameMobile(p.mobile, m.mobile)) on.push('mobile');
  if (same(p.postcode, m.postcode)) on.push('postcode');
  return on;
}

/** Whether the rule calls a member near this person, and on what. */
export function nearOn(p: ImportPerson, m: MemberFacts, today: string): string[] | null {
  const on = shared(p, m);
  const contact = on.includes('email') || on.includes('mobile');
  if (on.includes('name') && on.includes('gender') && !on.includes('dob') && (contact || on.includes('postcode')))
    return on;
  if (same(p.lastname, m.lastname) && on.includes('dob') && !on.includes('name') && contact) return on;
  const adults = isAdultOn(p.dob, today) && isAdultOn(m.dob, today);
  if (adults && contact && !on.includes('name') && !same(p.lastname, m.lastname)) return on;
  return null;
}

/** Index of candidates by last name, email and mobile, so each person looks at a few members only. */
export function nearIndex(candidates: MemberFacts[]) {
  const by = new Map<string, MemberFacts[]>();
  const add = (k: string, m: MemberFacts) => {
    if (!k.endsWith(':')) by.set(k, [...(by.get(k) ?? []), m]);
  };
  for (const m of candidates) {
    add(`l:${m.lastname.trim().toLowerCase()}`, m);
    add(`e:${m.email.trim().toLowerCase()}`, m);
    add(`m:${m.mobile.replace(/\D/g, '')}`, m);
  }
  return (p: ImportPerson, today: string): NearMember[] => {
    const seen = new Set<number>();
    const near: NearMember[] = [];
    const keys = [
      `l:${p.lastname.trim().toLowerCase()}`,
      `e:${p.email.trim().toLowerCase()}`,
      `m:${p.mobile.replace(/\D/g, '')}`,
    ];
    for (const m of keys.flatMap((k) => by.get(k) ?? [])) {
      if (seen.has(m.id)) continue;
      seen.add(m.id);
      const on = nearOn(p, m, today);
      if (on) near.push(nearMember(m, on));
    }
    return near.slice(0, 5);
  };
}

export const nearMember = (m: MemberFacts, on: string[]): NearMember => ({
  member_id: m.id,
  name: `${m.firstname} ${m.lastname}`.trim(),
  dob: m.dob,
  email: m.email,
  mobile: m.mobile,
  postcode: m.postcode,
  matched_on: on,
});
