import { hash, verify } from '@node-rs/argon2';
import { AccountsMessages } from '@portal/domain/accounts/accounts.messages';
import type { LoginBody, LoginReply, TokenPayload } from '@portal/domain/accounts/accounts.contract';
import { STAFF_SESSION_HOURS } from '@portal/domain/staff/password-confirm.messages';
import { hashToken, newToken } from '../platform/bearer';
import type { Ctx, MemberCtx } from '../platform/context';
import type { DbOrTx } from '../platform/db';
import { AppError } from '../platform/errors';
import { recordSecurityEvent } from '../security/security-log.service';
import { codeAtSignIn, stampSignIn } from '../security/two-factor.service';
import { staffRolesOf } from '../staff/staff.service';
import * as repo from './accounts.repo';
import { checkSignInLimits } from './sign-in-limits';
import * as signIn from './sign-in.repo';

const DAY_SECONDS = 24 * 60 * 60;
// Verified when the username is unknown, so both paths take the same time.
const DUMMY_HASH = await hash('not-a-real-password-000');

/** argon2id with the library defaults (about 10 ms a hash here). */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

/** A sign-in's answer and the device cookie the browser keeps (docs/decisions/042-sign-in-limits.md). */
export interface SignedIn<R> {
  answer: R;
  device: string;
}

/**
 * Spec 000 §2.3, §9: sign in; the token lasts 1 day, or 365 days with Remember Me. `deviceCookie` is the browser's
 * device cookie, if it sent one: the sign-in limits let a device the member signed in from before through.
 */
export async function login(ctx: Ctx, input: LoginBody, deviceCookie: string | null): Promise<SignedIn<LoginReply>> {
  const now = ctx.now();
  const member = await proveCredentials(ctx, input.username, input.password, deviceCookie);
  const account = await signInAccount(ctx.db, member);
  // a member who turned a second factor on sends its code too (decision 328); for everyone else, one read
  const typedCode = await codeAtSignIn(ctx, account, input.code);
  const token = await issueToken(ctx.db, account, input.remember ? 365 : 1, now);
  if (typedCode) await stampSignIn(ctx.db, hashToken(token.access_token), now);
  // The security log (decision 316): one insert, no read (sign-in is the busiest write path).
  await recordSecurityEvent(ctx.db, { kind: 'sign-in', memberId: account, username: input.username }, ctx);
  return {
    answer: { data: { success: JSON.stringify(token) } },
    device: await trustDevice(ctx.db, member.id, deviceCookie, now),
  };
}

/**
 * Prove a username and password the way sign-in does (docs/decisions/042-sign-in-limits.md: limits checked first,
 * failures counted, the same time for an unknown username): the member row, or 401 invalid_credentials. Also used
 * where a guardian links a minor's account with its own sign-in (docs/decisions/246).
 */
export async function proveCredentials(ctx: Ctx, username: string, password: string, deviceCookie: string | null) {
  const source = { username, address: ctx.clientAddress, device: deviceCookie ? hashToken(deviceCookie) : null };
  const member = await repo.findMemberByUsername(ctx.db, username);
  await checkSignInLimits(ctx, source, member?.id ?? null);
  const ok = await verify(member?.passwordHash ?? DUMMY_HASH, password).catch(() => false);
  if (!member || !ok) {
    await signIn.recordFailure(ctx.db, source, ctx.now());
    await recordSecurityEvent(ctx.db, { kind: 'sign-in-failed', memberId: member?.id ?? null, username }, ctx);
    throw new AppError(401, 'invalid_credentials', AccountsMessages.caseSensitive);
  }
  await signIn.clearFailures(ctx.db, source);
  return member;
}

type AccountState = Pick<
  NonNullable<Awaited<ReturnType<typeof repo.accountState>>>,
  'id' | 'deactivatedAt' | 'mergedInto'
>;

/** How many merges one account may have been through: a longer chain is a broken record, refused. */
const MAX_MERGE_CHAIN = 10;

/**
 * The account a proven password signs in to (docs/decisions/161, 162): the member's own, or the account it was merged
 * into (its own username and password lead there). Said only after the password was proven, so a guess learns
 * nothing: a deactivated account is refused with a sentence saying so (403 account_deactivated).
 */
export async function signInAccount(db: DbOrTx, member: AccountState): Promise<number> {
  let account: AccountState | null = member;
  for (let i = 0; account?.mergedInto && i < MAX_MERGE_CHAIN; i++)
    account = await repo.accountState(db, account.mergedInto);
  if (!account || account.mergedInto || account.deactivatedAt)
    throw new AppError(403, 'account_deactivated', AccountsMessages.deactivated);
  return account.id;
}

/** Trust the device that just proved the password (or a reset link): the cookie it sent, or a new one. */
export async function trustDevice(
  db: DbOrTx,
  memberId: number,
  deviceCookie: string | null,
  now: Date,
): Promise<string> {
  const device = deviceCookie ?? newToken();
  await signIn.trustDevice(db, memberId, hashToken(device), now);
  return device;
}

/**
 * Create a random bearer token valid for `days`, or at most STAFF_SESSION_HOURS for a member holding a staff role
 * (decision 263: whatever "remember me" said); only its hash is stored.
 */
export async function issueToken(db: DbOrTx, memberId: number, days: number, now: Date): Promise<TokenPayload> {
  const token = newToken();
  const staff = (await staffRolesOf(db, memberId)).length > 0;
  const seconds = staff ? Math.min(days * DAY_SECONDS, STAFF_SESSION_HOURS * 3600) : days * DAY_SECONDS;
  await repo.insertToken(db, memberId, hashToken(token), new Date(now.getTime() + seconds * 1000), now);
  return { access_token: token, token_type: 'Bearer', expires_in: seconds };
}

/** Spec 000 §4: logout calls the server, which revokes the token. */
export async function logout(ctx: MemberCtx): Promise<{ data: { message: string } }> {
  await repo.revokeToken(ctx.db, ctx.tokenHash, ctx.now());
  return { data: { message: AccountsMessages.loggedOut } };
}

/** End every live session of a member (deactivated by staff, or merged into another account). */
export async function endSessions(db: DbOrTx, memberId: number, now: Date): Promise<void> {
  await repo.revokeAllTokens(db, memberId, now);
}

/** The member's latest sessions, newest first, for their record in the back-office. */
export async function signInHistory(db: DbOrTx, memberId: number, limit: number) {
  return repo.sessionsOf(db, memberId, limit);
}
