import { afterPaint } from '../../lib/after-paint';
import { PlainField } from '../../components/form-fields/plain-field';

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

const display = (day: string | null) => (day ? day.split('-').reverse().join('/') : '');

/** The day in a read-only field of the picker's size: while the picker loads, or for good when it cannot load. */
function PlainDayField({ label, value, disabled, error, helperText, width }: DayPickerProps) {
  return (
    <PlainField
      size="small"
      label={label}
      value={display(value)}
      disabled={disabled}
      error={error}
      helperText={helperText}
      sx={width ? { width } : undefined}
      arrow={false}
    />
  );
}

// The date pickers and their date library are a large part of the booking page: they load after the page has
// painted, and the day shows meanwhile in a plain field of the same size (decision 122). Without signal the page
// still works: the day stays shown, and Prev, Next and Today still move it.
/**
 * A day picker (DD/MM/YYYY, en-AU) over yyyy-mm-dd strings: days are the association's wall-clock days, so the
 * browser's own time zone never shifts them. `min` and `max` bound what can be chosen.
 */
export const BookingDatePicker = afterPaint(
  () => import('./day-picker'),
  (m) => m.DayPicker,
  PlainDayField,
);
