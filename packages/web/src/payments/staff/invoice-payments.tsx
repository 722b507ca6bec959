import { useState } from 'react';
import { Button, Paper, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { DeskPaymentTexts as D } from '@portal/domain/payments/desk-payments.messages';
import type { StaffPayment } from '@portal/domain/payments/invoices.staff.contract';
import { InvoiceStaffTexts as T } from '@portal/domain/payments/invoices.staff.messages';
import { formatCents } from '@portal/domain/shared/money';
import { formatDateTime } from '@portal/domain/shared/time';
import { useSettings } from '../../lib/settings';
import { useMay } from '../../lib/staff-me';
import { ReasonDialog } from '../../components/staff/reason-dialog';
import { RefundDialog } from '../../components/staff/refund-dialog';
import { useReversal } from './money-staff.api';

type Refund = StaffPayment['refunds'][number];

function refundText(r: Refund, timeZone: string): string {
  const amount = formatCents(r.amount_cents);
  if (r.reversal) return D.reversal(amount, formatDateTime(r.at, timeZone), r.by, r.reason);
  if (r.status === 'pending') return T.refundPending(amount);
  if (r.status === 'failed') return T.refundFailed(amount, r.message ?? '');
  return `${T.refunded(amount, formatDateTime(r.at, timeZone), r.by)}: ${r.reason}`;
}

/** How it was paid: the card, or the desk's method with its cheque number or reference and the day it came in. */
const paidWith = (p: StaffPayment) =>
  p.desk ? D.deskLine(p.origin, p.desk.reference, p.desk.received_on) : T.card(p.card_last4);

function PaymentRow({
  p,
  onRefund,
  onReverse,
}: {
  p: StaffPayment;
  onRefund: (() => void) | null;
  onReverse: (() => void) | null;
}) {
  const { timeZone } = useSettings();
  // a payment without a Refund says why (issue 40): taken at the desk, nothing charged, made before the gateway, refunded
  const why = (onRefund || onReverse) && p.no_refund && !(p.desk && !p.reversible) ? p.no_refund : null;
  return (
    <TableRow>
      <TableCell>{T.receipt(p.id)}</TableCell>
      <TableCell>
        {formatDateTime(p.at, timeZone)}
        <br />
        {p.member}, {paidWith(p)}
      </TableCell>
      <TableCell align="right">{formatCents(p.amount_cents)}</TableCell>
      <TableCell>
        {p.refunds.length
          ? p.refunds.map((r) => (
              <Typography key={r.id} variant="body2">
                {refundText(r, timeZone)}
              </Typography>
            ))
          : '–'}
        {why && (
          <Typography variant="body2" color="text.secondary">
            {why}
          </Typography>
        )}
      </TableCell>
      <TableCell align="right">
        {onRefund && p.refundable_cents > 0 && (
          <Button size="small" variant="outlined" onClick={onRefund}>
            {T.refund}
          </Button>
        )}
        {onReverse && p.reversible && (
          <Button size="small" variant="outlined" color="warning" onClick={onReverse}>
            {D.reverse}
          </Button>
        )}
      </TableCell>
    </TableRow>
  );
}

function ReverseDialog({
  payment,
  onClose,
  onDone,
}: {
  payment: StaffPayment;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const reversal = useReversal();
  return (
    <ReasonDialog
      open
      title={D.reverseTitle(payment.id)}
      text={D.reverseText(formatCents(payment.amount_cents))}
      submitLabel={D.makeReversal}
      busy={reversal.isPending}
      onClose={onClose}
      send={async ({ reason }) => onDone((await reversal.mutateAsync({ paymentId: payment.id, reason })).message)}
    />
  );
}

/**
 * The invoice's payments, each with its refunds; for a finance officer a refund to its card, or the reversal of money
 * taken at the desk (decision 273), and where neither is offered, why.
 */
export function InvoicePayments({ payments, onDone }: { payments: StaffPayment[]; onDone: (message: string) => void }) {
  const canRefund = useMay('payments.refund');
  const canReverse = useMay('payments.desk');
  const [refunding, setRefunding] = useState<StaffPayment | null>(null);
  const [reversing, setReversing] = useState<StaffPayment | null>(null);
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {T.payments}
      </Typography>
      {payments.length === 0 ? (
        <Typography>{T.noPayments}</Typography>
      ) : (
        <Stack sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={T.payments}>
            <TableHead>
              <TableRow>
                <TableCell>#</TableCell>
                <TableCell>{T.columns.paid}</TableCell>
                <TableCell align="right">{T.amount}</TableCell>
                <TableCell>{T.refund}</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {payments.map((p) => (
                <PaymentRow
                  key={p.id}
                  p={p}
                  onRefund={canRefund ? () => setRefunding(p) : null}
                  onReverse={canReverse ? () => setReversing(p) : null}
                />
              ))}
            </TableBody>
          </Table>
        </Stack>
      )}
      {refunding && (
        <RefundDialog
          payment={refunding}
          onClose={() => setRefunding(null)}
          onDone={(m) => {
            setRefunding(null);
            onDone(m);
          }}
        />
      )}
      {reversing && (
        <ReverseDialog
          payment={reversing}
          onClose={() => setReversing(null)}
          onDone={(m) => {
            setReversing(null);
            onDone(m);
          }}
        />
      )}
    </Paper>
  );
}
