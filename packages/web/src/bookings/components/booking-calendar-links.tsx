import { useState } from 'react';
import { IconButton, Stack, Tooltip } from '@mui/material';
import EventIcon from '@mui/icons-material/Event';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import { bookingEvent } from '@portal/domain/bookings/booking-links';
import type { BookingRecord } from '@portal/domain/bookings/bookings.contract';
import { MyBookingsMessages as M } from '@portal/domain/bookings/bookings.messages';
import { googleCalendarUrl } from '@portal/domain/shared/calendar';
import { TECHNICAL_ISSUE } from '@portal/domain/shared/messages';
import { bookingCalendarFile } from '../bookings.api';

/**
 * spec 002 §2 My bookings: a future booking's Add to Google Calendar (a link) and Add to Apple Calendar (its .ics
 * file, fetched with the member's token and saved as booking-{id}.ics).
 */
export function BookingCalendarLinks({ booking, timeZone }: { booking: BookingRecord; timeZone: string }) {
  const [failed, setFailed] = useState(false);
  const download = async () => {
    try {
      const url = URL.createObjectURL(await bookingCalendarFile(booking.b_id));
      const a = Object.assign(document.createElement('a'), { href: url, download: `booking-${booking.b_id}.ics` });
      document.body.append(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      setFailed(false);
    } catch {
      setFailed(true);
    }
  };
  return (
    <Stack direction="row" spacing={0.5}>
      <Tooltip title={M.addToGoogle}>
        <IconButton
          size="small"
          color="primary"
          href={googleCalendarUrl(bookingEvent(booking, timeZone))}
          target="_blank"
          rel="noopener"
          aria-label={M.addToGoogle}
        >
          <EventIcon />
        </IconButton>
      </Tooltip>
      <Tooltip title={failed ? TECHNICAL_ISSUE : M.addToApple}>
        <IconButton
          size="small"
          color={failed ? 'error' : 'primary'}
          onClick={() => void download()}
          aria-label={M.addToApple}
        >
          <CalendarMonthIcon />
        </IconButton>
      </Tooltip>
    </Stack>
  );
}
