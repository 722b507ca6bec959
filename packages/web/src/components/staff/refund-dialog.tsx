import { useMutation } from '@tanstack/react-query';
import { DialogContentText } from '@mui/material';
import { refundPayment, type RefundBody, type StaffPayment } from '@portal/domain/payments/invoices.staff.contract';
import { RefundForm, refundBody } from '@portal/domain/payments/invoices.staff.forms';
import { InvoiceStaffTexts as T } from '@portal/domain/payments/invoices.staff.messages';
import { centsToInput, formatCents } from '@portal/domain/shared/money';
import { TextInput } from '../form-fields/text-input';
import { call } from '../../lib/api-client';
import { useServerErrors, useZodForm } from '../../lib/forms';
import { queryClient } from '../../lib/query-client';
import { FormDialog } from './form-dialog';
import { useKeyedWrite } from './use-keyed-write';

const LABELS = { amount: T.amount, reason: T.reason };

/** The refund call; every back-office answer reloads (the invoice, the member's record), as they all show payments. */
const useRefund = () =>
  useMutation({
    mutationFn: async ({ paymentId, body }: { paymentId: number; body: RefundBody }) =>
      (await call(refundPayment, { params: { paymentId }, body })).data,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['staff'] });
    },
  });

/**
 * Refund all or part of a payment to its card (payments.refund), with a reason: from an invoice's payments or a
 * member's orders. One idempotency key per refund the
 * officer means to make: kept while the answer is unknown (no connection, 5xx, 409 under way), so a retry never
 * refunds twice; a new one after a definite answer (decision 201).
 */
export function RefundDialog({
  payment,
  onClose,
  onDone,
}: {
  payment: StaffPayment;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const form = useZodForm(RefundForm, { amount: centsToInput(payment.refundable_cents), reason: '' });
  const errors = useServerErrors(form, LABELS);
  const mutation = useRefund();
  const write = useKeyedWrite<string>('rfd', { cents: 'amount_cents', field: 'amount' }, errors.show);
  const submit = form.handleSubmit(async (values) => {
    errors.clear();
    await write(
      async (key) => (await mutation.mutateAsync({ paymentId: payment.id, body: refundBody(values, key) })).message,
      onDone,
    );
  });
  return (
    <FormDialog
      open
      title={T.refundTitle(payment.id)}
      text={
        <DialogContentText>
          {T.refundText(formatCents(payment.refundable_cents))}
          {payment.renews_membership && ` ${T.refundGivesBack}`}
        </DialogContentText>
      }
      form={form}
      onSubmit={submit}
      submitLabel={T.makeRefund}
      busy={mutation.isPending}
      alert={errors.alert}
      onClose={onClose}
    >
      <TextInput name="amount" label={T.amount} required slotProps={{ htmlInput: { inputMode: 'decimal' } }} />
      <TextInput name="reason" label={T.reason} multiline minRows={2} fullWidth required />
    </FormDialog>
  );
}
