import { useEffect, useState } from 'react';
import { Autocomplete, Box, CircularProgress, TextField, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useController, useFormContext } from 'react-hook-form';
import { getData, LOCALITY_MIN_SEARCH, type LookupItem } from '@portal/domain/profile/lookups.contract';
import { call } from '../../lib/api-client';

// spec 000 §2.3 step 3 / profile address: suburb is searchable, hint "Type 2 or more characters" (§9).
export const SUBURB_HINT = 'Type 2 or more characters';

/** Wait this long after the last key before asking the server (the search itself answers in a few ms). */
const DEBOUNCE_MS = 200;

function useDebounced(value: string, ms: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

export interface SuburbFieldProps {
  /** Form field names; choosing a suburb fills postcode and state from its locality (spec 000 §4). */
  name?: string;
  postcodeName?: string;
  stateName?: string;
  label?: string;
  required?: boolean;
  disabled?: boolean;
}

/** Suburb autocomplete over POST /api/member/getData type localities, bound to the surrounding form by name. */
export function SuburbField({ name = 'suburb', postcodeName = 'postcode', stateName = 'state', label = 'Suburb', required, disabled }: SuburbFieldProps) {
  const { control, setValue } = useFormContext();
  const { field, fieldState } = useController({ name, control });
  const [input, setInput] = useState<string>(field.value ?? '');
  // A value set from outside (form reset, profile load) shows in the box.
  useEffect(() => { setInput(field.value ?? ''); }, [field.value]);
  const search = useDebounced(input.trim(), DEBOUNCE_MS);
  const enabled = search.length >= LOCALITY_MIN_SEARCH;
  const localities = useQuery({
    queryKey: ['profile', 'lookup', 'localities', search.toUpperCase()],
    queryFn: async () => (await call(getData, { body: { type: 'localities', search } })).data,
    enabled,
    staleTime: Infinity,
    placeholderData: keepPreviousData,
  });
  const current: LookupItem | null = field.value ? { text: field.value, value: field.value } : null;
  const options = enabled ? (localities.data ?? []) : [];
  const loading = enabled && localities.isFetching;

  return (
    <Autocomplete<LookupItem>
      value={current}
      inputValue={input}
      disabled={disabled}
      options={options}
      filterOptions={(o) => o}
      loading={loading}
      autoHighlight
      getOptionLabel={(o) => o.value}
      getOptionKey={(o) => `${o.value}|${o.postcode ?? ''}|${o.state ?? ''}`}
      isOptionEqualToValue={(o, v) => o.value === v.value && (!v.postcode || o.postcode === v.postcode)}
      noOptionsText={input.trim().length < LOCALITY_MIN_SEARCH ? SUBURB_HINT : 'No suburb found'}
      loadingText="Searching…"
      onInputChange={(_, value, reason) => { if (reason !== 'reset' || value) setInput(value); }}
      onChange={(_, option) => {
        field.onChange(option?.value ?? '');
        if (option?.postcode) setValue(postcodeName, option.postcode, { shouldValidate: true, shouldDirty: true });
        if (option?.state) setValue(stateName, option.state, { shouldValidate: true, shouldDirty: true });
      }}
      onBlur={field.onBlur}
      renderOption={({ key, ...props }, o) => (
        <Box component="li" key={key} {...props}>
          <Typography component="span">{o.value}</Typography>
          <Typography component="span" color="text.secondary" sx={{ ml: 1 }}>{o.state} {o.postcode}</Typography>
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          name={field.name}
          inputRef={field.ref}
          label={label}
          required={required}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? SUBURB_HINT}
          slotProps={{
            ...params.slotProps,
            input: {
              ...params.slotProps.input,
              endAdornment: (<>{loading && <CircularProgress color="inherit" size={18} aria-label="Searching suburbs" />}{params.slotProps.input.endAdornment}</>),
            },
          }}
        />
      )}
    />
  );
}
