import { CourtBody } from '@portal/domain/bookings/hire-venues.staff.contract';
import { HireAdminTexts as T } from '@portal/domain/bookings/hire-admin.messages';
import { CheckboxInput } from '../../components/form-fields/checkbox-input';
import { TextInput } from '../../components/form-fields/text-input';
import { useFormSubmit, useZodForm } from '../../lib/forms';
import { FormDialog } from '../../components/staff/form-dialog';
import { useSaveCourt } from './hire-admin.api';

/** Rename a court for hire or switch it off: bookings name it, so it is never deleted (decision 232). */
export function EditCourtDialog({
  court,
  onClose,
  onDone,
}: {
  court: { id: number; name: string; active: boolean };
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const form = useZodForm(CourtBody, { name: court.name, active: court.active });
  const save = useSaveCourt();
  const { submit, alert } = useFormSubmit(
    form,
    { name: T.courtName, active: T.courtActive },
    (body) => save.mutateAsync({ courtId: court.id, body }),
    (answer) => onDone(answer.message),
  );
  return (
    <FormDialog
      open
      title={`${T.editCourt}: ${court.name}`}
      text={T.keptNotDeleted}
      form={form}
      onSubmit={submit}
      submitLabel={T.save}
      busy={save.isPending}
      alert={alert}
      onClose={onClose}
    >
      <TextInput name="name" label={T.courtName} required fullWidth />
      <CheckboxInput name="active" label={T.courtActive} />
    </FormDialog>
  );
}
