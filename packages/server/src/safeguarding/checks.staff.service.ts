import type { CheckMethod, StoredCheckStatus } from '@portal/domain/safeguarding/checks';
import { CheckMessages as M, type ManualResult } from '@portal/domain/safeguarding/checks.messages';
import type {
  CheckDetail,
  CheckQuery,
  CheckResultBody,
  CheckRow,
  SafeguardingSettings,
} from '@portal/domain/safeguarding/checks.staff.contract';
import type { ListPage } from '@portal/domain/staff/staff-list';
import { todayIn } from '@portal/domain/shared/time';
import { changedFields, recordAudit } from '../platform/audit';
import { fieldErrors, notFound } from '../platform/errors';
import type { StaffCtx } from '../platform/staff-session';
import { pageWindow } from '../platform/staff-list';
import { checkList, checkOf, checkPage, lockSettings, writeSettings, type CheckRowData } from './checks.repo';
import { readSafeguardingSettings, recordCheckResult } from './checks.service';
import { positionsOfTrust } from './trust.service';

// Working With Children Checks in the back-office (issue 44, docs/decisions/315, 317): the list and its CSV with the
// positions each person holds, one check, a staff member's manual verification through recordCheckResult (audited in
// its transaction), and the settings.

const today = (ctx: StaffCtx) => todayIn(ctx.config.site.timeZone, ctx.now());

const rowOf = (r: CheckRowData): CheckRow => ({
  member_id: r.memberId,
  name: r.name || r.username || `Member #${r.memberId}`,
  username: r.username,
  state: r.state as CheckRow['state'],
  number: r.number,
  kind: r.kind as CheckRow['kind'],
  expires_on: r.expiresOn,
  status: r.standing,
  checked_at: r.checkedAt?.toISOString() ?? null,
  checked_by: r.checkedBy,
  method: r.method as CheckMethod | null,
  note: r.note,
  reverify_due: r.reverifyDue,
  positions: r.positions ?? [],
});

const detailOf = (r: CheckRowData): CheckDetail => ({
  ...rowOf(r),
  stored_status: r.status as StoredCheckStatus,
  provider_ref: r.providerRef,
  reverify_at: r.reverifyAt?.toISOString() ?? null,
  entered_at: r.enteredAt.toISOString(),
});

/** The rows of a page with the positions of trust each person holds (two queries for the page). */
async function withPositions(ctx: StaffCtx, rows: CheckRowData[]): Promise<CheckRowData[]> {
  const held = await positionsOfTrust(
    ctx.db,
    rows.map((r) => r.memberId),
    today(ctx),
  );
  return rows.map((r) => ({ ...r, positions: held.get(r.memberId) ?? [] }));
}

export async function list(ctx: StaffCtx, q: CheckQuery): Promise<{ data: ListPage<CheckRow> }> {
  const page = await checkPage(ctx.db, q, today(ctx), ctx.now(), pageWindow(q));
  return { data: { rows: (await withPositions(ctx, page.rows)).map(rowOf), total: page.total } };
}

export async function exportCsv(ctx: StaffCtx, q: CheckQuery): Promise<string> {
  const page = await checkPage(ctx.db, q, today(ctx), ctx.now(), pageWindow('export'));
  return checkList.csv(await withPositions(ctx, page.rows), { zone: ctx.config.site.timeZone });
}

async function detailRow(ctx: StaffCtx, memberId: number): Promise<CheckRowData> {
  const row = await checkOf(ctx.db, memberId, today(ctx), ctx.now());
  if (!row) throw notFound(M.noCheck);
  return (await withPositions(ctx, [row]))[0]!;
}

export async function detail(ctx: StaffCtx, memberId: number): Promise<{ data: CheckDetail }> {
  return { data: detailOf(await detailRow(ctx, memberId)) };
}

/** The status a manual result stores: "not found" leaves the check waiting, with the staff member's note. */
const STORED: Record<ManualResult, StoredCheckStatus> = {
  verified: 'verified',
  not_found: 'pending',
  barred: 'barred',
  cancelled: 'cancelled',
  expired: 'expired',
};

export async function record(
  ctx: StaffCtx,
  memberId: number,
  body: CheckResultBody,
): Promise<{ data: { message: string; check: CheckDetail } }> {
  const day = today(ctx);
  if (body.result === 'verified' && body.expires_on < day) throw fieldErrors({ expires_on: M.expiryPast });
  await ctx.db.transaction(async (tx) => {
    const recorded = await recordCheckResult(tx, {
      memberId,
      status: STORED[body.result],
      expiresOn: body.result === 'verified' ? body.expires_on : undefined,
      method: 'manual',
      checkedBy: ctx.member.id,
      note: body.note.trim(),
      now: ctx.now(),
      timeZone: ctx.config.site.timeZone,
    });
    if (!recorded) throw notFound(M.noCheck);
    await recordAudit(tx, ctx, {
      action: 'safeguarding.check.result',
      entity: 'member',
      entityId: memberId,
      reason: body.note.trim(),
      ...changedFields(
        { status: recorded.before.status, expires_on: recorded.before.expiresOn, note: recorded.before.note },
        { status: recorded.after.status, expires_on: recorded.after.expiresOn, note: recorded.after.note },
      ),
    });
  });
  return { data: { message: M.recorded, check: detailOf(await detailRow(ctx, memberId)) } };
}

const settingsShape = (s: Awaited<ReturnType<typeof readSafeguardingSettings>>): SafeguardingSettings => ({
  pending_policy: s.pendingPolicy,
  verifier: s.verifier,
  reverify_every_days: s.reverifyEveryDays,
  remind_days_before: s.remindDaysBefore,
});

export async function readSettings(ctx: StaffCtx): Promise<{ data: SafeguardingSettings }> {
  return { data: settingsShape(await readSafeguardingSettings(ctx.db)) };
}

export async function saveSettings(ctx: StaffCtx, body: SafeguardingSettings): Promise<{ data: { message: string } }> {
  await ctx.db.transaction(async (tx) => {
    const row = await lockSettings(tx);
    const before = settingsShape({
      pendingPolicy: row.pendingPolicy as SafeguardingSettings['pending_policy'],
      verifier: row.verifier as CheckMethod,
      reverifyEveryDays: row.reverifyEveryDays,
      remindDaysBefore: row.remindDaysBefore,
    });
    await writeSettings(
      tx,
      {
        pendingPolicy: body.pending_policy,
        verifier: body.verifier,
        reverifyEveryDays: body.reverify_every_days,
        remindDaysBefore: body.remind_days_before,
      },
      ctx.now(),
    );
    await recordAudit(tx, ctx, {
      action: 'safeguarding.settings.save',
      entity: 'safeguarding_settings',
      entityId: 1,
      ...changedFields(before, body),
    });
  });
  return { data: { message: M.settingsSaved } };
}
