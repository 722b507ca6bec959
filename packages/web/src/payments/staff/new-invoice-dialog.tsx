import { useWatch } from 'react-hook-form';
import { InvoiceForm, invoiceBody } from '@portal/domain/payments/invoices.staff.forms';
import { InvoiceStaffTexts as T } from '@portal/domain/payments/invoices.staff.messages';
import { addDaysIso, todayIn } from '@portal/domain/shared/time';
import { CheckboxInput } from '../../components/form-fields/checkbox-input';
import { IsoDateInput } from '../../components/form-fields/iso-date-input';
import { SelectInput } from '../../components/form-fields/select-input';
import { TextInput } from '../../components/form-fields/text-input';
import { useFormSubmit, useZodForm } from '../../lib/forms';
import { useSettings } from '../../lib/settings';
import { FormDialog } from '../../components/staff/form-dialog';
import { InvoiceLinesFields } from './invoice-lines-fields';
import { useCreateInvoice } from './money-staff.api';
import { TeamPicker } from './team-picker';

const LABELS = {
  member_id: T.memberId,
  team_id: T.teamSearch,
  description: T.description,
  due_on: T.dueOn,
  lines: T.lines,
};
const OWNERS = [
  { value: 'member', text: T.member },
  { value: 'team', text: T.team },
];

/** A new invoice for a member or a team (invoices.write): lines with GST included, a due date, emailed at once. */
export function NewInvoiceDialog({
  onClose,
  onCreated,
}: {
  onClose: () => void;
  onCreated: (invoiceId: number) => void;
}) {
  const { timeZone } = useSettings();
  const form = useZodForm(InvoiceForm, {
    owner: 'team',
    member_id: '',
    team_id: null,
    description: '',
    due_on: addDaysIso(todayIn(timeZone), 30),
    lines: [{ name: '', quantity: '1', price: '' }],
    send: true,
  });
  const owner = useWatch({ control: form.control, name: 'owner' });
  const mutation = useCreateInvoice();
  const { submit, alert } = useFormSubmit(
    form,
    LABELS,
    (values) => mutation.mutateAsync(invoiceBody(values)),
    (answer) => onCreated(answer.invoice.invoice.id),
  );
  return (
    <FormDialog
      open
      title={T.newInvoice}
      form={form}
      onSubmit={submit}
      submitLabel={T.create}
      busy={mutation.isPending}
      alert={alert}
      onClose={onClose}
    >
      <SelectInput name="owner" label={T.ownerKind} options={OWNERS} fullWidth />
      {owner === 'member' ? (
        <TextInput name="member_id" label={T.memberId} digits={10} fullWidth required />
      ) : (
        <TeamPicker name="team_id" />
      )}
      <TextInput name="description" label={T.description} maxLength={150} fullWidth required />
      <IsoDateInput name="due_on" label={T.dueOn} required />
      <InvoiceLinesFields />
      <CheckboxInput name="send" label={T.sendNow} />
    </FormDialog>
  );
}
