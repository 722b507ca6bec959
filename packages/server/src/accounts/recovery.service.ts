import { AccountMails, AccountsMessages as A, RecoveryMessages } from '@portal/domain/accounts/accounts.messages';
import {
  passwordResetSchema,
  type LoginReply,
  type MessageReply,
  type PasswordEmailBody,
  type PasswordResetBody,
  type ResetLinkBody,
  type ResetLinkReply,
  type UsernameEmailBody,
} from '@portal/domain/accounts/accounts.contract';
import { RESET_SESSION_DAYS, RESET_TOKEN_MINUTES } from '@portal/domain/accounts/accounts.rules';
import { MemberRecordMessages } from '@portal/domain/staff/staff.messages';
import { hashToken, newToken } from '../platform/bearer';
import type { Ctx } from '../platform/context';
import type { DbOrTx } from '../platform/db';
import { AppError, fieldErrors, notFound, zodFieldErrors } from '../platform/errors';
import { composeMail } from '../platform/mail/compose';
import { refuseCommonPassword } from '../security/passwords.service';
import { recordSecurityEvent } from '../security/security-log.service';
import { hashPassword, issueToken, signInAccount, trustDevice, type SignedIn } from './accounts.service';
import * as repo from './accounts.repo';
import { limitRequests } from './request-limits';
import * as signIn from './sign-in.repo';

const sent: MessageReply = { data: { message: A.emailSent } };

/**
 * Recovery requests are limited per address (request-limits.ts), in their own counts, so these calls cannot
 * enumerate usernames quickly and never block sign-in. Requests for one account are never refused: the mail they
 * send is limited instead (RECOVERY_MAILS_PER_HOUR), so nobody can flood a mailbox, and a member always receives
 * a live link, whoever asked for it (docs/decisions/042-sign-in-limits.md).
 */
const limitRecovery = (ctx: Ctx, kind: 'username-email' | 'password-email', key: string) =>
  limitRequests(ctx, kind, key, RecoveryMessages.tooManyRequests);
const anHourAgo = (ctx: Ctx) => new Date(ctx.now().getTime() - 60 * 60_000);

/**
 * Spec 000 §2.3 Forgot Username: email every username registered with the address. The answer is the same
 * whether or not the address is known, and the mail is sent after answering so the timing says nothing either.
 */
export async function sendUsernames(ctx: Ctx, input: UsernameEmailBody): Promise<MessageReply> {
  const key = input.email.toLowerCase();
  await limitRecovery(ctx, 'username-email', key);
  // Requests for this address in the hour, this one included: past the limit no mail, known address or not.
  const asked = await repo.countRateEventsFor(ctx.db, 'username-email', key, anHourAgo(ctx));
  const accounts = await repo.membersByEmail(ctx.db, input.email);
  if (accounts.length > 0 && asked <= ctx.config.recoveryMailsPerHour) {
    const mail = composeMail(ctx.config, {
      to: input.email,
      ...AccountMails.usernameReminder(accounts.map((a) => a.username)),
    });
    void ctx.mailer.send(mail).catch((err: unknown) => ctx.log?.error({ err }, 'username mail failed'));
  }
  return sent;
}

/**
 * Spec 000 §2.3 Forgot / Reset Password: email a single-use link to /password/reset/<token>, valid 60 minutes. Past
 * the hour's mails of the account the answer is the same but nothing is sent: the links already sent still work.
 */
export async function sendPasswordLink(ctx: Ctx, input: PasswordEmailBody): Promise<MessageReply> {
  await limitRecovery(ctx, 'password-email', input.username);
  const member = await repo.findMemberByUsername(ctx.db, input.username);
  // spec 000 §8: "Incorrect username or password." for an unknown username.
  if (!member?.username)
    throw new AppError(422, 'invalid_credentials', A.incorrectCredentials, { username: A.incorrectCredentials });
  if (!member.email) throw fieldErrors({ username: RecoveryMessages.noEmailOnFile }, RecoveryMessages.noEmailOnFile);
  if ((await repo.countResetLinks(ctx.db, member.id, anHourAgo(ctx))) >= ctx.config.recoveryMailsPerHour) return sent;
  await mailResetLink(ctx, { ...member, username: member.username });
  return sent;
}

/** Writes the staff's audit row of a reset link in the link's transaction: when issued, and if withdrawn. */
export type ResetLinkAudit = (tx: DbOrTx, link: { email: string; withdrawn: boolean }) => Promise<void>;

/**
 * The same link and mail a member's own request sends, asked by staff for member `memberId` (docs/decisions/161):
 * without the per-address limit (it is not a guess), but within the account's links an hour, which staff are told
 * of (429) rather than answered as if it were sent. Answers the address the link was mailed to.
 */
export async function sendResetLinkFor(ctx: Ctx, memberId: number, audit: ResetLinkAudit): Promise<{ email: string }> {
  const member = await repo.findMemberById(ctx.db, memberId);
  if (!member) throw notFound(MemberRecordMessages.notFound);
  if (!member.email) throw new AppError(422, 'no_email', MemberRecordMessages.noEmail);
  if (!member.username) throw new AppError(422, 'no_sign_in', MemberRecordMessages.noSignIn);
  const limit = ctx.config.recoveryMailsPerHour;
  if ((await repo.countResetLinks(ctx.db, member.id, anHourAgo(ctx))) >= limit)
    throw new AppError(429, 'too_many_requests', MemberRecordMessages.resetLinkLimit(limit));
  await mailResetLink(ctx, { ...member, username: member.username }, audit);
  return { email: member.email };
}

/**
 * Issue a single-use link valid RESET_TOKEN_MINUTES and mail it. The link is written (with the staff's audit row, if
 * any) before the mail goes, outside any transaction; a mail the server refuses withdraws the link and answers 503.
 */
async function mailResetLink(
  ctx: Ctx,
  member: { id: number; firstname: string; username: string; email: string },
  audit?: ResetLinkAudit,
): Promise<void> {
  const token = newToken();
  const now = ctx.now();
  const expires = new Date(now.getTime() + RESET_TOKEN_MINUTES * 60_000);
  const resetId = await ctx.db.transaction(async (tx) => {
    const id = await repo.insertPasswordReset(tx, member.id, hashToken(token), now, expires);
    await audit?.(tx, { email: member.email, withdrawn: false });
    return id;
  });
  const content = AccountMails.passwordReset(member.firstname, member.username, token, RESET_TOKEN_MINUTES);
  try {
    await ctx.mailer.send(composeMail(ctx.config, { to: member.email, ...content }));
  } catch (err) {
    // The member never received the link: withdraw it, and say the mail failed (503) rather than "Email Sent".
    await ctx.db.transaction(async (tx) => {
      await repo.deletePasswordReset(tx, resetId);
      await audit?.(tx, { email: member.email, withdrawn: true });
    });
    ctx.log?.error({ err }, 'password reset mail failed');
    throw new AppError(503, 'mail_failed', RecoveryMessages.mailFailed);
  }
}

/** Whether a reset link still works: known, unused and not expired (docs/decisions/116-reset-link-check.md). */
export async function checkResetLink(ctx: Ctx, input: ResetLinkBody): Promise<ResetLinkReply> {
  const reset = input.token ? await repo.findPasswordReset(ctx.db, hashToken(input.token)) : null;
  return { data: { usable: isLive(reset, ctx.now()) } };
}

/** A link works once, within RESET_TOKEN_MINUTES of being sent. */
const isLive = (reset: { usedAt: Date | null; expiresAt: Date } | null, now: Date) =>
  Boolean(reset && !reset.usedAt && reset.expiresAt > now);

/**
 * Spec 000 §2.3 Reset Password: with a live link and its own username, set the new password, revoke every
 * session and trusted device of the member and sign in with a 365-day token (spec 000 §9), trusting this device.
 */
export async function resetPassword(
  ctx: Ctx,
  input: PasswordResetBody,
  deviceCookie: string | null,
): Promise<SignedIn<LoginReply>> {
  const parsed = passwordResetSchema(ctx.config.site.minPasswordLength).safeParse(input);
  if (!parsed.success) throw fieldErrors(zodFieldErrors(parsed.error.issues));
  const body = parsed.data;
  refuseCommonPassword(body.password); // decision 329
  const now = ctx.now();
  const invalidLink = new AppError(422, 'invalid_token', A.invalidResetLink, { token: A.invalidResetLink });
  const reset = await repo.findPasswordReset(ctx.db, hashToken(body.token));
  if (!reset || !isLive(reset, now)) throw invalidLink;
  if (reset.username !== body.username) {
    throw new AppError(422, 'invalid_username', RecoveryMessages.usernameMismatch, {
      username: RecoveryMessages.usernameMismatch,
    });
  }
  // A merged account's own password leads to the account it was merged into; a deactivated one changes nothing.
  const member = await repo.accountState(ctx.db, reset.memberId);
  const account = await signInAccount(ctx.db, member ?? { id: reset.memberId, deactivatedAt: null, mergedInto: null });
  const passwordHash = await hashPassword(body.password);
  return ctx.db.transaction(async (tx) => {
    if (!(await repo.consumePasswordReset(tx, reset.id, now))) throw invalidLink;
    await repo.expirePasswordResets(tx, reset.memberId, now);
    await repo.updatePassword(tx, reset.memberId, passwordHash, now);
    const changed = { kind: 'password-changed', memberId: reset.memberId, username: body.username } as const;
    await recordSecurityEvent(tx, { ...changed, detail: { how: 'reset link' } }, ctx);
    await repo.revokeAllTokens(tx, reset.memberId, now);
    await signIn.clearAllFailures(tx, body.username);
    await signIn.forgetDevices(tx, reset.memberId);
    const token = await issueToken(tx, account, RESET_SESSION_DAYS, now);
    return {
      answer: { data: { success: JSON.stringify(token) } },
      device: await trustDevice(tx, reset.memberId, deviceCookie, now),
    };
  });
}
