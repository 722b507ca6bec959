import { useFormContext } from 'react-hook-form';
import { IsoDateInput } from '../../components/form-fields/iso-date-input';
import { TimeSelectInput } from '../../components/form-fields/time-select-input';

/**
 * A date or time field bound by name, its label always above it: a date typed dd/mm/yyyy (the browser's picker behind
 * its button), a time chosen on the 12-hour clock; the values stay yyyy-mm-dd and HH:mm, as the API takes them.
 */
export function ShrunkField({ name, label, type }: { name: string; label: string; type: 'date' | 'time' }) {
  const { watch } = useFormContext();
  if (type === 'date')
    return (
      <IsoDateInput name={name} label={label} required slotProps={{ inputLabel: { shrink: true } }} sx={{ flex: 1 }} />
    );
  return <TimeSelectInput name={name} label={label} value={String(watch(name) ?? '')} required sx={{ flex: 1 }} />;
}
