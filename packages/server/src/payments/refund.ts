import crypto from 'node:crypto';
import { RefundMessages as M } from '@portal/domain/payments/invoices.staff.messages';
import type { RefundBody, StaffPayment } from '@portal/domain/payments/invoices.staff.contract';
import { refundableCents, refundShares } from '@portal/domain/payments/refunds.rules';
import { AppError, isUniqueViolation } from '../platform/errors';
import type { Ctx } from '../platform/context';
import type { Tx } from '../platform/db';
import type { GatewayRefund } from '../platform/gateway-port';
import { requireConfirmedPassword } from '../platform/password-gate';
import type { StaffCtx } from '../platform/staff-session';
import { recordAudit, type Actor } from '../platform/audit';
import * as repo from './refunds.repo';
import { undoRenewals } from './renewal';
import { staffPayments } from './staff-payment-view';

// A refund asked by staff, made like a charge (docs/decisions/201, 052): a first short transaction holds the amount on
// the payment row and writes the refund 'pending' with our gateway reference and the officer's idempotency key; the
// gateway is called with no transaction open; a second transaction settles it. A refund whose answer never came
// stays pending and is finished by recovery (refund-recovery.ts) with the same reference, so it is made once.

/** How long a pending refund belongs to the request that made it before recovery may take it over. */
export const REFUND_LEASE_MS = 2 * 60_000;

type RefundReply = { data: { message: string; payment: StaffPayment } };
/** A settled refund, with the memberships it gave back when it refunded the whole payment (decision 256). */
type Settled = repo.RefundRow & { ended?: string[] };

/** The finance officer's refund (POST /api/staff/payments/:paymentId/refunds): asks the password again first (decision 263). */
export async function staffRefund(ctx: StaffCtx, paymentId: number, body: RefundBody): Promise<RefundReply> {
  if (!(await repo.paymentForRefund(ctx.db, paymentId))) throw new AppError(404, 'not_found', M.noPayment);
  await requireConfirmedPassword(ctx);
  return refundPayment(ctx, paymentId, body);
}

export async function refundPayment(ctx: StaffCtx, paymentId: number, body: RefundBody): Promise<RefundReply> {
  return (await refundPaymentSaying(ctx, paymentId, body)).reply;
}

/**
 * refundPayment, also saying whether the answer is of a refund an earlier call made under the same key (`repeated`):
 * a caller that tells people what it did (a team entry's decline) must not say it refunded what another request did.
 */
export async function refundPaymentSaying(
  ctx: StaffCtx,
  paymentId: number,
  body: RefundBody,
): Promise<{ reply: RefundReply; repeated: boolean }> {
  const earlier = await repo.refundByKey(ctx.db, body.idempotency_key);
  const asked = earlier ? repeat(earlier, paymentId, body) : await startRefund(ctx, paymentId, body);
  const settled = asked.row.status === 'pending' ? await finishRefund(ctx, ctx, asked.row) : asked.row;
  return { reply: await answer(ctx, settled, body.amount_cents), repeated: asked.repeated };
}

/** A refund this call made, or the one an earlier call made under the key. */
type Asked = { row: repo.RefundRow; repeated: boolean };

const repeat = (r: repo.RefundRow, paymentId: number, body: RefundBody): Asked => ({
  row: alreadyAsked(r, paymentId, body),
  repeated: true,
});

/**
 * A repeated key answers the refund it started and never refunds again: 409 while that refund is under way, and for
 * another refund under the same key.
 */
function alreadyAsked(
  r: repo.RefundRow,
  paymentId: number,
  body: RefundBody,
): repo.RefundRow & { status: 'succeeded' | 'failed' } {
  if (r.paymentId !== paymentId || r.amountCents !== body.amount_cents)
    throw new AppError(409, 'key_reused', M.keyReused);
  if (r.status === 'pending') throw new AppError(409, 'in_progress', M.inProgress);
  return r as repo.RefundRow & { status: 'succeeded' | 'failed' };
}

async function startRefund(ctx: StaffCtx, paymentId: number, body: RefundBody): Promise<Asked> {
  const found = await repo.paymentForRefund(ctx.db, paymentId);
  if (!found) throw new AppError(404, 'not_found', M.noPayment);
  if (!found.payment.gatewayPaymentId) throw new AppError(409, 'not_charged', M.nothingCharged);
  try {
    return await ctx.db.transaction(async (tx) => {
      // refunds of one payment queue on its row; the key is looked at again in that queue, so a key sent twice at once
      // finds the first refund instead of waiting on the unique index (docs/decisions/201)
      await repo.lockPayment(tx, paymentId);
      const again = await repo.refundByKey(tx, body.idempotency_key);
      if (again) return repeat(again, paymentId, body);
      const held = await repo.holdRefund(tx, paymentId, body.amount_cents);
      if (!held) throw refundTooHigh(await repo.paymentForRefund(tx, paymentId));
      const p = found.payment;
      const shares = refundShares(
        { amountCents: p.amountCents, donationCents: p.donationCents, taxCents: found.taxCents },
        held.refundedCents + held.refundHeldCents - body.amount_cents,
        body.amount_cents,
      );
      const row = await repo.insertRefund(tx, {
        paymentId,
        amountCents: body.amount_cents,
        ...shares,
        reason: body.reason,
        reference: `rfd_${crypto.randomUUID()}`,
        actorMemberId: ctx.member.id,
        idempotencyKey: body.idempotency_key,
        leaseUntil: new Date(ctx.now().getTime() + REFUND_LEASE_MS),
      });
      await recordAudit(tx, ctx, {
        action: 'payments.refund',
        entity: 'payment',
        entityId: paymentId,
        reason: body.reason,
        after: { refund_id: row.id, amount_cents: row.amountCents, status: 'pending' },
      });
      return { row, repeated: false };
    });
  } catch (err) {
    // the same key sent at once for another payment: the unique index refuses the second, which answers as a repeat
    const raced = isUniqueViolation(err, 'refunds_idempotency_key')
      ? await repo.refundByKey(ctx.db, body.idempotency_key)
      : undefined;
    if (!raced) throw err;
    return repeat(raced, paymentId, body);
  }
}

function refundTooHigh(row: Awaited<ReturnType<typeof repo.paymentForRefund>>): AppError {
  const left = row ? refundableCents(row.payment) : 0;
  return new AppError(422, 'error_validation', M.aboveRefundable(left), { amount_cents: M.aboveRefundable(left) });
}

/** Ask the gateway to refund under our reference and settle the row; a gateway that cannot be reached leaves it pending. */
export async function finishRefund(
  ctx: Pick<Ctx, 'db' | 'gateway' | 'now'>,
  actor: Actor,
  refund: repo.RefundRow,
): Promise<Settled> {
  const found = await repo.paymentForRefund(ctx.db, refund.paymentId);
  let outcome: GatewayRefund;
  try {
    outcome = await ctx.gateway.refundOnce(found!.payment.gatewayPaymentId!, {
      amountCents: refund.amountCents,
      reference: refund.reference,
    });
  } catch {
    return refund;
  }
  return settleRefund(ctx, actor, refund, outcome);
}

async function settleRefund(
  ctx: Pick<Ctx, 'db' | 'now'>,
  actor: Actor,
  refund: repo.RefundRow,
  outcome: GatewayRefund,
): Promise<Settled> {
  const succeeded = outcome.status === 'refunded';
  return ctx.db.transaction(async (tx) => {
    const row = await repo.settleRefundRow(tx, refund.id, {
      status: succeeded ? 'succeeded' : 'failed',
      message: outcome.message ?? null,
      settledAt: ctx.now(),
    });
    if (!row) return (await repo.refundByKey(tx, refund.idempotencyKey))!;
    await repo.applyRefund(tx, refund.paymentId, refund.amountCents, succeeded);
    await recordAudit(tx, actor, {
      action: succeeded ? 'payments.refund.made' : 'payments.refund.refused',
      entity: 'payment',
      entityId: refund.paymentId,
      reason: refund.reason,
      before: { refund_id: refund.id, status: 'pending' },
      after: { refund_id: refund.id, status: row.status, amount_cents: refund.amountCents, message: row.message },
    });
    return { ...row, ended: succeeded ? await endMemberships(tx, actor, refund) : [] };
  });
}

/** A payment now refunded in full gives back the memberships its order renewed, each audited (decision 256). */
export async function endMemberships(tx: Tx, actor: Actor, refund: repo.RefundRow): Promise<string[]> {
  const found = await repo.paymentForRefund(tx, refund.paymentId);
  if (!found || found.payment.refundedCents < found.payment.amountCents) return [];
  const undone = await undoRenewals(tx, found.payment.orderId);
  for (const r of undone) {
    await recordAudit(tx, actor, {
      action: 'membership.refunded',
      entity: 'member',
      entityId: r.memberId,
      reason: refund.reason,
      before: { sport: r.sport, expiry_date: r.to },
      after: { sport: r.sport, expiry_date: r.from, refund_id: refund.id },
    });
  }
  return undone.map((r) => M.membershipEnded(r.name, r.sport, r.from));
}

async function answer(ctx: StaffCtx, refund: Settled, amount: number): Promise<RefundReply> {
  if (refund.status === 'failed') throw new AppError(402, 'error_payment', M.refused(refund.message ?? ''));
  if (refund.status === 'pending') throw new AppError(502, 'error_response', M.unknown);
  const [payment] = await staffPayments(ctx.db, { ids: [refund.paymentId] });
  return {
    data: { message: [M.refunded(amount, refund.paymentId), ...(refund.ended ?? [])].join(' '), payment: payment! },
  };
}
