import type { AuditEntry, AuditQuery, RoleChangeBody, StaffHolder, StaffMe } from '@portal/domain/staff/staff.contract';
import { actionsOf, PERMISSIONS, type StaffAction } from '@portal/domain/staff/permissions';
import { StaffMessages as M, StaffRoleLabels } from '@portal/domain/staff/staff.messages';
import type { ListPage } from '@portal/domain/staff/staff-list';
import { localToInstant } from '@portal/domain/shared/calendar';
import { addDaysIso, isAdult, todayIn } from '@portal/domain/shared/time';
import { readsBankDetails } from '@portal/domain/staff/member-reads';
import { AppError, fieldErrors } from '../platform/errors';
import type { DbOrTx } from '../platform/db';
import type { StaffCtx } from '../platform/staff-session';
import { pageWindow, type PageWindow } from '../platform/staff-list';
import { recordAudit, type Actor } from '../platform/audit';
import * as repo from './staff.repo';

// Staff roles and the audit trail (docs/decisions/160).

const nameOf = (m: { firstname: string; lastname: string; username: string | null }) =>
  `${m.firstname} ${m.lastname}`.trim() || (m.username ?? '');
const holderOf = (h: repo.Holder): StaffHolder => ({
  member_id: h.id,
  username: h.username ?? '',
  name: nameOf(h),
  email: h.email,
  roles: h.roles,
});

export function me(ctx: StaffCtx): { data: StaffMe } {
  const m = ctx.member;
  return {
    data: {
      member_id: m.id,
      username: m.username ?? '',
      name: nameOf(m),
      roles: [...ctx.staffRoles],
      actions: actionsOf(ctx.staffRoles),
    },
  };
}

/** The staff roles a member holds (the profile names them, so the member shell can offer /staff). */
export function staffRolesOf(db: StaffCtx['db'], memberId: number): Promise<string[]> {
  return repo.rolesOf(db, memberId);
}

/** The active staff members whose roles may take `action` (a notice about work only they do goes to them). */
export function staffWhoMay(db: DbOrTx, action: StaffAction): Promise<number[]> {
  return repo.activeHoldersOf(db, PERMISSIONS[action]);
}

export async function listHolders(ctx: StaffCtx): Promise<{ data: StaffHolder[] }> {
  return { data: (await repo.holders(ctx.db)).map(holderOf) };
}

/**
 * Grant or revoke a staff role, with its audit row in the same transaction; `actor` is a staff member or a command.
 * Roles are for adults, by the date of birth (decision 265). An administrator giving themselves a role that reads
 * bank details may, but it is recorded as staff.role.self_grant, which every administrator's home shows.
 */
export async function changeRole(
  ctx: Pick<StaffCtx, 'db' | 'config' | 'now'>,
  actor: Actor,
  body: RoleChangeBody,
  grant: boolean,
): Promise<{ data: { message: string; holder: StaffHolder } }> {
  const member = await repo.grantee(ctx.db, body.username);
  if (!member) throw fieldErrors({ username: M.noMember });
  if (grant && !isAdult(member.dob, todayIn(ctx.config.site.timeZone, ctx.now())))
    throw fieldErrors({ username: member.dob ? M.minor(nameOf(member)) : M.noDob(nameOf(member)) });
  const actorId = 'command' in actor ? null : actor.member.id;
  const selfGrant = grant && actorId === member.id && readsBankDetails(body.role);
  await ctx.db.transaction(async (tx) => {
    const before = await repo.rolesOf(tx, member.id);
    if (!grant && body.role === 'administrator') {
      const admins = await repo.lockAdministrators(tx);
      if (admins.length === 1 && admins[0] === member.id)
        throw new AppError(409, 'last_administrator', M.lastAdministrator);
    }
    const changed = grant
      ? await repo.grant(tx, member.id, body.role, actorId)
      : await repo.revoke(tx, member.id, body.role);
    if (!changed)
      throw new AppError(409, grant ? 'already_held' : 'not_held', grant ? M.alreadyHeld : M.notHeld, {
        role: grant ? M.alreadyHeld : M.notHeld,
      });
    await recordAudit(tx, actor, {
      action: selfGrant ? repo.SELF_GRANT : grant ? 'staff.role.grant' : 'staff.role.revoke',
      entity: 'member',
      entityId: member.id,
      before: { roles: before },
      after: { roles: await repo.rolesOf(tx, member.id), ...(selfGrant ? { granted: body.role } : {}) },
    });
  });
  const [holder] = await repo.holders(ctx.db, member.id);
  const label = StaffRoleLabels[body.role].toLowerCase();
  const message = selfGrant
    ? M.selfGranted(nameOf(member), label)
    : grant
      ? M.granted(nameOf(member), label)
      : M.revoked(nameOf(member), label);
  return { data: { message, holder: holder ? holderOf(holder) : holderOf({ ...member, roles: [] }) } };
}

/** The start of a day (yyyy-mm-dd) in the association's zone: the trail's date filters are the association's days. */
const dayStart = (iso: string | undefined, zone: string) => (iso ? localToInstant(`${iso}T00:00`, zone) : undefined);

function filterOf(q: AuditQuery, zone: string): repo.AuditFilter {
  return {
    q: q.q,
    action: q.action,
    entity: q.entity,
    entityId: q.entity_id,
    actor: q.actor,
    from: dayStart(q.from, zone),
    to: q.to ? dayStart(addDaysIso(q.to, 1), zone) : undefined,
  };
}

function entryOf(r: Awaited<ReturnType<typeof repo.auditPage>>['rows'][number]): AuditEntry {
  return {
    id: r.id,
    at: r.at.toISOString(),
    actor_id: r.actorMemberId,
    actor: r.actor,
    action: r.action,
    entity: r.entity,
    entity_id: r.entityId,
    reason: r.reason,
    before: r.before as Record<string, unknown> | null,
    after: r.after as Record<string, unknown> | null,
  };
}

async function auditPage(ctx: StaffCtx, q: AuditQuery, window: PageWindow): Promise<ListPage<AuditEntry>> {
  const { rows, total } = await repo.auditPage(ctx.db, filterOf(q, ctx.config.site.timeZone), q, window);
  return { rows: rows.map(entryOf), total };
}

export async function auditTrail(ctx: StaffCtx, q: AuditQuery): Promise<{ data: ListPage<AuditEntry> }> {
  return { data: await auditPage(ctx, q, pageWindow(q)) };
}

/** The filtered trail as CSV (every matching row up to the export limit, not one page). */
export async function auditCsv(ctx: StaffCtx, q: AuditQuery): Promise<string> {
  return repo.auditList.csv((await auditPage(ctx, q, pageWindow('export'))).rows);
}
