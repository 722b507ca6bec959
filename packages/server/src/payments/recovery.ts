import { PaymentMessages } from '@portal/domain/payments/payments.messages';
import type { FastifyBaseLogger } from 'fastify';
import { settleByReference } from './charge';
import type { PaymentGateway } from '../platform/gateway-port';
import { eachLeased } from '../platform/worker';
import { ATTEMPT_LEASE_MS } from './pay-cart';
import * as repo from './payments.repo';
import { confirmOrder, releaseOrder, type SettleDeps } from './settle';

// Payments a server left unsettled (it stopped between the charge and the order's confirmation, or the gateway
// could not be reached): at start and then every minute, each attempt still 'reserved' after its lease is claimed by
// one server and asked of the gateway by our reference. Charged: the order is confirmed, or refunded when it can no
// longer be completed. Not charged: the order is released. Gateway still unreachable: tried again later.

/** Attempts claimed at a time; a full batch is followed by another at once (docs/decisions/147). */
export const RECOVERY_BATCH = 20;

export interface RecoveryDeps extends SettleDeps {
  gateway: PaymentGateway;
  log?: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
}

export interface RecoveryReport {
  confirmed: number;
  refunded: number;
  released: number;
  pending: number;
}

/**
 * One round: claim a batch of stale attempts and settle them, and claim the next batch while one comes back full, so
 * a crash with many payments in flight is settled in one round rather than 20 a minute. Each claimed attempt gets a
 * new lease, so one the gateway cannot answer yet is not claimed again in the same round: the loop ends.
 */
export async function recoverPayments(deps: RecoveryDeps): Promise<RecoveryReport> {
  const report: RecoveryReport = { confirmed: 0, refunded: 0, released: 0, pending: 0 };
  const claim = (now: Date, leaseUntil: Date, limit: number) =>
    repo.claimStaleAttempts(deps.db, now, leaseUntil, limit);
  await eachLeased(
    { now: deps.now, leaseMs: ATTEMPT_LEASE_MS, batch: RECOVERY_BATCH, untilShort: true, claim },
    async (attempt) => {
      try {
        report[await recoverOne(deps, attempt)] += 1;
      } catch (err) {
        report.pending += 1;
        deps.log?.error({ err, attemptId: attempt.id }, 'payment recovery failed; will try again');
      }
    },
  );
  if (report.confirmed + report.refunded + report.released + report.pending)
    deps.log?.info({ ...report }, 'unsettled payments recovered');
  return report;
}

async function recoverOne(deps: RecoveryDeps, attempt: repo.AttemptRow): Promise<keyof RecoveryReport> {
  // A free order (nothing to charge) never reached the gateway: it completes, or is released if it no longer can.
  if (attempt.amountCents === 0) {
    try {
      await confirmOrder(deps, attempt.id, null);
      return 'confirmed';
    } catch {
      await releaseOrder(deps, attempt.id, 'failed', PaymentMessages.refunded);
      return 'released';
    }
  }
  const outcome = await settleByReference(deps.gateway, attempt.reference, PaymentMessages.gatewayDown);
  if (outcome.kind === 'unknown') return 'pending';
  if (outcome.kind === 'refused') {
    await releaseOrder(deps, attempt.id, 'failed', outcome.message);
    return 'released';
  }
  try {
    await confirmOrder(deps, attempt.id, outcome.payment);
    return 'confirmed';
  } catch (err) {
    deps.log?.warn({ err, attemptId: attempt.id }, 'a recovered charge cannot complete its order; refunding it');
    await deps.gateway.refund(outcome.payment.id);
    await releaseOrder(deps, attempt.id, 'refunded', PaymentMessages.refunded);
    return 'refunded';
  }
}
