import { and, asc, desc, eq, gte, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import { auditSentence } from '@portal/domain/staff/audit-actions';
import type { StaffRole } from '@portal/domain/staff/permissions';
import type { AuditEntry, AuditQuery } from '@portal/domain/staff/staff.contract';
import type { DbOrTx } from '../platform/db';
import { readPage, staffList, type PageWindow } from '../platform/staff-list';
import { members } from '../platform/members.tables';
import { staffRoles } from './staff.tables';
import { auditLog } from '../platform/audit.tables';

// Staff roles and the audit trail (drizzle only).

export type MemberRef = Pick<typeof members.$inferSelect, 'id' | 'username' | 'firstname' | 'lastname' | 'email'>;
export interface Holder extends MemberRef {
  roles: StaffRole[];
}

const memberRef = {
  id: members.id,
  username: members.username,
  firstname: members.firstname,
  lastname: members.lastname,
  email: members.email,
};

/** The member of a username with their date of birth: staff roles are for adults (decision 265). */
export async function grantee(db: DbOrTx, username: string): Promise<(MemberRef & { dob: string | null }) | undefined> {
  const [row] = await db
    .select({ ...memberRef, dob: members.dob })
    .from(members)
    .where(eq(members.username, username))
    .limit(1);
  return row;
}

export async function memberByUsername(db: DbOrTx, username: string): Promise<MemberRef | undefined> {
  const [row] = await db.select(memberRef).from(members).where(eq(members.username, username)).limit(1);
  return row;
}

/** Every member holding a staff role, with their roles, by name. */
export async function holders(db: DbOrTx, memberId?: number): Promise<Holder[]> {
  const rows = await db
    .select({ ...memberRef, roles: sql<StaffRole[]>`array_agg(${staffRoles.role} order by ${staffRoles.role})` })
    .from(staffRoles)
    .innerJoin(members, eq(members.id, staffRoles.memberId))
    .where(memberId === undefined ? undefined : eq(members.id, memberId))
    .groupBy(members.id)
    .orderBy(asc(members.lastname), asc(members.firstname), asc(members.id));
  return rows;
}

export async function rolesOf(db: DbOrTx, memberId: number): Promise<StaffRole[]> {
  const rows = await db
    .select({ role: staffRoles.role })
    .from(staffRoles)
    .where(eq(staffRoles.memberId, memberId))
    .orderBy(asc(staffRoles.role));
  return rows.map((r) => r.role as StaffRole);
}

/** The active members holding any of `roles` (ids, once each): who is told of something only those roles act on. */
export async function activeHoldersOf(db: DbOrTx, roles: readonly string[]): Promise<number[]> {
  const rows = await db
    .selectDistinct({ id: staffRoles.memberId })
    .from(staffRoles)
    .innerJoin(members, eq(members.id, staffRoles.memberId))
    .where(and(inArray(staffRoles.role, [...roles]), isNull(members.deactivatedAt)));
  return rows.map((r) => r.id);
}

/** Grant a role; false when the member already held it. */
export async function grant(tx: DbOrTx, memberId: number, role: StaffRole, grantedBy: number | null): Promise<boolean> {
  const rows = await tx
    .insert(staffRoles)
    .values({ memberId, role, grantedBy })
    .onConflictDoNothing()
    .returning({ role: staffRoles.role });
  return rows.length > 0;
}

/** Revoke a role; false when the member did not hold it. */
export async function revoke(tx: DbOrTx, memberId: number, role: StaffRole): Promise<boolean> {
  const rows = await tx
    .delete(staffRoles)
    .where(and(eq(staffRoles.memberId, memberId), eq(staffRoles.role, role)))
    .returning({ role: staffRoles.role });
  return rows.length > 0;
}

/** The administrators, their rows locked until the transaction ends: two revokes at once cannot leave none. */
export async function lockAdministrators(tx: DbOrTx): Promise<number[]> {
  const rows = await tx
    .select({ memberId: staffRoles.memberId })
    .from(staffRoles)
    .where(eq(staffRoles.role, 'administrator'))
    .for('update');
  return rows.map((r) => r.memberId);
}

/** Roles administrators gave themselves that read bank details, since `since`, newest first (decision 265). */
export async function selfGrants(db: DbOrTx, since: Date) {
  return db
    .select({
      at: auditLog.at,
      memberId: members.id,
      firstname: members.firstname,
      lastname: members.lastname,
      username: members.username,
      role: sql<string>`${auditLog.after}->>'granted'`,
    })
    .from(auditLog)
    .innerJoin(members, eq(members.id, auditLog.actorMemberId))
    .where(and(eq(auditLog.action, SELF_GRANT), gte(auditLog.at, since)))
    .orderBy(desc(auditLog.at), desc(auditLog.id));
}

/** The audit action of a role that reads bank details granted by an administrator to themselves (decision 265). */
export const SELF_GRANT = 'staff.role.self_grant';

export interface AuditFilter {
  q: string;
  action: string;
  entity: string;
  entityId: string;
  actor: string;
  from?: Date;
  to?: Date;
}

export const auditList = staffList<NonNullable<AuditQuery['sort']>, AuditEntry>({
  sort: { at: [auditLog.at], action: [auditLog.action], entity: [auditLog.entity], actor: [auditLog.actor] },
  byDefault: [desc(auditLog.at)],
  then: [desc(auditLog.id)],
  search: { columns: [auditLog.reason, auditLog.action, auditLog.actor, auditLog.entityId] },
  csv: [
    { header: 'When', value: (e) => e.at },
    { header: 'Who', value: (e) => e.actor },
    { header: 'What', value: (e) => auditSentence(e.action) },
    { header: 'Action', value: (e) => e.action },
    { header: 'Record', value: (e) => e.entity },
    { header: 'Record id', value: (e) => e.entity_id },
    { header: 'Reason', value: (e) => e.reason },
    { header: 'Before', value: (e) => JSON.stringify(e.before) },
    { header: 'After', value: (e) => JSON.stringify(e.after) },
  ],
});

function auditWhere(f: AuditFilter): SQL | undefined {
  return and(
    f.action ? eq(auditLog.action, f.action) : undefined,
    f.entity ? eq(auditLog.entity, f.entity) : undefined,
    f.entityId ? eq(auditLog.entityId, f.entityId) : undefined,
    f.actor ? eq(auditLog.actor, f.actor) : undefined,
    f.from ? gte(auditLog.at, f.from) : undefined,
    f.to ? lt(auditLog.at, f.to) : undefined,
    auditList.search(f.q),
  );
}

/** A page of the audit trail (newest first unless sorted otherwise) and how many rows match. */
export function auditPage(db: DbOrTx, f: AuditFilter, q: Pick<AuditQuery, 'sort' | 'order'>, page: PageWindow) {
  return readPage(db, db.select().from(auditLog).where(auditWhere(f)).$dynamic(), auditList.order(q), page);
}
