import { z } from 'zod';
import { defineEndpoint } from '../shared/endpoint';
import { passwordField, textField } from '../shared/fields';
import { ValidationMessages } from '../shared/messages';
import { AccountsMessages as A } from './accounts.messages';

// Sign-in and sign-out (spec 000 §3, §7), apart from the rest of the accounts contract: the login page loads these,
// not the registration schemas (re-exported by accounts.contract.ts for the server and the other pages).

const M = ValidationMessages;

/** A required text with the area's own "… is required" wording (spec 000 §5) and our maximum. */
export const namedText = (required: string, max: number) =>
  textField({ message: required })
    .min(1, { error: required })
    .max(max, { error: M.maximum(max) });
/** An opaque optional text the client passes through (login's route params, the reset action). */
export const opaqueText = (max: number) => textField({ trim: false }).max(max, { error: M.maximum(max) });

/** A new password with the site's minimum length and its confirmation (spec 000 §5): reset and claiming a sign-in (decision 249). */
export const newPasswordFields = (minPasswordLength: number) => ({
  password: passwordField(minPasswordLength, A.passwordRequired),
  password_confirmation: textField({ message: A.passwordConfirmationRequired, trim: false })
    .min(1, { error: A.passwordConfirmationRequired })
    .max(200, { error: M.maximum(200) }),
});

/** The confirmation must match the password (spec 000 §5), said on the confirmation field. */
export function passwordsMatch(v: { password: string; password_confirmation: string }, ctx: z.RefinementCtx) {
  if (v.password_confirmation && v.password_confirmation !== v.password) {
    ctx.addIssue({ code: 'custom', path: ['password_confirmation'], message: M.confirmation('password') });
  }
}

// spec 000 §3, §7: login payload username, password, xyz, zyx (the last two are opaque route params).
export const LoginBody = z.object(
  {
    username: namedText(A.usernameRequired, 100),
    password: textField({ message: A.passwordRequired, trim: false })
      .min(1, { error: A.passwordRequired })
      .max(200, { error: M.maximum(200) }),
    xyz: opaqueText(200).optional().nullable(),
    zyx: opaqueText(200).optional().nullable(),
    remember: z
      .boolean({ error: M.boolean })
      .optional()
      .default(false)
      .describe('Remember Me: token lasts 365 days instead of 1'),
    code: textField({ trim: true })
      .max(20, { error: M.maximum(20) })
      .optional()
      .describe(
        'Not in the spec: the code of a member who turned a second factor on (6 digits or a recovery code); without it ' +
          'such a member is answered 401 second_factor_required (docs/decisions/328). Everyone else never sends it.',
      ),
  },
  { error: M.invalidInput },
);
export type LoginBody = z.infer<typeof LoginBody>;

/** The token carried inside data.success (a JSON string, as spec 000 §7 says). */
export const TokenPayload = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number().int().describe('seconds'),
});
export type TokenPayload = z.infer<typeof TokenPayload>;

export const LoginReply = z.object({
  data: z.object({ success: z.string().describe('JSON string holding access_token, token_type, expires_in') }),
});
export type LoginReply = z.infer<typeof LoginReply>;

export const MessageReply = z.object({ data: z.object({ message: z.string() }) });
export type MessageReply = z.infer<typeof MessageReply>;

export const login = defineEndpoint({
  method: 'POST',
  path: '/api/member/login',
  auth: 'public',
  tags: ['accounts'],
  summary: 'Sign in. data.success is a JSON string holding access_token.',
  body: LoginBody,
  reply: LoginReply,
});

export const logout = defineEndpoint({
  method: 'POST',
  path: '/api/member/logout',
  auth: 'member',
  actFor: false,
  tags: ['accounts'],
  summary: 'Sign out: revokes the bearer token.',
  reply: MessageReply,
});

/** Parse the spec's data.success string into the token payload. */
export function readLoginToken(reply: LoginReply): TokenPayload {
  return TokenPayload.parse(JSON.parse(reply.data.success));
}
