import type { Ctx } from '../platform/auth';
import { AppError } from '../platform/errors';
import * as repo from './accounts.repo';

/**
 * Registration and recovery limits (docs/decisions/036-request-limits.md). They reuse the sign-in limit settings (per address, per
 * target, window) but count in their own table, by kind, so none of them can block sign-in or each other.
 * `key` is the target (an email address or username); '' counts per address only. Every request that reaches
 * the service counts, answered or not, so probing and mailbox flooding are both slowed.
 */
export async function limitRequests(ctx: Ctx, kind: repo.RateKind, key: string, message: (minutes: number) => string): Promise<void> {
  const { perUser, perAddress, windowMinutes } = ctx.config.loginLimits;
  const now = ctx.now();
  const since = new Date(now.getTime() - windowMinutes * 60_000);
  const recent = await repo.countRateEvents(ctx.db, kind, key, ctx.clientAddress, since);
  if (recent.byAddress >= perAddress || (key !== '' && recent.byKey >= perUser)) {
    throw new AppError(429, 'too_many_requests', message(windowMinutes), undefined, { 'retry-after': String(windowMinutes * 60) });
  }
  await repo.recordRateEvent(ctx.db, kind, key, ctx.clientAddress, now);
}
