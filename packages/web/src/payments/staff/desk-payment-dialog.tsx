import { DialogContentText } from '@mui/material';
import { DeskPaymentTexts as T } from '@portal/domain/payments/desk-payments.messages';
import { DeskPaymentForm, deskPaymentBody } from '@portal/domain/payments/desk-payments.staff.forms';
import type { StaffInvoice } from '@portal/domain/payments/invoices.staff.contract';
import { centsToInput, formatCents } from '@portal/domain/shared/money';
import { todayIn } from '@portal/domain/shared/time';
import { onAmountField } from '../../components/staff/amount-error';
import { DESK_LABELS, DeskPaymentFields, deskDefaults } from '../../components/staff/desk-payment-fields';
import { FormDialog } from '../../components/staff/form-dialog';
import { useFormSubmit, useZodForm } from '../../lib/forms';
import { useSettings } from '../../lib/settings';
import { useDeskPayment } from './money-staff.api';

/**
 * Record cash, a cheque or a bank transfer taken at the desk for an invoice (payments.desk, decision 273): the amount
 * starts at what it owes and the day at today, so a whole payment in cash is one click.
 */
export function DeskPaymentDialog({
  invoice,
  onClose,
  onDone,
}: {
  invoice: StaffInvoice['invoice'];
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const { timeZone } = useSettings();
  const today = todayIn(timeZone);
  const form = useZodForm(DeskPaymentForm, { ...deskDefaults(today), amount: centsToInput(invoice.owing_cents) });
  const mutation = useDeskPayment();
  const { submit, alert } = useFormSubmit(
    form,
    DESK_LABELS,
    (values) => mutation.mutateAsync({ invoiceId: invoice.id, body: deskPaymentBody(values) }),
    (answer) => onDone(answer.message),
    { refusal: onAmountField },
  );
  return (
    <FormDialog
      open
      title={T.title}
      text={<DialogContentText>{T.text(formatCents(invoice.owing_cents))}</DialogContentText>}
      form={form}
      onSubmit={submit}
      submitLabel={T.save}
      busy={mutation.isPending}
      alert={alert}
      onClose={onClose}
    >
      <DeskPaymentFields today={today} amount />
    </FormDialog>
  );
}
