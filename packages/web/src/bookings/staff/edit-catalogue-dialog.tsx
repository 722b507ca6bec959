import { CatalogueBody, type CatalogueKind } from '@portal/domain/bookings/hire-types.staff.contract';
import { HireAdminTexts as T } from '@portal/domain/bookings/hire-admin.messages';
import { CheckboxInput } from '../../components/form-fields/checkbox-input';
import { TextInput } from '../../components/form-fields/text-input';
import { useFormSubmit, useZodForm } from '../../lib/forms';
import { FormDialog } from '../../components/staff/form-dialog';
import { useSaveCatalogueItem } from './hire-admin.api';

/** Rename a booking sport, type or option, or switch it off: bookings name it, so it is never deleted (decision 233). */
export function EditCatalogueDialog({
  kind,
  item,
  onClose,
  onDone,
}: {
  kind: CatalogueKind;
  item: { id: number; name: string; active: boolean };
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const form = useZodForm(CatalogueBody, { name: item.name, active: item.active });
  const save = useSaveCatalogueItem();
  const { submit, alert } = useFormSubmit(
    form,
    { name: T.itemName, active: T.itemActive },
    (body) => save.mutateAsync({ kind, itemId: item.id, body }),
    (answer) => onDone(answer.message),
  );
  return (
    <FormDialog
      open
      title={`${T.kinds[kind]}: ${item.name}`}
      text={T.keptNotDeleted}
      form={form}
      onSubmit={submit}
      submitLabel={T.save}
      busy={save.isPending}
      alert={alert}
      onClose={onClose}
    >
      <TextInput name="name" label={T.itemName} required fullWidth />
      <CheckboxInput name="active" label={T.itemActive} />
    </FormDialog>
  );
}
