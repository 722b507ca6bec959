import type { BookingInfo, OrderProduct, OrderRecord, PaymentRecord } from '@portal/domain/payments/ledger-shapes';
import { paymentStatus } from '@portal/domain/payments/payments.rules';
import { formatDateTime } from '@portal/domain/shared/time';
import type { DbOrTx } from '../platform/db';
import * as repo from './receipts.repo';

// The ledger rows as the API answers them (spec 002 §3 o_, p_, opr_, b_), built from a fixed number of queries.

type PaymentWithPayer = Awaited<ReturnType<typeof repo.paymentsWhere>>[number];

const fullName = (r: { firstname: string; lastname: string }) => `${r.firstname} ${r.lastname}`.trim();

export function toPaymentRecord({ payment: p, ...payer }: PaymentWithPayer, timeZone: string): PaymentRecord {
  return {
    p_id: p.id,
    pid: p.id,
    p_date: formatDateTime(p.paidAt, timeZone),
    p_date_iso: p.paidAt.toISOString(),
    p_origin: p.origin,
    p_member: fullName(payer),
    p_amount: p.amountCents,
    p_discount: p.discountCents,
    p_discount_orig: p.discountOrigCents,
    p_refunded: p.refundedCents,
    p_status: paymentStatus({
      amountCents: p.amountCents,
      discountCents: p.discountCents,
      refundedCents: p.refundedCents,
    }),
    p_description: p.description,
    p_card: p.cardLast4,
    o_id: p.orderId,
  };
}

export function toOrderProduct(
  l: Pick<repo.LineRow, 'name' | 'quantity' | 'unitPriceCents' | 'totalCents' | 'payout' | 'kind' | 'details'>,
): OrderProduct {
  return {
    opr_name: l.name,
    opr_quantity: l.quantity,
    opr_price: l.unitPriceCents,
    opr_total: l.totalCents,
    opr_payout: l.payout,
    opr_kind: l.kind,
    opr_details: l.details,
  };
}

/** The bookings an order's lines are for (court hire writes them on its lines). */
export function bookingsOf(products: readonly OrderProduct[]): BookingInfo[] {
  return products.flatMap((p) => (p.opr_details.booking ? [p.opr_details.booking] : []));
}

type OrderWithBuyer = Awaited<ReturnType<typeof repo.completedOrders>>[number];

function toOrderRecord(
  row: OrderWithBuyer,
  lines: repo.LineRow[],
  paid: PaymentWithPayer[],
  timeZone: string,
): OrderRecord {
  const o = row.order;
  const products = lines.map(toOrderProduct);
  const bookings = bookingsOf(products);
  return {
    o_id: o.id,
    o_date: formatDateTime(o.paidAt ?? o.createdAt, timeZone),
    o_kind: o.kind,
    o_description: o.description,
    o_products: products,
    o_subtotal: o.subtotalCents,
    o_discount: o.discountCents,
    o_donation: o.donationCents,
    o_tax: o.taxCents,
    o_total: o.totalCents,
    o_payments: paid.map((p) => toPaymentRecord(p, timeZone)),
    o_invoice: o.invoiceId !== null,
    o_invoice_id: o.invoiceId,
    o_booking: bookings[0] ?? null,
    o_bookings: bookings,
    o_paid: o.status === 'paid',
    o_member: { name: fullName(row), email: row.email },
  };
}

/** Completed orders (receipts) of a member, or the given ones, each with its lines and payments. */
export async function orderRecords(
  db: DbOrTx,
  where: Parameters<typeof repo.completedOrders>[1],
  timeZone: string,
): Promise<OrderRecord[]> {
  const rows = await repo.completedOrders(db, where);
  const ids = rows.map((r) => r.order.id);
  const [lines, paid] = await Promise.all([repo.linesOf(db, ids), repo.paymentsWhere(db, { orderIds: ids })]);
  return rows.map((r) =>
    toOrderRecord(
      r,
      lines.filter((l) => l.orderId === r.order.id),
      paid.filter((p) => p.payment.orderId === r.order.id),
      timeZone,
    ),
  );
}
