import { NewCourtBody, COURT_LAYOUTS } from '@portal/domain/bookings/hire-venues.staff.contract';
import { HireAdminTexts as T } from '@portal/domain/bookings/hire-admin.messages';
import { SelectInput } from '../../components/form-fields/select-input';
import { TextInput } from '../../components/form-fields/text-input';
import { useFormSubmit, useZodForm } from '../../lib/forms';
import { FormDialog } from '../../components/staff/form-dialog';
import { useCreateCourt } from './hire-admin.api';

const LAYOUTS = COURT_LAYOUTS.map((l) => ({ value: l, text: T.layouts[l] }));

/** Add a full court for hire to a venue, split into units whose parts are offered beside it (decision 232). */
export function NewCourtDialog({
  venueId,
  onClose,
  onDone,
}: {
  venueId: number;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const form = useZodForm(NewCourtBody, { name: '', layout: 'full' });
  const create = useCreateCourt();
  const { submit, alert } = useFormSubmit(
    form,
    { name: T.courtName, layout: T.layout },
    (body) => create.mutateAsync({ venueId, body }),
    (answer) => onDone(answer.message),
  );
  return (
    <FormDialog
      open
      title={T.addCourt}
      form={form}
      onSubmit={submit}
      submitLabel={T.save}
      busy={create.isPending}
      alert={alert}
      onClose={onClose}
    >
      <TextInput name="name" label={T.courtName} required fullWidth />
      <SelectInput name="layout" label={T.layout} options={LAYOUTS} required />
    </FormDialog>
  );
}
