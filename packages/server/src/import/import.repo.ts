import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { ImportRefusal, ReadFile } from '@portal/domain/import/import-row';
import type { ImportCounts, NearDecision, PlanAction } from '@portal/domain/import/import.contract';
import type { DbOrTx } from '../platform/db';
import { seasons } from '../platform/league.tables';
import { members } from '../platform/members.tables';
import type { PlannedPerson } from './import-plan';
import { importItems, importPeople, imports } from './import.tables';

// An import's rows (drizzle only; docs/decisions/298, 299): the plan stored, listed and paged; the run's start.

/** Rows per insert of the plan (17 columns: well under PostgreSQL's 65,535 parameters). */
const CHUNK = 1000;

export type ImportRow = typeof imports.$inferSelect;

export async function insertImport(
  tx: DbOrTx,
  v: { createdBy: number; fileName: string; file: ReadFile; seasonId: number | null; counts: ImportCounts },
  refused: ImportRefusal[],
  total: number,
  now: Date,
): Promise<number> {
  const [row] = await tx
    .insert(imports)
    .values({
      createdBy: v.createdBy,
      createdAt: now,
      fileName: v.fileName,
      source: v.file.source,
      header: v.file.header,
      mapping: v.file.mapping,
      seasonId: v.seasonId,
      counts: v.counts,
      refused,
      duplicates: v.file.duplicates,
      total,
    })
    .returning({ id: imports.id });
  return row!.id;
}

export async function insertPlanRows(tx: DbOrTx, importId: number, rows: PlannedPerson[]): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK)
    await tx.insert(importPeople).values(
      rows.slice(i, i + CHUNK).map((r) => ({
        importId,
        seq: r.seq,
        phase: r.phase,
        line: r.line,
        kind: r.kind,
        person: r.person,
        holderSeq: r.holderSeq,
        holderMemberId: r.holderMemberId,
        action: r.action,
        matchedBy: r.matchedBy,
        memberId: r.memberId,
        changes: r.changes,
        near: r.near,
      })),
    );
}

/** Every import, newest first, with who made it. */
export function listImports(db: DbOrTx, limit: number) {
  return db
    .select({ row: imports, firstname: members.firstname, lastname: members.lastname })
    .from(imports)
    .leftJoin(members, eq(members.id, imports.createdBy))
    .orderBy(desc(imports.id))
    .limit(limit);
}

export async function findImport(db: DbOrTx, id: number) {
  const [found] = await db
    .select({ row: imports, firstname: members.firstname, lastname: members.lastname })
    .from(imports)
    .leftJoin(members, eq(members.id, imports.createdBy))
    .where(eq(imports.id, id));
  return found ?? null;
}

/** A page of an import's people in plan order, optionally those of one action; and how many there are. */
export async function planPage(db: DbOrTx, id: number, action: PlanAction | undefined, page: number, perPage: number) {
  const where = action
    ? and(eq(importPeople.importId, id), eq(importPeople.action, action))
    : eq(importPeople.importId, id);
  const [items, [total]] = await Promise.all([
    db
      .select()
      .from(importPeople)
      .where(where)
      .orderBy(asc(importPeople.seq))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ n: count() }).from(importPeople).where(where),
  ]);
  return { items, total: total?.n ?? 0 };
}

/** The near matches of an import by line (a decision must name one of their members). */
export function nearRows(tx: DbOrTx, id: number, lines: number[]) {
  if (!lines.length) return Promise.resolve([]);
  return tx
    .select({ seq: importPeople.seq, line: importPeople.line, near: importPeople.near })
    .from(importPeople)
    .where(
      and(
        eq(importPeople.importId, id),
        eq(importPeople.action, 'near'),
        eq(importPeople.kind, 'person'),
        inArray(importPeople.line, lines),
      ),
    );
}

/** Keep staff's decisions on near matches (one statement). */
export async function saveDecisions(tx: DbOrTx, id: number, decisions: NearDecision[]): Promise<void> {
  if (!decisions.length) return;
  const rows = decisions.map((d) => ({ line: d.line, choice: d.choice, member: d.member_id ?? null }));
  await tx.execute(sql`update import_people p set decision = d.choice, decision_member_id = d.member
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as d(line int, choice text, member int)
    where p.import_id = ${id} and p.line = d.line and p.kind = 'person' and p.action = 'near'`);
}

/**
 * Start a planned import: only one caller moves it from planned to running (a conditional update), so two runs of one
 * import at once run it once. Answers whether this caller started it.
 */
export async function startRun(tx: DbOrTx, id: number, now: Date): Promise<boolean> {
  const rows = await tx
    .update(imports)
    .set({ status: 'running', startedAt: now, lockedUntil: null, lockedBy: null })
    .where(and(eq(imports.id, id), eq(imports.status, 'planned')))
    .returning({ id: imports.id });
  return rows.length > 0;
}

/** Hold an import's row until the transaction ends (undo reads its status under it). */
export async function lockImport(tx: DbOrTx, id: number): Promise<ImportRow | null> {
  const [row] = await tx.select().from(imports).where(eq(imports.id, id)).for('update');
  return row ?? null;
}

/** The records an import wrote, of some kinds. */
export function itemsOf(tx: DbOrTx, id: number, kinds?: string[]) {
  const where = kinds
    ? and(eq(importItems.importId, id), inArray(importItems.kind, kinds))
    : eq(importItems.importId, id);
  return tx.select().from(importItems).where(where).orderBy(asc(importItems.id));
}

/** Whether a season of this id is there (the one the page chose for rows without a season). */
export async function seasonExists(db: DbOrTx, id: number): Promise<boolean> {
  return (await db.select({ id: seasons.id }).from(seasons).where(eq(seasons.id, id))).length > 0;
}
