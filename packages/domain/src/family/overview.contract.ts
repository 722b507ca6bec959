import { z } from 'zod';
import { dataReply, defineEndpoint } from '../shared/endpoint';

// The family page's overview (docs/decisions/246): each person's registration and next game in one call.

/** A person's registration in one sport: expiry DD/MM/YYYY (null: never registered). */
export const FamilySport = z.object({
  sport: z.string(),
  expiry: z.string().nullable().describe('DD/MM/YYYY'),
  registered: z.boolean().describe("registered on today's date (expiry today or later)"),
  expiring: z.boolean().describe('registered and expiring within 31 days: time to renew'),
});
export type FamilySport = z.infer<typeof FamilySport>;

export const FamilyNextGame = z.object({
  team_name: z.string(),
  division: z.string(),
  opponent: z.string(),
  date_time_from: z.string().describe('local start, yyyy-mm-ddThh:mm:ss'),
  date_formatted: z.string(),
  time_formatted: z.string(),
  venue: z.string(),
  court: z.string(),
});
export type FamilyNextGame = z.infer<typeof FamilyNextGame>;

export const FamilyOverviewPerson = z.object({
  id: z.number().int(),
  sports: z.array(FamilySport),
  next_game: FamilyNextGame.nullable().describe("the soonest next game of the person's teams in the active season"),
  unpaid_invoices: z
    .number()
    .int()
    .nonnegative()
    .describe('how many invoices addressed to the person still owe something'),
  amount_owing: z.number().int().nonnegative().describe('what those invoices owe in all, in cents'),
});
export type FamilyOverviewPerson = z.infer<typeof FamilyOverviewPerson>;

export const getFamilyOverview = defineEndpoint({
  method: 'GET',
  path: '/api/member/family/overview',
  auth: 'member',
  tags: ['family'],
  actFor: false,
  summary:
    'For the signed-in member and each person they look after (the ids of GET /api/member/family): registration ' +
    'per sport with expiry, whether it expires within 31 days, the next game, and the unpaid invoices (count and ' +
    'amount owing in cents). Read in a fixed number of queries ' +
    'whatever the size of the family.',
  reply: dataReply(z.array(FamilyOverviewPerson)),
});
