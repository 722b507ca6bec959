import { TextField } from '@mui/material';
import { useController, useFormContext } from 'react-hook-form';

/** A day a list starts or ends on (yyyy-mm-dd, the browser's own date picker), bound by name; empty: no limit. */
export function DateFilterInput({ name, label }: { name: string; label: string }) {
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name, control });
  return (
    <TextField
      type="date" size="small" label={label} name={field.name} inputRef={field.ref} value={field.value ?? ''}
      onChange={(e) => field.onChange(e.target.value)} onBlur={field.onBlur}
      error={Boolean(fieldState.error)} helperText={fieldState.error?.message}
      slotProps={{ inputLabel: { shrink: true } }} sx={{ width: 170 }}
    />
  );
}
