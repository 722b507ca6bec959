import { useState } from 'react';
import { Button } from '@mui/material';
import type { StaffPayment } from '@portal/domain/payments/invoices.staff.contract';
import { InvoiceStaffTexts as I } from '@portal/domain/payments/invoices.staff.messages';
import { formatCents } from '@portal/domain/shared/money';
import { formatDateTime } from '@portal/domain/shared/time';
import type { MemberRecord } from '@portal/domain/staff/member-records.contract';
import { RefundDialog } from '../../components/staff/refund-dialog';
import { SuccessNotice } from '../../components/staff/success-notice';
import { useSettings } from '../../lib/settings';
import { useMay } from '../../lib/staff-me';
import { RecordTable } from './record-tables';

/** What an order's payment charged, and what of it was given back. */
function paidText(p: StaffPayment | null): string {
  if (!p) return '—';
  const paid = `${I.receipt(p.id)}: ${formatCents(p.amount_cents)}`;
  return p.refunded_cents > 0 ? `${paid}, ${formatCents(p.refunded_cents)} refunded` : paid;
}

/**
 * A member's orders with their payments; a finance officer refunds one from here (a membership, a store order), as
 * from an invoice (docs/decisions/201, 256). The refund's answer shows above the table.
 */
export function OrdersTable({ orders }: { orders: NonNullable<MemberRecord['orders']> }) {
  const { timeZone } = useSettings();
  const mayRefund = useMay('payments.refund');
  const [refunding, setRefunding] = useState<StaffPayment | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const refundButton = (p: StaffPayment | null) =>
    mayRefund && p && p.refundable_cents > 0 ? (
      <Button
        size="small"
        variant="outlined"
        onClick={() => setRefunding(p)}
        aria-label={`${I.refund} ${I.receipt(p.id)}`}
      >
        {I.refund}
      </Button>
    ) : null;
  return (
    <>
      <SuccessNotice message={notice} onClose={() => setNotice(null)} />
      <RecordTable
        label="Orders"
        head={['Order', 'When', 'What', 'Status', 'Total', 'Paid', '']}
        rows={orders}
        cells={(o) => [
          `#${o.id}`,
          formatDateTime(o.at, timeZone),
          o.description,
          o.status,
          formatCents(o.total_cents),
          paidText(o.payment),
          refundButton(o.payment),
        ]}
      />
      {refunding && (
        <RefundDialog
          payment={refunding}
          onClose={() => setRefunding(null)}
          onDone={(m) => {
            setRefunding(null);
            setNotice(m);
          }}
        />
      )}
    </>
  );
}
