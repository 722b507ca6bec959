import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useFormSubmit } from '../../lib/forms';

/**
 * A setup dialog's submit (useFormSubmit): the form is checked with the contract's schema, then its values as typed go
 * to the server (which checks them again); the answer's message goes to `onDone`.
 */
export function useDialogSubmit<T extends FieldValues, U extends FieldValues>(
  form: UseFormReturn<T, unknown, U>,
  labels: Readonly<Record<string, string>>,
  run: (values: T) => Promise<{ message: string }>,
  onDone: (message: string) => void,
) {
  const { submit, alert, clear } = useFormSubmit(
    form,
    labels,
    () => run(form.getValues()),
    (answer) => onDone(answer.message),
  );
  return { submit, alert, clear };
}
