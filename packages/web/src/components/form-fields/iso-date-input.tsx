import { useController, useFormContext } from 'react-hook-form';
import { IsoDateField, type IsoDateFieldProps } from './iso-date-field';

/** IsoDateField bound to the surrounding react-hook-form by name (a yyyy-mm-dd field of a contract schema). */
export function IsoDateInput({ name, helperText, ...props }: Omit<IsoDateFieldProps, 'value' | 'onChange' | 'name'> & { name: string }) {
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name, control });
  return (
    <IsoDateField {...props} name={field.name} inputRef={field.ref} value={String(field.value ?? '')} onBlur={field.onBlur} onChange={field.onChange}
      error={Boolean(fieldState.error)} helperText={fieldState.error?.message ?? helperText} />
  );
}
