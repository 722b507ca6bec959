import { useState } from 'react';
import { Button, Paper, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { StaffPayment } from '@portal/domain/payments/invoices.staff.contract';
import { InvoiceStaffTexts as T } from '@portal/domain/payments/invoices.staff.messages';
import { formatCents } from '@portal/domain/shared/money';
import { formatDateTime } from '@portal/domain/shared/time';
import { useSettings } from '../../lib/settings';
import { useMay } from '../../lib/staff-me';
import { RefundDialog } from '../../components/staff/refund-dialog';

type Refund = StaffPayment['refunds'][number];

function refundText(r: Refund, timeZone: string): string {
  const amount = formatCents(r.amount_cents);
  if (r.status === 'pending') return T.refundPending(amount);
  if (r.status === 'failed') return T.refundFailed(amount, r.message ?? '');
  return `${T.refunded(amount, formatDateTime(r.at, timeZone), r.by)}: ${r.reason}`;
}

function PaymentRow({ p, onRefund }: { p: StaffPayment; onRefund: (() => void) | null }) {
  const { timeZone } = useSettings();
  return (
    <TableRow>
      <TableCell>{T.receipt(p.id)}</TableCell>
      <TableCell>{formatDateTime(p.at, timeZone)}<br />{p.member}, {T.card(p.card_last4)}</TableCell>
      <TableCell align="right">{formatCents(p.amount_cents)}</TableCell>
      <TableCell>{p.refunds.length ? p.refunds.map((r) => <Typography key={r.id} variant="body2">{refundText(r, timeZone)}</Typography>) : '–'}</TableCell>
      <TableCell align="right">{onRefund && p.refundable_cents > 0 && <Button size="small" variant="outlined" onClick={onRefund}>{T.refund}</Button>}</TableCell>
    </TableRow>
  );
}

/** The invoice's payments, each with its refunds and, for a finance officer, a refund to its card. */
export function InvoicePayments({ payments, onDone }: { payments: StaffPayment[]; onDone: (message: string) => void }) {
  const canRefund = useMay('payments.refund');
  const [refunding, setRefunding] = useState<StaffPayment | null>(null);
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>{T.payments}</Typography>
      {payments.length === 0 ? <Typography>{T.noPayments}</Typography> : (
        <Stack sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={T.payments}>
            <TableHead><TableRow><TableCell>#</TableCell><TableCell>{T.columns.paid}</TableCell><TableCell align="right">{T.amount}</TableCell><TableCell>{T.refund}</TableCell><TableCell /></TableRow></TableHead>
            <TableBody>{payments.map((p) => <PaymentRow key={p.id} p={p} onRefund={canRefund ? () => setRefunding(p) : null} />)}</TableBody>
          </Table>
        </Stack>
      )}
      {refunding && <RefundDialog payment={refunding} onClose={() => setRefunding(null)} onDone={(m) => { setRefunding(null); onDone(m); }} />}
    </Paper>
  );
}
