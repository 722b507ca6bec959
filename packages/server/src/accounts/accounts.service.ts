import { hash, verify } from '@node-rs/argon2';
import { AccountsMessages } from '@portal/domain/accounts/accounts.messages';
import type { LoginBody, LoginReply, TokenPayload } from '@portal/domain/accounts/accounts.contract';
import { hashToken, newToken, type Ctx, type MemberCtx } from '../platform/auth';
import type { DbOrTx } from '../platform/db';
import { AppError } from '../platform/errors';
import * as repo from './accounts.repo';

const DAY_SECONDS = 24 * 60 * 60;
// Verified when the username is unknown, so both paths take the same time.
const DUMMY_HASH = await hash('not-a-real-password-000');

/** argon2id with the library defaults (about 10 ms a hash here). */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

/** Spec 000 §2.3, §9: sign in; the token lasts 1 day, or 365 days with Remember Me. */
export async function login(ctx: Ctx, input: LoginBody): Promise<LoginReply> {
  const { perUser, perAddress, windowMinutes } = ctx.config.loginLimits;
  const now = ctx.now();
  const since = new Date(now.getTime() - windowMinutes * 60_000);
  const recent = await repo.countRecentFailures(ctx.db, input.username, ctx.clientAddress, since);
  if (recent.byUser >= perUser || recent.byAddress >= perAddress) {
    throw new AppError(429, 'too_many_attempts', AccountsMessages.tooManyAttempts, undefined, { 'retry-after': String(windowMinutes * 60) });
  }
  const member = await repo.findMemberByUsername(ctx.db, input.username);
  const ok = await verify(member?.passwordHash ?? DUMMY_HASH, input.password).catch(() => false);
  if (!member || !ok) {
    await repo.recordFailure(ctx.db, input.username, ctx.clientAddress, now);
    throw new AppError(401, 'invalid_credentials', AccountsMessages.caseSensitive);
  }
  await repo.clearFailures(ctx.db, input.username);
  const token = await issueToken(ctx.db, member.id, input.remember ? 365 : 1, now);
  return { data: { success: JSON.stringify(token) } };
}

/** Create a random bearer token valid for `days`; only its hash is stored. */
export async function issueToken(db: DbOrTx, memberId: number, days: number, now: Date): Promise<TokenPayload> {
  const token = newToken();
  await repo.insertToken(db, memberId, hashToken(token), new Date(now.getTime() + days * DAY_SECONDS * 1000));
  return { access_token: token, token_type: 'Bearer', expires_in: days * DAY_SECONDS };
}

/** Spec 000 §4: logout calls the server, which revokes the token. */
export async function logout(ctx: MemberCtx): Promise<{ data: { message: string } }> {
  await repo.revokeToken(ctx.db, ctx.tokenHash, ctx.now());
  return { data: { message: AccountsMessages.loggedOut } };
}
