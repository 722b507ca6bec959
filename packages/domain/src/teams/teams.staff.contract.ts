import { z } from 'zod';
import { ValidationMessages as V } from '../shared/messages';
import { defineStaffEndpoint } from '../staff/staff.contract';
import { listQuery, listReply } from '../staff/staff-list';
import { INVITATION_STATUSES } from './invitations.contract';

// Invited players in the back-office (decision 154): the people managers entered by email who have not (or have)
// registered, with their team, who invited them and what became of the invitation. Read by every staff role.

export const InvitationRow = z.object({
  id: z.number().int(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  dob: z.string().describe('yyyy-mm-dd'),
  status: z.enum(INVITATION_STATUSES),
  team_id: z.number().int(),
  team: z.string(),
  division: z.string(),
  season: z.string(),
  invited_by: z.string().nullable().describe('the username of the manager who entered them'),
  invited_at: z.string().describe('ISO instant'),
  decided_at: z.string().nullable().describe('ISO instant they registered, or the invitation was removed'),
  member: z.object({ id: z.number().int(), username: z.string() }).nullable().describe('the account they registered'),
});
export type InvitationRow = z.infer<typeof InvitationRow>;

export const InvitationQuery = listQuery(['invited_at', 'lastname', 'email', 'team', 'status'])
  .extend({
    status: z
      .enum(['', ...INVITATION_STATUSES], { error: V.choice })
      .optional()
      .default('')
      .describe('empty: every status'),
  })
  .describe('q matches a name, an email or a team');
export type InvitationQuery = z.infer<typeof InvitationQuery>;

export const invitationList = defineStaffEndpoint({
  method: 'GET',
  path: '/api/staff/invitations',
  permission: 'teams.invitations.read',
  summary: 'Invited players (decision 154): paged and sorted on the server, newest first unless sorted.',
  query: InvitationQuery,
  reply: listReply(InvitationRow),
});
