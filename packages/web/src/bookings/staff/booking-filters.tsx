import { MenuItem, Stack, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { BookingVenue } from '@portal/domain/bookings/bookings.contract';
import { BookingStaffTexts as T } from '@portal/domain/bookings/bookings.staff.messages';
import { venueListsQuery, venuesQuery } from '../bookings.api';

export interface BookingFilterValues {
  q: string;
  venue_id: number | '';
  court_id: number | '';
  from: string;
  to: string;
  status: '' | 'booked' | 'held' | 'cancelled';
}

const small = { size: 'small' as const, slotProps: { inputLabel: { shrink: true }, select: { displayEmpty: true } } };

/** The venue, and a court of that venue once a venue is chosen (choosing a venue clears the court). */
function VenueCourtFilters({
  value,
  onChange,
  venues,
  courts,
}: {
  value: BookingFilterValues;
  onChange: (f: Partial<BookingFilterValues>) => void;
  venues: readonly BookingVenue[];
  courts: readonly { court_id: number; court_name: string }[];
}) {
  return (
    <>
      <TextField
        select
        label={T.venue}
        {...small}
        value={value.venue_id}
        onChange={(e) => onChange({ venue_id: e.target.value === '' ? '' : Number(e.target.value), court_id: '' })}
        sx={{ minWidth: 200 }}
      >
        <MenuItem value="">{T.anyVenue}</MenuItem>
        {venues.map((v) => (
          <MenuItem key={v.venue_id} value={v.venue_id}>
            {v.venue_name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label={T.court}
        {...small}
        value={value.court_id}
        disabled={value.venue_id === ''}
        onChange={(e) => onChange({ court_id: e.target.value === '' ? '' : Number(e.target.value) })}
        sx={{ minWidth: 170 }}
      >
        <MenuItem value="">{T.anyCourt}</MenuItem>
        {courts.map((c) => (
          <MenuItem key={c.court_id} value={c.court_id}>
            {c.court_name}
          </MenuItem>
        ))}
      </TextField>
    </>
  );
}

/** The bookings list's filters: text, venue, court (of the venue), days from and to, status. */
export function BookingFilters({
  value,
  onChange,
}: {
  value: BookingFilterValues;
  onChange: (f: Partial<BookingFilterValues>) => void;
}) {
  const venues = useQuery(venuesQuery);
  const lists = useQuery({ ...venueListsQuery(Number(value.venue_id) || 0), enabled: value.venue_id !== '' });
  return (
    <Stack direction="row" sx={{ mb: 2, flexWrap: 'wrap', gap: 2 }}>
      <TextField
        label={T.searchLabel}
        size="small"
        value={value.q}
        onChange={(e) => onChange({ q: e.target.value })}
        sx={{ minWidth: 240 }}
      />
      <VenueCourtFilters
        value={value}
        onChange={onChange}
        venues={venues.data ?? []}
        courts={lists.data?.courts ?? []}
      />
      <TextField
        type="date"
        label={T.from}
        size="small"
        value={value.from}
        onChange={(e) => onChange({ from: e.target.value })}
        slotProps={{ inputLabel: { shrink: true } }}
        sx={{ width: 160 }}
      />
      <TextField
        type="date"
        label={T.to}
        size="small"
        value={value.to}
        onChange={(e) => onChange({ to: e.target.value })}
        slotProps={{ inputLabel: { shrink: true } }}
        sx={{ width: 160 }}
      />
      <TextField
        select
        label={T.status}
        {...small}
        value={value.status}
        onChange={(e) => onChange({ status: e.target.value as BookingFilterValues['status'] })}
        sx={{ minWidth: 160 }}
      >
        {(Object.keys(T.statuses) as BookingFilterValues['status'][]).map((s) => (
          <MenuItem key={s} value={s}>
            {T.statuses[s]}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
