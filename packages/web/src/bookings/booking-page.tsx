import { useEffect, useState } from 'react';
import { Alert, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { isDay, windowDays } from '@portal/domain/bookings/booking-time';
import type { BookingEvent } from '@portal/domain/bookings/bookings.contract';
import { BookingMessages as M } from '@portal/domain/bookings/bookings.messages';
import { LoadingBackdrop } from '../components/feedback/loading-backdrop';
import { PageLoading } from '../components/feedback/page-loading';
import { useAuth } from '../lib/auth';
import { useSettings } from '../lib/settings';
import { BookingToolbar } from './components/booking-toolbar';
import { EventCard } from './components/event-card';
import { VenueDay } from './components/venue-day';
import type { BookingStart } from './components/booking-choices';
import { venuesQuery } from './bookings.api';

// The booking dialog (its steps, the voucher and the card payment) loads for members only: visitors reading the
// calendar never need it. A member's page fetches it once it has painted, so New Booking opens at once.
const loadDialog = () => import('./components/booking-dialog');
type DialogModule = Awaited<ReturnType<typeof loadDialog>>;

const idOf = (v: string | null) => (v && /^\d+$/.test(v) ? Number(v) : null);

/** The booking dialog: open or not (and where it starts), its code once loaded, and whether that code could not come. */
function useBookingDialog(token: string | null) {
  const [dialog, setDialog] = useState<{ start: BookingStart | null } | null>(null);
  const [dialogCode, setDialogCode] = useState<DialogModule | null>(null);
  const [dialogFailed, setDialogFailed] = useState(false);
  useEffect(() => {
    if (token) loadDialog().then(setDialogCode, () => {});
  }, [token]);
  const openDialog = (start: BookingStart | null = null) => {
    setDialogFailed(false);
    setDialog({ start });
    // without signal the dialog's code may still be missing: fetch it now, and say so when it cannot come
    if (!dialogCode)
      loadDialog().then(setDialogCode, () => {
        setDialog(null);
        setDialogFailed(true);
      });
  };
  return { dialog, setDialog, dialogCode, dialogFailed, setDialogFailed, openDialog };
}

/**
 * spec 002 §2 Booking screen (/member/booking, and the read-only /bookingview for visitors): the toolbar, the day
 * calendar of a venue, the event card, and the booking dialog for members. Venue and day live in the query
 * (`venue` is the spec's; `date`, yyyy-mm-dd, is ours), so a link opens the same calendar. Book (visitors): sign in,
 * then back to the member's calendar with the same venue and date (docs/decisions/084). A phone held upright shows the
 * spec's overlay and, beside it, the day's free times as a list; a free time, in the list or the calendar, starts New
 * Booking there (docs/decisions/229, 230).
 */
export function BookingPage() {
  const { token } = useAuth();
  const { timeZone } = useSettings();
  const [query, setQuery] = useSearchParams();
  const [card, setCard] = useState<BookingEvent | null>(null);
  const { dialog, setDialog, dialogCode, dialogFailed, setDialogFailed, openDialog } = useBookingDialog(token);
  const venues = useQuery(venuesQuery);
  const firstDay = windowDays(new Date(), timeZone).first;
  const asked = query.get('date');
  const day = asked && isDay(asked) && asked >= firstDay ? asked : firstDay;
  const venueId = idOf(query.get('venue')) ?? venues.data?.[0]?.venue_id ?? null;
  const venue = venues.data?.find((v) => v.venue_id === venueId) ?? null;
  const set = (changes: Record<string, string>) => {
    const next = new URLSearchParams(query);
    for (const [k, v] of Object.entries(changes)) next.set(k, v);
    setQuery(next, { replace: true });
  };
  const loginPath = `/login?redirect=${encodeURIComponent(`/member/booking?${query.toString()}`)}`;

  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom sx={{ fontSize: { xs: 22, sm: 32 } }}>
        {M.title}
      </Typography>
      <BookingToolbar
        signedIn={Boolean(token)}
        day={day}
        firstDay={firstDay}
        venue={venueId}
        venues={venues.data ?? []}
        loginPath={loginPath}
        onDay={(d) => set({ date: d })}
        onVenue={(v) => set({ venue: String(v) })}
        onNew={() => openDialog()}
      />
      {dialogFailed && (
        <Alert severity="error" sx={{ mb: 2 }} onClose={() => setDialogFailed(false)}>
          {M.dialogUnavailable}
        </Alert>
      )}
      {venues.isPending && <PageLoading />}
      {venues.data?.length === 0 && <Alert severity="info">{M.noVenues}</Alert>}
      {venue && (
        <VenueDay
          venue={venue}
          day={day}
          signedIn={Boolean(token)}
          loginPath={loginPath}
          onOpen={setCard}
          onBook={openDialog}
        />
      )}
      <EventCard event={card} onClose={() => setCard(null)} />
      {token &&
        venue &&
        dialog &&
        (dialogCode ? (
          <dialogCode.BookingDialog
            venue={venue}
            venues={venues.data ?? []}
            focusedDay={day}
            start={dialog.start}
            onVenue={(v) => set({ venue: String(v) })}
            onClose={() => setDialog(null)}
          />
        ) : (
          <LoadingBackdrop />
        ))}
    </>
  );
}
