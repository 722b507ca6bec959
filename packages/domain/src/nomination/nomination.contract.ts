import { z } from 'zod';
import { PayReply } from '../payments/payments.contract';
import { dataReply, defineEndpoint } from '../shared/endpoint';
import { idField } from '../shared/fields';
import { IdempotencyHeaders } from '../shared/idempotency';
import { PayTeamNominationBody } from './team-nomination-body';

// spec 001 §7 nomination calls and §3 nomination lookups. The spec shows no reply shapes but the division option's
// fields: the rest are ours (docs/decisions/063-nomination-replies.md), documented in /api/docs from this file.

export { PayTeamNominationBody };
const tags = ['nomination'];
const cents = z.number().int().describe('integer cents');

/** A grade or division group as a select shows it. */
export const LookupOption = z.object({ value: z.number().int(), text: z.string() });
export type LookupOption = z.infer<typeof LookupOption>;

/** A season open for entry. */
export const EntrySeason = z.object({ season_id: z.number().int(), season_name: z.string() });
export type EntrySeason = z.infer<typeof EntrySeason>;

/** spec 001 §3 division option (value, text, waitlist, min_players, max_players, sk_val), with its fee and places. */
export const DivisionOption = z.object({
  value: z.number().int().describe('division id'),
  text: z.string().describe('division name (the web prefixes SOLD OUT when sold_out)'),
  waitlist: z.boolean().describe('entries go on a waiting list and need a preferred choice; never sold out'),
  min_players: z.number().int().describe('spec 001 §9: 5 unless the division sets another'),
  max_players: z.number().int().nullable().describe('null: no maximum'),
  sk_val: z.boolean().describe('the division waives the minimum number of players'),
  price: cents.describe("ours: the entry fee before the member's own pricing (sk_tm: free)"),
  places_left: z.number().int().nullable().describe('ours: teams it can still take; null: no limit'),
  sold_out: z.boolean().describe('ours: no place left and no waiting list'),
});
export type DivisionOption = z.infer<typeof DivisionOption>;

const TypeParams = z.object({ type: idField.describe('a grade (its value)') });
const GroupParams = z.object({ group: idField.describe('a division group (its value)') });
const DivisionParams = z.object({ division: idField.describe('a division (its value)') });

/** GET teamnomination/{division}: 200 when the division can take the team, 422 (a normal answer) when it is full. */
export const CapacityOpen = z.object({ data: z.object({ capacity: z.literal('open'), division: DivisionOption }) });
export const CapacityFull = z.object({
  data: z.object({
    capacity: z.literal('full'),
    message: z.string().describe("'Division Group has already reached maximum capacity.'"),
    divisions: z.array(DivisionOption).describe("the division group's options as they are now"),
  }),
});
export const CapacityReply = z.union([CapacityOpen, CapacityFull]);
export type CapacityReply = z.infer<typeof CapacityReply>;

/** payteamnom: the order (receipt) and the new team, or null while it waits on the waiting list. */
export const PayTeamNominationReply = dataReply(
  PayReply.shape.data.extend({
    t_id: z.number().int().nullable().describe('the new team (teamDetail); null when the entry is on the waiting list'),
    waitlisted: z.boolean(),
  }),
);
export type PayTeamNominationReply = z.infer<typeof PayTeamNominationReply>;

const member = { auth: 'member', tags, method: 'GET' } as const;

export const grades = defineEndpoint({
  ...member,
  path: '/api/ecommerce/grades',
  reply: dataReply(z.array(LookupOption)),
  summary: 'Grades with a division group in a season open for entry.',
});
export const entrySeasons = defineEndpoint({
  ...member,
  path: '/api/ecommerce/seasons',
  reply: dataReply(z.array(EntrySeason)),
  summary: 'Seasons open for entry (active, not archived, with a division taking entries); none: entries are closed.',
});
export const divisionGroups = defineEndpoint({
  ...member,
  path: '/api/ecommerce/divisiongroups/:type',
  params: TypeParams,
  reply: dataReply(z.array(LookupOption)),
  summary: 'The division groups of a grade in the seasons open for entry.',
});
export const divisions = defineEndpoint({
  ...member,
  path: '/api/ecommerce/divisions/:group',
  params: GroupParams,
  reply: dataReply(z.array(DivisionOption)),
  summary: 'The divisions of a group that take entries, with fee, places, waiting list and player limits.',
});
export const preferredDivisions = defineEndpoint({
  ...member,
  path: '/api/ecommerce/preferreddivisions/:division',
  params: DivisionParams,
  reply: dataReply(z.array(LookupOption)),
  summary:
    "The divisions a waiting-list entry may prefer: the season's divisions of the same grade, the chosen one included.",
});
export const teamNomination = defineEndpoint({
  ...member,
  path: '/api/ecommerce/teamnomination/:division',
  params: DivisionParams,
  reply: CapacityReply,
  replies: { 422: CapacityFull },
  summary:
    "Can the division take one more team? 200 capacity 'open', or 422 capacity 'full' with the group's division list " +
    '(a normal answer, not an error). Adults only (403).',
});
export const payTeamNomination = defineEndpoint({
  ...member,
  method: 'POST',
  path: '/api/ecommerce/teamnomination/payteamnom',
  headers: IdempotencyHeaders,
  body: PayTeamNominationBody,
  reply: PayTeamNominationReply,
  summary:
    'Enter the team and pay (adults only). The place is taken first to checkout: a full division answers 409 ' +
    'error_division and nothing is charged. sk_tm members pay nothing. Answers the order and the new team (t_id), or ' +
    'waitlisted with t_id null.',
});
