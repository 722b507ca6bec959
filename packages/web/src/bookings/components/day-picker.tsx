import dayjs from 'dayjs';
import 'dayjs/locale/en-au';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { useMediaQuery } from '@mui/material';
import type { DayPickerProps } from './booking-date-picker';

const TOOLBAR_SX = { '& .MuiDatePickerToolbar-title': { fontSize: '1.5rem', overflowWrap: 'anywhere' } } as const;

/**
 * The date picker itself, loaded on its own (booking-date-picker.tsx). A day picker (DD/MM/YYYY, en-AU) over yyyy-mm-dd strings: days are the association's wall-clock days, so the
 * browser's own time zone never shifts them. `min` and `max` bound what can be chosen.
 */
export function DayPicker({ label, value, onChange, min, max, disabled, error, helperText, width }: DayPickerProps) {
  // a narrow screen has no room for the header beside the month: it goes on top, whatever the screen reports
  const narrow = useMediaQuery('(max-width: 599.95px)');
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="en-au">
      <DatePicker
        label={label}
        format="DD/MM/YYYY"
        orientation={narrow ? 'portrait' : undefined}
        value={value ? dayjs(value) : null}
        minDate={min ? dayjs(min) : undefined}
        maxDate={max ? dayjs(max) : undefined}
        disabled={disabled}
        // a half-typed date is not passed on: the field keeps it until it is a real day (or is cleared)
        onChange={(d) => { if (!d) onChange(null); else if (d.isValid()) onChange(d.format('YYYY-MM-DD')); }}
        // the phone's header writes the day en-AU too (the adapter's own is 'ddd, MMM D'), in a size that fits the
        // header's narrow column when the picker lies sideways (decision 231)
        slotProps={{ toolbar: { toolbarFormat: 'ddd DD/MM/YYYY', sx: TOOLBAR_SX }, textField: { size: 'small', error, helperText, fullWidth: false, margin: 'none', sx: width ? { width } : undefined } }}
      />
    </LocalizationProvider>
  );
}
