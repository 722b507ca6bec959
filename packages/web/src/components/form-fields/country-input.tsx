import { Autocomplete, TextField } from '@mui/material';
import { useController, useFormContext } from 'react-hook-form';
import type { LookupItem } from '@portal/domain/profile/lookups.contract';

/** Country of birth, searchable (spec 000 §2.3 step 2); the value is the ISO code from the countries list. */
export function CountryInput({ name, label, options }: { name: string; label: string; options: LookupItem[] }) {
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name, control });
  const value = options.find((o) => o.value === field.value) ?? null;
  return (
    <Autocomplete<LookupItem>
      options={options}
      value={value}
      autoHighlight
      getOptionLabel={(o) => o.text}
      isOptionEqualToValue={(o, v) => o.value === v.value}
      onChange={(_, o) => field.onChange(o?.value ?? '')}
      onBlur={field.onBlur}
      renderInput={(params) => (
        <TextField
          {...params}
          name={field.name}
          inputRef={field.ref}
          label={label}
          required
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message}
        />
      )}
    />
  );
}
