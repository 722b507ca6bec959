import { Box, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { dayTitle } from '@portal/domain/bookings/booking-calendar';
import type { BookingCourt } from '@portal/domain/bookings/bookings.contract';
import { BookingDialogMessages as M, BookingMessages } from '@portal/domain/bookings/bookings.messages';
import { formatTime } from '@portal/domain/shared/time';
import { dayEventsQuery, dayHoursQuery } from '../bookings.api';
import { useFreeTimes } from './use-free-times';

/**
 * The court step's note (docs/decisions/231): which of the offered courts are free at which times on the booking's
 * day, from the calendar's own answers for that venue and day (usually already loaded).
 */
export function CourtsFree({
  venue,
  day,
  courts,
  offered,
}: {
  venue: number;
  day: string;
  courts: readonly BookingCourt[];
  offered: readonly string[];
}) {
  const events = useQuery({ ...dayEventsQuery(venue, day), enabled: Boolean(day) });
  const hours = useQuery({ ...dayHoursQuery(venue, day), enabled: Boolean(day) });
  const free = useFreeTimes(day, courts, events.data, hours.data).filter((c) =>
    offered.includes(String(c.court.court_id)),
  );
  if (!day || !free.length) return null;
  return (
    <Box
      component="section"
      aria-labelledby="courts-free-title"
      sx={{ bgcolor: 'action.hover', borderRadius: 1, p: 1.5 }}
    >
      <Typography id="courts-free-title" variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
        {M.courtsFree(dayTitle(day))}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {free.map(({ court, free: times }) => (
          <Typography component="li" variant="body2" key={court.court_id}>
            <b>{court.court_name}</b>:{' '}
            {times.length
              ? times.map((f, i) => (
                  <span key={f.from} style={{ whiteSpace: 'nowrap' }}>
                    {BookingMessages.freeRange(formatTime(f.from), formatTime(f.to))}
                    {i < times.length - 1 ? ', ' : ''}
                  </span>
                ))
              : M.courtFreeNone}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}
