import { setTimeout as sleep } from 'node:timers/promises';
import { AccountsMessages } from '@portal/domain/accounts/accounts.messages';
import { DEVICE_TRUST_DAYS, signInVerdict } from '@portal/domain/accounts/accounts.rules';
import type { Ctx } from '../platform/context';
import { AppError } from '../platform/errors';
import { recordSecurityEvent } from '../security/security-log.service';
import * as signIn from './sign-in.repo';

const DAY_MS = 24 * 60 * 60_000;

/**
 * Before a password is checked (docs/decisions/042-sign-in-limits.md): refuse guessing from one address with 429,
 * slow guessing across addresses, and let a device the member signed in from before straight through.
 */
export async function checkSignInLimits(ctx: Ctx, source: signIn.SignInSource, memberId: number | null): Promise<void> {
  const { perUser, perAddress, windowMinutes } = ctx.config.loginLimits;
  const now = ctx.now();
  const failures = await signIn.countFailures(ctx.db, source, new Date(now.getTime() - windowMinutes * 60_000));
  const trusted =
    memberId !== null &&
    source.device !== null &&
    (await signIn.isTrustedDevice(
      ctx.db,
      memberId,
      source.device,
      new Date(now.getTime() - DEVICE_TRUST_DAYS * DAY_MS),
    ));
  const verdict = signInVerdict(failures, trusted, {
    perUser,
    perAddress,
    slowdownMaxSeconds: ctx.config.loginSlowdownMaxSeconds,
  });
  if (verdict.kind === 'refuse') {
    await recordSecurityEvent(ctx.db, { kind: 'locked-out', memberId, username: source.username }, ctx);
    throw new AppError(429, 'too_many_attempts', AccountsMessages.tooManyAttempts, undefined, {
      'retry-after': String(windowMinutes * 60),
    });
  }
  if (verdict.delaySeconds > 0) await sleep(verdict.delaySeconds * 1000);
}
