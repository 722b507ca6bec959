import { DialogContentText } from '@mui/material';
import {
  EntryDivisionBody,
  type EntrySeason,
  type StaffEntryRow,
} from '@portal/domain/nomination/entries.staff.contract';
import { EntriesTexts as T } from '@portal/domain/nomination/entries.staff.messages';
import { SelectInput } from '../../components/form-fields/select-input';
import { useFormSubmit, useZodForm } from '../../lib/forms';
import { FormDialog } from '../../components/staff/form-dialog';

const isFull = (d: EntrySeason['divisions'][number]) => d.capacity !== null && d.places_taken >= d.capacity;

/**
 * Place a waiting entry, or move a placed team, to a division of its season (competition.entries.decide): each
 * division says its places, so a full one is seen before asking; the server refuses it all the same.
 */
export function DivisionChoiceDialog({
  entry,
  verb,
  season,
  busy,
  send,
  onClose,
}: {
  entry: StaffEntryRow;
  verb: 'place' | 'regrade';
  season: EntrySeason;
  busy: boolean;
  send: (body: EntryDivisionBody) => Promise<unknown>;
  onClose: () => void;
}) {
  const choices = season.divisions.filter((d) => verb === 'place' || d.id !== entry.division_id);
  const form = useZodForm(EntryDivisionBody, {
    division_id: String(verb === 'place' ? entry.division_id : (choices[0]?.id ?? '')),
  });
  const { submit, alert } = useFormSubmit(form, { division_id: T.toDivision }, send, () => {});
  const options = choices.map((d) => ({
    value: String(d.id),
    text: `${d.name} (${T.places(d.places_taken, d.capacity)}${isFull(d) ? `, ${T.full}` : ''})`,
  }));
  return (
    <FormDialog
      open
      title={verb === 'place' ? T.placeTitle(entry.team) : T.regradeTitle(entry.team)}
      form={form}
      onSubmit={submit}
      text={
        entry.preferred_division ? (
          <DialogContentText>{`${T.preferred}: ${entry.preferred_division}`}</DialogContentText>
        ) : undefined
      }
      submitLabel={verb === 'place' ? T.place : T.regrade}
      busy={busy}
      alert={alert}
      onClose={onClose}
    >
      <SelectInput name="division_id" label={T.toDivision} options={options} fullWidth required />
    </FormDialog>
  );
}
