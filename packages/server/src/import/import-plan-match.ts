import { REGISTRATION_FIELDS } from '@portal/domain/import/import-columns';
import {
  PERSON_FIELDS,
  type ImportPerson,
  type ImportSource,
  type PersonField,
} from '@portal/domain/import/import-row';
import { SPORTS, type Sport } from '@portal/domain/shared/fields';
import type { PlanChange } from '@portal/domain/import/import.contract';
import type { DbOrTx } from '../platform/db';
import * as repo from './import-plan.repo';
import type { MemberFacts } from './import-plan.repo';

// Which member a file's person is (docs/decisions/298): the portal's member number when the file carries one, else the
// other platform's id of them (member_sources, kept by an earlier import), else first name, last name and date of
// birth (both vendors' rule). The dry run and the job use this same rule; the job asks again at each batch, so a
// person made since the dry run is found, not made twice.

export { PERSON_FIELDS, type PersonField } from '@portal/domain/import/import-row';

/** The field of a change to a registration, and the sport it is of (docs/decisions/297). */
export const REGISTRATION_SPORT: ReadonlyMap<string, Sport> = new Map(SPORTS.map((s) => [REGISTRATION_FIELDS[s], s]));

/** A child's contact fields the file gives are their account holder's (decision 259): not the child's to change. */
const CONTACT: readonly PersonField[] = ['email', 'mobile'];

export interface Lookup {
  byId: Map<number, MemberFacts>;
  bySource: Map<string, MemberFacts>;
  byNameDob: Map<string, MemberFacts[]>;
}

export type Match =
  | { member: MemberFacts; by: 'member_number' | 'source_id' | 'name_dob' }
  | { member: null; ambiguous: MemberFacts[]; unknownNumber: boolean };

export const nameDobKey = (first: string, last: string, dob: string | null) =>
  `${first.trim().toLowerCase()}|${last.trim().toLowerCase()}|${dob ?? ''}`;

/** The members these people may be, in three queries whatever their number. */
export async function lookUp(db: DbOrTx, source: ImportSource, people: ImportPerson[]): Promise<Lookup> {
  const ids = [...new Set(people.map((p) => p.memberNumber).filter((n): n is number => n !== null))];
  const sourceIds = [...new Set(people.map((p) => p.sourceId.trim()).filter(Boolean))];
  const keys = people
    .filter((p) => p.dob && p.firstname && p.lastname)
    .map((p) => ({ f: p.firstname.trim().toLowerCase(), l: p.lastname.trim().toLowerCase(), d: p.dob }));
  const [byId, bySource, byName] = await Promise.all([
    repo.membersById(db, ids),
    repo.membersBySource(db, source, sourceIds),
    repo.membersByNameDob(db, keys),
  ]);
  const byNameDob = new Map<string, MemberFacts[]>();
  for (const m of byName) {
    const k = nameDobKey(m.firstname, m.lastname, m.dob);
    byNameDob.set(k, [...(byNameDob.get(k) ?? []), m]);
  }
  return {
    byId: new Map(byId.map((m) => [m.id, m])),
    bySource: new Map(bySource.map((m) => [m.source_id, m])),
    byNameDob,
  };
}

/** The member a person is, or none (with the members of their name and birth date when several are). */
export function matchPerson(p: ImportPerson, lookup: Lookup): Match {
  if (p.memberNumber !== null) {
    const m = lookup.byId.get(p.memberNumber);
    if (m) return { member: m, by: 'member_number' };
  }
  const bySource = p.sourceId.trim() ? lookup.bySource.get(p.sourceId.trim()) : undefined;
  if (bySource) return { member: bySource, by: 'source_id' };
  const named = lookup.byNameDob.get(nameDobKey(p.firstname, p.lastname, p.dob)) ?? [];
  if (named.length === 1) return { member: named[0]!, by: 'name_dob' };
  return { member: null, ambiguous: named, unknownNumber: p.memberNumber !== null };
}

const digits = (s: string) => s.replace(/\D/g, '');
const plain = (s: string) => s.trim().replace(/\s+/g, ' ').toLowerCase();

/** A person's value of a field as the file gives it ('' when it gives none). */
export function fileValue(p: ImportPerson, f: PersonField): string {
  return (p[f] ?? '').trim();
}

/** Whether two values of a field say the same (case, spaces and a mobile's layout aside). */
export function sameValue(f: PersonField, a: string, b: string): boolean {
  return f === 'mobile' ? digits(a) === digits(b) : plain(a) === plain(b);
}

/**
 * What the file changes on a member: only the fields the file has and that differ; never a value made empty. A
 * child's email and mobile (their account holder's, decision 259) are left as they are. A registration in a sport the
 * member lacks, or until another day, is a change of that sport's field (yyyy-mm-dd; '' when none).
 */
export function changesOf(p: ImportPerson, m: MemberFacts, child: boolean): PlanChange[] {
  const changes: PlanChange[] = [];
  for (const f of PERSON_FIELDS) {
    if (child && CONTACT.includes(f)) continue;
    const to = fileValue(p, f);
    const from = m[f] ?? '';
    if (to && !sameValue(f, from, to)) changes.push({ field: f, from, to });
  }
  for (const r of p.registrations ?? []) {
    const from = m.registered?.[r.sport] ?? '';
    if (r.until !== from) changes.push({ field: REGISTRATION_FIELDS[r.sport], from, to: r.until });
  }
  return changes;
}
