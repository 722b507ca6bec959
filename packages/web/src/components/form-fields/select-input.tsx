import { MenuItem, TextField, type TextFieldProps } from '@mui/material';
import { useController, useFormContext } from 'react-hook-form';

export interface Option { value: string; text: string }

/** A select bound by name; options are value/text pairs as the spec's lookup lists give them. */
export function SelectInput({ name, options, helperText, ...props }: Omit<TextFieldProps, 'name' | 'select'> & { name: string; options: readonly Option[] }) {
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name, control });
  return (
    <TextField
      {...props}
      select
      name={field.name}
      inputRef={field.ref}
      value={field.value ?? ''}
      onBlur={field.onBlur}
      onChange={(e) => field.onChange(e.target.value)}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? helperText}
    >
      {options.map((o) => <MenuItem key={o.value} value={o.value}>{o.text}</MenuItem>)}
    </TextField>
  );
}
