import { Button, Checkbox, FormControlLabel, Stack, Typography } from '@mui/material';
import { CourtHoursBody, type VenueSettings } from '@portal/domain/bookings/venues.staff.contract';
import { VenueSettingsTexts as T } from '@portal/domain/bookings/bookings.staff.messages';
import { Controller, FormProvider, useFormContext } from 'react-hook-form';
import { busyIcon } from '../../components/feedback/busy-icon';
import { ErrorAlert } from '../../components/feedback/error-alert';
import { useFormSubmit, useZodForm } from '../../lib/forms';
import { useSaveHours } from './bookings-staff.api';
import { ShrunkField } from './shrunk-field';

type Court = VenueSettings['courts'][number];

/** One weekday: open or closed, and its hours. */
function WeekdayHours({ day, i, canWrite }: { day: string; i: number; canWrite: boolean }) {
  const { control } = useFormContext();
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Typography sx={{ width: 100 }}>{day}</Typography>
      <Controller
        name={`hours.${i}.open`}
        control={control}
        render={({ field }) => (
          <FormControlLabel
            label={T.open}
            control={
              <Checkbox
                checked={Boolean(field.value)}
                onChange={(e) => field.onChange(e.target.checked)}
                disabled={!canWrite}
                slotProps={{ input: { 'aria-label': `${day}: ${T.open}` } }}
              />
            }
          />
        )}
      />
      <ShrunkField name={`hours.${i}.opens`} label={`${day} ${T.opens}`} type="time" />
      <ShrunkField name={`hours.${i}.closes`} label={`${day} ${T.closes}`} type="time" />
    </Stack>
  );
}

/** A court's weekly hours for hire: each day open (with its hours) or closed, on the 12-hour clock; saved at once for the booking flow, for this court or for every court of the venue. */
export function CourtHoursForm({
  court,
  canWrite,
  onSaved,
}: {
  court: Court;
  canWrite: boolean;
  onSaved: (message: string) => void;
}) {
  const hours = [1, 2, 3, 4, 5, 6, 7].map((weekday) => {
    const h = court.hours.find((x) => x.weekday === weekday);
    return { weekday, open: Boolean(h), opens: h?.opens ?? '09:00', closes: h?.closes ?? '21:00' };
  });
  const form = useZodForm(CourtHoursBody, { hours, every_court: false });
  const save = useSaveHours();
  const { submit, alertProps } = useFormSubmit(
    form,
    {},
    (body) => save.mutateAsync({ courtId: court.id, body }),
    (answer) => onSaved(answer.message),
  );
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(e) => void submit(e)} aria-label={`${T.hours}: ${court.name}`}>
        <Stack spacing={1}>
          {T.weekdays.map((day, i) => (
            <WeekdayHours key={day} day={day} i={i} canWrite={canWrite} />
          ))}
          <ErrorAlert {...alertProps} />
          {canWrite && (
            <Controller
              name="every_court"
              control={form.control}
              render={({ field }) => (
                <FormControlLabel
                  label={T.everyCourt}
                  control={
                    <Checkbox checked={Boolean(field.value)} onChange={(e) => field.onChange(e.target.checked)} />
                  }
                />
              )}
            />
          )}
          {canWrite && (
            <Button
              type="submit"
              variant="contained"
              disabled={save.isPending}
              startIcon={busyIcon(save.isPending)}
              sx={{ alignSelf: 'flex-start' }}
            >
              {T.saveHours}
            </Button>
          )}
        </Stack>
      </form>
    </FormProvider>
  );
}
