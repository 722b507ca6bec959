import { useMemo } from 'react';
import dayjs from 'dayjs';
import 'dayjs/locale/en-au';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { useMediaQuery } from '@mui/material';
import { isWholeIsoDate } from '@portal/domain/shared/time';
import type { DayPickerProps } from './booking-date-picker';

const TOOLBAR_SX = { '& .MuiDatePickerToolbar-title': { fontSize: '1.5rem', overflowWrap: 'anywhere' } } as const;

/**
 * The date picker itself, loaded on its own (booking-date-picker.tsx). A day picker (DD/MM/YYYY, en-AU) over yyyy-mm-dd strings: days are the association's wall-clock days, so the
 * browser's own time zone never shifts them. `min` and `max` bound what can be chosen.
 */
export function DayPicker({ label, value, onChange, min, max, disabled, error, helperText, width }: DayPickerProps) {
  // a narrow screen has no room for the header beside the month: it goes on top, whatever the screen reports
  const narrow = useMediaQuery('(max-width: 599.95px)');
  // One date object per day: a new object at each render of the page (which typing sets off) tells the field the
  // value came from outside, and it throws away the date half typed into its sections (05/01/0202, issue 39 item 9).
  const day = useMemo(() => (value ? dayjs(value) : null), [value]);
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="en-au">
      <DatePicker
        label={label}
        format="DD/MM/YYYY"
        orientation={narrow ? 'portrait' : undefined}
        value={day}
        minDate={min ? dayjs(min) : undefined}
        maxDate={max ? dayjs(max) : undefined}
        disabled={disabled}
        // a half-typed date is not passed on: the field keeps it until it is a whole day (or is cleared); the library
        // calls year 0002 valid on the way to 2026 (decision 268)
        onChange={(d) => {
          if (!d) { onChange(null); return; }
          const iso = d.isValid() ? d.format('YYYY-MM-DD') : '';
          if (isWholeIsoDate(iso)) onChange(iso);
        }}
        // the phone's header writes the day en-AU too (the adapter's own is 'ddd, MMM D'), in a size that fits the
        // header's narrow column when the picker lies sideways (decision 231)
        slotProps={{ toolbar: { toolbarFormat: 'ddd DD/MM/YYYY', sx: TOOLBAR_SX }, textField: { size: 'small', error, helperText, fullWidth: false, margin: 'none', sx: width ? { width } : undefined } }}
      />
    </LocalizationProvider>
  );
}
