import { useEffect, useState, type HTMLAttributes, type Key } from 'react';
import { Autocomplete, Box, CircularProgress, TextField, Typography } from '@mui/material';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useController, useFormContext } from 'react-hook-form';
import { LOCALITY_MIN_SEARCH, SUBURB_MAX_LENGTH, type LookupItem } from '@portal/domain/profile/lookups.contract';
import { MemberLabels } from '@portal/domain/shared/member-labels';
import { LookupMessages as L } from '@portal/domain/shared/messages';
import { localitiesQuery } from '../../lib/lookups';

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

/** The localities matching what is typed (2 characters or more), asked for once the typing pauses. */
function useLocalities(input: string) {
  const search = useDebounced(input.trim(), DEBOUNCE_MS);
  const enabled = search.length >= LOCALITY_MIN_SEARCH;
  const localities = useQuery({ ...localitiesQuery(search), enabled, placeholderData: keepPreviousData });
  return { options: enabled ? (localities.data ?? []) : [], loading: enabled && localities.isFetching };
}

/** An option: the name on the left (wrapping if it must), state and postcode kept together on the right. */
function suburbOption({ key, ...props }: HTMLAttributes<HTMLLIElement> & { key: Key }, o: LookupItem) {
  return (
    <Box component="li" key={key} {...props} sx={{ gap: 1 }}>
      <Typography component="span" sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
        {o.value}
      </Typography>
      <Typography component="span" color="textSecondary" sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}>
        {o.state} {o.postcode}
      </Typography>
    </Box>
  );
}

/**
 * The suburb field's value and the text in its box: choosing a locality fills postcode and state; a name typed in
 * full and left is settled on blur (one locality: chosen; several: kept; none: undone).
 */
function useSuburbChoice(name: string, postcodeName: string, stateName: string) {
  const { control, setValue } = useFormContext();
  const { field, fieldState } = useController({ name, control });
  const queryClient = useQueryClient();
  const [input, setInput] = useState<string>(field.value ?? '');
  // A value set from outside (form reset, profile load) shows in the box.
  useEffect(() => {
    setInput(field.value ?? '');
  }, [field.value]);

  const choose = (option: LookupItem | null) => {
    field.onChange(option?.value ?? '');
    if (option?.postcode) setValue(postcodeName, option.postcode, { shouldValidate: true, shouldDirty: true });
    if (option?.state) setValue(stateName, option.state, { shouldValidate: true, shouldDirty: true });
  };

  const settleTypedText = async () => {
    field.onBlur();
    const typed = input.trim().toUpperCase();
    if (typed === (field.value ?? '')) return;
    const found =
      typed.length >= LOCALITY_MIN_SEARCH ? await queryClient.fetchQuery(localitiesQuery(typed)).catch(() => []) : [];
    const exact = found.filter((o) => o.value === typed);
    if (exact.length === 1) choose(exact[0]!);
    else if (exact.length > 1) field.onChange(typed);
    else setInput(field.value ?? '');
  };

  return { field, fieldState, input, setInput, choose, settleTypedText };
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

/**
 * Suburb autocomplete over POST /api/member/getData type localities, bound to the surrounding form by name
 * (spec 000 §2.3: searchable, hint "Type 2 or more characters"). A suburb typed in full and left without picking
 * is not thrown away: on blur, a name that is one locality is chosen (postcode and state filled); a name found in
 * several states is kept for the member to pick postcode and state; only text that names no suburb is undone.
 */
export function SuburbField({
  name = 'suburb',
  postcodeName = 'postcode',
  stateName = 'state',
  label = MemberLabels.suburb,
  required,
  disabled,
}: SuburbFieldProps) {
  const { field, fieldState, input, setInput, choose, settleTypedText } = useSuburbChoice(
    name,
    postcodeName,
    stateName,
  );
  const { options, loading } = useLocalities(input);
  const current: LookupItem | null = field.value ? { text: field.value, value: field.value } : null;

  return (
    <Autocomplete<LookupItem>
      value={current}
      inputValue={input}
      disabled={disabled}
      options={options}
      filterOptions={(o) => o}
      loading={loading}
      autoHighlight
      clearOnBlur={false}
      getOptionLabel={(o) => o.value}
      getOptionKey={(o) => `${o.value}|${o.postcode ?? ''}|${o.state ?? ''}`}
      isOptionEqualToValue={(o, v) => o.value === v.value && (!v.postcode || o.postcode === v.postcode)}
      noOptionsText={input.trim().length < LOCALITY_MIN_SEARCH ? L.suburbHint : L.noSuburb}
      loadingText={L.searching}
      onInputChange={(_, value, reason) => {
        if (reason !== 'reset' || value) setInput(value);
      }}
      onChange={(_, option) => choose(option)}
      onBlur={() => void settleTypedText()}
      renderOption={suburbOption}
      renderInput={(params) => (
        <TextField
          {...params}
          name={field.name}
          inputRef={field.ref}
          label={label}
          required={required}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? L.suburbHint}
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, maxLength: SUBURB_MAX_LENGTH },
            input: {
              ...params.slotProps.input,
              endAdornment: (
                <>
                  {loading && <CircularProgress color="inherit" size={18} aria-label={L.searching} />}
                  {params.slotProps.input.endAdornment}
                </>
              ),
            },
          }}
        />
      )}
    />
  );
}
