import { Button, IconButton, Stack } from '@mui/material';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import AddIcon from '@mui/icons-material/Add';
import HistoryIcon from '@mui/icons-material/History';
import { Link as RouterLink } from 'react-router';
import type { BookingVenue } from '@portal/domain/bookings/bookings.contract';
import { BookingMessages as M } from '@portal/domain/bookings/bookings.messages';
import { addDaysIso } from '@portal/domain/shared/time';
import { PlainSelect } from '../../components/form-fields/plain-field';
import { BookingDatePicker } from './booking-date-picker';

/** The width the venue takes in the toolbar. */
const VENUE_SX = { minWidth: 220, width: 'auto', flex: '1 1 220px', maxWidth: 360 } as const;

/** spec 002 §2: the calendar's venue, the browser's own select (decision 140), there from the first paint. */
function VenueSelect({
  venue,
  venues,
  onVenue,
}: {
  venue: number | null;
  venues: readonly BookingVenue[];
  onVenue: (venue: number) => void;
}) {
  return (
    <PlainSelect
      size="small"
      label={M.venue}
      value={venue}
      onChange={onVenue}
      sx={VENUE_SX}
      options={venues.map((v) => ({ value: v.venue_id, label: v.venue_name }))}
    />
  );
}

/**
 * spec 002 §2 Booking screen toolbar: New Booking (signed in) or a Book link, Prev / Today / Next around the date
 * picker (never before the window's first day; Prev disabled on it), the venue, and My History.
 */
export function BookingToolbar({
  signedIn,
  day,
  firstDay,
  venue,
  venues,
  loginPath,
  onDay,
  onVenue,
  onNew,
}: {
  signedIn: boolean;
  day: string;
  firstDay: string;
  venue: number | null;
  venues: readonly BookingVenue[];
  loginPath: string;
  onDay: (day: string) => void;
  onVenue: (venue: number) => void;
  onNew: () => void;
}) {
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 2 }}>
      {signedIn ? (
        <Button variant="contained" startIcon={<AddIcon />} onClick={onNew} disabled={venue === null}>
          {M.newBooking}
        </Button>
      ) : (
        <Button variant="contained" component={RouterLink} to={loginPath}>
          {M.book}
        </Button>
      )}
      <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5, flexWrap: 'wrap' }}>
        <IconButton
          aria-label={M.prev}
          title={M.prev}
          onClick={() => onDay(addDaysIso(day, -1))}
          disabled={day <= firstDay}
        >
          <ChevronLeftIcon />
        </IconButton>
        <BookingDatePicker
          label={M.date}
          value={day}
          min={firstDay}
          width={170}
          onChange={(d) => d && onDay(d < firstDay ? firstDay : d)}
        />
        <IconButton aria-label={M.next} title={M.next} onClick={() => onDay(addDaysIso(day, 1))}>
          <ChevronRightIcon />
        </IconButton>
        <Button variant="outlined" onClick={() => onDay(firstDay)} disabled={day === firstDay}>
          {M.today}
        </Button>
      </Stack>
      <VenueSelect venue={venue} venues={venues} onVenue={onVenue} />
      <Button component={RouterLink} to="/member/mybooking" startIcon={<HistoryIcon />}>
        {M.myHistory}
      </Button>
    </Stack>
  );
}
