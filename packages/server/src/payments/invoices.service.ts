import type { InvoicePayBody, InvoiceRecord, PayReply } from '@portal/domain/payments/payments.contract';
import { InvoiceMessages, PaymentMessages } from '@portal/domain/payments/payments.messages';
import { ownsInvoice, partPaymentProblem } from '@portal/domain/payments/payments.rules';
import { PAYMENT_SUCCESS } from '@portal/domain/shared/payment-outcome';
import type { Ctx, MemberCtx } from '../platform/context';
import { requireGates, requireMember } from '../platform/gates';
import { AppError, fieldErrors, notFound } from '../platform/errors';
import { invoiceViews, owingNow, type InvoiceView } from './invoice-view';
import * as repo from './invoices.repo';
import type { OrderKind, StoredOrder } from './order-kinds';
import { payCart } from './pay-cart';

// Invoices (spec 002 §2, §4, §5): a member's own and those of the teams they manage. Only they may read or pay
// one: anyone else gets 404, as if it did not exist. Part payments are at least $1 and never above what is owed,
// even when two payments of one invoice race (the invoice row is locked while a payment is reserved or confirmed).

async function viewerOf(ctx: MemberCtx) {
  return { memberId: ctx.member.id, managedTeamIds: await repo.managedTeamIds(ctx.db, ctx.member.id) };
}

/** GET /api/ecommerce/invoices. */
export async function listInvoices(ctx: Ctx): Promise<{ data: InvoiceRecord[] }> {
  const m = requireMember(ctx);
  const viewer = await viewerOf(m);
  const views = await invoiceViews(ctx.db, { memberId: viewer.memberId, teamIds: viewer.managedTeamIds }, ctx.config);
  return { data: views.map((v) => v.record) };
}

/** One invoice the member may see, or 404. */
async function ownInvoice(ctx: MemberCtx, invoiceId: number): Promise<InvoiceView> {
  const [view] = await invoiceViews(ctx.db, { ids: [invoiceId] }, ctx.config);
  if (!view || !ownsInvoice(await viewerOf(ctx), view)) throw notFound(InvoiceMessages.noData);
  return view;
}

/** GET /api/ecommerce/invoice/{invoice}. */
export async function getInvoice(ctx: Ctx, invoiceId: number): Promise<{ data: InvoiceRecord }> {
  return { data: (await ownInvoice(requireMember(ctx), invoiceId)).record };
}

/** POST /api/ecommerce/invoice/{invoice}/payment: pay all or part; o_paid says whether the invoice is now paid. */
export async function payInvoice(
  ctx: Ctx,
  invoiceId: number,
  body: InvoicePayBody,
  idempotencyKey: string,
): Promise<PayReply> {
  const m = requireGates(ctx, 'completeProfile');
  if (body.invoice !== invoiceId) throw fieldErrors({ invoice: InvoiceMessages.wrongInvoice });
  const view = await ownInvoice(m, invoiceId);
  if (body.team != null && body.team !== view.teamId) throw fieldErrors({ team: InvoiceMessages.wrongInvoice });
  const amount = body.invoiceCart.amount;
  const check = async () => {
    if (view.owingCents === 0) throw new AppError(409, 'error_paid', InvoiceMessages.alreadyPaid);
    const problem = partPaymentProblem(amount, view.owingCents);
    if (problem) throw fieldErrors({ 'invoiceCart.amount': problem });
  };
  const name = `Invoice #${invoiceId}: ${view.record.inv_description}`;
  const paid = await payCart(m, {
    check,
    kind: INVOICE_KIND.kind,
    idempotencyKey,
    description: name,
    invoiceId,
    lines: [
      {
        kind: 'invoice',
        refId: invoiceId,
        name,
        quantity: 1,
        unitPriceCents: amount,
        voucherEligible: true,
        akvEligible: true,
      },
    ],
    couponCart: body.couponCart,
    donation: body.donationCart.length > 0,
    cardData: body.cardData,
  });
  return { data: { o_id: paid.orderId, o_paid: (await owingNow(ctx.db, invoiceId)) === 0, message: PAYMENT_SUCCESS } };
}

/** What each person owes on the invoices addressed to them. */
export interface UnpaidInvoices {
  count: number;
  owingCents: number;
}

/**
 * The unpaid invoices addressed to each of these people (the family page, docs/decisions/247): read for all of them at
 * once, in the fixed queries of `invoiceViews` (the one place that works out what an invoice owes), whatever their number.
 * Team invoices are left out: they belong to the team's managers, not to a person of the family.
 */
export async function unpaidInvoicesOf(
  ctx: Pick<Ctx, 'db' | 'config'>,
  memberIds: number[],
): Promise<Map<number, UnpaidInvoices>> {
  const unpaid = new Map<number, UnpaidInvoices>(memberIds.map((id) => [id, { count: 0, owingCents: 0 }]));
  if (memberIds.length === 0) return unpaid;
  for (const v of await invoiceViews(ctx.db, { memberIds }, ctx.config)) {
    const kept = v.memberId === null ? undefined : unpaid.get(v.memberId);
    if (!kept || v.owingCents === 0) continue;
    kept.count += 1;
    kept.owingCents += v.owingCents;
  }
  return unpaid;
}

/** The invoices of one team (the teams area shows them on its team detail page; it decides who may see them). */
export async function teamInvoices(ctx: Pick<Ctx, 'db' | 'config'>, teamId: number): Promise<InvoiceRecord[]> {
  return (await invoiceViews(ctx.db, { teamId }, ctx.config)).map((v) => v.record);
}

const invoiceAmount = (order: StoredOrder) =>
  order.lines.filter((l) => l.kind === 'invoice').reduce((n, l) => n + l.totalCents, 0);

/** The invoice order kind: what is paid off an invoice never exceeds what it owes, counting payments under way. */
export const INVOICE_KIND: OrderKind = {
  kind: 'invoice',
  async reserve(tx, order) {
    const invoiceId = order.invoiceId!;
    await repo.lockInvoice(tx, invoiceId);
    const owing = await owingNow(tx, invoiceId);
    if (owing === 0) throw new AppError(409, 'error_paid', InvoiceMessages.alreadyPaid);
    const pending = await repo.pendingInvoiceAmount(tx, invoiceId, order.id);
    if (invoiceAmount(order) > owing - pending) {
      throw new AppError(
        409,
        'error_response',
        pending > 0 ? PaymentMessages.inProgress : InvoiceMessages.amountTooHigh,
      );
    }
  },
  async confirm(tx, order) {
    const invoiceId = order.invoiceId!;
    await repo.lockInvoice(tx, invoiceId);
    if (invoiceAmount(order) > (await owingNow(tx, invoiceId)))
      throw new AppError(409, 'error_paid', InvoiceMessages.alreadyPaid);
  },
  async release() {
    // A failed order stops counting as pending by its status: nothing else to give back.
  },
};
