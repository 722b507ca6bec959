import { z } from 'zod';
import { ValidationMessages as V } from '../shared/messages';
import { defineStaffEndpoint } from '../staff/staff.contract';
import { PER_HOUR_MAX, PER_HOUR_MIN } from './claims';
import { importParams } from './import.contract';

// Sign-ins for imported people in the back-office (issue 42 item 4, docs/decisions/301): start the invitations of an
// import at a pace, and see who of its people was invited, reminded and has claimed their sign-in.

const tags = ['staff', 'import'];

/** Rows per page of an import's invited people. */
export const CLAIMS_PER_PAGE = 50;

export const ImportClaimPerson = z.object({
  member_id: z.number().int(),
  name: z.string(),
  email: z.string(),
  line: z.number().int().describe('the file line the person came from'),
  invited_at: z.string().nullable().describe('ISO time the invitation was queued; null: not yet'),
  reminded_at: z.string().nullable(),
  claimed_at: z.string().nullable().describe('ISO time they claimed their sign-in; null: not yet'),
});
export type ImportClaimPerson = z.infer<typeof ImportClaimPerson>;

const count = z.number().int().min(0);
export const ImportClaims = z.object({
  import_id: z.number().int(),
  per_hour: z.number().int().nullable().describe('the pace chosen; null: invitations not started'),
  started_at: z.string().nullable(),
  counts: z.object({
    adults: count.describe('adults the import created without a sign-in and with an email: who is invited'),
    invited: count,
    reminded: count,
    claimed: count,
  }),
  people: z.array(ImportClaimPerson),
  total: count,
});
export type ImportClaims = z.infer<typeof ImportClaims>;

export const ImportClaimsQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

export const importClaims = defineStaffEndpoint({
  method: 'GET',
  path: '/api/staff/imports/:importId/claims',
  permission: 'members.import',
  tags,
  summary: "Who of an import's adults was invited to claim a sign-in, reminded, and has claimed; a page at a time.",
  params: importParams,
  query: ImportClaimsQuery,
  reply: z.object({ data: ImportClaims }),
});

export const InviteBody = z.object({
  per_hour: z
    .union([z.int({ error: V.numeric }), z.string().regex(/^\d{1,5}$/, { error: V.numeric })], { error: V.numeric })
    .transform(Number)
    .pipe(
      z
        .int()
        .min(PER_HOUR_MIN, { error: V.numberBetween(PER_HOUR_MIN, PER_HOUR_MAX) })
        .max(PER_HOUR_MAX, { error: V.numberBetween(PER_HOUR_MIN, PER_HOUR_MAX) }),
    )
    .describe('invitations an hour'),
});
export type InviteBody = z.infer<typeof InviteBody>;

export const inviteImported = defineStaffEndpoint({
  method: 'POST',
  path: '/api/staff/imports/:importId/invite',
  permission: 'members.import',
  tags,
  summary:
    "Start (or re-pace) the invitations of an import's adults to claim their sign-in, at per_hour an hour (audited); 409 before the import has run.",
  params: importParams,
  body: InviteBody,
  reply: z.object({ data: z.object({ message: z.string(), claims: ImportClaims }) }),
});
