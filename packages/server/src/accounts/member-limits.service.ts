import type { Ctx } from '../platform/context';
import type { Tx } from '../platform/db';
import { AppError } from '../platform/errors';
import * as repo from './accounts.repo';

/**
 * What one member may send in a window (docs/decisions/260), beside the per-address limits of request-limits.ts
 * (decision 036): at most `max` requests of `kind` by `memberId` in the last `windowMinutes`, counted in rate_events
 * under the member, so the limit holds across servers. Call it in the transaction of what it limits, with the
 * member's row locked first, so racing requests are counted one after another: a refused request records nothing, a
 * passed one is recorded with what it sends. Only the member can use up their own limit.
 */
export async function limitMember(
  tx: Tx,
  ctx: Pick<Ctx, 'clientAddress' | 'now'>,
  kind: repo.RateKind,
  memberId: number,
  limit: { max: number; windowMinutes: number },
  message: string,
): Promise<void> {
  const now = ctx.now();
  const key = `member:${memberId}`;
  if (
    (await repo.countRateEventsFor(tx, kind, key, new Date(now.getTime() - limit.windowMinutes * 60_000))) >= limit.max
  ) {
    throw new AppError(429, 'too_many_requests', message, undefined, {
      'retry-after': String(limit.windowMinutes * 60),
    });
  }
  await repo.recordRateEvent(tx, kind, key, ctx.clientAddress, now);
}
