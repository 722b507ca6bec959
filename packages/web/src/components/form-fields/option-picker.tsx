import { useId, type Ref } from 'react';
import { Paper, type SxProps, type Theme } from '@mui/material';
import useAutocomplete from '@mui/material/useAutocomplete';
import { PickerMessages as M } from '@portal/domain/shared/messages';
import { FieldFrame } from './plain-field';
import { pickerSx } from './option-picker-styles';

/** `group`, when any option has one, heads the options in runs (the draw's "Your teams" first). */
export interface PickerOption {
  id: number | string;
  label: string;
  group?: string;
}

export interface OptionPickerProps {
  label: string;
  options: PickerOption[];
  value: number | string | null;
  onChange: (id: number | string | null) => void;
  disabled?: boolean;
  /** The field's own sx (a toolbar's flex). */
  sx?: SxProps<Theme>;
}

const Icon = ({ d }: { d: string }) => (
  <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden fill="currentColor">
    <path d={d} />
  </svg>
);
const CROSS = 'M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z';
const ARROW = 'M7 10l5 5 5-5z';

/** Material UI's Autocomplete behaviour over the options: filtering, keys, ARIA combobox and listbox. */
function usePicker(id: string, { options, value, onChange, disabled }: OptionPickerProps) {
  const selected = options.find((o) => o.id === value) ?? null;
  return useAutocomplete<PickerOption, false, false, false>({
    id,
    componentName: 'OptionPicker',
    options,
    value: selected,
    disabled,
    onChange: (_, o) => onChange(o?.id ?? null),
    isOptionEqualToValue: (a, b) => a.id === b.id,
    getOptionKey: (o) => o.id,
    getOptionLabel: (o) => o.label,
    groupBy: (o) => o.group ?? '', // one nameless run when no option has a group
  });
}

type Picker = ReturnType<typeof usePicker>;

/** The clear button (once something is chosen) and the open/close button at the field's end. */
function PickerButtons({ ac, disabled }: { ac: Picker; disabled?: boolean }) {
  const { onClick: clear } = ac.getClearProps();
  const { onClick: toggle } = ac.getPopupIndicatorProps();
  return (
    <span className="picker-buttons" ref={ac.setAnchorEl}>
      {ac.dirty && !disabled && (
        <button
          type="button"
          tabIndex={-1}
          onClick={clear}
          className="picker-clear"
          aria-label={M.clear}
          title={M.clear}
        >
          <Icon d={CROSS} />
        </button>
      )}
      <button
        type="button"
        tabIndex={-1}
        onClick={toggle}
        disabled={disabled}
        className={ac.popupOpen ? 'picker-open' : undefined}
        aria-label={ac.popupOpen ? M.close : M.open}
        title={ac.popupOpen ? M.close : M.open}
      >
        <Icon d={ARROW} />
      </button>
    </span>
  );
}

/** The open list under the field: the options, in headed runs when any option has a group. */
function PickerPopup({ ac, grouped }: { ac: Picker; grouped: boolean }) {
  const option = (o: PickerOption, index: number) => {
    const { key, ...props } = ac.getOptionProps({ option: o, index });
    return (
      <li key={key} {...props}>
        {o.label}
      </li>
    );
  };
  return (
    <Paper elevation={8} className="picker-popup">
      {ac.groupedOptions.length === 0 ? (
        <div className="picker-none" role="status" onMouseDown={(e) => e.preventDefault()}>
          {M.noOptions}
        </div>
      ) : (
        <ul {...ac.getListboxProps()}>
          {ac.groupedOptions.map((run) =>
            grouped ? (
              <li key={run.key} role="presentation">
                <div className="picker-group">{run.group}</div>
                <ul role="group" aria-label={run.group}>
                  {run.options.map((o, i) => option(o, run.index + i))}
                </ul>
              </li>
            ) : (
              run.options.map((o, i) => option(o, run.index + i))
            ),
          )}
        </ul>
      )}
    </Paper>
  );
}

/**
 * A clearable, searchable selector (the competition pages' division, team and game, spec 001 §2 "clearable,
 * searchable"; the store's category and venue, spec 002 §2). Material UI's Autocomplete behaviour (its hook:
 * filtering, keys, ARIA combobox and listbox) in the same plain outlined frame as the read-only field that stands in
 * while it loads, with a plain list under it (decision 140): no Popper, portal, TextField or styled input, and the
 * swap from the stand-in changes almost nothing on the page.
 */
export function OptionPicker(props: OptionPickerProps) {
  const { label, options, disabled, sx } = props;
  const id = useId();
  const grouped = options.some((o) => o.group);
  const ac = usePicker(id, props);
  const { ref: inputRef, ...input } = ac.getInputProps();
  return (
    <FieldFrame
      label={label}
      disabled={disabled}
      filled={ac.inputValue !== ''}
      live
      arrow={false}
      endWidth={65}
      id={id}
      rootProps={ac.getRootProps()}
      sx={[pickerSx, ...(Array.isArray(sx) ? sx : [sx])]}
      control={({ helperId }) => (
        <>
          <input
            {...input}
            ref={inputRef as Ref<HTMLInputElement>}
            aria-describedby={helperId}
            className="picker-input"
          />
          <PickerButtons ac={ac} disabled={disabled} />
          {ac.popupOpen && <PickerPopup ac={ac} grouped={grouped} />}
        </>
      )}
    />
  );
}
