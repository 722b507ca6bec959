import { TextField } from '@mui/material';
import { useFormContext } from 'react-hook-form';

/**
 * A locked field (spec 000 §2.3 banner: username, names, date of birth, gender): read-only but focusable, so it
 * is read out and can be copied, with the server's error beside it should a change be refused.
 */
export function ProfileLockedField({ name, label, value }: { name: string; label: string; value: string }) {
  const { formState } = useFormContext();
  const error = formState.errors[name]?.message as string | undefined;
  return (
    <TextField
      label={label}
      value={value}
      error={Boolean(error)}
      helperText={error}
      sx={{ '& .MuiInputBase-root': { bgcolor: 'action.hover' } }}
      slotProps={{ htmlInput: { readOnly: true, 'aria-readonly': true } }}
    />
  );
}
