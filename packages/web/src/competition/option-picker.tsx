import { Autocomplete, TextField } from '@mui/material';

export interface PickerOption { id: number | string; label: string }

/** A clearable, searchable selector (division, team, game): spec 001 §2 "clearable, searchable". */
export function OptionPicker({ label, options, value, onChange, disabled }: {
  label: string; options: PickerOption[]; value: number | string | null; onChange: (id: number | string | null) => void; disabled?: boolean;
}) {
  const selected = options.find((o) => o.id === value) ?? null;
  return (
    <Autocomplete
      options={options}
      value={selected}
      disabled={disabled}
      onChange={(_, o) => onChange(o?.id ?? null)}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      getOptionKey={(o) => o.id}
      renderInput={(params) => <TextField {...params} label={label} />}
    />
  );
}
