import { instantToLocal, type CalendarEvent } from '../shared/calendar';
import type { BookingRecord } from './bookings.contract';
import { durationText, MyBookingsMessages as M } from './bookings.messages';

// spec 002 §2 My bookings, §7: a future booking's calendar links (Google) and file (Apple), with a title, the venue as
// location and a description naming venue, sport, type, option, space and duration.

/** The one calendar event of a booking: what both the Google link and the .ics file say. */
export function bookingEvent(b: BookingRecord, timeZone: string, uidDomain = 'portal.local'): CalendarEvent {
  const d = M.calendarDetails;
  const details = [
    `${d.venue}: ${b.venue_name}`,
    `${d.sport}: ${b.sport_name}`,
    `${d.type}: ${b.type_name}`,
    ...(b.option_name ? [`${d.option}: ${b.option_name}`] : []),
    `${d.space}: ${b.space_name}`,
    `${d.duration}: ${durationText(b.duration)}`,
  ].join('\n');
  return {
    uid: `booking-${b.b_id}@${uidDomain}`,
    title: M.calendarTitle(b.space_name, b.venue_name),
    start: instantToLocal(new Date(b.booking_from), timeZone),
    end: instantToLocal(new Date(b.booking_to), timeZone),
    timeZone,
    location: [b.venue_name, b.venue_address].filter(Boolean).join(', '),
    details,
  };
}

/** spec 002 §2: only future bookings offer calendar links. */
export function isUpcoming(b: BookingRecord, now: Date): boolean {
  return Date.parse(b.booking_from) > now.getTime();
}
