import { useState } from 'react';
import {
  Button,
  Link,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import PaymentsIcon from '@mui/icons-material/Payments';
import SendIcon from '@mui/icons-material/Send';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useParams } from 'react-router';
import { DeskPaymentTexts as D } from '@portal/domain/payments/desk-payments.messages';
import type { StaffInvoice } from '@portal/domain/payments/invoices.staff.contract';
import { InvoiceStaffTexts as T } from '@portal/domain/payments/invoices.staff.messages';
import { formatCents } from '@portal/domain/shared/money';
import { formatDateTime, isoToDmy } from '@portal/domain/shared/time';
import { busyIcon } from '../../components/feedback/busy-icon';
import { PageLoading } from '../../components/feedback/page-loading';
import { useSettings } from '../../lib/settings';
import { RefusalAlert } from '../../components/staff/refusal-alert';
import { SuccessNotice } from '../../components/staff/success-notice';
import { useMay } from '../../lib/staff-me';
import { CreditNotes } from './credit-notes';
import { DeskPaymentDialog } from './desk-payment-dialog';
import { InvoicePayments } from './invoice-payments';
import { staffInvoiceQuery, useSendInvoice } from './money-staff.api';

function Totals({ inv }: { inv: StaffInvoice['invoice'] }) {
  const rows: [string, number][] = [
    [T.total, inv.amount_cents],
    [T.gstIncluded, inv.tax_cents],
    [T.paidSoFar, inv.paid_cents],
    [T.credited, inv.credited_cents],
    [T.owing, inv.owing_cents],
  ];
  return (
    <Table size="small" aria-label={T.total} sx={{ maxWidth: 360 }}>
      <TableBody>
        {rows.map(([k, v]) => (
          <TableRow key={k}>
            <TableCell component="th" scope="row">
              {k}
            </TableCell>
            <TableCell align="right">{formatCents(v)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function Lines({ lines }: { lines: StaffInvoice['lines'] }) {
  return (
    <Table size="small" aria-label={T.lines}>
      <TableHead>
        <TableRow>
          <TableCell>{T.lineName}</TableCell>
          <TableCell align="right">{T.quantity}</TableCell>
          <TableCell align="right">{T.price}</TableCell>
          <TableCell align="right">{T.total}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {lines.map((l, i) => (
          <TableRow key={i}>
            <TableCell>{l.name}</TableCell>
            <TableCell align="right">{l.quantity}</TableCell>
            <TableCell align="right">{formatCents(l.unit_price_cents)}</TableCell>
            <TableCell align="right">{formatCents(l.total_cents)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function RecordButton({ invoice, onDone }: { invoice: StaffInvoice['invoice']; onDone: (m: string) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="contained" startIcon={<PaymentsIcon />} onClick={() => setOpen(true)}>
        {D.record}
      </Button>
      {open && (
        <DeskPaymentDialog
          invoice={invoice}
          onClose={() => setOpen(false)}
          onDone={(m) => {
            setOpen(false);
            onDone(m);
          }}
        />
      )}
    </>
  );
}

function SendButton({
  invoiceId,
  onDone,
  onError,
}: {
  invoiceId: number;
  onDone: (m: string) => void;
  onError: (e: unknown) => void;
}) {
  const send = useSendInvoice();
  return (
    <Button
      variant="outlined"
      startIcon={busyIcon(send.isPending, <SendIcon />)}
      disabled={send.isPending}
      onClick={() => send.mutate(invoiceId, { onSuccess: (d) => onDone(d.message), onError })}
    >
      {T.send}
    </Button>
  );
}

/** /staff/invoices/:invoiceId: one invoice, its lines and GST, its payments with their refunds, its credit notes; a payment taken at the desk recorded (decision 273). */
export function InvoiceStaffPage() {
  const invoiceId = Number(useParams().invoiceId);
  const { timeZone } = useSettings();
  const canWrite = useMay('invoices.write');
  const canRecord = useMay('payments.desk');
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  const q = useQuery(staffInvoiceQuery(invoiceId));
  if (!q.data) return q.error ? <RefusalAlert error={q.error} /> : <PageLoading label={T.invoice(invoiceId)} />;
  const { invoice: inv, lines, payments, credit_notes } = q.data;
  const done = (m: string) => {
    setError(null);
    setNotice(m);
  };
  return (
    <Stack spacing={2}>
      <Link component={RouterLink} to="/staff/invoices">
        {T.back}
      </Link>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Typography variant="h4" component="h1">
          {T.invoice(inv.id)}: {inv.owner}
        </Typography>
        <Stack direction="row" spacing={1}>
          {canRecord && inv.owing_cents > 0 && <RecordButton invoice={inv} onDone={done} />}
          {canWrite && <SendButton invoiceId={inv.id} onDone={done} onError={setError} />}
        </Stack>
      </Stack>
      <SuccessNotice message={notice} onClose={() => setNotice(null)} />
      <RefusalAlert error={error} onClose={() => setError(null)} />
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography>
          {inv.description}. {T.columns.issued} {isoToDmy(inv.issued_on)}, {T.columns.due.toLowerCase()}{' '}
          {isoToDmy(inv.due_on)}
          {inv.overdue && (
            <>
              {' '}
              (<strong>{T.states.overdue}</strong>)
            </>
          )}
          . {inv.sent_at ? T.sentOn(formatDateTime(inv.sent_at, timeZone)) : T.notSent}.
        </Typography>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ mt: 2 }}>
          <Lines lines={lines} />
          <Totals inv={inv} />
        </Stack>
      </Paper>
      <InvoicePayments payments={payments} onDone={done} />
      <CreditNotes invoice={inv} notes={credit_notes} onDone={done} />
    </Stack>
  );
}
