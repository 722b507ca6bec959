import { TextField, type TextFieldProps } from '@mui/material';
import { useController, useFormContext } from 'react-hook-form';

export type TextInputProps = Omit<TextFieldProps, 'name'> & {
  name: string;
  /** Keep only digits and cut at this length (phone, mobile, postcode, BSB…). */
  digits?: number;
  /** Rewrite what is typed (masks such as ##/##/####). */
  transform?: (value: string) => string;
};

/** A MUI text field bound to the surrounding react-hook-form by name; its error shows beneath it. */
export function TextInput({ name, digits, transform, helperText, slotProps, ...props }: TextInputProps) {
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name, control });
  return (
    <TextField
      {...props}
      name={field.name}
      inputRef={field.ref}
      value={field.value ?? ''}
      onBlur={field.onBlur}
      onChange={(e) => {
        const raw = e.target.value;
        field.onChange(transform ? transform(raw) : digits ? raw.replace(/\D/g, '').slice(0, digits) : raw);
      }}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? helperText}
      slotProps={{
        ...slotProps,
        htmlInput: { ...(digits ? { inputMode: 'numeric', maxLength: digits } : {}), ...(slotProps?.htmlInput as object) },
      }}
    />
  );
}
