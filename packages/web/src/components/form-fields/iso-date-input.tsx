import { useController, useFormContext } from 'react-hook-form';
import { IsoDateField, WholeDateField, type IsoDateFieldProps } from './iso-date-field';

/**
 * IsoDateField bound to the surrounding react-hook-form by name (a yyyy-mm-dd field of a contract schema); `whole`
 * binds WholeDateField instead, whose value is a whole date or '' while one is being typed (decision 268).
 */
export function IsoDateInput({
  name,
  helperText,
  whole = false,
  ...props
}: Omit<IsoDateFieldProps, 'value' | 'onChange' | 'name'> & { name: string; whole?: boolean }) {
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name, control });
  const Field = whole ? WholeDateField : IsoDateField;
  return (
    <Field
      {...props}
      name={field.name}
      inputRef={field.ref}
      value={String(field.value ?? '')}
      onBlur={field.onBlur}
      onChange={field.onChange}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? helperText}
    />
  );
}
