import { z } from 'zod';
import { textField } from '../shared/fields';
import { ValidationMessages as V } from '../shared/messages';
import { dayField } from '../shared/period';
import { idField } from '../shared/fields';
import { defineStaffEndpoint } from '../staff/staff.contract';
import { listQuery, listReply } from '../staff/staff-list';
import {
  CHECK_KINDS,
  CHECK_METHODS,
  CHECK_STATES,
  CHECK_STATUSES,
  PENDING_POLICIES,
  STORED_CHECK_STATUSES,
} from './checks';
import { CHECK_VIEWS, CheckMessages as M, MANUAL_RESULTS } from './checks.messages';

// Working With Children Checks in the back-office (issue 44, docs/decisions/315, 317): the list of checks needing
// attention with its CSV, one check, a staff member's manual verification, and the association's safeguarding settings.

const BASE = '/api/staff/safeguarding';

/** A whole number in a range, from a number or a form's digits. */
const between = (min: number, max: number) =>
  z
    .union([z.int(), z.string().regex(/^\d{1,4}$/, { error: V.numberBetween(min, max) })], {
      error: V.numberBetween(min, max),
    })
    .transform(Number)
    .pipe(
      z
        .int()
        .min(min, { error: V.numberBetween(min, max) })
        .max(max, { error: V.numberBetween(min, max) }),
    );

export const CHECK_SORTS = ['name', 'state', 'status', 'expires_on', 'checked_at'] as const;
export const EXPIRING_DAYS = { min: 1, max: 365, default: 30 } as const;

export const CheckQuery = listQuery(CHECK_SORTS).extend({
  view: z.enum(CHECK_VIEWS, { error: V.choice }).optional().default('attention'),
  days: between(EXPIRING_DAYS.min, EXPIRING_DAYS.max).optional().default(EXPIRING_DAYS.default),
});
export type CheckQuery = z.infer<typeof CheckQuery>;

export const CheckRow = z.object({
  member_id: z.number().int(),
  name: z.string(),
  username: z.string().nullable(),
  state: z.enum(CHECK_STATES),
  number: z.string(),
  kind: z.enum(CHECK_KINDS),
  expires_on: z.string().nullable(),
  status: z.enum(CHECK_STATUSES).describe('the standing today (a verified check past its expiry reads expired)'),
  checked_at: z.string().nullable(),
  checked_by: z.string().nullable().describe('the staff member who checked it; null: the service or not yet checked'),
  method: z.enum(CHECK_METHODS).nullable(),
  note: z.string(),
  reverify_due: z.boolean().describe('its scheduled re-verification is due'),
  positions: z.array(z.string()).describe('the positions of trust the person holds now'),
});
export type CheckRow = z.infer<typeof CheckRow>;

export const checkList = defineStaffEndpoint({
  method: 'GET',
  path: `${BASE}/checks`,
  permission: 'safeguarding.read',
  summary:
    'Working With Children Checks: those needing attention by default (pending, due, expiring, expired, barred).',
  query: CheckQuery,
  reply: listReply(CheckRow),
});

export const checkExport = defineStaffEndpoint({
  method: 'GET',
  path: `${BASE}/checks/export`,
  permission: 'safeguarding.read',
  summary: 'The same checks as CSV (text/csv).',
  query: CheckQuery,
  reply: z.string(),
  file: { type: 'text/csv', description: 'Working With Children Checks (attachment wwc-checks.csv)' },
});

const MemberParams = z.object({ memberId: idField });

export const CheckDetail = CheckRow.extend({
  stored_status: z.enum(STORED_CHECK_STATUSES),
  provider_ref: z.string().nullable(),
  reverify_at: z.string().nullable(),
  entered_at: z.string(),
});
export type CheckDetail = z.infer<typeof CheckDetail>;

export const checkDetail = defineStaffEndpoint({
  method: 'GET',
  path: `${BASE}/checks/:memberId`,
  permission: 'safeguarding.read',
  summary: "One person's check, as entered and as last verified.",
  params: MemberParams,
  reply: z.object({ data: CheckDetail }),
});

export const CheckResultBody = z
  .object({
    result: z.enum(MANUAL_RESULTS, { error: V.choice }),
    /** yyyy-mm-dd: the expiry the state's service shows; needed for a verified check. */
    expires_on: z
      .union([z.literal(''), dayField], { error: V.date })
      .optional()
      .default(''),
    note: textField({ multiline: true })
      .max(500, { error: V.maximum(500) })
      .optional()
      .default(''),
  })
  .superRefine((b, c) => {
    if (b.result === 'verified' && !b.expires_on)
      c.addIssue({ code: 'custom', path: ['expires_on'], message: M.expiryNeeded });
    if (b.result !== 'verified' && !b.note.trim())
      c.addIssue({ code: 'custom', path: ['note'], message: M.noteNeeded });
  });
export type CheckResultBody = z.infer<typeof CheckResultBody>;
export type CheckResultInput = z.input<typeof CheckResultBody>;

export const recordResult = defineStaffEndpoint({
  method: 'POST',
  path: `${BASE}/checks/:memberId/result`,
  permission: 'safeguarding.verify',
  summary: "Record what the state's service showed for a check (a staff member's manual verification); audited.",
  params: MemberParams,
  body: CheckResultBody,
  reply: z.object({ data: z.object({ message: z.string(), check: CheckDetail }) }),
});

export const SafeguardingSettings = z.object({
  pending_policy: z.enum(PENDING_POLICIES, { error: V.choice }),
  verifier: z.enum(CHECK_METHODS, { error: V.choice }),
  reverify_every_days: between(1, 3650),
  remind_days_before: between(0, 365),
});
export type SafeguardingSettings = z.infer<typeof SafeguardingSettings>;
export type SafeguardingSettingsInput = z.input<typeof SafeguardingSettings>;

export const SafeguardingSettingsShape = z.object({
  pending_policy: z.enum(PENDING_POLICIES),
  verifier: z.enum(CHECK_METHODS),
  reverify_every_days: z.number().int(),
  remind_days_before: z.number().int(),
});

export const safeguardingSettings = defineStaffEndpoint({
  method: 'GET',
  path: `${BASE}/settings`,
  permission: 'safeguarding.settings',
  summary: "The association's safeguarding settings: pending policy, verifier, re-verification and reminders.",
  reply: z.object({ data: SafeguardingSettingsShape }),
});

export const saveSafeguardingSettings = defineStaffEndpoint({
  method: 'PUT',
  path: `${BASE}/settings`,
  permission: 'safeguarding.settings',
  summary: "Store the association's safeguarding settings; audited.",
  body: SafeguardingSettings,
  reply: z.object({ data: z.object({ message: z.string() }) }),
});
