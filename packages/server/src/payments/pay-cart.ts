import crypto from 'node:crypto';
import type { LineDetails } from '@portal/domain/payments/ledger-shapes';
import { PaymentMessages, VoucherResultMessages } from '@portal/domain/payments/payments.messages';
import { DONATION_NAME, type CouponCart } from '@portal/domain/shared/cart';
import { akvProblem, priceCart, type CartTotals } from '@portal/domain/shared/cart-total';
import { lineTotal } from '@portal/domain/shared/money';
import { todayIn } from '@portal/domain/shared/time';
import type { MemberCtx } from '../platform/context';
import { requireGates } from '../platform/gates';
import { AppError } from '../platform/errors';
import { readCard } from './card-input';
import { charge } from './charge';
import { discountRefusal, holdDiscount } from './discount-holds';
import { resolveDiscount, type ResolvedDiscount } from './discounts';
import { inStep, orderKind } from './order-kinds';
import * as repo from './payments.repo';
import { confirmOrder, releaseOrder } from './settle';

// Paying for a cart, the one way every area takes money (docs/decisions/050): price it with the domain money rules,
// write the order and the attempt and hold what it needs in a first short transaction, charge outside any
// transaction, then confirm or release in a second one. A repeated Idempotency-Key answers the first outcome.

/** A line of a cart, priced by the area from its own data (never from the browser). */
export interface PayLine {
  /** membership, invoice, product, booking, nomination… */
  kind: string;
  refId?: number | null;
  name: string;
  quantity: number;
  unitPriceCents: number;
  voucherEligible: boolean;
  akvEligible: boolean;
  /** Passed on rather than sold (e.g. collected for someone else); shown as such on the receipt. */
  payout?: boolean;
  /** What the receipt shows with the line: attendees, booking, team. */
  details?: LineDetails;
}

export interface PayCartRequest {
  /** The area's registered order kind (registerOrderKind at start). */
  kind: string;
  /** The request's Idempotency-Key header. */
  idempotencyKey: string;
  /** The receipt's description, e.g. 'Basketball membership'. */
  description: string;
  lines: PayLine[];
  couponCart?: CouponCart | null;
  /** The donation toggle (a non-empty donationCart): $1, priced here. */
  donation: boolean;
  /** The cardData of the request, read only when something is payable. */
  cardData: unknown;
  /** The invoice this order pays towards, if any. */
  invoiceId?: number | null;
  /** The area's own data for its handlers (what to book, which team to create…). */
  data?: Record<string, unknown>;
  /**
   * The area's checks of the moment (too early, already paid, amount above what is owed), run after a repeated
   * Idempotency-Key has had its first answer: a retried payment that went through must not be refused by them.
   */
  check?: () => Promise<void>;
}

export interface PayCartResult {
  orderId: number;
  /** The same Idempotency-Key was answered before: this is that payment's order, nothing was charged again. */
  replayed: boolean;
}

/** How long a payment under way belongs to the server that started it; then recovery may finish it. */
export const ATTEMPT_LEASE_MS = 2 * 60_000;

function requestHash(req: PayCartRequest): string {
  const lines = req.lines.map((l) => [l.kind, l.refId ?? null, l.name, l.quantity, l.unitPriceCents]);
  const canonical = JSON.stringify([
    req.kind,
    req.invoiceId ?? null,
    req.donation,
    req.couponCart?.coupon ?? null,
    req.couponCart?.voucherNumber ?? null,
    lines,
    req.data ?? {},
  ]);
  return crypto.createHash('sha256').update(canonical).digest('hex');
}

/** Pay for a cart: answers the paid order, or throws an AppError with a spec 002 §8 key. */
export async function payCart(ctx: MemberCtx, req: PayCartRequest): Promise<PayCartResult> {
  requireGates(ctx, 'completeProfile');
  orderKind(req.kind);
  if (req.donation && !ctx.config.site.donationEnabled)
    throw new AppError(422, 'error_response', PaymentMessages.donationOff);
  const hash = requestHash(req);
  const earlier = await repo.attemptByKey(ctx.db, ctx.member.id, req.idempotencyKey);
  if (earlier) return replay(earlier, hash);
  const raced = await checkUnlessRaced(ctx, req);
  if (raced) return replay(raced, hash);

  const discount = await resolveDiscount(ctx, req.couponCart);
  checkVoucher(req.lines, discount);
  const totals = priceCart({ lines: req.lines, discount, donation: req.donation, taxRate: ctx.config.site.taxRate });
  const card = totals.payable
    ? readCard(req.cardData, ctx.config.site.paymentForm, todayIn(ctx.config.site.timeZone, ctx.now()))
    : null;

  const reserved = await reserve(ctx, req, hash, totals, discount);
  if ('replay' in reserved) return replay(reserved.replay, hash);
  const { attemptId, orderId, reference } = reserved;
  if (!card) {
    await confirmOrder(ctx, attemptId, null);
    return settledResult(ctx, attemptId, orderId);
  }

  const outcome = await charge(
    ctx.gateway,
    {
      amountCents: totals.grandTotal,
      reference,
      description: req.description,
      card,
      onCreated: async (gatewayPaymentId) => {
        await repo.updateAttempt(ctx.db, attemptId, { gatewayPaymentId });
      },
    },
    PaymentMessages.gatewayDown,
  );
  if (outcome.kind === 'unknown') throw new AppError(502, 'error_response', PaymentMessages.outcomeUnknown);
  if (outcome.kind === 'refused') {
    await releaseOrder(ctx, attemptId, 'failed', outcome.message);
    throw new AppError(402, 'error_payment', outcome.message);
  }
  try {
    await confirmOrder(ctx, attemptId, outcome.payment);
  } catch (err) {
    await refundAndRelease(ctx, attemptId, outcome.payment.id, err);
  }
  return settledResult(ctx, attemptId, orderId);
}

/** spec 002 §4: an Active & Creative Kids voucher pays for one eligible product alone; any voucher needs something to pay for. */
function checkVoucher(lines: PayLine[], discount: ResolvedDiscount | null): void {
  if (discount?.kind !== 'voucher') return;
  if (discount.akv) {
    const problem = akvProblem(lines);
    if (problem)
      throw new AppError(
        422,
        'error_response',
        problem === 'multiple' ? VoucherResultMessages.akvMultiple : VoucherResultMessages.akvNotEligible,
      );
  } else if (!lines.some((l) => l.voucherEligible)) {
    throw new AppError(422, 'error_response', VoucherResultMessages.notEligible);
  }
}

type Reserved = { attemptId: number; orderId: number; reference: string } | { replay: repo.AttemptRow };

/** The first transaction: attempt, order and lines, the discount's hold and the area's hold, or nothing at all. */
async function reserve(
  ctx: MemberCtx,
  req: PayCartRequest,
  hash: string,
  totals: CartTotals,
  discount: ResolvedDiscount | null,
): Promise<Reserved> {
  const now = ctx.now();
  const reference = `pay_${crypto.randomUUID()}`;
  try {
    return await inStep(ctx.db, ctx.config, now, async (tx, step): Promise<Reserved> => {
      const orderId = await repo.insertOrder(
        tx,
        {
          memberId: ctx.member.id,
          kind: req.kind,
          status: 'pending',
          description: req.description,
          subtotalCents: totals.subtotal,
          discountCents: totals.discount,
          donationCents: totals.donation,
          taxCents: totals.tax,
          totalCents: totals.grandTotal,
          couponCode: discount?.kind === 'coupon' ? discount.code : null,
          voucherId: discount?.kind === 'voucher' ? discount.voucherId : null,
          voucherValueCents: totals.voucherValue,
          invoiceId: req.invoiceId ?? null,
          data: req.data ?? {},
          createdAt: now,
        },
        linesOf(req, totals),
      );
      const attempt = await repo.insertAttempt(tx, {
        memberId: ctx.member.id,
        idempotencyKey: req.idempotencyKey,
        requestHash: hash,
        orderId,
        amountCents: totals.grandTotal,
        reference,
        leaseUntil: new Date(now.getTime() + ATTEMPT_LEASE_MS),
        createdAt: now,
        updatedAt: now,
      });
      // The same key won a race a moment ago: undo this order and answer that attempt instead.
      if (!attempt) throw new KeyTaken();
      await holdDiscount(tx, {
        discount,
        orderId,
        memberId: ctx.member.id,
        invoiceId: req.invoiceId ?? null,
        discountCents: totals.discount,
        today: todayIn(ctx.config.site.timeZone, now),
      });
      const order = (await repo.loadOrder(tx, orderId))!;
      await orderKind(req.kind).reserve(tx, order, step);
      return { attemptId: attempt!.id, orderId, reference };
    });
  } catch (err) {
    if (err instanceof KeyTaken) {
      const winner = await repo.attemptByKey(ctx.db, ctx.member.id, req.idempotencyKey);
      // The other request's reservation was undone in the meantime: the member retries this key.
      if (!winner) throw new AppError(409, 'error_response', PaymentMessages.inProgress);
      return { replay: winner };
    }
    throw discountRefusal(err, discount) ?? err;
  }
}

function linesOf(req: PayCartRequest, totals: CartTotals): repo.NewLine[] {
  const lines: repo.NewLine[] = req.lines.map((l, i) => ({
    position: i + 1,
    kind: l.kind,
    refId: l.refId ?? null,
    name: l.name,
    quantity: l.quantity,
    unitPriceCents: l.unitPriceCents,
    totalCents: lineTotal(l.unitPriceCents, l.quantity),
    voucherEligible: l.voucherEligible,
    akvEligible: l.akvEligible,
    payout: l.payout ?? false,
    details: l.details ?? {},
  }));
  if (totals.donation) {
    lines.push({
      position: lines.length + 1,
      kind: 'donation',
      refId: null,
      name: DONATION_NAME,
      quantity: 1,
      unitPriceCents: totals.donation,
      totalCents: totals.donation,
      voucherEligible: false,
      akvEligible: false,
      payout: true,
      details: {},
    });
  }
  return lines;
}

/** The charge went through but the order could not be completed: give the money back, then release the order. */
async function refundAndRelease(
  ctx: MemberCtx,
  attemptId: number,
  gatewayPaymentId: string,
  cause: unknown,
): Promise<never> {
  const reason = cause instanceof AppError ? cause.message : PaymentMessages.refunded;
  try {
    await ctx.gateway.refund(gatewayPaymentId);
  } catch {
    // Recovery refunds it once the lease runs out; the member is told the outcome is not known yet.
    throw new AppError(502, 'error_response', PaymentMessages.outcomeUnknown);
  }
  await releaseOrder(ctx, attemptId, 'refunded', reason);
  throw new AppError(409, 'error_response', `${reason} ${PaymentMessages.refundedNote}`);
}

/** After settling: the order when the attempt succeeded (here or by recovery at the same moment), else its failure. */
async function settledResult(ctx: MemberCtx, attemptId: number, orderId: number): Promise<PayCartResult> {
  const attempt = (await repo.attemptById(ctx.db, attemptId))!;
  if (attempt.status === 'succeeded') return { orderId, replayed: false };
  return replay(attempt, attempt.requestHash);
}

/** A key seen before: the first outcome again, never a second charge. */
/**
 * The kind's checks of the moment (a place left, a name free). A refused check may be this key's own first request,
 * which took the place or the name between the look for the key above and the check (a page refreshed mid-payment):
 * then that request is answered (in progress, or its result), never "the name is taken" for the visitor's own team.
 */
async function checkUnlessRaced(ctx: MemberCtx, req: PayCartRequest): Promise<repo.AttemptRow | null> {
  try {
    await req.check?.();
    return null;
  } catch (err) {
    const first = await repo.attemptByKey(ctx.db, ctx.member.id, req.idempotencyKey);
    if (first) return first;
    throw err;
  }
}

function replay(attempt: repo.AttemptRow, hash: string): PayCartResult {
  if (attempt.requestHash !== hash) throw new AppError(409, 'error_response', PaymentMessages.keyReused);
  switch (attempt.status) {
    case 'succeeded':
      return { orderId: attempt.orderId, replayed: true };
    case 'reserved':
      throw new AppError(409, 'error_response', PaymentMessages.inProgress);
    case 'failed':
      throw new AppError(402, 'error_payment', attempt.message ?? PaymentMessages.gatewayDown);
    case 'refunded':
      throw new AppError(409, 'error_response', attempt.message ?? PaymentMessages.refunded);
  }
}

/** Thrown inside the first transaction to undo it when another request holds the same Idempotency-Key. */
class KeyTaken extends Error {}
