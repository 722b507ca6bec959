import type { ImportAccountHolder, ImportPerson } from '@portal/domain/import/import-row';
import { isAdult } from '@portal/domain/shared/time';
import type { MemberFacts } from './import-plan.repo';

// Families from the account holder (issue 42 item 1, docs/decisions/298): a minor whose account is held by someone
// else becomes that person's child. The holder is a row of the file (the same email, else the same name and mobile),
// else a member already in the portal with that email, else a person the import makes from the name, email and mobile
// the file gives (no sign-in: they claim one later, item 4). An adult's account holder makes no guardianship: an
// adult looks after themself (decision 249).

/** Whether someone is 18 or over on `today` (spec 000 §4); a person without a birth date counts as one here. */
export function isAdultOn(dob: string | null | undefined, today: string): boolean {
  return !dob || isAdult(dob, today);
}

/** Who holds a minor's account: a person of the plan (its seq) or a member. */
export type HolderLink = { seq: number } | { memberId: number };

export interface Families {
  /** people the file names only as account holders, made by the import (their seq follows the file's people) */
  holders: ImportPerson[];
  /** the holder of each child, by the child's index among the file's people */
  links: Map<number, HolderLink>;
}

const low = (s: string) => s.trim().toLowerCase();
const digits = (s: string) => s.replace(/\D/g, '');
const fullName = (p: { firstname: string; lastname: string }) => low(`${p.firstname} ${p.lastname}`);

/** The emails of the holders the file names (one query finds those already members). */
export function holderEmails(people: ImportPerson[]): string[] {
  return [...new Set(people.map((p) => low(p.accountHolder?.email ?? '')).filter(Boolean))];
}

/** The families of a file: each minor with an account holder linked to a row, a member or a new person. */
export function familiesOf(people: ImportPerson[], membersByEmail: MemberFacts[], today: string): Families {
  const adults = people.map((p, i) => ({ p, i })).filter(({ p }) => !p.accountHolder && isAdultOn(p.dob, today));
  const rowByEmail = new Map<string, number>();
  const rowByNameMobile = new Map<string, number>();
  for (const { p, i } of adults) {
    if (p.email && !rowByEmail.has(low(p.email))) rowByEmail.set(low(p.email), i);
    const k = `${fullName(p)}|${digits(p.mobile)}`;
    if (digits(p.mobile) && !rowByNameMobile.has(k)) rowByNameMobile.set(k, i);
  }
  const holders: ImportPerson[] = [];
  const madeBy = new Map<string, number>();
  const links = new Map<number, HolderLink>();
  people.forEach((p, i) => {
    const h = p.accountHolder;
    if (!h || isAdultOn(p.dob, today) || (!h.email && !h.name)) return;
    const row =
      (h.email ? rowByEmail.get(low(h.email)) : undefined) ??
      (digits(h.mobile) ? rowByNameMobile.get(`${low(h.name)}|${digits(h.mobile)}`) : undefined);
    if (row !== undefined && row !== i) return void links.set(i, { seq: row });
    const member = h.email ? memberHolder(h, membersByEmail, today) : undefined;
    if (member) return void links.set(i, { memberId: member.id });
    const key = h.email ? `e:${low(h.email)}` : `n:${low(h.name)}|${digits(h.mobile)}`;
    if (!madeBy.has(key)) {
      madeBy.set(key, people.length + holders.length);
      holders.push(holderPerson(h, p));
    }
    links.set(i, { seq: madeBy.get(key)! });
  });
  return { holders, links };
}

/** A member with the holder's email: the one of the holder's name, else an adult (a child may carry a parent's email). */
function memberHolder(h: ImportAccountHolder, members: MemberFacts[], today: string): MemberFacts | undefined {
  const withEmail = members.filter((m) => low(m.email) === low(h.email));
  return withEmail.find((m) => fullName(m) === low(h.name)) ?? withEmail.find((m) => isAdultOn(m.dob, today) && m.dob);
}

/** The person the import makes of an account holder the file names only: their name, email and mobile, the child's address. */
function holderPerson(h: ImportAccountHolder, child: ImportPerson): ImportPerson {
  const words = h.name.trim().split(/\s+/).filter(Boolean);
  const firstname = words.length > 1 ? words.slice(0, -1).join(' ') : (words[0] ?? '');
  const lastname = words.length > 1 ? words[words.length - 1]! : child.lastname;
  return {
    lines: [child.lines[0]!],
    sourceId: '',
    memberNumber: null,
    firstname,
    lastname,
    prefname: '',
    dob: '',
    gender: '',
    email: h.email.trim(),
    mobile: digits(h.mobile),
    address: child.address,
    suburb: child.suburb,
    postcode: child.postcode,
    state: child.state,
    accountHolder: null,
    places: [],
    registrations: [],
  };
}
