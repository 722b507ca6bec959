import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useServerErrors } from '../../lib/forms';

/**
 * A setup dialog's submit: the form is checked with the contract's schema, then its values as typed go to the server
 * (which checks them again); the answer's message goes to `onDone`, a refusal beside its fields or in the dialog.
 */
export function useDialogSubmit<T extends FieldValues, U extends FieldValues>(form: UseFormReturn<T, unknown, U>, labels: Readonly<Record<string, string>>,
  run: (values: T) => Promise<{ message: string }>, onDone: (message: string) => void) {
  const errors = useServerErrors(form, labels);
  const submit = form.handleSubmit(async () => {
    errors.clear();
    try {
      onDone((await run(form.getValues())).message);
    } catch (err) {
      errors.show(err);
    }
  });
  return { submit, alert: errors.alert, clear: errors.clear };
}
