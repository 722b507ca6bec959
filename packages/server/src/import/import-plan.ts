import type { ImportPerson, ImportRefusal, ReadFile } from '@portal/domain/import/import-row';
import type { ImportCounts, NearMember, PlanAction, PlanChange } from '@portal/domain/import/import.contract';
import { planPlaces, type PlacesCount } from './import-teams';
import { ImportJobMessages as M } from '@portal/domain/import/import-job.messages';
import type { DbOrTx } from '../platform/db';
import { familiesOf, holderEmails, type HolderLink } from './import-plan-families';
import { changesOf, lookUp, matchPerson, type Lookup } from './import-plan-match';
import { nearIndex, nearMember } from './import-plan-near';
import * as repo from './import-plan.repo';

// The dry run (issue 42 item 2, docs/decisions/298): what an import would do, worked out against the database
// without writing a person. A handful of queries for the whole file (members by number, by the other platform's id,
// by name and birth date, near candidates, account holders by email, guardianships already there, and the league's
// seasons, divisions, teams and rosters for the places), so 20,000 people plan in seconds. The plan is stored as rows the job then writes a batch at a time.

/** A person as the plan has them. seq orders the plan; the job writes phase 0 (account holders) before phase 1. */
export interface PlannedPerson {
  seq: number;
  kind: 'person' | 'holder';
  line: number;
  phase: number;
  person: ImportPerson;
  holderSeq: number | null;
  holderMemberId: number | null;
  action: PlanAction;
  matchedBy: 'member_number' | 'source_id' | 'name_dob' | null;
  memberId: number | null;
  changes: PlanChange[];
  near: NearMember[];
}

export interface Plan {
  rows: PlannedPerson[];
  refused: ImportRefusal[];
  counts: ImportCounts;
}

/** The column the file names a portal field by ('' when the mapping has none). */
const columnOf = (file: ReadFile, field: string) =>
  Object.entries(file.mapping).find(([, f]) => f === field)?.[0] ?? '';

/** Plan a file's people against the members as they are now. */
export async function planFile(db: DbOrTx, file: ReadFile, seasonId: number | null, today: string): Promise<Plan> {
  const lookup = await lookUp(db, file.source, file.people);
  const refused: ImportRefusal[] = [];
  const firstLineOf = new Map<number, number>();
  const rows: PlannedPerson[] = [];
  const unmatched: number[] = [];
  file.people.forEach((person) => {
    if (unknownNumber(person, lookup)) {
      const reason = M.unknownNumber(person.memberNumber!);
      refused.push({ line: person.lines[0] ?? 0, column: columnOf(file, 'memberNumber'), reason });
      return;
    }
    const row = matchedRow(person, rows.length, lookup);
    const taken = row.memberId === null ? undefined : firstLineOf.get(row.memberId);
    if (taken !== undefined) {
      const reason = `This is the same person as line ${taken}: one person is imported once.`;
      refused.push({ line: row.line, column: columnOf(file, 'firstname'), reason });
      return;
    }
    if (row.memberId !== null) firstLineOf.set(row.memberId, row.line);
    if (row.action === 'create') unmatched.push(rows.length);
    rows.push(row);
  });
  await addNear(db, rows, unmatched, today);
  const families = familiesOf(
    rows.map((r) => r.person),
    await repo.membersByEmail(db, holderEmails(file.people)),
    today,
  );
  const bySeq = addFamilies(rows, families.links, families.holders, lookup);
  const guardianships = await countNewLinks(db, rows, bySeq);
  const teams = await planPlaces(
    db,
    seasonId,
    rows.map((r) => ({ memberId: r.memberId ?? -r.seq - 1, line: r.line, places: r.person.places })),
  );
  refused.push(...teams.refused);
  const counts = countsOf(file, rows, refused.length, guardianships);
  return { rows, refused, counts: { ...counts, ...pick(teams) } };
}

const pick = ({ seasons, divisions, teams, places }: PlacesCount) => ({ seasons, divisions, teams, places });

/** A member number the portal does not have, and no other way to the person: refused, never made anew. */
function unknownNumber(person: ImportPerson, lookup: Lookup): boolean {
  const match = matchPerson(person, lookup);
  return !match.member && match.unknownNumber && !match.ambiguous.length;
}

function matchedRow(person: ImportPerson, seq: number, lookup: Lookup): PlannedPerson {
  const match = matchPerson(person, lookup);
  const base = { seq, kind: 'person' as const, line: person.lines[0] ?? 0, phase: 0, person };
  const none = { holderSeq: null, holderMemberId: null, changes: [] };
  if (match.member)
    return { ...base, ...none, action: 'same', matchedBy: match.by, memberId: match.member.id, near: [] };
  const near = match.ambiguous.map((m) => nearMember(m, ['name', 'dob']));
  return { ...base, ...none, action: near.length ? 'near' : 'create', matchedBy: null, memberId: null, near };
}

/** The near matches of the people no member is exactly, from one query of candidates. */
async function addNear(db: DbOrTx, rows: PlannedPerson[], unmatched: number[], today: string): Promise<void> {
  if (!unmatched.length) return;
  const people = unmatched.map((i) => rows[i]!.person);
  const set = (xs: string[]) => [...new Set(xs.filter(Boolean))];
  const candidates = await repo.nearCandidates(
    db,
    set(people.map((p) => p.lastname.trim().toLowerCase())),
    set(people.map((p) => p.email.trim().toLowerCase())),
    set(people.map((p) => p.mobile.replace(/\D/g, ''))),
  );
  const nearOf = nearIndex(candidates);
  for (const i of unmatched) {
    const near = nearOf(rows[i]!.person, today);
    if (near.length) rows[i] = { ...rows[i]!, action: 'near', near };
  }
}

/** Link children to their holders, add the holders the import makes, and work out the changes of the matched. */
function addFamilies(
  rows: PlannedPerson[],
  links: Map<number, HolderLink>,
  holders: ImportPerson[],
  lookup: Lookup,
): Map<number, PlannedPerson> {
  for (const person of holders)
    rows.push({
      ...{ seq: rows.length, kind: 'holder', line: person.lines[0] ?? 0, phase: 0, person },
      ...{ holderSeq: null, holderMemberId: null, action: 'create', matchedBy: null, memberId: null },
      ...{ changes: [], near: [] },
    });
  for (const [i, link] of links) {
    const row = rows[i]!;
    if ('seq' in link) Object.assign(row, { holderSeq: rows[link.seq]!.seq, phase: 1 });
    else row.holderMemberId = link.memberId;
  }
  const known = [...lookup.byId.values(), ...lookup.bySource.values(), ...[...lookup.byNameDob.values()].flat()];
  const facts = new Map(known.map((m) => [m.id, m]));
  for (const row of rows) {
    const member = row.memberId === null ? undefined : facts.get(row.memberId);
    if (!member) continue;
    row.changes = changesOf(row.person, member, row.holderSeq !== null || row.holderMemberId !== null);
    row.action = row.changes.length ? 'change' : 'same';
  }
  return new Map(rows.map((r) => [r.seq, r]));
}

/** The guardianships the import would make: those whose two people are members and linked already are not new. */
async function countNewLinks(db: DbOrTx, rows: PlannedPerson[], bySeq: Map<number, PlannedPerson>): Promise<number> {
  const pairs: { g: number; c: number }[] = [];
  let links = 0;
  for (const row of rows) {
    const g = row.holderMemberId ?? (row.holderSeq === null ? null : (bySeq.get(row.holderSeq)?.memberId ?? 0));
    if (g === null) continue;
    links += 1;
    if (g > 0 && row.memberId !== null) pairs.push({ g, c: row.memberId });
  }
  return links - (await repo.linkedPairs(db, pairs)).size;
}

function countsOf(file: ReadFile, rows: PlannedPerson[], refused: number, guardianships: number) {
  const persons = rows.filter((r) => r.kind === 'person');
  const of = (a: PlanAction) => persons.filter((r) => r.action === a).length;
  return {
    people: file.people.length,
    create: of('create'),
    change: of('change'),
    same: of('same'),
    near: of('near'),
    refused: file.refused.length + refused,
    duplicates: file.duplicates.length,
    holders: rows.length - persons.length,
    guardianships,
  };
}
