import { TextField } from '@mui/material';
import { useController, useFormContext } from 'react-hook-form';

/** A date or time field bound by name (the browser's own picker: yyyy-mm-dd, HH:mm), its label always above it. */
export function ShrunkField({ name, label, type }: { name: string; label: string; type: 'date' | 'time' }) {
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name, control });
  return (
    <TextField
      type={type} label={label} name={field.name} inputRef={field.ref} value={field.value ?? ''} required
      onChange={(e) => field.onChange(e.target.value)} onBlur={field.onBlur}
      error={Boolean(fieldState.error)} helperText={fieldState.error?.message}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: type === 'time' ? { step: 900 } : undefined }} sx={{ flex: 1 }}
    />
  );
}
