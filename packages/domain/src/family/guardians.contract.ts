import { z } from 'zod';
import { LoginReply, MessageReply, newPasswordFields, passwordsMatch } from '../accounts/login.contract';
import { AccountsMessages as A } from '../accounts/accounts.messages';
import { dataReply, defineEndpoint } from '../shared/endpoint';
import { emailField, idField, textField, usernameField } from '../shared/fields';
import { ValidationMessages as V } from '../shared/messages';
import { ClaimMessages as C, GuardianMessages as G } from './guardians.messages';

// A second guardian, leaving, turning 18 and claiming one's own sign-in (ours: docs/decisions/248, 249). Every member
// call here is about the signed-in login itself (actFor: false, decision 245). No answer ever carries another
// guardian's email, phone, mobile or address: guardians are named, nothing more.

const code = textField({ message: C.codeRequired, trim: true })
  .min(1, { error: C.codeRequired })
  .max(200, { error: V.maximum(200) });

/** A guardian as another guardian sees them: the name only. */
export const GuardianName = z.object({ name: z.string(), you: z.boolean().describe('the signed-in member themself') });

export const GuardiansReply = dataReply(
  z.object({
    children: z
      .array(
        z.object({
          id: z.number().int(),
          name: z.string(),
          signIn: z.boolean().describe('the person has a sign-in of their own'),
          guardians: z.array(GuardianName),
        }),
      )
      .describe('the people the signed-in member looks after, each with all their guardians'),
    myGuardians: z.array(GuardianName).describe('who looks after the signed-in member'),
    claimed: z
      .boolean()
      .describe(
        'the signed-in member claimed their own sign-in at 18 (decision 249), so may have former guardians to give access again',
      ),
    invitations: z
      .array(
        z.object({
          id: z.number().int(),
          to: z
            .string()
            .describe(
              'the address the member typed (named `to`: no answer here has an `email` of anyone, decision 248)',
            ),
          children: z.array(z.string()),
          expires_at: z.string().describe('ISO instant'),
        }),
      )
      .describe(
        'the second-guardian invitations the signed-in member sent that are neither accepted nor expired (issue 40 item 11)',
      ),
  }),
);
export type GuardiansReply = z.infer<typeof GuardiansReply>;

export const guardians = defineEndpoint({
  method: 'GET',
  path: '/api/member/family/guardians',
  auth: 'member',
  actFor: false,
  tags: ['family'],
  summary: "The people the signed-in member looks after and each one's guardians, by name only (decision 248).",
  reply: GuardiansReply,
});

/**
 * Invitations (by email) and access requests (by username) one member may send in 24 hours, together (decision 260):
 * each mails someone else's address.
 */
export const INVITATIONS_PER_DAY = 10;

export const InviteGuardianBody = z.object(
  {
    email: emailField,
    children: z
      .array(idField, { error: G.chooseChildren })
      .min(1, { error: G.chooseChildren })
      .max(20, { error: G.chooseChildren }),
  },
  { error: V.invalidInput },
);
export type InviteGuardianBody = z.infer<typeof InviteGuardianBody>;

export const inviteGuardian = defineEndpoint({
  method: 'POST',
  path: '/api/member/family/invitations',
  auth: 'member',
  actFor: false,
  tags: ['family'],
  body: InviteGuardianBody,
  summary:
    "Invite a second guardian by email to look after some of one's children: a single-use link valid 7 days is mailed " +
    '(decision 248). 403 for a person the member does not look after; 429 past INVITATIONS_PER_DAY (decision 260).',
  reply: MessageReply,
});

export const InvitationParams = z.object({ invitationId: idField });
export const withdrawInvitation = defineEndpoint({
  method: 'DELETE',
  path: '/api/member/family/invitations/:invitationId',
  auth: 'member',
  actFor: false,
  tags: ['family'],
  params: InvitationParams,
  summary: "Withdraw one's own invitation not yet accepted: its link no longer works. 404 for any other.",
  reply: MessageReply,
});

export const InvitationCodeBody = z.object({ code }, { error: V.invalidInput });
export type InvitationCodeBody = z.infer<typeof InvitationCodeBody>;

export const GuardianInvitationReply = dataReply(
  z.object({
    usable: z.boolean().describe('false for a wrong, used or expired code'),
    from: z.string().describe("the inviting guardian's name; empty when unusable"),
    children: z.array(z.string()).describe('the names of the people to look after'),
    own: z
      .boolean()
      .describe(
        'the sender asks to be looked after themself (an access request, decision 260); only the member named sees it usable',
      ),
  }),
);
export type GuardianInvitationReply = z.infer<typeof GuardianInvitationReply>;

export const guardianInvitation = defineEndpoint({
  method: 'POST',
  path: '/api/member/family/invitation/check',
  auth: 'member',
  actFor: false,
  tags: ['family'],
  body: InvitationCodeBody,
  summary:
    'What an invitation code offers, or usable false; the code is sent in the body, never in a logged path. Changes nothing.',
  reply: GuardianInvitationReply,
});

export const acceptInvitation = defineEndpoint({
  method: 'POST',
  path: '/api/member/family/invitation/accept',
  auth: 'member',
  actFor: false,
  tags: ['family'],
  body: InvitationCodeBody,
  summary:
    'Accept an invitation: the signed-in adult becomes a guardian of its children, the code used, in one transaction. ' +
    '422 code_unusable for a wrong, used or expired code.',
  reply: MessageReply,
});

export const LeaveParams = z.object({ childId: idField });
export const leaveChild = defineEndpoint({
  method: 'DELETE',
  path: '/api/member/family/guardians/:childId',
  auth: 'member',
  actFor: false,
  tags: ['family'],
  params: LeaveParams,
  summary:
    'Stop looking after a child. 409 last_guardian when the child has no sign-in of their own and no other guardian.',
  reply: MessageReply,
});

export const GrantGuardianBody = z.object({ username: usernameField(A.usernameRequired) }, { error: V.invalidInput });
export type GrantGuardianBody = z.infer<typeof GrantGuardianBody>;

export const grantGuardian = defineEndpoint({
  method: 'POST',
  path: '/api/member/family/guardians',
  auth: 'member',
  actFor: false,
  tags: ['family'],
  body: GrantGuardianBody,
  summary:
    'An adult asks a member named by username (a former guardian) to look after them again: that member is mailed a ' +
    'request to accept, valid 7 days, and only then may act for them (decisions 249, 260). One answer whether the username ' +
    'is such a member, nobody, or under 18; 429 past INVITATIONS_PER_DAY.',
  reply: MessageReply,
});

/** Claiming one's own sign-in (spec 000 §5 username and password rules, with the site's minimum length). */
export function claimSchema(minPasswordLength: number) {
  return z
    .object(
      { code, username: usernameField(A.usernameRequired), ...newPasswordFields(minPasswordLength) },
      { error: V.invalidInput },
    )
    .superRefine(passwordsMatch);
}
export const ClaimBody = claimSchema(6);
export type ClaimBody = z.infer<typeof ClaimBody>;

export const claimSignIn = defineEndpoint({
  method: 'POST',
  path: '/api/family/claim',
  auth: 'public',
  tags: ['family'],
  body: ClaimBody,
  summary:
    "At 18, claim one's own sign-in with the mailed code: sets username and password, ends every guardianship of the " +
    'person, uses the code, then signs in (answers like login). 422 code_unusable, 409 username_taken (decision 249).',
  reply: LoginReply,
});
