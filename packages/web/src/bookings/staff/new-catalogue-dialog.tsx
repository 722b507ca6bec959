import { NewCatalogueBody, type CatalogueKind } from '@portal/domain/bookings/hire-types.staff.contract';
import { HireAdminTexts as T } from '@portal/domain/bookings/hire-admin.messages';
import { CheckboxInput } from '../../components/form-fields/checkbox-input';
import { SelectInput } from '../../components/form-fields/select-input';
import { TextInput } from '../../components/form-fields/text-input';
import { useFormSubmit, useZodForm } from '../../lib/forms';
import { FormDialog } from '../../components/staff/form-dialog';
import { useCreateCatalogueItem } from './hire-admin.api';

/** Add a booking sport, or a type or an option of one of the venue's sports (decision 233). */
export function NewCatalogueDialog({
  venueId,
  kind,
  sports,
  onClose,
  onDone,
}: {
  venueId: number;
  kind: CatalogueKind;
  sports: { id: number; name: string }[];
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const form = useZodForm(NewCatalogueBody, {
    kind,
    name: '',
    active: true,
    sport_id: kind === 'sport' || !sports[0] ? null : String(sports[0].id),
  });
  const create = useCreateCatalogueItem();
  const { submit, alert } = useFormSubmit(
    form,
    { name: T.itemName, sport_id: T.sport, active: T.itemActive },
    (body) => create.mutateAsync({ venueId, body }),
    (answer) => onDone(answer.message),
  );
  return (
    <FormDialog
      open
      title={T.add[kind]}
      form={form}
      onSubmit={submit}
      submitLabel={T.save}
      busy={create.isPending}
      alert={alert}
      onClose={onClose}
    >
      {kind !== 'sport' && (
        <SelectInput
          name="sport_id"
          label={T.sport}
          options={sports.map((s) => ({ value: String(s.id), text: s.name }))}
          required
        />
      )}
      <TextInput name="name" label={T.itemName} required fullWidth />
      <CheckboxInput name="active" label={T.itemActive} />
    </FormDialog>
  );
}
