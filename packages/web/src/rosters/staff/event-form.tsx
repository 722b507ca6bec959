import { Box, Button } from '@mui/material';
import { FormProvider } from 'react-hook-form';
import type { BoardOptions } from '@portal/domain/rosters/rosters.staff.contract';
import { EventBody } from '@portal/domain/rosters/event-roster.staff.contract';
import { EventRosterStaffTexts as T } from '@portal/domain/rosters/rosters.staff.messages';
import { busyIcon } from '../../components/feedback/busy-icon';
import { IsoDateInput } from '../../components/form-fields/iso-date-input';
import { SelectInput } from '../../components/form-fields/select-input';
import { TextInput } from '../../components/form-fields/text-input';
import { useZodForm } from '../../lib/forms';

/** A new event: name, date and venue. */
export function EventForm({
  venues,
  busy,
  onCreate,
}: {
  venues: BoardOptions['venues'];
  busy: boolean;
  onCreate: (body: EventBody, done: () => void) => void;
}) {
  const form = useZodForm(EventBody, { name: '', date: '', venue: '' } as never);
  return (
    <FormProvider {...form}>
      <Box
        component="form"
        aria-label={T.newEvent}
        noValidate
        onSubmit={form.handleSubmit((v) => onCreate(v, () => form.reset()))}
        sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'flex-start', my: 1.5 }}
      >
        <TextInput name="name" label={T.name} size="small" sx={{ width: 240 }} />
        <IsoDateInput name="date" label={T.date} size="small" sx={{ width: 170 }} />
        <SelectInput
          name="venue"
          label={T.venue}
          options={venues.map((v) => ({ value: String(v.venue_id), text: v.venue_name }))}
          size="small"
          sx={{ width: 250 }}
        />
        <Button type="submit" variant="contained" disabled={busy} startIcon={busyIcon(busy)}>
          {T.add}
        </Button>
      </Box>
    </FormProvider>
  );
}
