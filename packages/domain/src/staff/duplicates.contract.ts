import { z } from 'zod';
import { idField } from '../shared/fields';
import { optionalReason, reasonField } from './member-records.contract';
import { MATCH_FIELDS } from './duplicates';
import { defineStaffEndpoint } from './staff.contract';

// Duplicate people (docs/decisions/162): the pairs that look like one person, and the merge of two accounts.

export const DuplicateMember = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  mobile: z.string(),
  postcode: z.string(),
  created_at: z.string().describe('ISO instant'),
  last_sign_in: z.string().nullable().describe('ISO instant'),
  orders: z.number().int(),
  invoices: z.number().int(),
  teams: z.number().int(),
});
export type DuplicateMember = z.infer<typeof DuplicateMember>;

export const DuplicatePair = z.object({
  name: z.string(),
  dob: z.string().describe('yyyy-mm-dd'),
  gender: z.string(),
  a: DuplicateMember,
  b: DuplicateMember,
  matched_on: z.array(z.enum(MATCH_FIELDS)),
});
export type DuplicatePair = z.infer<typeof DuplicatePair>;

/** At most this many pairs are listed at once: merging them brings the next ones up. */
export const DUPLICATES_SHOWN = 200;

export const duplicatePairs = defineStaffEndpoint({
  method: 'GET',
  path: '/api/staff/duplicates',
  permission: 'members.merge',
  summary:
    'Pairs of active members with the same name, date of birth and gender plus the same postcode, mobile or email.',
  reply: z.object({ data: z.object({ pairs: z.array(DuplicatePair), more: z.boolean() }) }),
});

export const MergeBody = z.object({ keep_id: idField, merge_id: idField, reason: reasonField });
export type MergeBody = z.infer<typeof MergeBody>;

export const MergeMoved = z.record(z.string(), z.number().int()).describe('rows moved to the kept account, by kind');

export const mergeMembers = defineStaffEndpoint({
  method: 'POST',
  path: '/api/staff/duplicates/merge',
  permission: 'members.merge',
  summary:
    "Merge one person's second account into the kept one: everything moves in one transaction; the merged account is deactivated and its sign-in leads to the kept one (audited).",
  body: MergeBody,
  reply: z.object({ data: z.object({ message: z.string(), moved: MergeMoved }) }),
});

export const DifferentBody = z.object({ a_id: idField, b_id: idField, reason: optionalReason });
export type DifferentBody = z.infer<typeof DifferentBody>;

export const markDifferent = defineStaffEndpoint({
  method: 'POST',
  path: '/api/staff/duplicates/different',
  permission: 'members.merge',
  summary:
    'Mark two accounts as different people, so the pair is no longer suggested (audited once; marking again changes nothing; decision 284).',
  body: DifferentBody,
  reply: z.object({ data: z.object({ message: z.string() }) }),
});
