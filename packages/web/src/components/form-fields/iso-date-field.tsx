import { useRef, useState } from 'react';
import { IconButton, InputAdornment, TextField, type TextFieldProps } from '@mui/material';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import { dmyToIso, isoToDmy, isWholeIsoDate } from '@portal/domain/shared/time';
import { maskDate } from './date-input';

const ISO = /^\d{4}-\d{2}-\d{2}$/;

/** What the field shows for a value: a yyyy-mm-dd date as dd/mm/yyyy, anything else (a date being typed) as it is. */
export const shownDate = (value: string) => (ISO.test(value) ? isoToDmy(value) : value);

/** What a typed text means: a whole real date becomes yyyy-mm-dd, anything else stays the masked text (and fails validation). */
export const typedDate = (raw: string) => {
  const masked = maskDate(raw);
  return dmyToIso(masked) ?? masked;
};

export type IsoDateFieldProps = Omit<TextFieldProps, 'value' | 'onChange'> & {
  value: string;
  onChange: (value: string) => void;
  min?: string;
  max?: string;
  /**
   * A whole date picked from the calendar, after onChange: the person is done with the field, as when leaving it.
   * Rules between fields (a range's swap) wait for this or for the field's blur, never for a keystroke (decision 268).
   */
  onPick?: (value: string) => void;
};

/**
 * A date shown and typed the en-AU way (dd/mm/yyyy, the spec's ##/##/#### mask) whose value is yyyy-mm-dd, as the API
 * takes it, plus a button opening the browser's own date picker. A browser's own date input would show its own
 * locale's order (mm/dd/yyyy in many), so it is used only as the picker.
 */
export function IsoDateField({ value, onChange, onPick, min, max, slotProps, ...props }: IsoDateFieldProps) {
  const picker = useRef<HTMLInputElement>(null);
  return (
    <>
      <TextField
        {...props}
        value={shownDate(value)}
        onChange={(e) => onChange(typedDate(e.target.value))}
        placeholder="dd/mm/yyyy"
        slotProps={{
          ...slotProps,
          htmlInput: { inputMode: 'numeric', ...(slotProps?.htmlInput as object) },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton
                  aria-label={`Choose ${String(props.label ?? 'date')}`}
                  edge="end"
                  onClick={() => {
                    const el = picker.current;
                    if (!el) return;
                    el.value = ISO.test(value) ? value : '';
                    el.showPicker?.();
                  }}
                >
                  <CalendarMonthIcon />
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
      <input
        ref={picker}
        type="date"
        min={min}
        max={max}
        tabIndex={-1}
        aria-hidden
        style={{ position: 'absolute', opacity: 0, width: 0, height: 0, pointerEvents: 'none' }}
        onChange={(e) => {
          const picked = e.target.value;
          if (!isWholeIsoDate(picked)) return;
          onChange(picked);
          onPick?.(picked);
        }}
      />
    </>
  );
}

/**
 * IsoDateField whose value is a whole date or '' (decision 268): a date being typed stays in the field and is not
 * passed on (the value is '' meanwhile, so nothing goes on with the day the field showed before), and becomes the
 * value once whole. For a value other parts of the page react to at once (the booking's day fetches that day's hours).
 * A value changed from outside (a reset, a tap on a free time) replaces what is being typed.
 */
export function WholeDateField({ value, onChange, ...props }: IsoDateFieldProps) {
  const [draft, setDraft] = useState({ text: value, passed: value });
  const text = draft.passed === value ? draft.text : value;
  return (
    <IsoDateField
      {...props}
      value={text}
      onChange={(typed) => {
        const passed = isWholeIsoDate(typed) ? typed : '';
        setDraft({ text: typed, passed });
        if (passed !== value) onChange(passed);
      }}
    />
  );
}
