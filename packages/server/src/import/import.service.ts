import type { ImportSource, ReadFile } from '@portal/domain/import/import-row';
import {
  IMPORT_PER_PAGE,
  type ImportDetail,
  type ImportQuery,
  type ImportSummary,
  type PlanRow,
  type RunImportBody,
} from '@portal/domain/import/import.contract';
import { ImportJobMessages as M } from '@portal/domain/import/import-job.messages';
import { todayIn } from '@portal/domain/shared/time';
import { AppError, fieldErrors } from '../platform/errors';
import { recordAudit } from '../platform/audit';
import type { StaffCtx } from '../platform/staff-session';
import { wakeImportWorker } from './import-job';
import { planFile } from './import-plan';
import * as repo from './import.repo';
import type { importPeople } from './import.tables';

// Moving in (issue 42 items 2 and 3, docs/decisions/298 and 299): the dry run stores a plan and writes no person;
// running it hands it to the background job (import-job.ts); the page polls the import for its progress.

type Found = NonNullable<Awaited<ReturnType<typeof repo.findImport>>>;

/** The dry run of a file read: plan it against the members as they are, store the plan, answer it. */
export async function planRead(
  ctx: StaffCtx,
  input: { file: ReadFile; fileName: string; seasonId: number | null },
): Promise<{ data: ImportDetail }> {
  const now = ctx.now();
  const plan = await planFile(ctx.db, input.file, input.seasonId, todayIn(ctx.config.site.timeZone, now));
  const refused = [...input.file.refused, ...plan.refused].sort((a, b) => a.line - b.line);
  const id = await ctx.db.transaction(async (tx) => {
    const made = await repo.insertImport(
      tx,
      {
        createdBy: ctx.member.id,
        fileName: input.fileName,
        file: input.file,
        seasonId: input.seasonId,
        counts: plan.counts,
      },
      refused,
      plan.rows.length,
      now,
    );
    await repo.insertPlanRows(tx, made, plan.rows);
    return made;
  });
  return detail(ctx, id, { page: 1 });
}

export async function list(ctx: StaffCtx): Promise<{ data: { imports: ImportSummary[] } }> {
  const rows = await repo.listImports(ctx.db, 200);
  return { data: { imports: rows.map(summaryOf) } };
}

/** An import's plan, progress and result, a page of its people at a time. */
export async function detail(ctx: StaffCtx, id: number, query: ImportQuery): Promise<{ data: ImportDetail }> {
  const found = await repo.findImport(ctx.db, id);
  if (!found) throw new AppError(404, 'not_found', M.notFound);
  const page = await repo.planPage(ctx.db, id, query.action, query.page, IMPORT_PER_PAGE);
  const { row } = found;
  return {
    data: {
      import: summaryOf(found),
      header: row.header,
      mapping: row.mapping,
      rows: { items: page.items.map(planRowOf), total: page.total, page: query.page, per_page: IMPORT_PER_PAGE },
      refused: row.refused,
      duplicates: row.duplicates.map((d) => ({ line: d.line, first_line: d.firstLine, name: d.name })),
    },
  };
}

/**
 * Run a planned import with staff's decisions on its near matches: only the caller that moves it from planned to
 * running starts it (two runs at once run it once; the other answers 409). The job then writes it in the background.
 */
export async function run(
  ctx: StaffCtx,
  id: number,
  body: RunImportBody,
): Promise<{ data: { message: string; import: ImportSummary } }> {
  await ctx.db.transaction(async (tx) => {
    const found = await repo.lockImport(tx, id);
    if (!found) throw new AppError(404, 'not_found', M.notFound);
    if (found.status !== 'planned')
      throw new AppError(409, 'conflict', M.notPlanned[found.status as keyof typeof M.notPlanned] ?? M.notFound);
    await checkDecisions(tx, id, body);
    await repo.saveDecisions(tx, id, body.decisions);
    if (!(await repo.startRun(tx, id, ctx.now()))) throw new AppError(409, 'conflict', M.notPlanned.running);
    // who pressed Import (the job's own entry at the end names who planned it: the job runs on no one's request)
    await recordAudit(tx, ctx, {
      action: 'members.import.run',
      entity: 'import',
      entityId: id,
      before: null,
      after: { file: found.fileName, decisions: body.decisions.length },
    });
  });
  wakeImportWorker();
  const found = (await repo.findImport(ctx.db, id))!;
  return { data: { message: M.started(found.row.total), import: summaryOf(found) } };
}

/** Each decision names a near match of the import, and 'same' one of the members it is near. */
async function checkDecisions(tx: Parameters<typeof repo.nearRows>[0], id: number, body: RunImportBody) {
  const rows = await repo.nearRows(
    tx,
    id,
    body.decisions.map((d) => d.line),
  );
  const byLine = new Map(rows.map((r) => [r.line, r]));
  const errors: Record<string, string> = {};
  body.decisions.forEach((d, i) => {
    const row = byLine.get(d.line);
    if (!row) errors[`decisions.${i}.line`] = M.notNear(d.line);
    else if (d.choice === 'same' && !row.near.some((n) => n.member_id === d.member_id))
      errors[`decisions.${i}.member_id`] = M.notNearMember(d.line);
  });
  if (Object.keys(errors).length) throw fieldErrors(errors);
}

export function summaryOf({ row, firstname, lastname }: Found): ImportSummary {
  return {
    id: row.id,
    created_at: row.createdAt.toISOString(),
    created_by: { id: row.createdBy ?? 0, name: `${firstname ?? ''} ${lastname ?? ''}`.trim() },
    file_name: row.fileName,
    source: row.source as ImportSource,
    season_id: row.seasonId,
    status: row.status as ImportSummary['status'],
    counts: row.counts,
    result: row.result,
    progress: { done: row.done, total: row.total },
    error: row.error,
    finished_at: row.finishedAt?.toISOString() ?? null,
    undone_at: row.undoneAt?.toISOString() ?? null,
  };
}

function planRowOf(r: typeof importPeople.$inferSelect): PlanRow {
  const p = r.person;
  return {
    line: r.line,
    lines: p.lines,
    name: `${p.firstname} ${p.lastname}`.trim(),
    dob: p.dob,
    action: r.action as PlanRow['action'],
    matched_by: (r.matchedBy ?? (r.decision === 'same' ? 'decision' : null)) as PlanRow['matched_by'],
    member_id: r.memberId ?? (r.decision === 'same' ? r.decisionMemberId : null),
    changes: r.changes,
    near: r.near,
    decision: r.decision as PlanRow['decision'],
    holder: r.holderSeq !== null || r.holderMemberId !== null ? (p.accountHolder?.name ?? '') : '',
    places: p.places.length,
    done: r.done,
  };
}
