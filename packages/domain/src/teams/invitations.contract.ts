import { z } from 'zod';
import { dataReply, defineEndpoint } from '../shared/endpoint';
import { idField, textField } from '../shared/fields';
import { ValidationMessages as V } from '../shared/messages';

// Invited players (ours, docs/decisions/154-players-by-invitation.md): a player row whose check asked for an email
// that no member of that name holds is entered as an invitation; the person registers through the emailed link and
// joins the team. The spec has no such call: these shapes and paths are ours, documented in /api/docs.

/** An invitation's life: open, the person registered and joined (or was refused a place), or the manager removed it. */
export const INVITATION_STATUSES = ['invited', 'joined', 'refused', 'withdrawn'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

/** An invited player as team detail shows them until they register: 'Invited' with the email, no dob or mobile. */
export const InvitedPlayer = z.object({
  invitation: z.number().int().describe('the invitation id'),
  firstname: z.string(),
  lastname: z.string(),
  status: z.literal('Invited'),
  email: z.string().nullable().describe('only for the manager, team admin and coach; else null'),
  invited: z.string().describe('DD/MM/YYYY the invitation was sent'),
});
export type InvitedPlayer = z.infer<typeof InvitedPlayer>;

export const RemoveInvitationBody = z.object({
  teamTid: idField.describe('team id (t_id)'),
  invitation: idField.describe('the invitation id'),
});
export type RemoveInvitationBody = z.infer<typeof RemoveInvitationBody>;

/** The invitation link's token, sent in the body (never in a logged path). */
export const InvitationBody = z.object(
  {
    token: textField({ message: V.required, trim: false })
      .min(1, { error: V.required })
      .max(200, { error: V.maximum(200) }),
  },
  { error: V.invalidInput },
);
export type InvitationBody = z.infer<typeof InvitationBody>;

/** What the registration page shows and fills in from a usable invitation. */
export const InvitationDetails = z.object({
  team_name: z.string(),
  division_name: z.string(),
  season_name: z.string(),
  sport: z.enum(['basketball', 'netball']).describe("the division's sport: which registration form the link opens"),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  dob: z.string().describe('DD/MM/YYYY'),
  gender: z.string(),
});
export type InvitationDetails = z.infer<typeof InvitationDetails>;

export const InvitationReply = dataReply(
  z.object({
    usable: z.boolean().describe('false for a wrong, withdrawn or used link'),
    invitation: InvitationDetails.nullable(),
  }),
);
export type InvitationReply = z.infer<typeof InvitationReply>;

export const removeInvitation = defineEndpoint({
  method: 'POST',
  path: '/api/member/teams/removeinvitation',
  auth: 'member',
  tags: ['teams'],
  body: RemoveInvitationBody,
  reply: dataReply(z.object({ message: z.string() })),
  summary:
    "Withdraw a player's invitation (ours): its link stops working and it no longer counts towards the division's " +
    "players; 422 'Cannot remove members from team' at or below the minimum. Only the manager or team admin of an open season (403).",
});

export const invitation = defineEndpoint({
  method: 'POST',
  path: '/api/member/teams/invitation',
  auth: 'public',
  tags: ['teams'],
  body: InvitationBody,
  reply: InvitationReply,
  summary:
    'What an invitation link holds (ours), for the registration page: the team and the invited person, or usable false. ' +
    'Registering with the token in `invitation` joins the team (POST /api/member/register). Changes nothing.',
});
