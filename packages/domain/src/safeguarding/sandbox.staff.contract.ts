import { z } from 'zod';
import { dataReply } from '../shared/endpoint';
import { idField, textField } from '../shared/fields';
import { ValidationMessages as V } from '../shared/messages';
import { dayField } from '../shared/period';
import { defineStaffEndpoint } from '../staff/staff.contract';
import { CHECK_KINDS, CHECK_STATES, STORED_CHECK_STATUSES } from './checks';

// The sandbox verifier's calls (issue 44, docs/decisions/318): served only while CHECK_SERVICE=sandbox (the default in
// tests and the demo). Staff see what was submitted to the sandbox and decide a check's outcome, which the sandbox
// sends to the portal as a signed webhook, the way Oho would.

const tags = ['staff', 'safeguarding'];

export const SANDBOX_DECISIONS = ['verified', 'barred', 'cancelled', 'expired'] as const;
export type SandboxDecision = (typeof SANDBOX_DECISIONS)[number];
export const SandboxDecisionLabels: Record<SandboxDecision, string> = {
  verified: 'Verified',
  barred: 'Barred',
  cancelled: 'Cancelled',
  expired: 'Expired',
};

export const SandboxSubmissionRow = z.object({
  check_id: z.number().int(),
  provider_ref: z.string().nullable().describe("the sandbox's id of the check (null: never submitted to it)"),
  name: z.string().describe('the person whose check it is'),
  state: z.enum(CHECK_STATES),
  number: z.string(),
  kind: z.enum(CHECK_KINDS),
  check_status: z.enum(STORED_CHECK_STATUSES).describe("the check's status in the portal"),
  status: z.enum(STORED_CHECK_STATUSES).nullable().describe("the sandbox's own status of its submission"),
  expires_on: z.string().nullable(),
  submitted_at: z.string().nullable(),
  webhook_sent_at: z.string().nullable(),
  webhook_answer: z.number().int().nullable().describe("the HTTP status the portal's webhook endpoint answered"),
});
export type SandboxSubmissionRow = z.infer<typeof SandboxSubmissionRow>;

export const sandboxSubmissions = defineStaffEndpoint({
  method: 'GET',
  path: '/api/staff/safeguarding/sandbox',
  permission: 'safeguarding.verify',
  tags,
  summary:
    "Every check with what the sandbox verifier has of it, by the person's name (only with CHECK_SERVICE=sandbox).",
  reply: dataReply(z.array(SandboxSubmissionRow)),
});

export const SandboxDecisionInput = z.object({
  status: z.enum(SANDBOX_DECISIONS, { error: V.required }),
  expires_on: z
    .union([z.literal(''), dayField, z.null()])
    .optional()
    .transform((v) => v || null),
  note: textField()
    .max(200, { error: V.maximum(200) })
    .optional()
    .transform((v) => v ?? ''),
});
export type SandboxDecisionInput = z.input<typeof SandboxDecisionInput>;

export const decideSandboxCheck = defineStaffEndpoint({
  method: 'POST',
  path: '/api/staff/safeguarding/sandbox/checks/:checkId',
  permission: 'safeguarding.verify',
  tags,
  summary:
    "Decide a check in the sandbox (submitting it first if it never was): the sandbox sends the signed webhook Oho would send to the portal's own endpoint; answers the endpoint's HTTP status.",
  params: z.object({ checkId: idField }),
  body: SandboxDecisionInput,
  reply: dataReply(z.object({ provider_ref: z.string(), webhook_answer: z.number().int() })),
});
