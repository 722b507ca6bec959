import { z } from 'zod';
import { textField } from '../shared/fields';
import { ValidationMessages as V } from '../shared/messages';
import { anyDayField, checkPeriod } from '../shared/period';
import { defineStaffEndpoint } from '../staff/staff.contract';
import { listQuery, listReply } from '../staff/staff-list';
import { SECURITY_EVENT_KINDS } from './security-events';

// The security log's page (issue 44 item 7, docs/decisions/316): administrators read and filter it by kind, person,
// address and period, paged on the server, and take it as CSV.

export const SecurityEventRow = z.object({
  id: z.number().int(),
  at: z.string().describe('ISO instant'),
  kind: z.enum(SECURITY_EVENT_KINDS),
  member_id: z.number().int().nullable(),
  /** The member's name and username, or the sign-in name typed when it matched no account. */
  person: z.string(),
  /** Who did it when not the member (an administrator resetting a second factor, a finance officer shown bank details). */
  actor: z.string(),
  ip: z.string(),
  user_agent: z.string(),
  detail: z.record(z.string(), z.unknown()),
});
export type SecurityEventRow = z.infer<typeof SecurityEventRow>;

const securityLogQuery = listQuery(['at', 'kind', 'ip']).extend({
  kind: z
    .union([z.literal(''), z.enum(SECURITY_EVENT_KINDS)], { error: V.invalidInput })
    .optional()
    .default(''),
  person: textField()
    .max(100, { error: V.maximum(100) })
    .optional()
    .default('')
    .describe("a username, or part of a member's name"),
  ip: textField()
    .max(100, { error: V.maximum(100) })
    .optional()
    .default('')
    .describe('an address, or its beginning (10.1.2.)'),
  from: anyDayField,
  to: anyDayField,
});
export const SecurityLogQuery = securityLogQuery.superRefine(checkPeriod());
export type SecurityLogQuery = z.infer<typeof SecurityLogQuery>;

/** The log's filters as the page's form holds them (the page and size come from the grid). */
export const SecurityLogFilters = securityLogQuery
  .pick({ kind: true, person: true, ip: true, from: true, to: true })
  .superRefine(checkPeriod());
export type SecurityLogFilters = z.infer<typeof SecurityLogFilters>;

export const securityLog = defineStaffEndpoint({
  method: 'GET',
  path: '/api/staff/security/log',
  permission: 'security.log.read',
  summary: 'The security log, newest first by default, paged and filtered on the server.',
  query: SecurityLogQuery,
  reply: listReply(SecurityEventRow),
});

export const securityLogExport = defineStaffEndpoint({
  method: 'GET',
  path: '/api/staff/security/log/export',
  permission: 'security.log.read',
  summary: 'The filtered security log as CSV (text/csv).',
  query: SecurityLogQuery,
  reply: z.string(),
  file: { type: 'text/csv', description: 'The security log (attachment security-log.csv)' },
});
