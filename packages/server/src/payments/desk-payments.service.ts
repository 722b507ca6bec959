import crypto from 'node:crypto';
import {
  DESK_ORIGINS,
  type DeskPayment,
  type MembershipDeskPayment,
  type ReversalBody,
} from '@portal/domain/payments/desk-payments.staff.contract';
import { DeskPaymentMessages as M } from '@portal/domain/payments/desk-payments.messages';
import type { StaffInvoice, StaffPayment } from '@portal/domain/payments/invoices.staff.contract';
import { InvoiceStaffMessages, RefundMessages } from '@portal/domain/payments/invoices.staff.messages';
import { refundShares } from '@portal/domain/payments/refunds.rules';
import { localToInstant } from '@portal/domain/shared/calendar';
import { priceCart } from '@portal/domain/shared/cart-total';
import { canRenew } from '@portal/domain/payments/payments.rules';
import { MembershipMessages } from '@portal/domain/payments/payments.messages';
import { lineTotal } from '@portal/domain/shared/money';
import { todayIn } from '@portal/domain/shared/time';
import type { Tx } from '../platform/db';
import { AppError, fieldErrors } from '../platform/errors';
import type { StaffCtx } from '../platform/staff-session';
import { recordAudit } from '../platform/audit';
import * as desk from './desk-payments.repo';
import { owingNow } from './invoice-view';
import * as invoicesRepo from './invoices.repo';
import * as membershipRepo from './membership.repo';
import { MEMBERSHIP_KIND } from './membership.service';
import { invoice as staffInvoice } from './invoices.staff.service';
import { inStep, orderKind, type OrderStep } from './order-kinds';
import type { PayLine } from './pay-cart';
import * as repo from './payments.repo';
import { queueReceipt } from './receipt-mail';
import { endMemberships } from './refund';
import * as refunds from './refunds.repo';
import { reversalKey, staffPayments } from './staff-payment-view';

// Money taken at the desk (docs/decisions/273): cash, a cheque or a bank transfer is an order paid at once, made by
// the same order kinds as a card payment (reserve, then confirm, in one transaction: nothing is charged, so nothing
// waits), with a payment row whose origin names the method, so the receipt, the member's ledger, the reports and the
// GST summary count it as they count a card payment. A reversal is a refund row that never goes to the gateway.

/** What a desk payment pays for: the order an area would write for a card payment of the same thing. */
export interface DeskOrder {
  kind: string;
  memberId: number;
  description: string;
  invoiceId: number | null;
  lines: PayLine[];
  data?: Record<string, unknown>;
}

/** The instant the money counts as received: now when it is today, else midday of that day in the association's zone. */
function receivedAt(ctx: Pick<StaffCtx, 'config' | 'now'>, day: string): Date {
  return day === todayIn(ctx.config.site.timeZone, ctx.now())
    ? ctx.now()
    : localToInstant(`${day}T12:00`, ctx.config.site.timeZone);
}

/** The received day must not be after today (the horizon is the contract's). */
export function checkDay(ctx: Pick<StaffCtx, 'config' | 'now'>, day: string): void {
  if (day > todayIn(ctx.config.site.timeZone, ctx.now())) throw fieldErrors({ received_on: M.inFuture }, M.inFuture);
}

/**
 * In the caller's transaction: the order, reserved and confirmed by its kind, paid by the desk payment, with its
 * receipt queued for the payer. Answers the payment (receipt) number and the order's.
 */
export async function payAtDesk(
  ctx: StaffCtx,
  tx: Tx,
  step: OrderStep,
  o: DeskOrder,
  body: DeskPayment,
): Promise<{ paymentId: number; orderId: number }> {
  const totals = priceCart({ lines: o.lines, taxRate: ctx.config.site.taxRate });
  const paidAt = receivedAt(ctx, body.received_on);
  const orderId = await repo.insertOrder(
    tx,
    {
      memberId: o.memberId,
      kind: o.kind,
      status: 'pending',
      description: o.description,
      subtotalCents: totals.subtotal,
      taxCents: totals.tax,
      totalCents: totals.grandTotal,
      invoiceId: o.invoiceId,
      data: o.data ?? {},
      createdAt: step.now,
    },
    o.lines.map((l, i) => ({
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
    })),
  );
  const order = (await repo.loadOrder(tx, orderId))!;
  const kind = orderKind(o.kind);
  await kind.reserve(tx, order, step);
  await kind.confirm(tx, order, step);
  const paymentId = await repo.insertPayment(tx, {
    orderId,
    memberId: o.memberId,
    invoiceId: o.invoiceId,
    paidAt,
    origin: DESK_ORIGINS[body.method],
    amountCents: totals.grandTotal,
    discountCents: 0,
    discountOrigCents: 0,
    donationCents: 0,
    description: o.description,
  });
  await repo.setOrderStatus(tx, orderId, 'paid', paidAt);
  await desk.insertDeskPayment(tx, {
    paymentId,
    method: body.method,
    amountCents: totals.grandTotal,
    receivedOn: body.received_on,
    reference: body.reference,
    actorMemberId: ctx.member.id,
  });
  await queueReceipt(tx, { config: ctx.config, now: step.now }, orderId);
  return { paymentId, orderId };
}

type InvoiceReply = { data: { message: string; invoice: StaffInvoice } };

/**
 * POST /api/staff/invoices/:invoiceId/desk-payments: at most what the invoice owes less what card payments under way
 * hold, decided under the invoice's row lock, so two officers recording the same cash at once never overpay it.
 */
export async function recordForInvoice(ctx: StaffCtx, invoiceId: number, b: DeskPayment): Promise<InvoiceReply> {
  checkDay(ctx, b.received_on);
  const payer = await desk.invoicePayer(ctx.db, invoiceId);
  if (!payer) throw new AppError(404, 'not_found', InvoiceStaffMessages.notFound);
  if (payer.memberId === null) throw new AppError(409, 'no_payer', M.noPayer);
  const memberId = payer.memberId;
  return inStep(ctx.db, ctx.config, ctx.now(), async (tx, step) => {
    await invoicesRepo.lockInvoice(tx, invoiceId);
    const owing = await owingNow(tx, invoiceId);
    const underWay = await invoicesRepo.pendingInvoiceAmount(tx, invoiceId, 0);
    if (owing === 0) throw new AppError(409, 'error_paid', M.paidAlready);
    if (b.amount_cents > owing - underWay) {
      if (b.amount_cents <= owing) throw new AppError(409, 'in_progress', M.cardUnderWay);
      throw fieldErrors({ amount_cents: M.aboveOwing(owing - underWay) }, M.aboveOwing(owing - underWay));
    }
    const name = `Invoice #${invoiceId}: ${payer.description}`;
    const { paymentId } = await payAtDesk(
      ctx,
      tx,
      step,
      {
        kind: 'invoice',
        memberId,
        description: name,
        invoiceId,
        lines: [
          {
            kind: 'invoice',
            refId: invoiceId,
            name,
            quantity: 1,
            unitPriceCents: b.amount_cents,
            voucherEligible: true,
            akvEligible: true,
          },
        ],
      },
      b,
    );
    await recordAudit(tx, ctx, {
      action: 'payments.desk',
      entity: 'invoice',
      entityId: invoiceId,
      after: {
        receipt: paymentId,
        method: b.method,
        amount_cents: b.amount_cents,
        received_on: b.received_on,
        reference: b.reference,
      },
    });
    return {
      data: {
        message: M.recorded(b.amount_cents, b.method, paymentId),
        invoice: await staffInvoice(ctx, invoiceId, tx),
      },
    };
  });
}

type MembershipReply = {
  data: {
    message: string;
    receipt_id: number;
    order_id: number;
    sport: MembershipDeskPayment['sport'];
    expiry_date: string;
  };
};

/**
 * POST /api/staff/members/:memberId/membership-desk-payments (docs/decisions/274): the member's renewal of the sport
 * paid at the desk, at the product's whole price, through the membership order kind an online renewal uses: its
 * reserve takes the member's row lock and refuses a membership not yet due or already being paid; its confirm moves
 * the expiry on 12 months and notes it on the receipt.
 */
export async function recordForMembership(
  ctx: StaffCtx,
  memberId: number,
  b: MembershipDeskPayment,
): Promise<MembershipReply> {
  checkDay(ctx, b.received_on);
  const name = (await membershipRepo.memberNames(ctx.db, [memberId])).get(memberId);
  if (name === undefined) throw new AppError(404, 'not_found', M.memberNotFound);
  const product = await membershipRepo.membershipProduct(ctx.db, b.sport);
  if (!product) throw fieldErrors({ sport: MembershipMessages.unknownSport }, MembershipMessages.unknownSport);
  if (b.amount_cents !== product.priceCents)
    throw fieldErrors({ amount_cents: M.notPrice(product.priceCents) }, M.notPrice(product.priceCents));
  const row = await membershipRepo.memberSport(ctx.db, memberId, b.sport);
  if (!canRenew(row?.expiryDate ?? null, todayIn(ctx.config.site.timeZone, ctx.now())))
    throw new AppError(409, 'not_due', MembershipMessages.tooEarly);
  return inStep(ctx.db, ctx.config, ctx.now(), async (tx, step) => {
    const { paymentId, orderId } = await payAtDesk(
      ctx,
      tx,
      step,
      {
        kind: MEMBERSHIP_KIND.kind,
        memberId,
        description: product.name,
        invoiceId: null,
        data: { sport: b.sport },
        lines: [
          {
            kind: 'membership',
            refId: product.id,
            name: product.name,
            quantity: 1,
            unitPriceCents: product.priceCents,
            voucherEligible: true,
            akvEligible: true,
            details: { person: { member_id: memberId, name } },
          },
        ],
      },
      b,
    );
    const renewed = (await membershipRepo.renewedOf(tx, orderId)).at(-1)!;
    await recordAudit(tx, ctx, {
      action: 'payments.desk',
      entity: 'member',
      entityId: memberId,
      before: { sport: b.sport, expiry_date: renewed.from },
      after: {
        receipt: paymentId,
        sport: b.sport,
        expiry_date: renewed.to,
        method: b.method,
        amount_cents: b.amount_cents,
        received_on: b.received_on,
        reference: b.reference,
      },
    });
    return {
      data: {
        message: M.renewed(b.amount_cents, b.method, paymentId, renewed.to),
        receipt_id: paymentId,
        order_id: orderId,
        sport: b.sport,
        expiry_date: renewed.to,
      },
    };
  });
}

/**
 * POST /api/staff/payments/:paymentId/reversal: the whole desk payment counts as refunded today (the reports and the
 * GST summary reverse it on that day), so what it paid off is owed again. Once: the refund row's key is one per
 * payment, and the payment's CHECK refuses more refunded than paid.
 */
export async function reverse(
  ctx: StaffCtx,
  paymentId: number,
  body: ReversalBody,
): Promise<{ data: { message: string; payment: StaffPayment } }> {
  const found = await refunds.paymentForRefund(ctx.db, paymentId);
  if (!found) throw new AppError(404, 'not_found', RefundMessages.noPayment);
  if (!(await desk.deskPaymentOf(ctx.db, paymentId))) throw new AppError(409, 'not_desk', M.notDesk);
  const now = ctx.now();
  const ended = await ctx.db.transaction(async (tx) => {
    await refunds.lockPayment(tx, paymentId);
    if (await refunds.refundByKey(tx, reversalKey(paymentId))) throw new AppError(409, 'reversed', M.reversedAlready);
    const p = found.payment;
    const held = await refunds.holdRefund(tx, paymentId, p.amountCents);
    if (!held) throw new AppError(409, 'reversed', M.reversedAlready);
    const shares = refundShares(
      { amountCents: p.amountCents, donationCents: p.donationCents, taxCents: found.taxCents },
      0,
      p.amountCents,
    );
    const row = await refunds.insertRefund(tx, {
      paymentId,
      amountCents: p.amountCents,
      ...shares,
      reason: body.reason,
      status: 'succeeded',
      reference: `rev_${crypto.randomUUID()}`,
      actorMemberId: ctx.member.id,
      idempotencyKey: reversalKey(paymentId),
      leaseUntil: now,
      createdAt: now,
      settledAt: now,
    });
    await refunds.applyRefund(tx, paymentId, p.amountCents, true);
    await recordAudit(tx, ctx, {
      action: 'payments.desk.reverse',
      entity: 'payment',
      entityId: paymentId,
      reason: body.reason,
      after: { refund_id: row.id, amount_cents: p.amountCents },
    });
    // a membership paid at the desk goes back as a refunded renewal does (decisions 256, 274)
    return endMemberships(tx, ctx, row);
  });
  const [payment] = await staffPayments(ctx.db, { ids: [paymentId] });
  const message =
    found.payment.invoiceId === null
      ? M.reversedMembership(found.payment.amountCents, paymentId)
      : M.reversed(found.payment.amountCents, paymentId);
  return { data: { message: [message, ...ended].join(' '), payment: payment! } };
}
