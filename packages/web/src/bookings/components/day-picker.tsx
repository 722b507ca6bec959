import { useState } from 'react';
import { WholeDateField } from '../../components/form-fields/iso-date-field';
import type { DayPickerProps } from './booking-date-picker';

/**
 * The booking toolbar's day (spec 002 §2), loaded on its own after the page has painted (booking-date-picker.tsx): the
 * app's one date field, typed dd/mm/yyyy with the browser's own picker behind its button, that passes on whole days
 * only (decision 268). The date picker library's sections lost keys under Preact and took year 0202 for a day.
 * The page's day is never empty: while a date is being typed the field shows what is typed and the calendar stays on
 * the day it shows; Prev, Next, Today or a whole date replace it.
 */
export function DayPicker({ label, value, onChange, min, max, disabled, error, helperText, width }: DayPickerProps) {
  // the day the page showed when typing began: while it is still the page's day, the field holds the typed text
  const [typingOver, setTypingOver] = useState<string | null>(null);
  const shown = typingOver !== null && typingOver === value ? '' : (value ?? '');
  return (
    <WholeDateField
      size="small"
      label={label}
      value={shown}
      min={min}
      max={max}
      disabled={disabled}
      error={error}
      helperText={helperText}
      sx={width ? { width } : undefined}
      onChange={(day) => {
        if (!day) {
          setTypingOver(value ?? '');
          return;
        }
        setTypingOver(null);
        onChange(day);
      }}
    />
  );
}
