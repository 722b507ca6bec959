import type { UndoReply } from '@portal/domain/import/import.contract';
import { ImportJobMessages as M } from '@portal/domain/import/import-job.messages';
import * as league from '../competition/league.service';
import { recordAudit } from '../platform/audit';
import type { DbOrTx } from '../platform/db';
import { AppError } from '../platform/errors';
import type { StaffCtx } from '../platform/staff-session';
import { PERSON_FIELDS, REGISTRATION_SPORT, sameValue, type PersonField } from './import-plan-match';
import { membersById, type MemberFacts } from './import-plan.repo';
import * as jobs from './import-job.repo';
import * as repo from './import-job-undo.repo';
import { removePlaces } from './import-teams';
import { findImport, itemsOf, lockImport } from './import.repo';
import { summaryOf } from './import.service';

// Undo an import (issue 42 item 3, docs/decisions/299), in one transaction: people it created whom nothing has
// touched since are removed, with their guardianships and places; a change is put back field by field where the
// field still holds the imported value. Touched means changed since (updated_at), merged into, or named by any row
// of any table the import did not write (a sign-in, an order, an invoice, a team place…; its own claim invitations
// are not a touch, a claimed sign-in is): the catalogue's foreign
// keys say which tables, so a table added later is covered. A family stays whole: a kept person keeps the people the
// import linked to them.

type Kept = UndoReply['kept'];
type Item = Awaited<ReturnType<typeof itemsOf>>[number];

const refs = (items: Item[], kind: string) => items.filter((i) => i.kind === kind).map((i) => i.refId);

export async function undo(ctx: StaffCtx, id: number): Promise<{ data: UndoReply }> {
  const reply = await league.writeLeague(ctx, async (w) => {
    const tx = w.tx;
    const imp = await lockImport(tx, id);
    if (!imp) throw new AppError(404, 'not_found', M.notFound);
    if (imp.status !== 'done' && imp.status !== 'failed')
      throw new AppError(409, 'conflict', M.notRun[imp.status as keyof typeof M.notRun] ?? M.notFound);
    const items = await itemsOf(tx, id);
    const created = refs(items, 'member');
    const reasons = await touched(tx, id, created);
    const pairs = await repo.guardianshipPairs(tx, refs(items, 'guardianship'));
    keepFamilies(reasons, pairs, new Set(created));
    const keep = new Set(reasons.keys());
    const places = await removePlaces(w, items);
    const removed: Record<string, number> = {
      guardianships: await repo.deleteByIds(
        tx,
        'guardianships',
        pairs.filter((p) => !keep.has(p.guardian_id) && !keep.has(p.child_id)).map((p) => p.id),
      ),
      member_sources: await removeSources(tx, refs(items, 'member_source'), keep),
      member_sports: await repo.deleteRegistrations(
        tx,
        items.filter((i) => i.kind === 'member_sport').map((i) => ({ id: i.refId, until: i.after?.until ?? '' })),
        [...keep],
      ),
      members: await repo.deleteByIds(
        tx,
        'members',
        created.filter((m) => !keep.has(m)),
      ),
      ...places,
    };
    const kept = await keptOf(tx, reasons);
    removed.changes = await restoreChanges(tx, items, kept, ctx.now());
    await repo.markUndone(tx, id, ctx.now());
    await recordAudit(tx, ctx, {
      action: 'members.import.undo',
      entity: 'import',
      entityId: id,
      before: null,
      after: { removed, kept: kept.length },
    });
    return { removed, kept };
  });
  const found = (await findImport(ctx.db, id))!;
  const message = M.undone(reply.removed.members ?? 0, reply.kept.filter((k) => k.kind === 'member').length);
  return { data: { message, removed: reply.removed, kept: reply.kept.slice(0, 1000), import: summaryOf(found) } };
}

/** Why each created member is kept (touched since the import); those not here may go. */
async function touched(tx: DbOrTx, importId: number, created: number[]): Promise<Map<number, string>> {
  const reasons = new Map<number, string>();
  if (!created.length) return reasons;
  const { claimed, changed, mergedInto } = await repo.changedOrMergedInto(tx, created);
  for (const m of claimed) reasons.set(m, M.kept.claimed);
  for (const m of changed) if (!reasons.has(m)) reasons.set(m, M.kept.changedSince);
  for (const m of mergedInto) if (!reasons.has(m)) reasons.set(m, M.kept.mergedIn);
  for (const ref of await repo.memberReferences(tx)) {
    const named = await repo.namedIn(tx, ref, importId, created);
    for (const m of named) if (!reasons.has(m)) reasons.set(m, reasonOf(ref.tbl));
  }
  return reasons;
}

const WORDS: Record<string, string> = {
  orders: 'orders',
  invoices: 'invoices',
  team_members: 'a place on a team',
  guardianships: 'a guardian or a child the import did not link',
  bookings: 'court bookings',
  staff_roles: 'a staff role',
};

function reasonOf(table: string): string {
  if (table === 'access_tokens') return M.kept.signedIn;
  return M.kept.used(WORDS[table] ?? table.replace(/_/g, ' '));
}

/** A kept person keeps the people the import linked to them (a child their guardian, a guardian their child). */
function keepFamilies(
  reasons: Map<number, string>,
  pairs: { guardian_id: number; child_id: number }[],
  created: Set<number>,
) {
  for (let pass = 0; pass < 3; pass += 1)
    for (const p of pairs) {
      if (reasons.has(p.child_id) && created.has(p.guardian_id) && !reasons.has(p.guardian_id))
        reasons.set(p.guardian_id, M.kept.guardianKept);
      if (reasons.has(p.guardian_id) && created.has(p.child_id) && !reasons.has(p.child_id))
        reasons.set(p.child_id, M.kept.guardianKept);
    }
}

/** The other platform's ids the import kept, less those of kept people. */
async function removeSources(tx: DbOrTx, sourceIds: number[], keep: Set<number>): Promise<number> {
  const rows = await repo.sourceMembers(tx, sourceIds);
  return repo.deleteByIds(
    tx,
    'member_sources',
    rows.filter((r) => !keep.has(r.member_id)).map((r) => r.id),
  );
}

async function keptOf(tx: DbOrTx, reasons: Map<number, string>): Promise<Kept> {
  const facts = new Map((await membersById(tx, [...reasons.keys()])).map((m) => [m.id, m]));
  return [...reasons].map(([memberId, reason]) => ({
    kind: 'member',
    member_id: memberId,
    name: nameOf(facts.get(memberId)),
    reason,
  }));
}

const nameOf = (m: MemberFacts | undefined) => (m ? `${m.firstname} ${m.lastname}`.trim() : '');

/**
 * Put each changed field back where it still holds the imported value (one update); a field changed since stays and
 * is said in `kept`. Answers how many members were put back.
 */
async function restoreChanges(tx: DbOrTx, items: Item[], kept: Kept, now: Date): Promise<number> {
  const changes = items.filter((i) => i.kind === 'member_change' && i.before && i.after);
  const facts = new Map(
    (
      await membersById(
        tx,
        changes.map((c) => c.refId),
      )
    ).map((m) => [m.id, m]),
  );
  const updates: ({ id: number } & Partial<Record<PersonField, string>>)[] = [];
  const registrations: { memberId: number; sport: string; until: string }[] = [];
  const putBack = new Set<number>();
  for (const c of changes) {
    const m = facts.get(c.refId);
    if (!m) continue;
    const changedSince = (f: string) =>
      kept.push({ kind: 'member_change', member_id: m.id, name: nameOf(m), reason: M.kept.fieldChanged(f) });
    const back: Partial<Record<PersonField, string>> = {};
    for (const f of PERSON_FIELDS) {
      if (!(f in c.after!)) continue;
      if (sameValue(f, m[f] ?? '', c.after![f]!)) back[f] = c.before![f] ?? '';
      else changedSince(f);
    }
    for (const [field, sport] of REGISTRATION_SPORT) {
      if (!(field in c.after!)) continue;
      if ((m.registered[sport] ?? '') === c.after![field]) {
        registrations.push({ memberId: m.id, sport, until: c.before![field] ?? '' });
        putBack.add(m.id);
      } else changedSince(`${sport} registration`);
    }
    if (!Object.keys(back).length) continue;
    updates.push({ id: m.id, ...back });
    putBack.add(m.id);
  }
  await jobs.updateMembers(tx, updates, now);
  await repo.restoreRegistrations(tx, registrations);
  return putBack.size;
}
