import { lazy, Suspense } from 'react';
import { TextField } from '@mui/material';

export interface DayPickerProps {
  label: string;
  value: string | null;
  onChange: (day: string | null) => void;
  min?: string;
  max?: string;
  disabled?: boolean;
  error?: boolean;
  helperText?: string;
  width?: number;
}

// The date pickers and their date library are a large part of the booking page: they load after the page has
// painted, and the day shows meanwhile in a plain field of the same size (decision 122).
const DayPicker = lazy(async () => ({ default: (await import('./day-picker')).DayPicker }));

const display = (day: string | null) => (day ? day.split('-').reverse().join('/') : '');

/**
 * A day picker (DD/MM/YYYY, en-AU) over yyyy-mm-dd strings: days are the association's wall-clock days, so the
 * browser's own time zone never shifts them. `min` and `max` bound what can be chosen.
 */
export function BookingDatePicker(props: DayPickerProps) {
  const { label, value, disabled, error, helperText, width } = props;
  const waiting = (
    <TextField size="small" label={label} value={display(value)} disabled={disabled} error={error} helperText={helperText}
      margin="none" sx={width ? { width } : undefined} slotProps={{ htmlInput: { readOnly: true } }} />
  );
  return <Suspense fallback={waiting}><DayPicker {...props} /></Suspense>;
}
