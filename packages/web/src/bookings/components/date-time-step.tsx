import { Alert, Stack } from '@mui/material';
import { Controller, useFormContext } from 'react-hook-form';
import type { DayHours } from '@portal/domain/bookings/booking-time';
import { endChoices, startChoices } from '@portal/domain/bookings/bookings.rules';
import { BookingDialogMessages as M, durationText } from '@portal/domain/bookings/bookings.messages';
import { formatCents } from '@portal/domain/shared/money';
import { WholeDateField } from '../../components/form-fields/iso-date-field';
import { SelectInput } from '../../components/form-fields/select-input';

const asOptions = (times: string[]) => times.map((t) => ({ value: t, text: t }));

/** The booking date, typed or picked, within the window. */
function DayField({ window }: { window: { first: string; last: string } }) {
  const { control } = useFormContext();
  return (
    <Controller
      control={control}
      name="day"
      render={({ field, fieldState }) => (
        // typed en-AU a key at a time, the day changes only once whole (decision 268): the date picker's own field
        // lost keys and left 05/01/0202 (issue 39)
        <WholeDateField
          label={M.date}
          name={field.name}
          inputRef={field.ref}
          value={String(field.value ?? '')}
          min={window.first}
          max={window.last}
          onChange={field.onChange}
          onBlur={field.onBlur}
          required
          size="small"
          sx={{ maxWidth: 220 }}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message}
        />
      )}
    />
  );
}

/** What the step says above the pickers: checking, no hours that day, the opening hours, no times left. */
function TimeNotes({
  checking,
  closed,
  open,
  noTimes,
}: {
  checking: boolean;
  closed: boolean;
  open: DayHours | null;
  noTimes: boolean;
}) {
  return (
    <>
      {checking && (
        <Alert severity="info" role="status">
          {M.checking}
        </Alert>
      )}
      {closed && (
        <Alert severity="warning" role="alert">
          {M.noAvailability}
        </Alert>
      )}
      {open && (
        <Alert severity="info" role="status" icon={false}>
          {M.opening(open.from, open.to)}
        </Alert>
      )}
      {noTimes && (
        <Alert severity="info" role="status">
          {M.noTimes}
        </Alert>
      )}
    </>
  );
}

/**
 * spec 002 §4, §5 step 5 Date/Time: the booking date within the window, then start and end in 15-minute steps
 * within the court's hours that day (today: from now on). Without hours the alert shows and the pickers stay off;
 * a refused booking's reason shows here (and Continue stays disabled until something changes), and so does the
 * price once the times are chosen (docs/decisions/231).
 */
export function DateTimeStep({
  hours,
  checking,
  window,
  now,
  timeZone,
  refusal,
  price,
}: {
  hours:
    { available: boolean; availability_from: string | null; availability_to: string | null } | 'failed' | undefined;
  checking: boolean;
  window: { first: string; last: string };
  now: Date;
  timeZone: string;
  refusal: string | null;
  /** The rate checkrules answered for the chosen times, in cents, and the booking's length. */
  price: { cents: number; minutes: number } | null;
}) {
  const { watch } = useFormContext();
  const [day, start] = watch(['day', 'start']) as [string, string];
  const open: DayHours | null =
    hours && hours !== 'failed' && hours.available && hours.availability_from && hours.availability_to
      ? { from: hours.availability_from, to: hours.availability_to }
      : null;
  const closed = hours === 'failed' || (hours !== undefined && !open);
  const starts = open && day ? startChoices(day, open, now, timeZone) : [];
  return (
    <Stack spacing={1.5}>
      <DayField window={window} />
      <TimeNotes checking={checking} closed={closed} open={open} noTimes={open !== null && starts.length === 0} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <SelectInput
          name="start"
          label={M.start}
          options={asOptions(starts)}
          disabled={!open || !starts.length}
          required
        />
        <SelectInput
          name="end"
          label={M.end}
          options={asOptions(open ? endChoices(start || null, open) : [])}
          disabled={!open || !start}
          required
        />
      </Stack>
      {refusal && (
        <Alert severity="error" role="alert">
          {refusal}
        </Alert>
      )}
      {price && (
        <Alert severity="success" role="status" icon={false}>
          <b>
            {M.price}: {formatCents(price.cents)}
          </b>{' '}
          ({durationText(price.minutes)})
        </Alert>
      )}
    </Stack>
  );
}
