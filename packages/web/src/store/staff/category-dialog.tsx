import { CategoryBody, type StaffCategory } from '@portal/domain/store/store.staff.contract';
import { StoreStaffTexts as T } from '@portal/domain/store/store.staff.messages';
import { SelectInput } from '../../components/form-fields/select-input';
import { TextInput } from '../../components/form-fields/text-input';
import { useFormSubmit, useZodForm } from '../../lib/forms';
import { FormDialog } from '../../components/staff/form-dialog';
import { categoryPaths } from './category-paths';
import { useSaveCategory } from './store-staff.api';

const LABELS = { name: T.name, parent_id: T.parent };

/** Add a category, or rename one and move it under another parent (the server refuses a move under itself). */
export function CategoryDialog({
  category,
  categories,
  onClose,
  onDone,
}: {
  category: StaffCategory | null;
  categories: readonly StaffCategory[];
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const form = useZodForm(CategoryBody, {
    name: category?.name ?? '',
    parent_id: category?.parent_id ? String(category.parent_id) : '',
  });
  const mutation = useSaveCategory();
  const parents = [
    { value: '', text: T.noParentChoice },
    ...categoryPaths(categories)
      .filter((c) => c.id !== category?.id)
      .map((c) => ({ value: String(c.id), text: c.path })),
  ];
  const { submit, alert } = useFormSubmit(
    form,
    LABELS,
    (body) => mutation.mutateAsync({ id: category?.id ?? null, body }),
    (answer) => onDone(answer.message),
  );
  return (
    <FormDialog
      open
      title={category ? T.editCategory : T.addCategory}
      form={form}
      onSubmit={submit}
      submitLabel={T.save}
      busy={mutation.isPending}
      alert={alert}
      onClose={onClose}
    >
      <TextInput name="name" label={LABELS.name} fullWidth required />
      <SelectInput
        name="parent_id"
        label={LABELS.parent_id}
        options={parents}
        fullWidth
        slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
      />
    </FormDialog>
  );
}
