import type { HTMLAttributes } from 'react';
import { Box, FormControl, IconButton, InputLabel, OutlinedInput, Paper } from '@mui/material';
import useAutocomplete from '@mui/material/useAutocomplete';
import { CompetitionMessages as M } from '@portal/domain/competition/competition.messages';
import { pickerSx } from './option-picker-styles';

/** `group`, when any option has one, heads the options in runs (the member's own teams first). */
export interface PickerOption { id: number | string; label: string; group?: string }

export interface OptionPickerProps {
  label: string; options: PickerOption[]; value: number | string | null; onChange: (id: number | string | null) => void; disabled?: boolean;
}

/** The hook's button props an IconButton takes (its `color` is a plain attribute's type, not the button's palette). */
const buttonProps = ({ onClick, tabIndex }: HTMLAttributes<HTMLButtonElement>) => ({ onClick, tabIndex });
const Arrow = ({ d }: { d: string }) => <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden fill="currentColor"><path d={d} /></svg>;

/**
 * A clearable, searchable selector (division, team, game): spec 001 §2 "clearable, searchable". Material UI's
 * Autocomplete behaviour (its hook: filtering, keys, ARIA combobox and listbox) drawn from the outlined field's parts
 * and a plain list under it: Autocomplete itself brings Popper, Chip and TextField's Select and Menu (decision 140).
 */
export function OptionPicker({ label, options, value, onChange, disabled }: OptionPickerProps) {
  const selected = options.find((o) => o.id === value) ?? null;
  const grouped = options.some((o) => o.group);
  const ac = useAutocomplete<PickerOption, false, false, false>({
    componentName: 'OptionPicker', options, value: selected, disabled,
    onChange: (_, o) => onChange(o?.id ?? null),
    isOptionEqualToValue: (a, b) => a.id === b.id,
    getOptionKey: (o) => o.id,
    getOptionLabel: (o) => o.label,
    groupBy: (o) => o.group ?? '', // one nameless run when no option has a group
  });
  const option = (o: PickerOption, index: number) => {
    const { key, ...props } = ac.getOptionProps({ option: o, index });
    return <li key={key} {...props}>{o.label}</li>;
  };
  const runs = ac.groupedOptions;
  return (
    <Box {...ac.getRootProps()} sx={pickerSx}>
      <FormControl disabled={disabled} className={ac.focused ? 'picker-focused' : undefined}>
        <InputLabel {...ac.getInputLabelProps()}>{label}</InputLabel>
        <OutlinedInput ref={ac.setAnchorEl} label={label} inputProps={ac.getInputProps()}
          endAdornment={
            <span className="picker-buttons">
              {ac.dirty && !disabled && (
                <IconButton {...buttonProps(ac.getClearProps())} className="picker-clear" size="small" aria-label={M.clear} title={M.clear}>
                  <Arrow d="M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z" />
                </IconButton>
              )}
              <IconButton {...buttonProps(ac.getPopupIndicatorProps())} size="small" disabled={disabled} className={ac.popupOpen ? 'picker-open' : undefined}
                aria-label={ac.popupOpen ? M.close : M.open} title={ac.popupOpen ? M.close : M.open}>
                <Arrow d="M7 10l5 5 5-5z" />
              </IconButton>
            </span>
          } />
      </FormControl>
      {ac.popupOpen && (
        <Paper elevation={8} className="picker-popup">
          {runs.length === 0 ? <div className="picker-none" role="status" onMouseDown={(e) => e.preventDefault()}>{M.noOptions}</div> : (
            <ul {...ac.getListboxProps()}>
              {runs.map((run) => (grouped ? (
                <li key={run.key} role="presentation">
                  <div className="picker-group">{run.group}</div>
                  <ul role="group" aria-label={run.group}>{run.options.map((o, i) => option(o, run.index + i))}</ul>
                </li>
              ) : run.options.map((o, i) => option(o, run.index + i))))}
            </ul>
          )}
        </Paper>
      )}
    </Box>
  );
}
