import { formatTime } from '@portal/domain/shared/time';
import { SelectInput } from './select-input';
import type { TextFieldProps } from '@mui/material';

/** Every quarter hour of a day as HH:mm, the value the API takes. */
const QUARTERS = Array.from(
  { length: 96 },
  (_v, i) => `${String(Math.floor(i / 4)).padStart(2, '0')}:${String((i % 4) * 15).padStart(2, '0')}`,
);

/**
 * A time of day chosen from the quarter hours, shown on the 12-hour clock as everywhere in the app (09:30 am) while
 * its value stays HH:mm; a value off the quarter hours (kept from before) is offered too, so it still shows.
 */
export function TimeSelectInput({
  name,
  label,
  value,
  ...props
}: Omit<TextFieldProps, 'name' | 'select' | 'value'> & { name: string; label: string; value?: string }) {
  const times = value && !QUARTERS.includes(value) ? [...QUARTERS, value].sort() : QUARTERS;
  return (
    <SelectInput name={name} label={label} options={times.map((t) => ({ value: t, text: formatTime(t) }))} {...props} />
  );
}
