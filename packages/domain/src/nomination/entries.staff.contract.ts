import { z } from 'zod';
import { idField } from '../shared/fields';
import { ValidationMessages as V } from '../shared/messages';
import { reasonField } from '../staff/member-records.contract';
import { defineStaffEndpoint } from '../staff/staff.contract';
import { listQuery, listReply } from '../staff/staff-list';
import { ENTRY_STATUSES } from './entries.staff.messages';

// Team entries in the back-office (docs/decisions/206): the nominations of spec 001 §4 listed per division of a
// season, and the officer's decisions on them (accept, decline with a refund, place from a waiting list, regrade).

const PATH = '/api/staff/entries';
const cents = z.number().int();

export const EntryStatusField = z.enum(ENTRY_STATUSES, { error: V.choice });

export const EntryListQuery = listQuery(['entered_at', 'team', 'division', 'manager', 'status'])
  .extend({
    season_id: idField,
    division_id: z
      .union([z.literal(''), idField], { error: V.invalidInput })
      .optional()
      .default('')
      .describe('empty: every division of the season'),
    status: z
      .union([z.literal(''), EntryStatusField], { error: V.choice })
      .optional()
      .default('')
      .describe('empty: every status'),
  })
  .describe('q matches the team or the manager');
export type EntryListQuery = z.infer<typeof EntryListQuery>;

export const StaffEntryRow = z.object({
  id: z.number().int(),
  team: z.string(),
  team_id: z.number().int().nullable(),
  division_id: z.number().int(),
  division: z.string(),
  preferred_division: z.string().nullable(),
  manager: z.string(),
  manager_email: z.string(),
  status: EntryStatusField,
  paid_cents: cents.describe("what the entry's payment charged (0 for a free entry)"),
  refunded_cents: cents,
  entered_at: z.string().describe('ISO instant the entry was paid'),
  decline_reason: z.string(),
});
export type StaffEntryRow = z.infer<typeof StaffEntryRow>;

export const staffEntries = defineStaffEndpoint({
  method: 'GET',
  path: PATH,
  permission: 'competition.entries.read',
  summary:
    "A season's team entries with their status, manager and what was paid, paged, sorted and filtered on the server.",
  query: EntryListQuery,
  reply: listReply(StaffEntryRow),
});

export const EntryDivision = z.object({
  id: z.number().int(),
  name: z.string(),
  capacity: z.number().int().nullable(),
  places_taken: z.number().int(),
  waitlist: z.boolean(),
});
export const EntrySeason = z.object({
  id: z.number().int(),
  name: z.string(),
  active: z.boolean(),
  divisions: z.array(EntryDivision),
});
export type EntrySeason = z.infer<typeof EntrySeason>;

export const entrySeasons = defineStaffEndpoint({
  method: 'GET',
  path: `${PATH}/seasons`,
  permission: 'competition.entries.read',
  summary: 'Seasons not archived, newest first, with the divisions that take entries and their places.',
  reply: z.object({ data: z.array(EntrySeason) }),
});

export const EntryParams = z.object({ entryId: idField });
const DecisionReply = z.object({ data: z.object({ message: z.string(), entry: StaffEntryRow }) });
export type DecisionReply = z.infer<typeof DecisionReply>;

export const acceptEntry = defineStaffEndpoint({
  method: 'POST',
  path: `${PATH}/:entryId/accept`,
  permission: 'competition.entries.decide',
  summary: 'Accept a pending entry (its team is in the division already); the team manager is emailed.',
  params: EntryParams,
  reply: DecisionReply,
});

export const DeclineEntryBody = z.object({ reason: reasonField });
export type DeclineEntryBody = z.infer<typeof DeclineEntryBody>;

export const declineEntry = defineStaffEndpoint({
  method: 'POST',
  path: `${PATH}/:entryId/decline`,
  permission: 'competition.entries.decide',
  summary:
    'Decline a pending or waiting entry with a reason: its team leaves the division, its payment is refunded in full through the payments service, the manager is emailed. Sent again for a declined entry, it finishes a refund that never started.',
  params: EntryParams,
  body: DeclineEntryBody,
  reply: DecisionReply,
});

export const EntryDivisionBody = z.object({ division_id: idField });
export type EntryDivisionBody = z.infer<typeof EntryDivisionBody>;

export const placeEntry = defineStaffEndpoint({
  method: 'POST',
  path: `${PATH}/:entryId/place`,
  permission: 'competition.entries.decide',
  summary: 'Place a waiting entry in a division of its season (its own or another): refused when no place is free.',
  params: EntryParams,
  body: EntryDivisionBody,
  reply: DecisionReply,
});

export const regradeEntry = defineStaffEndpoint({
  method: 'POST',
  path: `${PATH}/:entryId/regrade`,
  permission: 'competition.entries.decide',
  summary:
    'Move a placed team to another division of the same season: refused when that division is full or the team has games in the draw.',
  params: EntryParams,
  body: EntryDivisionBody,
  reply: DecisionReply,
});
