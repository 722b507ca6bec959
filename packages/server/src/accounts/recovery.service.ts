import { AccountMails, AccountsMessages as A, RecoveryMessages } from '@portal/domain/accounts/accounts.messages';
import {
  passwordResetSchema, type LoginReply, type MessageReply, type PasswordEmailBody, type PasswordResetBody, type ResetLinkBody,
  type ResetLinkReply, type UsernameEmailBody,
} from '@portal/domain/accounts/accounts.contract';
import { RESET_SESSION_DAYS, RESET_TOKEN_MINUTES } from '@portal/domain/accounts/accounts.rules';
import { hashToken, newToken } from '../platform/bearer';
import type { Ctx } from '../platform/context';
import { AppError, fieldErrors, zodFieldErrors } from '../platform/errors';
import { composeMail } from '../platform/mail/compose';
import { hashPassword, issueToken, trustDevice, type SignedIn } from './accounts.service';
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
    const mail = composeMail(ctx.config, { to: input.email, ...AccountMails.usernameReminder(accounts.map((a) => a.username)) });
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
  if (!member) throw new AppError(422, 'invalid_credentials', A.incorrectCredentials, { username: A.incorrectCredentials });
  if (!member.email) throw fieldErrors({ username: RecoveryMessages.noEmailOnFile }, RecoveryMessages.noEmailOnFile);
  if (await repo.countResetLinks(ctx.db, member.id, anHourAgo(ctx)) >= ctx.config.recoveryMailsPerHour) return sent;
  const token = newToken();
  const now = ctx.now();
  const resetId = await repo.insertPasswordReset(ctx.db, member.id, hashToken(token), now, new Date(now.getTime() + RESET_TOKEN_MINUTES * 60_000));
  const content = AccountMails.passwordReset(member.firstname, member.username, token, RESET_TOKEN_MINUTES);
  try {
    await ctx.mailer.send(composeMail(ctx.config, { to: member.email, ...content }));
  } catch (err) {
    // The member never received the link: withdraw it, and say the mail failed (503) rather than "Email Sent".
    await repo.deletePasswordReset(ctx.db, resetId);
    ctx.log?.error({ err }, 'password reset mail failed');
    throw new AppError(503, 'mail_failed', RecoveryMessages.mailFailed);
  }
  return sent;
}

/** Whether a reset link still works: known, unused and not expired (docs/decisions/116-reset-link-check.md). */
export async function checkResetLink(ctx: Ctx, input: ResetLinkBody): Promise<ResetLinkReply> {
  const reset = input.token ? await repo.findPasswordReset(ctx.db, hashToken(input.token)) : null;
  return { data: { usable: isLive(reset, ctx.now()) } };
}

/** A link works once, within RESET_TOKEN_MINUTES of being sent. */
const isLive = (reset: { usedAt: Date | null; expiresAt: Date } | null, now: Date) => Boolean(reset && !reset.usedAt && reset.expiresAt > now);

/**
 * Spec 000 §2.3 Reset Password: with a live link and its own username, set the new password, revoke every
 * session and trusted device of the member and sign in with a 365-day token (spec 000 §9), trusting this device.
 */
export async function resetPassword(ctx: Ctx, input: PasswordResetBody, deviceCookie: string | null): Promise<SignedIn<LoginReply>> {
  const parsed = passwordResetSchema(ctx.config.site.minPasswordLength).safeParse(input);
  if (!parsed.success) throw fieldErrors(zodFieldErrors(parsed.error.issues));
  const body = parsed.data;
  const now = ctx.now();
  const invalidLink = new AppError(422, 'invalid_token', A.invalidResetLink, { token: A.invalidResetLink });
  const reset = await repo.findPasswordReset(ctx.db, hashToken(body.token));
  if (!reset || !isLive(reset, now)) throw invalidLink;
  if (reset.username !== body.username) {
    throw new AppError(422, 'invalid_username', RecoveryMessages.usernameMismatch, { username: RecoveryMessages.usernameMismatch });
  }
  const passwordHash = await hashPassword(body.password);
  return ctx.db.transaction(async (tx) => {
    if (!(await repo.consumePasswordReset(tx, reset.id, now))) throw invalidLink;
    await repo.expirePasswordResets(tx, reset.memberId, now);
    await repo.updatePassword(tx, reset.memberId, passwordHash, now);
    await repo.revokeAllTokens(tx, reset.memberId, now);
    await signIn.clearAllFailures(tx, body.username);
    await signIn.forgetDevices(tx, reset.memberId);
    const token = await issueToken(tx, reset.memberId, RESET_SESSION_DAYS, now);
    return { answer: { data: { success: JSON.stringify(token) } }, device: await trustDevice(tx, reset.memberId, deviceCookie, now) };
  });
}
