import { useEffect, useState } from 'react';
import { Alert, Box, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { dayTitle } from '@portal/domain/bookings/booking-calendar';
import { isDay, windowDays } from '@portal/domain/bookings/booking-time';
import type { BookingEvent } from '@portal/domain/bookings/bookings.contract';
import { BookingMessages as M } from '@portal/domain/bookings/bookings.messages';
import { LoadingBackdrop } from '../components/feedback/loading-backdrop';
import { PageLoading } from '../components/feedback/page-loading';
import { useAuth } from '../lib/auth';
import { useSettings } from '../lib/settings';
import { BookingToolbar } from './components/booking-toolbar';
import { DayCalendar } from './components/day-calendar';
import { EventCard } from './components/event-card';
import { RotateOverlay } from './components/rotate-overlay';
import { dayEventsQuery, dayHoursQuery, venueListsQuery, venuesQuery } from './bookings.api';

// The booking dialog (its steps, the voucher and the card payment) loads for members only: visitors reading the
// calendar never need it. A member's page fetches it once it has painted, so New Booking opens at once.
const loadDialog = () => import('./components/booking-dialog');
type DialogModule = Awaited<ReturnType<typeof loadDialog>>;

const idOf = (v: string | null) => (v && /^\d+$/.test(v) ? Number(v) : null);

/**
 * spec 002 §2 Booking screen (/member/booking, and the read-only /bookingview for visitors): the toolbar, the day
 * calendar of a venue, the event card, and the booking dialog for members. Venue and day live in the query
 * (`venue` is the spec's; `date`, yyyy-mm-dd, is ours), so a link opens the same calendar. Book (visitors): sign in,
 * then back to the member's calendar with the same venue and date (docs/decisions/084).
 */
export function BookingPage() {
  const { token } = useAuth();
  const { timeZone } = useSettings();
  const [query, setQuery] = useSearchParams();
  const [card, setCard] = useState<BookingEvent | null>(null);
  const [dialog, setDialog] = useState(false);
  const [dialogCode, setDialogCode] = useState<DialogModule | null>(null);
  const [dialogFailed, setDialogFailed] = useState(false);
  useEffect(() => { if (token) loadDialog().then(setDialogCode, () => {}); }, [token]);
  const openDialog = () => {
    setDialogFailed(false);
    setDialog(true);
    // without signal the dialog's code may still be missing: fetch it now, and say so when it cannot come
    if (!dialogCode) loadDialog().then(setDialogCode, () => { setDialog(false); setDialogFailed(true); });
  };
  const venues = useQuery(venuesQuery);
  const firstDay = windowDays(new Date(), timeZone).first;
  const asked = query.get('date');
  const day = asked && isDay(asked) && asked >= firstDay ? asked : firstDay;
  const venueId = idOf(query.get('venue')) ?? venues.data?.[0]?.venue_id ?? null;
  const venue = venues.data?.find((v) => v.venue_id === venueId) ?? null;
  const lists = useQuery({ ...venueListsQuery(venueId ?? 0), enabled: venue !== null });
  const events = useQuery({ ...dayEventsQuery(venueId ?? 0, day), enabled: venue !== null });
  const hours = useQuery({ ...dayHoursQuery(venueId ?? 0, day), enabled: venue !== null });

  const set = (changes: Record<string, string>) => {
    const next = new URLSearchParams(query);
    for (const [k, v] of Object.entries(changes)) next.set(k, v);
    setQuery(next, { replace: true });
  };
  const loginPath = `/login?redirect=${encodeURIComponent(`/member/booking?${query.toString()}`)}`;

  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom sx={{ fontSize: { xs: 22, sm: 32 } }}>{M.title}</Typography>
      <BookingToolbar signedIn={Boolean(token)} day={day} firstDay={firstDay} venue={venueId} venues={venues.data ?? []}
        loginPath={loginPath}
        onDay={(d) => set({ date: d })} onVenue={(v) => set({ venue: String(v) })} onNew={openDialog} />
      {dialogFailed && <Alert severity="error" sx={{ mb: 2 }} onClose={() => setDialogFailed(false)}>{M.dialogUnavailable}</Alert>}
      {venues.isPending && <PageLoading />}
      {venues.data?.length === 0 && <Alert severity="info">{M.noVenues}</Alert>}
      {venue && (
        <Box sx={{ position: 'relative', minHeight: 320 }}>
          <Typography variant="subtitle1" component="h2" sx={{ mb: 1, fontWeight: 600, lineHeight: 1.3 }}>{venue.venue_name}: {dayTitle(day)}</Typography>
          {lists.data && (
            <DayCalendar label={M.calendarLabel(venue.venue_name, dayTitle(day))} hint={M.keyboardHint} day={day} courts={lists.data.courts}
              events={events.data ?? []} hours={hours.data ?? []} onOpen={setCard} />
          )}
          <RotateOverlay />
        </Box>
      )}
      <EventCard event={card} onClose={() => setCard(null)} />
      {token && venue && dialog && (
        dialogCode
          ? <dialogCode.BookingDialog venue={venue} venues={venues.data ?? []} focusedDay={day} onVenue={(v) => set({ venue: String(v) })} onClose={() => setDialog(false)} />
          : <LoadingBackdrop />
      )}
    </>
  );
}
