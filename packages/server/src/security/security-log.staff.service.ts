import { localToInstant } from '@portal/domain/shared/calendar';
import { addDaysIso, formatDateTime } from '@portal/domain/shared/time';
import { SecurityEventLabels, type SecurityEventKind } from '@portal/domain/security/security-events';
import type { SecurityEventRow, SecurityLogQuery } from '@portal/domain/security/security-log.contract';
import type { ListPage } from '@portal/domain/staff/staff-list';
import { toCsv } from '../platform/csv';
import { pageWindow, type PageWindow } from '../platform/staff-list';
import type { StaffCtx } from '../platform/staff-session';
import * as repo from './security-log.repo';

// The security log for administrators (issue 44 item 7, docs/decisions/316): filter by kind, person, address and the
// association's days; paged; CSV of what the filters find. Reading it writes nothing; its CSV is itself an export
// (route-answers.ts logs it).

const dayStart = (iso: string, zone: string) => (iso ? localToInstant(`${iso}T00:00`, zone) : undefined);

function filterOf(q: SecurityLogQuery, zone: string): repo.SecurityLogFilter {
  return {
    kind: q.kind,
    person: q.person,
    ip: q.ip,
    from: dayStart(q.from, zone),
    to: q.to ? dayStart(addDaysIso(q.to, 1), zone) : undefined,
  };
}

type Read = Awaited<ReturnType<typeof repo.logPage>>['rows'][number];
const rowOf = (r: Read): SecurityEventRow => ({
  id: r.id,
  at: r.at.toISOString(),
  kind: r.kind as SecurityEventKind,
  member_id: r.memberId,
  person: r.member || r.username,
  actor: r.actor,
  ip: r.ip,
  user_agent: r.userAgent,
  detail: (r.detail ?? {}) as Record<string, unknown>,
});

async function page(ctx: StaffCtx, q: SecurityLogQuery, w: PageWindow): Promise<ListPage<SecurityEventRow>> {
  const { rows, total } = await repo.logPage(ctx.db, filterOf(q, ctx.config.site.timeZone), q, w);
  return { rows: rows.map(rowOf), total };
}

export async function securityLog(ctx: StaffCtx, q: SecurityLogQuery): Promise<{ data: ListPage<SecurityEventRow> }> {
  return { data: await page(ctx, q, pageWindow(q)) };
}

/** What the filters find (every event up to the export limit), one line each, times in the association's zone. */
export async function securityLogCsv(ctx: StaffCtx, q: SecurityLogQuery): Promise<string> {
  const zone = ctx.config.site.timeZone;
  return toCsv((await page(ctx, q, pageWindow('export'))).rows, [
    { header: 'When', value: (r) => formatDateTime(r.at, zone) },
    { header: 'What', value: (r) => SecurityEventLabels[r.kind] },
    { header: 'Kind', value: (r) => r.kind },
    { header: 'Person', value: (r) => r.person },
    { header: 'Member id', value: (r) => r.member_id ?? '' },
    { header: 'By', value: (r) => r.actor },
    { header: 'Address', value: (r) => r.ip },
    { header: 'Browser', value: (r) => r.user_agent },
    { header: 'Detail', value: (r) => (Object.keys(r.detail).length ? JSON.stringify(r.detail) : '') },
  ]);
}
