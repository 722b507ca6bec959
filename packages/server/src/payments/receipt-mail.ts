import { DESK_ORIGINS } from '@portal/domain/payments/desk-methods';
import type { OrderRecord } from '@portal/domain/payments/ledger-shapes';
import { ReceiptMessages } from '@portal/domain/payments/payments.messages';
import { receiptTitle } from '@portal/domain/payments/payments.rules';
import { formatCents } from '@portal/domain/shared/money';
import type { Config } from '../platform/config';
import type { DbOrTx } from '../platform/db';
import { composeMail } from '../platform/mail/compose';
import { enqueueMail } from '../platform/mail/outbox';
import { orderRecords } from './receipt-view';

// The receipt email: the same Australian tax invoice as the receipt page (seller and ABN, date, items, totals, the
// GST included), queued in the mail outbox within the transaction that records the payment, so it is sent even if
// the mail server is down at that moment.

/** How the receipt says it was paid: by the card's last digits, or by the desk's method (docs/decisions/273). */
function paidBy(paid: OrderRecord['o_payments'][number] | undefined): string {
  if (paid?.p_card) return `, paid by card ending ${paid.p_card}`;
  return paid && DESK_ORIGIN_NAMES.has(paid.p_origin) ? `, paid by ${paid.p_origin.toLowerCase()}` : '';
}

const DESK_ORIGIN_NAMES = new Set(Object.values(DESK_ORIGINS));

function taxInvoiceLines(order: OrderRecord, config: Pick<Config, 'site'>): string[] {
  const items = order.o_products.map((p) => {
    const attendees = p.opr_details.attendees?.map((a) => `${a.firstname} ${a.lastname}`).join(', ');
    const person = p.opr_details.person ? ` ${ReceiptMessages.lineFor(p.opr_details.person.name)}` : '';
    const note = p.opr_details.note ? `. ${p.opr_details.note}` : '';
    return `${p.opr_quantity} x ${p.opr_name}${person} at ${formatCents(p.opr_price)}: ${formatCents(p.opr_total)}${attendees ? ` (${attendees})` : ''}${note}`;
  });
  const paid = order.o_payments[0];
  return [
    `${ReceiptMessages.taxInvoice}: ${config.site.associationName}, ABN ${config.site.abn}.`,
    `Date: ${order.o_date}. Billed to ${order.o_member.name}.`,
    ...items,
    `Subtotal: ${formatCents(order.o_subtotal)}.`,
    ...(order.o_discount ? [`Discount: -${formatCents(order.o_discount)}.`] : []),
    ...(order.o_donation ? [`Donation (no GST): ${formatCents(order.o_donation)}.`] : []),
    `Total: ${formatCents(order.o_total)}${paidBy(paid)}.`,
    `GST included: ${formatCents(order.o_tax)}.`,
  ];
}

/** Queue the receipt of a completed order (dedupe: a re-send while one waits adds nothing). Answers whether it was queued. */
export async function queueReceipt(tx: DbOrTx, deps: { config: Config; now: Date }, orderId: number): Promise<boolean> {
  const [order] = await orderRecords(tx, { orderIds: [orderId] }, deps.config.site.timeZone);
  if (!order || !order.o_member.email) return false;
  const title = receiptTitle(order);
  const mail = composeMail(deps.config, {
    to: order.o_member.email,
    subject: ReceiptMessages.mailSubject(title),
    greeting: `Hello ${order.o_member.name},`,
    paragraphs: [
      `Thank you for your payment. This is your receipt, ${title}, for ${order.o_description}.`,
      ...taxInvoiceLines(order, deps.config),
    ],
    action: { label: 'View or print your receipt', path: `/member/orders/order/${order.o_id}` },
  });
  return enqueueMail(tx, mail, { now: deps.now, dedupeKey: `receipt:${order.o_id}` });
}
