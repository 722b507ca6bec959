import { z } from 'zod';
import { defineEndpoint, type EndpointDef } from '../shared/endpoint';
import { textField } from '../shared/fields';
import { ValidationMessages as V } from '../shared/messages';
import { PERMISSIONS, STAFF_ROLES, type StaffAction } from './permissions';
import { listQuery, listReply } from './staff-list';
import { anyDayField, checkPeriod } from '../shared/period';

// The back-office's own calls: who the staff member is, the home page's attention list, staff roles and the audit
// trail (docs/decisions/160). Every staff call names the action of the permission table it takes.

/** A staff call: signed in, and holding a role that may take `permission` (checked on the server for every call). */
export function defineStaffEndpoint<
  const E extends Omit<EndpointDef, 'auth' | 'permission'> & { permission: StaffAction },
>(e: E): E & { auth: 'staff' } {
  return defineEndpoint({ ...e, auth: 'staff' as const, tags: e.tags ?? ['staff'] });
}

export const StaffRoleField = z.enum(STAFF_ROLES, { error: V.required });
export const StaffActionField = z.enum(Object.keys(PERMISSIONS) as [StaffAction, ...StaffAction[]]);

export const StaffMe = z.object({
  member_id: z.number().int(),
  username: z.string(),
  name: z.string(),
  roles: z.array(StaffRoleField),
  actions: z.array(StaffActionField).describe('every action the roles allow: the web hides the rest'),
});
export type StaffMe = z.infer<typeof StaffMe>;

export const staffMe = defineStaffEndpoint({
  method: 'GET',
  path: '/api/staff/me',
  permission: 'staff.home',
  summary: 'The signed-in staff member, their roles and the actions those allow.',
  reply: z.object({ data: StaffMe }),
});

const count = z.number().int().min(0);

/** How long an administrator's grant to themselves of a role reading bank details stays on the home (decision 265). */
export const SELF_GRANT_DAYS = 90;

/** Each count is null when none of the roles may do the work it leads to: the home shows only the role's cards (decision 277). */
export const StaffHome = z.object({
  entries: z
    .object({ pending: count, waitlisted: count })
    .nullable()
    .describe('team entries waiting for a decision, and on a waiting list (competition.entries.read)'),
  invoices: z
    .object({ unpaid: count, unpaid_cents: count, overdue: count, overdue_cents: count })
    .nullable()
    .describe('invoices with money owing, and those past their due date (invoices.read)'),
  scores: z
    .object({ games: count, date: z.iso.date(), venue_id: z.number().int().nullable() })
    .nullable()
    .describe(
      "today's games without a result; venue_id: the first venue with one, whose score sheet the card opens (competition.results.read)",
    ),
  referees: z
    .object({ open: count, days: z.number().int() })
    .nullable()
    .describe('games of the next `days` days with no live referee assignment (rosters.referee.read)'),
  bank: z
    .object({ officials: count })
    .nullable()
    .describe('officials with games to be paid who gave no bank details (officials.pay.read)'),
  mail: z
    .object({ failed: count, pending: count })
    .nullable()
    .describe('outgoing mail given up, and waiting to be sent (mail.read)'),
  messages: z
    .object({ failed: count, messages: count, latest_message_id: z.number().int().nullable() })
    .nullable()
    .describe(
      'message deliveries (email, app notification, SMS) given up, the messages they belong to, and the latest of them (messages.read; issue 43)',
    ),
  hire: z
    .object({ today: count, blocks: count, days: z.number().int() })
    .nullable()
    .describe('court hire bookings today, and court blocks starting in the next `days` days (bookings.read)'),
  duplicates: count
    .nullable()
    .describe('pairs of member records that look like one person (null unless the roles may merge them)'),
  self_grants: z
    .array(
      z.object({
        at: z.string().describe('ISO instant'),
        member_id: z.number().int(),
        name: z.string(),
        role: StaffRoleField,
      }),
    )
    .nullable()
    .describe(
      'roles reading bank details administrators gave themselves lately, newest first (decision 265; null unless the roles may read staff roles)',
    ),
});
export type StaffHome = z.infer<typeof StaffHome>;

export const staffHome = defineStaffEndpoint({
  method: 'GET',
  path: '/api/staff/home',
  permission: 'staff.home',
  summary:
    "What needs attention, for the caller's roles only: entries waiting, unpaid and overdue invoices, today's games without a score, referee slots open, officials without bank details, mail and message deliveries that failed.",
  reply: z.object({ data: StaffHome }),
});

export const StaffHolder = z.object({
  member_id: z.number().int(),
  username: z.string(),
  name: z.string(),
  email: z.string(),
  roles: z.array(StaffRoleField),
});
export type StaffHolder = z.infer<typeof StaffHolder>;

export const staffRoles = defineStaffEndpoint({
  method: 'GET',
  path: '/api/staff/roles',
  permission: 'staff.roles.read',
  summary: 'Every member holding a staff role, with their roles.',
  reply: z.object({ data: z.array(StaffHolder) }),
});

export const RoleChangeBody = z.object({
  username: textField({ message: V.required })
    .min(1, { error: V.required })
    .max(100, { error: V.maximum(100) }),
  role: StaffRoleField,
});
export type RoleChangeBody = z.infer<typeof RoleChangeBody>;
const RoleChangeReply = z.object({ data: z.object({ message: z.string(), holder: StaffHolder }) });

export const grantRole = defineStaffEndpoint({
  method: 'POST',
  path: '/api/staff/roles/grant',
  permission: 'staff.roles.grant',
  summary: 'Grant a staff role to a member (recorded in the audit trail).',
  body: RoleChangeBody,
  reply: RoleChangeReply,
});

export const revokeRole = defineStaffEndpoint({
  method: 'POST',
  path: '/api/staff/roles/revoke',
  permission: 'staff.roles.grant',
  summary: 'Revoke a staff role (recorded in the audit trail); the last administrator keeps theirs.',
  body: RoleChangeBody,
  reply: RoleChangeReply,
});

export const AuditEntry = z.object({
  id: z.number().int(),
  at: z.string().describe('ISO instant'),
  actor_id: z.number().int().nullable(),
  actor: z.string(),
  action: z.string(),
  entity: z.string(),
  entity_id: z.string(),
  reason: z.string(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

const auditQuery = listQuery(['at', 'action', 'entity', 'actor']).extend({
  action: textField().max(100).optional().default(''),
  entity: textField().max(100).optional().default(''),
  entity_id: textField().max(100).optional().default(''),
  actor: textField().max(100).optional().default('').describe('username of who made the change'),
  from: anyDayField,
  to: anyDayField,
});
export const AuditQuery = auditQuery.superRefine(checkPeriod());
export type AuditQuery = z.infer<typeof AuditQuery>;

/** The audit trail's filters as a form holds them (the page and size come from the grid). */
export const AuditFilters = auditQuery
  .pick({ q: true, action: true, entity: true, entity_id: true, actor: true, from: true, to: true })
  .superRefine(checkPeriod());
export type AuditFilters = z.infer<typeof AuditFilters>;

export const auditTrail = defineStaffEndpoint({
  method: 'GET',
  path: '/api/staff/audit',
  permission: 'staff.audit.read',
  summary: 'The audit trail, newest first by default, paged and filtered on the server.',
  query: AuditQuery,
  reply: listReply(AuditEntry),
});

export const auditExport = defineStaffEndpoint({
  method: 'GET',
  path: '/api/staff/audit/export',
  permission: 'staff.audit.read',
  summary: 'The filtered audit trail as CSV (text/csv).',
  query: AuditQuery,
  reply: z.string(),
  file: { type: 'text/csv', description: 'The audit trail (attachment audit-trail.csv)' },
});
