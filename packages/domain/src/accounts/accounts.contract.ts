import { z } from 'zod';
import { defineEndpoint } from '../shared/endpoint';
import { AccountsMessages as A } from './accounts.messages';
import { emailField, passwordField } from '../shared/fields';
import { ValidationMessages } from '../shared/messages';
import { registerBodySchema } from './registration-schema';

// spec 000 §3, §7: login payload username, password, xyz, zyx (the last two are opaque route params).
export const LoginBody = z.object({
  username: z.string({ error: A.usernameRequired }).trim().min(1, { error: A.usernameRequired }).max(100),
  password: z.string({ error: A.passwordRequired }).min(1, { error: A.passwordRequired }).max(200),
  xyz: z.string().max(200).optional().nullable(),
  zyx: z.string().max(200).optional().nullable(),
  remember: z.boolean().optional().default(false).describe('Remember Me: token lasts 365 days instead of 1'),
});
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
  method: 'POST', path: '/api/member/login', auth: 'public', tags: ['accounts'],
  summary: 'Sign in. data.success is a JSON string holding access_token.',
  body: LoginBody, reply: LoginReply,
});

export const logout = defineEndpoint({
  method: 'POST', path: '/api/member/logout', auth: 'member', tags: ['accounts'],
  summary: 'Sign out: revokes the bearer token.',
  reply: MessageReply,
});

/** Parse the spec's data.success string into the token payload. */
export function readLoginToken(reply: LoginReply): TokenPayload {
  return TokenPayload.parse(JSON.parse(reply.data.success));
}

// ---- Registration (spec 000 §3, §7): one call for the three forms, validated by the wizard's own schemas.

/**
 * The endpoint's schema with the most permissive site settings (username optional, minimum password 6), so that
 * Fastify checks types and shapes; the service re-checks with the configured settings (registerBodySchema).
 */
export const RegisterBody = registerBodySchema({ minPasswordLength: 6, autoUsername: false, usernameOptional: true });
export type RegisterBody = z.input<typeof RegisterBody>;

export const RegisterReply = z.object({
  data: z.object({
    success: z.string().describe('JSON string holding access_token, exactly as the login answer: the new member is signed in'),
    username: z.string().describe('The username of the new account (useful when usernames are generated)'),
    message: z.string(),
  }),
});
export type RegisterReply = z.infer<typeof RegisterReply>;

export const register = defineEndpoint({
  method: 'POST', path: '/api/member/register', auth: 'public', tags: ['accounts'],
  summary: 'Create an account from one of the three registration forms (spec 000 §2.3) and sign it in. '
    + 'sport basketball = manager (/registerteamentry) or generic (/register) form with every field; sport netball = the reduced form. '
    + 'username is required unless the site generates usernames (then it is made from first and last name, made unique and emailed). '
    + 'The password minimum length is a site setting. agreed_to_indemnity is stored equal to agreed_to_privacy. '
    + 'Answers data.success like login (the new member is signed in for 1 day); 409 username_taken when the username exists; '
    + '422 with field errors for bad input.',
  body: RegisterBody, reply: RegisterReply,
});

// ---- Recovery (spec 000 §3, §7)

export const UsernameEmailBody = z.object({
  action: z.literal('username-email').optional(),
  email: emailField,
});
export type UsernameEmailBody = z.infer<typeof UsernameEmailBody>;

export const usernameEmail = defineEndpoint({
  method: 'POST', path: '/api/member/username/email', auth: 'public', tags: ['accounts'],
  summary: 'Forgot username: emails the username(s) registered with this address. '
    + 'Answers the same "Email Sent Successfully" whether or not the address is registered.',
  body: UsernameEmailBody, reply: MessageReply,
});

export const PasswordEmailBody = z.object({
  action: z.literal('password-email').optional(),
  username: z.string({ error: A.usernameRequired }).trim().min(1, { error: A.usernameRequired }).max(100, { error: A.usernameRequired }),
});
export type PasswordEmailBody = z.infer<typeof PasswordEmailBody>;

export const passwordEmail = defineEndpoint({
  method: 'POST', path: '/api/member/password/email', auth: 'public', tags: ['accounts'],
  summary: 'Forgot / reset password: emails a link to /password/reset/<token>, valid 60 minutes, single use. '
    + 'An unknown username answers 422 invalid_credentials "Incorrect username or password." (spec 000 §8).',
  body: PasswordEmailBody, reply: MessageReply,
});

/** Reset payload (spec 000 §3, §5); the password rules are those of registration with the site's minimum length. */
export function passwordResetSchema(minPasswordLength: number) {
  return z.object({
    action: z.string().max(50).optional(),
    token: z.string({ error: A.invalidResetLink }).trim().min(1, { error: A.invalidResetLink }).max(200, { error: A.invalidResetLink }),
    username: z.string({ error: A.usernameRequired }).trim().min(1, { error: A.usernameRequired }).max(100, { error: A.usernameRequired }),
    password: passwordField(minPasswordLength, A.passwordRequired),
    password_confirmation: z.string({ error: A.passwordConfirmationRequired }).min(1, { error: A.passwordConfirmationRequired }).max(200),
  }).superRefine((v, ctx) => {
    if (v.password_confirmation && v.password_confirmation !== v.password) {
      ctx.addIssue({ code: 'custom', path: ['password_confirmation'], message: ValidationMessages.confirmation('password') });
    }
  });
}
export const PasswordResetBody = passwordResetSchema(6);
export type PasswordResetBody = z.infer<typeof PasswordResetBody>;

export const passwordReset = defineEndpoint({
  method: 'POST', path: '/api/member/password/reset', auth: 'public', tags: ['accounts'],
  summary: 'Reset the password with the emailed token: answers data.success like login with a 365-day token, and revokes '
    + 'every other session of the member. A wrong, used or expired token answers 422 invalid_token; a username that does '
    + 'not own the token answers 422 invalid_username.',
  body: PasswordResetBody, reply: LoginReply,
});
