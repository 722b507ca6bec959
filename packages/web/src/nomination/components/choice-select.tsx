import { MenuItem, TextField, type TextFieldProps } from '@mui/material';
import { useController, useFormContext } from 'react-hook-form';

export interface Choice {
  value: number;
  text: string;
}

/**
 * A select of a lookup list bound by name whose choice the wizard handles itself (spec 001 §4: a new grade, group or
 * division resets what hangs on it), so it reports the picked value instead of writing it.
 */
export function ChoiceSelect({
  name,
  options,
  onPick,
  ...props
}: Omit<TextFieldProps, 'name' | 'select' | 'onChange'> & {
  name: string;
  options: readonly Choice[];
  onPick: (value: number | null) => void;
}) {
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name, control });
  const value = options.some((o) => o.value === field.value) ? field.value : '';
  return (
    <TextField
      {...props}
      select
      name={field.name}
      inputRef={field.ref}
      value={value}
      onBlur={field.onBlur}
      onChange={(e) => onPick(e.target.value === '' ? null : Number(e.target.value))}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? props.helperText}
    >
      {options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.text}
        </MenuItem>
      ))}
    </TextField>
  );
}
