import { z } from 'zod';
import { defineEndpoint } from '../shared/endpoint';
import { AccountsMessages as A } from './accounts.messages';
import { emailField, fixedValue, textField } from '../shared/fields';
import { ValidationMessages } from '../shared/messages';
import { registerBodySchema } from './registration-schema';
import { LoginReply, MessageReply, namedText, newPasswordFields, opaqueText, passwordsMatch } from './login.contract';

const M = ValidationMessages;

export * from './login.contract';

// ---- Registration (spec 000 §3, §7): one call for the three forms, validated by the wizard's own schemas.

/**
 * The endpoint's schema with the most permissive site settings (username optional, minimum password 6), so that
 * Fastify checks types and shapes; the service re-checks with the configured settings (registerBodySchema).
 */
export const RegisterBody = registerBodySchema({ minPasswordLength: 6, autoUsername: false, usernameOptional: true });
export type RegisterBody = z.input<typeof RegisterBody>;

export const RegisterReply = z.object({
  data: z.object({
    success: z
      .string()
      .describe('JSON string holding access_token, exactly as the login answer: the new member is signed in'),
    username: z.string().describe('The username of the new account (useful when usernames are generated)'),
    message: z.string(),
  }),
});
export type RegisterReply = z.infer<typeof RegisterReply>;

export const register = defineEndpoint({
  method: 'POST',
  path: '/api/member/register',
  auth: 'public',
  tags: ['accounts'],
  summary:
    'Create an account from one of the three registration forms (spec 000 §2.3) and sign it in. ' +
    'sport basketball = manager (/registerteamentry) or generic (/register) form with every field; sport netball = the reduced form. ' +
    'username is required unless the site generates usernames (then it is made from first and last name, made unique and emailed). ' +
    "invitation (ours): the token of a team invitation link; the new member joins that team, and the same person's other " +
    'open invitations, unless already a player in a team of the division (docs/decisions/156). An unusable token links nothing. ' +
    'The password minimum length is a site setting. agreed_to_indemnity is stored equal to agreed_to_privacy. ' +
    'Both basketball forms create the same ordinary member account: the manager role (is_man) comes with a team, through ' +
    'team nomination (/member/teamnomination, where the manager form leads), not with registration. ' +
    'Answers data.success like login (the new member is signed in for 1 day); 409 username_taken when the username exists ' +
    '(compared without case: "Member01" is taken when "member01" exists); 422 with field errors for bad input (suburb, ' +
    'postcode and state must be one locality of the list); 429 too_many_requests when this client address has ' +
    'registered too often in the sign-in limit window.',
  body: RegisterBody,
  reply: RegisterReply,
});

// ---- Recovery (spec 000 §3, §7)

export const UsernameEmailBody = z.object(
  {
    action: fixedValue('username-email').optional(),
    email: emailField,
  },
  { error: M.invalidInput },
);
export type UsernameEmailBody = z.infer<typeof UsernameEmailBody>;

export const usernameEmail = defineEndpoint({
  method: 'POST',
  path: '/api/member/username/email',
  auth: 'public',
  tags: ['accounts'],
  summary:
    'Forgot username: emails the username(s) registered with this address. ' +
    'Answers the same "Email Sent Successfully" whether or not the address is registered.',
  body: UsernameEmailBody,
  reply: MessageReply,
});

export const PasswordEmailBody = z.object(
  {
    action: fixedValue('password-email').optional(),
    username: namedText(A.usernameRequired, 100),
  },
  { error: M.invalidInput },
);
export type PasswordEmailBody = z.infer<typeof PasswordEmailBody>;

export const passwordEmail = defineEndpoint({
  method: 'POST',
  path: '/api/member/password/email',
  auth: 'public',
  tags: ['accounts'],
  summary:
    'Forgot / reset password: emails a link to /password/reset/<token>, valid 60 minutes, single use. ' +
    'An unknown username answers 422 invalid_credentials "Incorrect username or password." (spec 000 §8). ' +
    'If the mail cannot be sent the answer is 503 mail_failed and the link is withdrawn.',
  body: PasswordEmailBody,
  reply: MessageReply,
});

/** Reset payload (spec 000 §3, §5); the password rules are those of registration with the site's minimum length. */
export function passwordResetSchema(minPasswordLength: number) {
  return z
    .object(
      {
        action: opaqueText(50).optional(),
        token: textField({ message: A.invalidResetLink })
          .min(1, { error: A.invalidResetLink })
          .max(200, { error: A.invalidResetLink }),
        username: namedText(A.usernameRequired, 100),
        ...newPasswordFields(minPasswordLength),
      },
      { error: M.invalidInput },
    )
    .superRefine(passwordsMatch);
}
export const PasswordResetBody = passwordResetSchema(6);
export type PasswordResetBody = z.infer<typeof PasswordResetBody>;

export const passwordReset = defineEndpoint({
  method: 'POST',
  path: '/api/member/password/reset',
  auth: 'public',
  tags: ['accounts'],
  summary:
    'Reset the password with the emailed token: answers data.success like login with a 365-day token, and revokes ' +
    'every other session of the member. A wrong, used or expired token answers 422 invalid_token; a username that does ' +
    'not own the token answers 422 invalid_username.',
  body: PasswordResetBody,
  reply: LoginReply,
});

// ---- Reset link check (ours, docs/decisions/116-reset-link-check.md): the reset page asks at once whether its link still works.

export const ResetLinkBody = z.object({ token: opaqueText(200) }, { error: M.invalidInput });
export type ResetLinkBody = z.infer<typeof ResetLinkBody>;

export const ResetLinkReply = z.object({
  data: z.object({ usable: z.boolean().describe('false for a wrong, used or expired link') }),
});
export type ResetLinkReply = z.infer<typeof ResetLinkReply>;

export const passwordResetCheck = defineEndpoint({
  method: 'POST',
  path: '/api/member/password/reset/check',
  auth: 'public',
  tags: ['accounts'],
  summary:
    'Whether a password reset link still works (ours): data.usable is false for a wrong, used or expired token, ' +
    'so the reset page says so before anything is typed. The token is sent in the body, never in a logged path. ' +
    'It names no account and changes nothing.',
  body: ResetLinkBody,
  reply: ResetLinkReply,
});
