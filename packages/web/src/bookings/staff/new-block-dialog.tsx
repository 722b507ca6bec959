import { useState } from 'react';
import { MenuItem, Stack, TextField } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { BlockBody } from '@portal/domain/bookings/blocks.staff.contract';
import type { BookingVenue } from '@portal/domain/bookings/bookings.contract';
import { BlockTexts as T } from '@portal/domain/bookings/bookings.staff.messages';
import { isWholeIsoDate, todayIn } from '@portal/domain/shared/time';
import type { z } from 'zod';
import { SelectInput } from '../../components/form-fields/select-input';
import { TextInput } from '../../components/form-fields/text-input';
import { refusalOf } from '../../lib/api-client';
import { useFormSubmit, useZodForm } from '../../lib/forms';
import { useSettings } from '../../lib/settings';
import { FormDialog } from '../../components/staff/form-dialog';
import { venueListsQuery, venuesQuery } from '../bookings.api';
import { BlockConflicts } from './block-conflicts';
import { useCreateBlock, type ConflictsInput } from './bookings-staff.api';
import { ShrunkField } from './shrunk-field';

const F = T.fields;
const KINDS = (Object.keys(T.kinds) as (keyof typeof T.kinds)[]).map((k) => ({ value: k, text: T.kinds[k] }));

const RANGE_FIELDS = ['court_id', 'from_day', 'from_time', 'to_day', 'to_time'] as const;

/** The block's whole range on a chosen court, else null (nothing to list yet). */
function rangeOf([courtId, fromDay, fromTime, toDay, toTime]: string[]): ConflictsInput | null {
  return courtId &&
    isWholeIsoDate(fromDay ?? '') &&
    isWholeIsoDate(toDay ?? '') &&
    `${toDay}T${toTime}` > `${fromDay}T${fromTime}`
    ? { court_id: Number(courtId), from_day: fromDay!, from_time: fromTime!, to_day: toDay!, to_time: toTime! }
    : null;
}

/** The venue whose courts the court field offers (not a field of the block). */
function VenueField({
  venues,
  value,
  onChange,
}: {
  venues: readonly BookingVenue[];
  value: number;
  onChange: (venue: number) => void;
}) {
  return (
    <TextField select label={F.venue} value={value || ''} onChange={(e) => onChange(Number(e.target.value))}>
      {venues.map((v) => (
        <MenuItem key={v.venue_id} value={v.venue_id}>
          {v.venue_name}
        </MenuItem>
      ))}
    </TextField>
  );
}

/**
 * Block a court for an event or maintenance. The database refuses it when bookings hold the court then (409
 * error_collision): those are listed here, each offered for cancellation with a refund; once they are cancelled the
 * same form saves (docs/decisions/216). The competition games on the court then are listed too: a block does not move them.
 */
export function NewBlockDialog({ onClose, onDone }: { onClose: () => void; onDone: (message: string) => void }) {
  const { timeZone } = useSettings();
  const today = todayIn(timeZone);
  const venues = useQuery(venuesQuery);
  const [venue, setVenue] = useState<number | ''>('');
  const venueId = venue === '' ? (venues.data?.[0]?.venue_id ?? 0) : venue;
  const lists = useQuery({ ...venueListsQuery(venueId), enabled: venueId > 0 });
  const form = useZodForm(BlockBody, {
    court_id: '',
    kind: 'event',
    title: '',
    note: '',
    from_day: today,
    from_time: '09:00',
    to_day: today,
    to_time: '17:00',
  });
  const mutation = useCreateBlock();
  const queryClient = useQueryClient();
  const { submit, alert } = useFormSubmit(
    form,
    F,
    async (values: z.output<typeof BlockBody>) => {
      try {
        return await mutation.mutateAsync(values);
      } catch (err) {
        // bookings took the court meanwhile: list them again
        if (refusalOf(err)?.key === 'error_collision')
          void queryClient.invalidateQueries({ queryKey: ['staff', 'blocks', 'conflicts'] });
        throw err;
      }
    },
    (answer) => onDone(answer.message),
  );
  // What the block would land on, listed as soon as the court and a whole range are chosen: bookings to cancel first,
  // other events, and the competition games on that court (issue 40 item 11), before Save is tried.
  const range = rangeOf(form.watch(RANGE_FIELDS) as string[]);
  const courts = (lists.data?.courts ?? []).map((c) => ({ value: String(c.court_id), text: c.court_name }));
  return (
    <FormDialog
      open
      title={T.newBlock}
      form={form}
      onSubmit={submit}
      submitLabel={T.save}
      busy={mutation.isPending}
      alert={alert}
      onClose={onClose}
    >
      <VenueField
        venues={venues.data ?? []}
        value={venueId}
        onChange={(v) => {
          setVenue(v);
          form.setValue('court_id', '');
        }}
      />
      <SelectInput name="court_id" label={F.court_id} options={courts} required />
      <SelectInput name="kind" label={F.kind} options={KINDS} required />
      <TextInput name="title" label={F.title} required fullWidth />
      <Stack direction="row" spacing={2}>
        <ShrunkField name="from_day" label={F.from_day} type="date" />
        <ShrunkField name="from_time" label={F.from_time} type="time" />
      </Stack>
      <Stack direction="row" spacing={2}>
        <ShrunkField name="to_day" label={F.to_day} type="date" />
        <ShrunkField name="to_time" label={F.to_time} type="time" />
      </Stack>
      <TextInput name="note" label={F.note} multiline minRows={2} fullWidth />
      {range && <BlockConflicts query={range} />}
    </FormDialog>
  );
}
