import { Autocomplete, TextField } from '@mui/material';

/** `group`, when any option has one, heads the options in runs (the member's own teams first). */
export interface PickerOption { id: number | string; label: string; group?: string }

export interface OptionPickerProps {
  label: string; options: PickerOption[]; value: number | string | null; onChange: (id: number | string | null) => void; disabled?: boolean;
}

/** A clearable, searchable selector (division, team, game): spec 001 §2 "clearable, searchable". */
export function OptionPicker({ label, options, value, onChange, disabled }: OptionPickerProps) {
  const selected = options.find((o) => o.id === value) ?? null;
  const grouped = options.some((o) => o.group);
  return (
    <Autocomplete
      options={options}
      value={selected}
      disabled={disabled}
      onChange={(_, o) => onChange(o?.id ?? null)}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      getOptionKey={(o) => o.id}
      groupBy={grouped ? (o) => o.group ?? '' : undefined}
      renderInput={(params) => <TextField {...params} label={label} />}
    />
  );
}
