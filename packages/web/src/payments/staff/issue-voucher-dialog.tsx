import { IssueVoucherForm } from '@portal/domain/payments/vouchers.staff.contract';
import { VoucherStaffTexts as T } from '@portal/domain/payments/vouchers.staff.messages';
import { IsoDateInput } from '../../components/form-fields/iso-date-input';
import { TextInput } from '../../components/form-fields/text-input';
import { useFormSubmit, useZodForm } from '../../lib/forms';
import { FormDialog } from '../../components/staff/form-dialog';
import { useIssueVoucher } from './vouchers-staff.api';

const LABELS = {
  number: T.number,
  pin: T.pin,
  value_cents: T.value,
  recipient: T.recipient,
  valid_until: T.validUntil,
};

/** Issue one of the association's own vouchers (coupons.write): the contract's schema checks it here and on the server. */
export function IssueVoucherDialog({
  onClose,
  onIssued,
}: {
  onClose: () => void;
  onIssued: (message: string) => void;
}) {
  const form = useZodForm(IssueVoucherForm, { number: '', pin: '', value_cents: '', recipient: '', valid_until: '' });
  const mutation = useIssueVoucher();
  const { submit, alert } = useFormSubmit(
    form,
    LABELS,
    (body) => mutation.mutateAsync(body),
    (answer) => onIssued(answer.message),
  );
  return (
    <FormDialog
      open
      title={T.issueTitle}
      form={form}
      onSubmit={submit}
      submitLabel={T.issue}
      busy={mutation.isPending}
      alert={alert}
      onClose={onClose}
    >
      <TextInput name="number" label={T.number} maxLength={50} fullWidth required transform={(v) => v.toUpperCase()} />
      <TextInput name="pin" label={T.pin} digits={4} fullWidth required />
      <TextInput
        name="value_cents"
        label={T.value}
        fullWidth
        required
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      />
      <TextInput name="recipient" label={T.recipient} maxLength={100} fullWidth />
      <IsoDateInput name="valid_until" label={T.validUntil} />
    </FormDialog>
  );
}
