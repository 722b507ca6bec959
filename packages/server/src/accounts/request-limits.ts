import type { Ctx } from '../platform/context';
import { AppError } from '../platform/errors';
import * as repo from './accounts.repo';

/**
 * Registration and recovery limits per client address (docs/decisions/036-request-limits.md). They reuse the sign-in
 * limit settings (per address, window) but count in their own table, by kind, so none of them can block sign-in or
 * each other. `key` (an email address or username) is recorded with the request, but no target is ever refused: a
 * limit on a target is a switch anyone could pull to lock its owner out (docs/decisions/042-sign-in-limits.md); mail
 * to a target is limited where it is sent instead. Every request that reaches the service counts, answered or not.
 */
export async function limitRequests(
  ctx: Ctx,
  kind: repo.RateKind,
  key: string,
  message: (minutes: number) => string,
): Promise<void> {
  const { perAddress, windowMinutes } = ctx.config.loginLimits;
  const now = ctx.now();
  const since = new Date(now.getTime() - windowMinutes * 60_000);
  if ((await repo.countRateEventsFrom(ctx.db, kind, ctx.clientAddress, since)) >= perAddress) {
    throw new AppError(429, 'too_many_requests', message(windowMinutes), undefined, {
      'retry-after': String(windowMinutes * 60),
    });
  }
  await repo.recordRateEvent(ctx.db, kind, key, ctx.clientAddress, now);
}
