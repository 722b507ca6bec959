import { Button, Stack, Typography } from '@mui/material';
import type { AttendeeInput } from '@portal/domain/store/store.contract';
import { CheckoutMessages as M } from '@portal/domain/store/store.messages';
import { attendeeKey } from '@portal/domain/store/store.rules';
import { AttendeeLine } from './attendee-line';
import { AttendeeRow, type AttendeeEntry } from './attendee-row';
import { PreviousAttendees } from './previous-attendees';

let nextKey = 1;
/** Entries read back from a kept checkout keep their keys: new ones are numbered after them. */
export function keepKeysAbove(entries: readonly AttendeeEntry[]): void {
  for (const e of entries) nextKey = Math.max(nextKey, e.key + 1);
}
// No gender is chosen for the member (decision 184): the field asks, and the schema refuses it empty.
export const newAttendee = (): AttendeeEntry => ({
  key: nextKey++,
  status: 'new',
  value: { firstname: '', lastname: '', dob: '', gender: '' } as unknown as AttendeeInput,
});

/** spec 002 §5: attendees between the minimum and the total quantity of products that need them; Add Attendee stops at it. */
export function AttendeesStep({
  entries,
  min,
  max,
  onChange,
  onNotice,
}: {
  entries: AttendeeEntry[];
  min: number;
  max: number;
  onChange: (entries: AttendeeEntry[]) => void;
  onNotice: (message: string) => void;
}) {
  if (max === 0) return <Typography>{M.noAttendeesNeeded}</Typography>;
  const confirmedKeys = (except: number) =>
    new Set(entries.filter((e) => e.status === 'confirmed' && e.key !== except).map((e) => attendeeKey(e.value)));
  return (
    <Stack spacing={2}>
      <Typography>{M.attendeesNeeded(min, max)}</Typography>
      {entries.map((entry, i) =>
        entry.status === 'confirmed' ? (
          <AttendeeLine
            key={entry.key}
            index={i}
            value={entry.value}
            onEdit={() => onChange(entries.map((e) => (e.key === entry.key ? { ...e, status: 'new' } : e)))}
            onRemove={() => {
              onChange(entries.filter((e) => e.key !== entry.key));
              onNotice(M.attendeeRemoved);
            }}
          />
        ) : (
          <AttendeeRow
            key={`${entry.key}-${entry.status === 'more'}`}
            entry={entry}
            index={i}
            isDuplicate={(value) => confirmedKeys(entry.key).has(attendeeKey(value))}
            onChange={(changed) => {
              onChange(entries.map((e) => (e.key === changed.key ? changed : e)));
              if (changed.status === 'confirmed') onNotice(M.attendeeAdded);
            }}
            onRemove={() => {
              onChange(entries.filter((e) => e.key !== entry.key));
              onNotice(M.attendeeRemoved);
            }}
          />
        ),
      )}
      <PreviousAttendees
        taken={confirmedKeys(-1)}
        full={entries.length >= max}
        onPick={(value) => {
          onChange([...entries, { key: nextKey++, status: 'confirmed', value }]);
          onNotice(M.attendeeAdded);
        }}
      />
      <div>
        <Button
          variant="outlined"
          onClick={() => onChange([...entries, newAttendee()])}
          disabled={entries.length >= max}
        >
          {M.addAttendee}
        </Button>
      </div>
    </Stack>
  );
}
