import type { InvoiceRecord } from '@portal/domain/payments/ledger-shapes';
import { amountOwing, invoiceTotalPaid, type LedgerPayment } from '@portal/domain/payments/payments.rules';
import { refundParts } from '@portal/domain/payments/refunds.rules';
import { lineTotal, sumCents, taxIncluded } from '@portal/domain/shared/money';
import { isoToDmy } from '@portal/domain/shared/time';
import type { Config } from '../platform/config';
import type { DbOrTx } from '../platform/db';
import * as repo from './invoices.repo';
import { paymentsWhere, type PaymentRow } from './receipts.repo';
import { toPaymentRecord } from './receipt-view';

// Invoices as the API answers them (spec 002 §3 inv_, opr_), from four queries whatever their number.

/**
 * A payment as it counts towards an invoice: the $1 donation it may carry pays nothing off, and a refund gives the
 * donation back last (docs/decisions/201), so only what it gave back of the goods is owed again.
 */
export const ledgerOf = (
  p: Pick<PaymentRow, 'amountCents' | 'donationCents' | 'discountCents' | 'refundedCents'>,
): LedgerPayment => ({
  amountCents: p.amountCents - p.donationCents,
  discountCents: p.discountCents,
  refundedCents: refundParts({ ...p, taxCents: 0 }, p.refundedCents).goods,
});

export interface InvoiceView {
  record: InvoiceRecord;
  memberId: number | null;
  teamId: number | null;
  owingCents: number;
}

export async function invoiceViews(
  db: DbOrTx,
  where: Parameters<typeof repo.invoicesWhere>[1],
  config: Pick<Config, 'site'>,
): Promise<InvoiceView[]> {
  const rows = await repo.invoicesWhere(db, where);
  const ids = rows.map((r) => r.invoice.id);
  const [items, paid, credited] = await Promise.all([
    repo.itemsOf(db, ids),
    paymentsWhere(db, { invoiceIds: ids }),
    repo.creditedOf(db, ids),
  ]);
  const { timeZone, taxRate } = config.site;
  return rows.map((row) => {
    const inv = row.invoice;
    const lines = items.filter((i) => i.invoiceId === inv.id);
    const payments = paid.filter((p) => p.payment.invoiceId === inv.id);
    const amount = sumCents(lines.map((l) => lineTotal(l.unitPriceCents, l.quantity)));
    const ledger = payments.map((p) => ledgerOf(p.payment));
    // a credit note lowers what is owed without being a payment (docs/decisions/200)
    const owing = amountOwing(amount - (credited.get(inv.id) ?? 0), ledger);
    const record: InvoiceRecord = {
      inv_id: inv.id,
      inv_invoiceable: row.teamName ?? `${row.firstname ?? ''} ${row.lastname ?? ''}`.trim(),
      inv_legacy_teams: row.teamName ? `${row.teamName}${row.divisionName ? ` (${row.divisionName})` : ''}` : null,
      inv_team_id: inv.teamId,
      inv_description: inv.description,
      inv_date: isoToDmy(inv.issuedOn),
      inv_due_date: isoToDmy(inv.dueOn),
      inv_amount: amount,
      inv_paid: owing === 0 ? 'Yes' : 'No',
      inv_discount: sumCents(payments.map((p) => p.payment.discountCents)),
      inv_tax: taxIncluded(amount, taxRate),
      inv_total_paid: invoiceTotalPaid(ledger),
      inv_credited: credited.get(inv.id) ?? 0,
      inv_owing: owing,
      inv_payments: payments.map((p) => toPaymentRecord(p, timeZone)),
      inv_products: lines.map((l) => ({
        opr_name: l.name,
        opr_quantity: l.quantity,
        opr_price: l.unitPriceCents,
        opr_total: lineTotal(l.unitPriceCents, l.quantity),
        opr_payout: l.payout,
        opr_kind: 'invoice',
        opr_details: {},
      })),
      inv_booking: null,
      inv_bookings: [],
    };
    return { record, memberId: inv.memberId, teamId: inv.teamId, owingCents: owing };
  });
}

/** What is owed on one invoice now (inside a payment's transaction, after locking it). */
export async function owingNow(tx: DbOrTx, invoiceId: number): Promise<number> {
  const [total, paid, credited] = await Promise.all([
    repo.invoiceTotal(tx, invoiceId),
    paymentsWhere(tx, { invoiceIds: [invoiceId] }),
    repo.creditedOf(tx, [invoiceId]),
  ]);
  return amountOwing(
    total - (credited.get(invoiceId) ?? 0),
    paid.map((p) => ledgerOf(p.payment)),
  );
}
