import { IsoDateInput } from '../../components/form-fields/iso-date-input';

/** A day a list starts or ends on, typed dd/mm/yyyy as every date of the app (the browser's picker behind its button); empty: no limit. */
export function DateFilterInput({ name, label }: { name: string; label: string }) {
  return (
    <IsoDateInput
      name={name}
      label={label}
      size="small"
      slotProps={{ inputLabel: { shrink: true } }}
      sx={{ width: 170 }}
    />
  );
}
