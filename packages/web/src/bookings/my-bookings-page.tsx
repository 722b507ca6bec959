import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { isUpcoming } from '@portal/domain/bookings/booking-links';
import type { BookingRecord } from '@portal/domain/bookings/bookings.contract';
import { durationText, MyBookingsMessages as M } from '@portal/domain/bookings/bookings.messages';
import { TECHNICAL_ISSUE } from '@portal/domain/shared/messages';
import { formatDateTime } from '@portal/domain/shared/time';
import { PagedTable, type Column } from '../components/data/paged-table';
import { ErrorAlert } from '../components/feedback/error-alert';
import { PageLoading } from '../components/feedback/page-loading';
import { errorMessage } from '../lib/api-client';
import { useSettings } from '../lib/settings';
import { BookingCalendarLinks } from './components/booking-calendar-links';
import { myBookingsQuery } from './bookings.api';

const C = M.columns;
/** A cell that may wrap (the table keeps cells on one line otherwise), so the table fits a laptop screen. */
const wrap = (text: string, minWidth = 80) => (
  <Box component="span" sx={{ whiteSpace: 'normal', display: 'inline-block', minWidth }}>
    {text}
  </Box>
);
const latestFirst = (a: BookingRecord, b: BookingRecord) =>
  Date.parse(b.booking_from) - Date.parse(a.booking_from) || b.b_id - a.b_id;

/** Future rows offer the calendar links; a booking the venue cancelled says so and why (docs/decisions/215). */
function actionsOf(b: BookingRecord, now: Date, timeZone: string) {
  if (b.b_status === 'cancelled') return wrap(M.cancelled(b.cancel_reason ?? ''), 160);
  return isUpcoming(b, now) ? <BookingCalendarLinks booking={b} timeZone={timeZone} /> : null;
}

/**
 * spec 002 §2 My bookings (/member/mybooking): back to Court Hire, 'Court Hire History', a search, and the table
 * sorted by booking_from descending, 10 a page; future rows offer Add to Google / Apple Calendar.
 */
export function MyBookingsPage() {
  const { timeZone } = useSettings();
  const mine = useQuery(myBookingsQuery);
  const [now] = [new Date()];
  const when = (iso: string) => formatDateTime(iso, timeZone);
  const columns: Column<BookingRecord>[] = [
    { label: C.id, cell: (b) => b.b_id, text: (b) => String(b.b_id) },
    { label: C.venue, cell: (b) => wrap(b.venue_name, 120), text: (b) => b.venue_name },
    { label: C.sport, cell: (b) => b.sport_name, text: (b) => b.sport_name },
    { label: C.start, cell: (b) => wrap(when(b.booking_from)), text: (b) => when(b.booking_from) },
    { label: C.end, cell: (b) => wrap(when(b.booking_to)), text: (b) => when(b.booking_to) },
    { label: C.duration, cell: (b) => wrap(durationText(b.duration), 60), text: (b) => durationText(b.duration) },
    {
      label: C.type,
      cell: (b) => wrap(b.option_name ? `${b.type_name} (${b.option_name})` : b.type_name),
      text: (b) => `${b.type_name} ${b.option_name}`,
    },
    { label: C.space, cell: (b) => wrap(b.space_name), text: (b) => b.space_name },
    { label: C.actions, action: true, cell: (b) => actionsOf(b, now, timeZone) },
  ];
  return (
    <>
      <Button component={RouterLink} to="/member/booking" startIcon={<ArrowBackIcon />} sx={{ mb: 1 }}>
        {M.back}
      </Button>
      <Card>
        <CardContent sx={{ px: { xs: 1, sm: 1.5 } }}>
          <Typography variant="h5" component="h1" gutterBottom>
            {M.title}
          </Typography>
          {mine.isPending && <PageLoading />}
          {mine.isError && <ErrorAlert message={errorMessage(mine.error, TECHNICAL_ISSUE)} />}
          {mine.isSuccess && (
            <PagedTable
              rows={[...mine.data].sort(latestFirst)}
              columns={columns}
              rowKey={(b) => b.b_id}
              label={M.title}
              empty={M.empty}
              noResults={M.noResults}
              searchLabel={M.search}
            />
          )}
        </CardContent>
      </Card>
    </>
  );
}
