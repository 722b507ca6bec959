import type { FastifyBaseLogger } from 'fastify';
import type { Ctx } from '../platform/context';
import { eachLeased } from '../platform/worker';
import { finishRefund, REFUND_LEASE_MS } from './refund';
import * as repo from './refunds.repo';

// Refunds a server left pending (it stopped after writing the refund, or the gateway did not answer): each round,
// pending refunds past their lease are claimed by one server and sent again under the same reference. The gateway
// makes a refund once per reference, so one that went through answers as made, and one that never arrived is made
// now, as the officer asked (docs/decisions/201). Still unreachable: tried again next round.

export const REFUND_RECOVERY_BATCH = 20;

export interface RefundRecoveryReport {
  succeeded: number;
  failed: number;
  pending: number;
}

/** The actor of a settled refund in the audit trail when recovery finished it. */
const RECOVERY = { command: 'refund recovery' };

export async function recoverRefunds(
  ctx: Pick<Ctx, 'db' | 'gateway' | 'now'> & { log?: Pick<FastifyBaseLogger, 'info' | 'error'> },
): Promise<RefundRecoveryReport> {
  const report: RefundRecoveryReport = { succeeded: 0, failed: 0, pending: 0 };
  const claim = (now: Date, leaseUntil: Date, limit: number) => repo.claimStaleRefunds(ctx.db, now, leaseUntil, limit);
  await eachLeased(
    { now: ctx.now, leaseMs: REFUND_LEASE_MS, batch: REFUND_RECOVERY_BATCH, untilShort: true, claim },
    async (refund) => {
      try {
        const row = await finishRefund(ctx, RECOVERY, refund);
        report[row.status === 'pending' ? 'pending' : row.status] += 1;
      } catch (err) {
        report.pending += 1;
        ctx.log?.error({ err, refundId: refund.id }, 'refund recovery failed; will try again');
      }
    },
  );
  if (report.succeeded + report.failed + report.pending) ctx.log?.info({ ...report }, 'pending refunds recovered');
  return report;
}
