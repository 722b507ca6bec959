import { MenuItem, TextField } from '@mui/material';
import type { BookingVenue } from '@portal/domain/bookings/bookings.contract';
import { BookingMessages as M } from '@portal/domain/bookings/bookings.messages';
import { VENUE_SX } from './venue-width';

export interface VenueSelectProps {
  venue: number | null;
  venues: readonly BookingVenue[];
  onVenue: (venue: number) => void;
}

/** spec 002 §2: the calendar's venue. */
export function VenueSelectField({ venue, venues, onVenue }: VenueSelectProps) {
  return (
    <TextField select size="small" label={M.venue} value={venue ?? ''} onChange={(e) => onVenue(Number(e.target.value))} sx={VENUE_SX} margin="none">
      {venues.map((v) => <MenuItem key={v.venue_id} value={v.venue_id}>{v.venue_name}</MenuItem>)}
    </TextField>
  );
}
