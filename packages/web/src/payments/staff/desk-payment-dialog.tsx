import { useEffect } from 'react';
import { DialogContentText } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { DESK_METHODS } from '@portal/domain/payments/desk-payments.staff.contract';
import { DeskPaymentTexts as T } from '@portal/domain/payments/desk-payments.messages';
import { DeskPaymentForm, deskPaymentBody } from '@portal/domain/payments/desk-payments.staff.forms';
import type { StaffInvoice } from '@portal/domain/payments/invoices.staff.contract';
import { centsToInput, formatCents } from '@portal/domain/shared/money';
import { todayIn } from '@portal/domain/shared/time';
import { IsoDateInput } from '../../components/form-fields/iso-date-input';
import { SelectInput } from '../../components/form-fields/select-input';
import { TextInput } from '../../components/form-fields/text-input';
import { onAmountField } from '../../components/staff/amount-error';
import { FormDialog } from '../../components/staff/form-dialog';
import { useServerErrors, useZodForm } from '../../lib/forms';
import { useSettings } from '../../lib/settings';
import { useDeskPayment } from './money-staff.api';

const LABELS = { method: T.method, amount: T.amount, received_on: T.receivedOn, reference: T.reference };
const METHODS = DESK_METHODS.map((m) => ({ value: m, text: T.methods[m] }));

/**
 * Record cash, a cheque or a bank transfer taken at the desk for an invoice (payments.desk, decision 273): the amount
 * starts at what it owes and the day at today, so a whole payment in cash is one click.
 */
export function DeskPaymentDialog({ invoice, onClose, onDone }: { invoice: StaffInvoice['invoice']; onClose: () => void; onDone: (message: string) => void }) {
  const { timeZone } = useSettings();
  const today = todayIn(timeZone);
  const form = useZodForm(DeskPaymentForm, { method: 'cash', amount: centsToInput(invoice.owing_cents), received_on: today, reference: '' });
  const method = useWatch({ control: form.control, name: 'method' });
  // a cheque's missing number is no longer wrong once the method is cash: the field's error goes with the change
  useEffect(() => { if (method === 'cash') form.clearErrors('reference'); }, [method, form]);
  const errors = useServerErrors(form, LABELS);
  const mutation = useDeskPayment();
  const submit = form.handleSubmit(async (values) => {
    errors.clear();
    try {
      onDone((await mutation.mutateAsync({ invoiceId: invoice.id, body: deskPaymentBody(values) })).message);
    } catch (err) {
      errors.show(onAmountField(err));
    }
  });
  return (
    <FormDialog open title={T.title} text={<DialogContentText>{T.text(formatCents(invoice.owing_cents))}</DialogContentText>}
      form={form} onSubmit={submit} submitLabel={T.save} busy={mutation.isPending} alert={errors.alert} onClose={onClose}>
      <SelectInput name="method" label={T.method} options={METHODS} fullWidth />
      <TextInput name="amount" label={T.amount} required slotProps={{ htmlInput: { inputMode: 'decimal' } }} />
      <IsoDateInput name="received_on" label={T.receivedOn} whole max={today} required />
      <TextInput name="reference" label={T.reference} maxLength={100} fullWidth required={method !== 'cash'} helperText={T.referenceHint} />
    </FormDialog>
  );
}
