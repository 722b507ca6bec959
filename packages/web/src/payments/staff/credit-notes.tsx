import { useState } from 'react';
import { Button, DialogContentText, Paper, Stack, Typography } from '@mui/material';
import type { StaffInvoice } from '@portal/domain/payments/invoices.staff.contract';
import { CreditNoteForm, creditNoteBody } from '@portal/domain/payments/invoices.staff.forms';
import { InvoiceStaffTexts as T } from '@portal/domain/payments/invoices.staff.messages';
import { formatCents } from '@portal/domain/shared/money';
import { formatDateTime } from '@portal/domain/shared/time';
import { TextInput } from '../../components/form-fields/text-input';
import { useFormSubmit, useZodForm } from '../../lib/forms';
import { useSettings } from '../../lib/settings';
import { FormDialog } from '../../components/staff/form-dialog';
import { useMay } from '../../lib/staff-me';
import { onAmountField } from '../../components/staff/amount-error';
import { useCreditNote } from './money-staff.api';

const LABELS = { amount: T.amount, reason: T.reason };

function CreditNoteDialog({
  invoice,
  onClose,
  onDone,
}: {
  invoice: StaffInvoice['invoice'];
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const form = useZodForm(CreditNoteForm, { amount: '', reason: '' });
  const mutation = useCreditNote();
  const { submit, alert } = useFormSubmit(
    form,
    LABELS,
    (values) => mutation.mutateAsync({ invoiceId: invoice.id, body: creditNoteBody(values) }),
    (answer) => onDone(answer.message),
    { refusal: onAmountField },
  );
  return (
    <FormDialog
      open
      title={T.creditTitle}
      text={<DialogContentText>{T.creditText(formatCents(invoice.owing_cents))}</DialogContentText>}
      form={form}
      onSubmit={submit}
      submitLabel={T.addCredit}
      busy={mutation.isPending}
      alert={alert}
      onClose={onClose}
    >
      <TextInput name="amount" label={T.amount} required slotProps={{ htmlInput: { inputMode: 'decimal' } }} />
      <TextInput name="reason" label={T.reason} multiline minRows={2} fullWidth required />
    </FormDialog>
  );
}

/** The invoice's credit notes and, for a finance officer, a new one (invoices.write). */
export function CreditNotes({
  invoice,
  notes,
  onDone,
}: {
  invoice: StaffInvoice['invoice'];
  notes: StaffInvoice['credit_notes'];
  onDone: (message: string) => void;
}) {
  const { timeZone } = useSettings();
  const canWrite = useMay('invoices.write');
  const [open, setOpen] = useState(false);
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
        <Typography variant="h6" component="h2">
          {T.creditNotes}
        </Typography>
        {canWrite && invoice.owing_cents > 0 && (
          <Button variant="outlined" size="small" onClick={() => setOpen(true)}>
            {T.creditNote}
          </Button>
        )}
      </Stack>
      {notes.length === 0 ? (
        <Typography>–</Typography>
      ) : (
        notes.map((n) => (
          <Typography key={n.id}>
            {T.creditLine(formatCents(n.amount_cents), formatDateTime(n.at, timeZone), n.by, n.reason)}
          </Typography>
        ))
      )}
      {open && (
        <CreditNoteDialog
          invoice={invoice}
          onClose={() => setOpen(false)}
          onDone={(m) => {
            setOpen(false);
            onDone(m);
          }}
        />
      )}
    </Paper>
  );
}
