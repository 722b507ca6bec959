import { lazy, Suspense } from 'react';
import { Box, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { dayTitle } from '@portal/domain/bookings/booking-calendar';
import type { BookingEvent, BookingVenue } from '@portal/domain/bookings/bookings.contract';
import { BookingMessages as M } from '@portal/domain/bookings/bookings.messages';
import { bookingFrom } from '@portal/domain/bookings/free-times';
import { PageLoading } from '../../components/feedback/page-loading';
import { dayEventsQuery, dayHoursQuery, venueListsQuery } from '../bookings.api';
import type { BookingStart } from './booking-choices';
import { DayCalendar } from './day-calendar';
import { RotateOverlay, usePortraitPhone } from './rotate-overlay';
import { useFreeTimes } from './use-free-times';

// Only a phone held upright needs the list: its code loads then, and the calendar's page stays as small as before.
const FreeTimesList = lazy(async () => ({ default: (await import('./free-times-list')).FreeTimesList }));

/**
 * A venue's day (spec 002 §2): the day calendar, or on a phone held upright the spec's overlay and, beside it, the
 * day's free times as a list (docs/decisions/229). Both read the venue's courts, the day's events and the courts'
 * hours; a member's free time, in either, starts New Booking there (`onBook`, docs/decisions/230).
 */
export function VenueDay({
  venue,
  day,
  signedIn,
  loginPath,
  onOpen,
  onBook,
}: {
  venue: BookingVenue;
  day: string;
  signedIn: boolean;
  loginPath: string;
  onOpen: (event: BookingEvent) => void;
  onBook: (start: BookingStart) => void;
}) {
  const portrait = usePortraitPhone();
  const lists = useQuery(venueListsQuery(venue.venue_id));
  const events = useQuery(dayEventsQuery(venue.venue_id, day));
  const hours = useQuery(dayHoursQuery(venue.venue_id, day));
  const free = useFreeTimes(day, lists.data?.courts, events.data, hours.data);
  const pick = (court: number, start: string) => {
    const times = bookingFrom(free.find((c) => c.court.court_id === court)?.free ?? [], start);
    if (times) onBook({ court, ...times });
  };
  const title = dayTitle(day);

  return (
    <>
      <Typography variant="subtitle1" component="h2" sx={{ mb: 1, fontWeight: 600, lineHeight: 1.3 }}>
        {venue.venue_name}: {title}
      </Typography>
      {!portrait && (
        <Box sx={{ position: 'relative', minHeight: 320 }}>
          {lists.data && (
            <DayCalendar
              label={M.calendarLabel(venue.venue_name, title)}
              hint={M.keyboardHint}
              day={day}
              courts={lists.data.courts}
              events={events.data ?? []}
              hours={hours.data ?? []}
              free={free}
              onOpen={onOpen}
              onFree={signedIn ? pick : undefined}
            />
          )}
        </Box>
      )}
      {portrait && (
        <>
          <Box sx={{ position: 'relative', height: 190 }}>
            <RotateOverlay />
          </Box>
          <Suspense fallback={<PageLoading />}>
            {lists.data && events.data && hours.data ? (
              <FreeTimesList
                title={M.freeTitle(title)}
                courts={free}
                signedIn={signedIn}
                loginPath={loginPath}
                onPick={pick}
              />
            ) : (
              <PageLoading />
            )}
          </Suspense>
        </>
      )}
    </>
  );
}
