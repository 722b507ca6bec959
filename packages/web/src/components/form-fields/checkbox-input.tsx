import type { ReactNode } from 'react';
import { Checkbox, FormControl, FormControlLabel, FormHelperText } from '@mui/material';
import { useController, useFormContext } from 'react-hook-form';

/** A checkbox bound by name, with its error beneath. */
export function CheckboxInput({ name, label, disabled }: { name: string; label: ReactNode; disabled?: boolean }) {
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name, control });
  return (
    <FormControl error={Boolean(fieldState.error)} margin="none">
      <FormControlLabel
        label={label}
        disabled={disabled}
        control={
          <Checkbox
            name={field.name}
            slotProps={{ input: { ref: field.ref } }}
            checked={Boolean(field.value)}
            onBlur={field.onBlur}
            onChange={(e) => field.onChange(e.target.checked)}
          />
        }
      />
      {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
    </FormControl>
  );
}
