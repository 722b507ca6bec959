import { useEffect } from 'react';
import { CourtBody, SlotsBody, type CourtRow } from '@portal/domain/competition/season-setup.contract';
import { SeasonSetupTexts as T, WEEKDAY_NAMES } from '@portal/domain/competition/season-setup.messages';
import { SelectInput } from '../../components/form-fields/select-input';
import { TextInput } from '../../components/form-fields/text-input';
import { useZodForm } from '../../lib/forms';
import { FormDialog } from '../../components/staff/form-dialog';
import { useAddCourt, useSaveSlots } from './season-setup.api';
import { useDialogSubmit } from './use-dialog-submit';

interface Props {
  onClose: () => void;
  onDone: (message: string) => void;
}
const WEEKDAYS = WEEKDAY_NAMES.map((text, i) => ({ value: String(i), text }));

export function CourtDialog({ venues, onClose, onDone }: Props & { venues: readonly { id: number; name: string }[] }) {
  const form = useZodForm(CourtBody, { venue_id: '', name: '' });
  const add = useAddCourt();
  const { submit, alert, clear } = useDialogSubmit(
    form,
    { venue_id: T.venue, name: T.name },
    (body) => add.mutateAsync(body),
    onDone,
  );
  return (
    <FormDialog
      open
      title={T.addCourt}
      form={form}
      onSubmit={submit}
      submitLabel={T.add}
      busy={add.isPending}
      alert={alert}
      onClose={() => {
        clear();
        onClose();
      }}
    >
      <SelectInput
        name="venue_id"
        label={T.venue}
        options={venues.map((v) => ({ value: String(v.id), text: v.name }))}
        fullWidth
        required
      />
      <TextInput name="name" label={T.name} fullWidth required />
    </FormDialog>
  );
}

/** A court's game slots on one weekday; choosing the day shows what is set for it. */
export function SlotsDialog({ court, onClose, onDone }: Props & { court: CourtRow }) {
  const first = court.slots[0];
  const form = useZodForm(SlotsBody, {
    weekday: String(first?.weekday ?? 6),
    starts: first?.starts.join(', ') ?? '',
    minutes: String(first?.minutes ?? 60),
  });
  const save = useSaveSlots();
  const labels = { weekday: T.weekday, starts: T.starts, minutes: T.minutes };
  const { submit, alert, clear } = useDialogSubmit(
    form,
    labels,
    (body) => save.mutateAsync({ courtId: court.id, body }),
    onDone,
  );
  useEffect(() => {
    const sub = form.watch((values, { name }) => {
      if (name !== 'weekday') return;
      const day = court.slots.find((s) => String(s.weekday) === values.weekday);
      form.reset({
        weekday: values.weekday,
        starts: day?.starts.join(', ') ?? '',
        minutes: String(day?.minutes ?? 60),
      });
    });
    return () => sub.unsubscribe();
  }, [form, court]);
  return (
    <FormDialog
      open
      title={`${T.setSlots}: ${court.venue}, ${court.name}`}
      form={form}
      onSubmit={submit}
      submitLabel={T.save}
      busy={save.isPending}
      alert={alert}
      onClose={() => {
        clear();
        onClose();
      }}
    >
      <SelectInput name="weekday" label={T.weekday} options={WEEKDAYS} fullWidth />
      <TextInput name="starts" label={T.starts} fullWidth />
      <TextInput name="minutes" label={T.minutes} fullWidth />
    </FormDialog>
  );
}
