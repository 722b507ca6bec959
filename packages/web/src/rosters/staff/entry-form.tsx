import { Box, Button } from '@mui/material';
import { FormProvider } from 'react-hook-form';
import { EntryBody, type StaffEventDetail } from '@portal/domain/rosters/event-roster.staff.contract';
import { EventRosterStaffTexts as T } from '@portal/domain/rosters/rosters.staff.messages';
import { busyIcon } from '../../components/feedback/busy-icon';
import { IsoDateInput } from '../../components/form-fields/iso-date-input';
import { SelectInput } from '../../components/form-fields/select-input';
import { TextInput } from '../../components/form-fields/text-input';
import { useZodForm } from '../../lib/forms';

/** A schedule entry: the official's username, date, times, court and function. */
export function EntryForm({
  event,
  busy,
  onAdd,
}: {
  event: StaffEventDetail;
  busy: boolean;
  onAdd: (body: EntryBody, done: () => void) => void;
}) {
  const form = useZodForm(EntryBody, {
    username: '',
    date: event.date,
    time_from: '',
    time_to: '',
    court: '',
    function: '',
  } as never);
  const courts = [
    { value: '', text: T.noCourt },
    ...event.courts.map((c) => ({ value: String(c.court_id), text: c.name })),
  ];
  return (
    <FormProvider {...form}>
      <Box
        component="form"
        aria-label={T.addEntry}
        noValidate
        onSubmit={form.handleSubmit((v) => onAdd(v, () => form.reset()))}
        sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'flex-start', my: 1.5 }}
      >
        <TextInput name="username" label={T.username} size="small" sx={{ width: 200 }} />
        <IsoDateInput name="date" label={T.date} size="small" sx={{ width: 170 }} />
        <TextInput name="time_from" label={T.timeFrom} placeholder="09:00" size="small" sx={{ width: 100 }} />
        <TextInput name="time_to" label={T.timeTo} placeholder="12:00" size="small" sx={{ width: 100 }} />
        <SelectInput
          name="court"
          label={T.court}
          options={courts}
          size="small"
          sx={{ width: 140 }}
          slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
        />
        <TextInput name="function" label={T.function} size="small" sx={{ width: 200 }} />
        <Button type="submit" variant="contained" disabled={busy} startIcon={busyIcon(busy)}>
          {T.addEntry}
        </Button>
      </Box>
    </FormProvider>
  );
}
