import {
  templateRowsOf,
  type ExportPlace,
  type ExportRegistration,
  type TemplateRow,
} from '@portal/domain/import/export-rows';
import { TEMPLATE_COLUMNS } from '@portal/domain/import/import-columns';
import { todayIn } from '@portal/domain/shared/time';
import { recordAudit } from '../platform/audit';
import { toCsv } from '../platform/csv';
import { requireFreshCode } from '../platform/password-gate';
import type { FileAnswer } from '../platform/route-answers';
import type { StaffCtx } from '../platform/staff-session';
import * as repo from './export.repo';

// Moving out (issue 42 item 8, docs/decisions/297): everyone as the import's template. The rows are read in one
// transaction (one picture of the data) with the download's audit row: children's data leaves the portal here.

export async function exportTemplate(ctx: StaffCtx): Promise<FileAnswer> {
  await requireFreshCode(ctx); // a staff member with a second factor types a fresh code (decision 327)
  const today = todayIn(ctx.config.site.timeZone, ctx.now());
  const rows = await ctx.db.transaction(async (tx) => {
    const [members, places, guardians, registrations] = await Promise.all([
      repo.allMembers(tx),
      repo.allPlaces(tx),
      repo.firstGuardians(tx),
      repo.allRegistrations(tx),
    ]);
    const byId = new Map(members.map((m) => [m.id, m]));
    const placesOf = new Map<number, ExportPlace[]>();
    for (const p of places) placesOf.set(p.memberId, [...(placesOf.get(p.memberId) ?? []), p]);
    const registrationsOf = new Map<number, ExportRegistration[]>();
    for (const r of registrations) registrationsOf.set(r.memberId, [...(registrationsOf.get(r.memberId) ?? []), r]);
    const guardianOf = new Map(guardians.map((g) => [g.childId, byId.get(g.guardianId) ?? null]));
    const out = members.flatMap((m) =>
      templateRowsOf(m, placesOf.get(m.id) ?? [], guardianOf.get(m.id) ?? null, today, registrationsOf.get(m.id) ?? []),
    );
    await recordAudit(tx, ctx, {
      action: 'members.export',
      entity: 'export',
      entityId: 'template',
      after: { people: members.length, rows: out.length },
    });
    return out;
  });
  const columns = TEMPLATE_COLUMNS.map((c) => ({ header: c.name, value: (r: TemplateRow) => r[c.field] }));
  return { body: toCsv(rows, columns), filename: `portal-export-${today}.csv` };
}
