import dayjs from 'dayjs';
import 'dayjs/locale/en-au';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

/**
 * A day picker (DD/MM/YYYY, en-AU) over yyyy-mm-dd strings: days are the association's wall-clock days, so the
 * browser's own time zone never shifts them. `min` and `max` bound what can be chosen.
 */
export function BookingDatePicker({ label, value, onChange, min, max, disabled, error, helperText, width }: {
  label: string;
  value: string | null;
  onChange: (day: string | null) => void;
  min?: string;
  max?: string;
  disabled?: boolean;
  error?: boolean;
  helperText?: string;
  width?: number;
}) {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="en-au">
      <DatePicker
        label={label}
        format="DD/MM/YYYY"
        value={value ? dayjs(value) : null}
        minDate={min ? dayjs(min) : undefined}
        maxDate={max ? dayjs(max) : undefined}
        disabled={disabled}
        // a half-typed date is not passed on: the field keeps it until it is a real day (or is cleared)
        onChange={(d) => { if (!d) onChange(null); else if (d.isValid()) onChange(d.format('YYYY-MM-DD')); }}
        slotProps={{ textField: { size: 'small', error, helperText, fullWidth: false, margin: 'none', sx: width ? { width } : undefined } }}
      />
    </LocalizationProvider>
  );
}
