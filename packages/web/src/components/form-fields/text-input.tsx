import { TextField, type TextFieldProps } from '@mui/material';
import { useController, useFormContext } from 'react-hook-form';

export type TextInputProps = Omit<TextFieldProps, 'name'> & {
  name: string;
  /** Keep only digits and cut at this length (phone, mobile, postcode, BSB…). */
  digits?: number;
  /** Rewrite what is typed (masks such as ##/##/####). */
  transform?: (value: string) => string;
  /** Stop typing at the schema's maximum length (domain MEMBER_MAX_LENGTH and the like). */
  maxLength?: number;
};

/**
 * Keep the digits of what was typed or pasted, then cut at `max`: "0412 345 678" is the mobile 0412345678 and
 * "062-145" the BSB 062145. (An HTML maxLength would cut the pasted text before the spaces and dashes go.)
 */
export function keepDigits(raw: string, max: number): string {
  return raw.replace(/\D/g, '').slice(0, max);
}

/** A MUI text field bound to the surrounding react-hook-form by name; its error shows beneath it. */
export function TextInput({ name, digits, transform, maxLength, helperText, slotProps, ...props }: TextInputProps) {
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
        field.onChange(transform ? transform(raw) : digits ? keepDigits(raw, digits) : raw);
      }}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? helperText}
      slotProps={{
        ...slotProps,
        // No maxLength for digit fields: keepDigits cuts after removing spaces and dashes.
        htmlInput: { ...(digits ? { inputMode: 'numeric' } : { maxLength }), ...(slotProps?.htmlInput as object) },
      }}
    />
  );
}
