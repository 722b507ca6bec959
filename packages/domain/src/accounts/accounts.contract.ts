import { z } from 'zod';
import { defineEndpoint } from '../shared/endpoint';
import { AccountsMessages as A } from './accounts.messages';

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
