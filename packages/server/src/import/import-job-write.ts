import type { ImportPerson, ImportSource } from '@portal/domain/import/import-row';
import type { ImportResult, PlanChange } from '@portal/domain/import/import.contract';
import type { DbOrTx } from '../platform/db';
import * as plan from './import-plan.repo';
import type { MemberFacts } from './import-plan.repo';
import { changesOf, lookUp, matchPerson, REGISTRATION_SPORT, type PersonField } from './import-plan-match';
import * as repo from './import-job.repo';
import type { importPeople } from './import.tables';

// One batch of an import's people written (docs/decisions/299), inside the batch's transaction: each person is
// matched again (someone made since the dry run is found, not made twice), then the new people go in one insert, the
// changes in one update, the registrations in the sports in one upsert, the other platform's ids, guardianships and the
// items undo reads in one statement each.

export type PlanRowDb = typeof importPeople.$inferSelect;

export interface Written {
  /** the member each person of the batch is, by seq */
  memberOf: Map<number, number>;
  /** the changes written to a person decided the same as a near match (the dry run could not know them), by seq */
  decidedChanges: Map<number, PlanChange[]>;
  items: repo.NewItem[];
  result: ImportResult;
}

interface Target {
  row: PlanRowDb;
  member: MemberFacts | null;
}

const child = (r: PlanRowDb) => r.holderSeq !== null || r.holderMemberId !== null;

/** Write a batch of people: created, changed or left as they are; linked to their account holders. */
export async function writePeople(
  tx: DbOrTx,
  imp: { id: number; source: string },
  rows: PlanRowDb[],
  now: Date,
): Promise<Written> {
  const targets = await targetsOf(tx, imp.source as ImportSource, rows);
  const result: ImportResult = { created: 0, changed: 0, unchanged: 0, guardianships: 0, places: 0 };
  const items: repo.NewItem[] = [];
  const memberOf = new Map<number, number>();
  const decidedChanges = new Map<number, PlanChange[]>();
  const fresh = targets.filter((t) => !t.member);
  const ids = await repo.nextMemberIds(tx, fresh.length);
  await repo.insertMembers(
    tx,
    fresh.map((t, i) => newMember(ids[i]!, t.row.person, now)),
  );
  fresh.forEach((t, i) => {
    memberOf.set(t.row.seq, ids[i]!);
    items.push({ importId: imp.id, kind: 'member', refId: ids[i]!, line: t.row.line });
  });
  result.created = fresh.length;
  const updates: ({ id: number } & Partial<Record<PersonField, string>>)[] = [];
  const registrations: Registration[] = fresh.flatMap((t, i) =>
    (t.row.person.registrations ?? []).map((r) => ({ memberId: ids[i]!, line: t.row.line, ...r })),
  );
  const changed: { t: Target; member: MemberFacts; changes: PlanChange[] }[] = [];
  for (const t of targets) {
    if (!t.member) continue;
    memberOf.set(t.row.seq, t.member.id);
    const changes = changesOf(t.row.person, t.member, child(t.row));
    if (t.row.decision === 'same' && t.row.memberId === null) decidedChanges.set(t.row.seq, changes);
    if (!changes.length) {
      result.unchanged += 1;
      continue;
    }
    changed.push({ t, member: t.member, changes });
    for (const c of changes) {
      const sport = REGISTRATION_SPORT.get(c.field);
      if (sport) registrations.push({ memberId: t.member.id, line: t.row.line, sport, until: c.to });
    }
  }
  const added = await writeRegistrations(tx, imp.id, registrations, items);
  for (const { t, member, changes } of changed) {
    // a registration the import added is its own item (undo removes it); one it changed is put back with the fields
    const put = changes.filter((c) => !added.has(`${member.id}:${REGISTRATION_SPORT.get(c.field) ?? ''}`));
    const fields = changes.filter((c) => !REGISTRATION_SPORT.has(c.field));
    if (fields.length) updates.push({ id: member.id, ...Object.fromEntries(fields.map((c) => [c.field, c.to])) });
    if (!put.length) continue;
    const before = Object.fromEntries(put.map((c) => [c.field, c.from]));
    const after = Object.fromEntries(put.map((c) => [c.field, c.to]));
    items.push({ importId: imp.id, kind: 'member_change', refId: member.id, line: t.row.line, before, after });
  }
  await repo.updateMembers(tx, updates, now);
  result.changed = changed.length;
  await linkSources(tx, imp, rows, memberOf, items);
  result.guardianships = await linkHolders(tx, imp.id, rows, memberOf, items, now);
  return { memberOf, decidedChanges, items, result };
}

interface Registration {
  memberId: number;
  line: number;
  sport: string;
  until: string;
}

/**
 * The batch's registrations in one upsert: those it adds are kept as items with the day they run until (undo removes
 * them while they still say it). Answers the added ones as "member:sport".
 */
async function writeRegistrations(
  tx: DbOrTx,
  importId: number,
  rows: Registration[],
  items: repo.NewItem[],
): Promise<Set<string>> {
  const written = await repo.upsertRegistrations(tx, rows);
  const of = new Map(rows.map((r) => [`${r.memberId}:${r.sport}`, r]));
  const added = new Set<string>();
  for (const w of written) {
    if (!w.added) continue;
    const r = of.get(`${w.member_id}:${w.sport}`)!;
    added.add(`${w.member_id}:${w.sport}`);
    items.push({
      importId,
      kind: 'member_sport',
      refId: w.id,
      line: r.line,
      after: { sport: r.sport, until: r.until },
    });
  }
  return added;
}

/** The member each person is now: matched by the rule, or decided the same as a near match, else none (new). */
async function targetsOf(tx: DbOrTx, source: ImportSource, rows: PlanRowDb[]): Promise<Target[]> {
  const persons = rows.filter((r) => r.kind === 'person');
  const lookup = await lookUp(
    tx,
    source,
    persons.map((r) => r.person),
  );
  const decided = rows.filter((r) => r.decision === 'same' && r.decisionMemberId !== null);
  const byId = new Map(
    (
      await plan.membersById(
        tx,
        decided.map((r) => r.decisionMemberId!),
      )
    ).map((m) => [m.id, m]),
  );
  const taken = new Set<number>();
  return rows.map((row) => {
    let member: MemberFacts | null = null;
    if (row.kind === 'person') {
      member = matchPerson(row.person, lookup).member;
      if (!member && row.decision === 'same') member = byId.get(row.decisionMemberId ?? 0) ?? null;
    }
    // two people of one batch are never written onto one member (the dry run refused the second already)
    if (member && taken.has(member.id)) member = null;
    if (member) taken.add(member.id);
    return { row, member };
  });
}

const newMember = (id: number, p: ImportPerson, now: Date): repo.NewMember => ({
  id,
  firstname: p.firstname.trim(),
  lastname: p.lastname.trim(),
  prefname: p.prefname.trim(),
  dob: p.dob || null,
  gender: p.gender,
  email: p.email.trim(),
  mobile: p.mobile.trim(),
  address: p.address.trim(),
  suburb: p.suburb.trim(),
  postcode: p.postcode.trim(),
  state: p.state.trim(),
  createdAt: now,
  updatedAt: now,
});

/** Keep the other platform's id of each person, so a second import of the file finds them by it. */
async function linkSources(
  tx: DbOrTx,
  imp: { id: number; source: string },
  rows: PlanRowDb[],
  memberOf: Map<number, number>,
  items: repo.NewItem[],
): Promise<void> {
  const withId = rows.filter((r) => r.kind === 'person' && r.person.sourceId.trim());
  const added = await repo.insertSources(
    tx,
    withId.map((r) => ({ source: imp.source, sourceId: r.person.sourceId.trim(), memberId: memberOf.get(r.seq)! })),
  );
  const lineOf = new Map(withId.map((r) => [memberOf.get(r.seq)!, r.line]));
  for (const a of added)
    items.push({ importId: imp.id, kind: 'member_source', refId: a.id, line: lineOf.get(a.member_id) ?? 0 });
}

/** Link each child to their account holder (written in this batch or an earlier one, or a member already). */
async function linkHolders(
  tx: DbOrTx,
  importId: number,
  rows: PlanRowDb[],
  memberOf: Map<number, number>,
  items: repo.NewItem[],
  now: Date,
): Promise<number> {
  const kids = rows.filter(child);
  const earlier = await repo.memberOfSeqs(
    tx,
    importId,
    kids.map((r) => r.holderSeq).filter((s): s is number => s !== null && !memberOf.has(s)),
  );
  const pairs = kids
    .map((r) => ({
      g: r.holderMemberId ?? memberOf.get(r.holderSeq!) ?? earlier.get(r.holderSeq!) ?? 0,
      c: memberOf.get(r.seq)!,
    }))
    .filter((p) => p.g > 0);
  const added = await repo.insertGuardianships(tx, pairs, now);
  const lineOf = new Map(kids.map((r) => [memberOf.get(r.seq)!, r.line]));
  for (const a of added) items.push({ importId, kind: 'guardianship', refId: a.id, line: lineOf.get(a.child_id) ?? 0 });
  return added.length;
}
