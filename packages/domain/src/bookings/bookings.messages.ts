import type { PaymentCatalogue } from '../shared/payment-outcome';

// Every text of court hire (spec 002 §2 Booking screen, Booking dialog, My bookings; §4, §5, §8), verbatim; "ours"
// where the spec has none (docs/decisions/083-booking-texts-and-answers.md).

export const BookingMessages = {
  title: 'Court Hire', // spec 002 §2 ("Back button to Court Hire")
  newBooking: 'New Booking', // spec 002 §2
  book: 'Book', // spec 002 §2 (visitors)
  myHistory: 'My History', // spec 002 §2
  today: 'Today', // spec 002 §2 (the date picker's Today button)
  prev: 'Prev', // spec 002 §2
  next: 'Next', // ours
  date: 'Date', // ours
  time: 'Time', // ours (the calendar's first column)
  venue: 'Venue', // ours
  noVenues: 'No venues take court bookings at the moment.', // ours
  dialogUnavailable: 'New Booking could not open: no connection. Please check your signal and reload the page.', // ours
  rotate: 'Please turn your device to landscape to see the court calendar.', // ours (spec 002 §2 "asking to turn to landscape")
  calendarLabel: (venue: string, day: string) => `Court bookings at ${venue} on ${day}`, // ours (screen readers)
  available: 'available', // ours (slot labels)
  notBookable: 'not bookable', // ours (spec 002 §2 "marked not bookable")
  slotLabel: (court: string, from: string, to: string, state: string) => `${court}, ${from} to ${to}, ${state}`, // ours
  eventVenue: 'Venue', // spec 002 §2 event card
  eventType: 'Type',
  eventCourt: 'Court',
  eventFrom: 'From',
  eventTo: 'To',
  close: 'Close', // ours
  keyboardHint: 'Use the arrow keys to move between times and courts. Enter on a free time starts a new booking there.', // ours
  // the free times as a list, beside the landscape overlay on a portrait phone (ours, docs/decisions/229)
  freeTitle: (day: string) => `Free times on ${day}`,
  freeNone: 'No free time on this day.',
  freeClosed: 'Not open for hire on this day.',
  freeSignIn: 'Sign in to book a free time.',
  freeRange: (from: string, to: string) => `${from} – ${to}`,
  freeBook: (court: string, range: string) => `Book ${court} ${range}`, // the visible range within the name
} as const;

export const BookingDialogMessages = {
  title: 'New Booking', // spec 002 §2
  stepVenue: 'Venue', // spec 002 §2 booking dialog steps
  stepSport: 'Sport',
  stepTypeOption: 'Type/Option',
  stepCourt: 'Court',
  stepDateTime: 'Date/Time',
  stepReview: 'Review',
  stepPayment: 'Make Online Payment',
  sport: 'Sport', // ours (labels)
  type: 'Type',
  option: 'Option',
  noOption: 'No option', // ours
  court: 'Court',
  date: 'Booking Date',
  start: 'Start Time',
  end: 'End Time',
  duration: 'Duration', // ours
  rate: 'Rate', // ours
  completeBooking: 'Complete Booking', // spec 002 §4
  noAvailability: 'Booking not available: no availability hours.', // spec 002 §4, §8
  checking: 'Checking…', // ours
  opening: (from: string, to: string) => `Open for hire from ${from} to ${to}.`, // ours
  noCourts: 'No court takes this sport, type and option.', // ours
  noTimes: 'No start time is left on this day.', // ours
  courtsFree: (day: string) => `Free times on ${day}`, // ours (docs/decisions/231)
  courtFreeNone: 'no free time', // ours
  startedFrom: (court: string, day: string, from: string, to: string) =>
    `${court}, ${day}, ${from} – ${to}: choose what you are booking it for.`, // ours (docs/decisions/230)
  price: 'Price', // ours: the rate as soon as the times are chosen (docs/decisions/231)
  close: 'Close', // ours
} as const;

/** spec 002 §5 booking field messages. */
export const BookingFieldMessages = {
  required: 'This field is required',
  dateTime: 'This field must be a valid date/time',
  startBeforeEnd: 'Start Time must be before End Time',
  endAfterStart: 'End Time must be after Start Time',
  numberOnly: 'This field is number only',
} as const;

/**
 * The reasons a booking is refused, by spec 002 §8 key (the spec shows no wording for the first five: ours). The
 * window sentence is spec 002 §5's alert with its two numbers filled in.
 */
export const BookingRuleMessages = {
  auth: 'Please complete your profile before booking a court.', // error_auth
  closed: 'Booking not available: no availability hours.', // error_avail: no hours that day (spec 002 §8)
  outsideHours: (from: string, to: string) => `This court can only be booked between ${from} and ${to} on that day.`, // error_avail
  collision: 'This court is already booked for part of that time. Please choose another time or court.', // error_collision
  window: (hours: number, days: number) => `Booking can only be made between ${hours} hours and ${days} days from now.`, // error_rule (spec 002 §5)
  step: 'Booking times must be on the hour or at 15, 30 or 45 minutes past.', // error_rule
  endAfterStart: 'End Time must be after Start Time', // error_rule (spec 002 §5)
  noRate: 'There is no rate for this type, option and length of booking. Please choose another.', // error_rate
  rateChanged: (amount: string) =>
    `The rate for this booking is now ${amount}. Please review the booking and try again.`, // error_rate
  notOffered: 'This court, sport, type or option cannot be booked together.', // error_validation detail
} as const;

export const MyBookingsMessages = {
  title: 'Court Hire History', // spec 002 §2
  back: 'Back to Court Hire', // ours ("Back button to Court Hire")
  search: 'Search bookings', // ours
  empty: 'Sorry, No Bookings Yet', // spec 002 §2
  noResults: (search: string) => `Sorry, No Results found for "${search}"`, // spec 002 §2
  columns: {
    id: 'Booking #',
    venue: 'Venue',
    sport: 'Sport',
    start: 'Start',
    end: 'End',
    duration: 'Duration',
    type: 'Type',
    space: 'Space',
    actions: 'Actions',
  }, // spec 002 §2
  addToGoogle: 'Add to Google Calendar', // spec 002 §2
  addToApple: 'Add to Apple Calendar', // spec 002 §2
  calendarTitle: (court: string, venue: string) => `Court hire: ${court}, ${venue}`, // ours (spec 002 §7 calendar file title)
  cancelled: (reason: string) => `Cancelled by the venue: ${reason}`, // ours (docs/decisions/215)
  calendarDetails: {
    venue: 'Venue',
    sport: 'Sport',
    type: 'Type',
    option: 'Option',
    space: 'Space',
    duration: 'Duration',
  }, // spec 002 §7
} as const;

/** spec 002 §8 booking payment: the keys in the spec's priority order; error_validation reads 'Booking Data Invalid'. */
export const BOOKING_PAYMENT: PaymentCatalogue = {
  keys: [
    'error_auth',
    'error_avail',
    'error_collision',
    'error_rule',
    'error_rate',
    'error_response',
    'error_validation',
    'error_payment',
  ],
  validation: 'Booking Data Invalid',
};

/** A duration in words: '1 hour 30 minutes'. */
export function durationText(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  const parts = [h ? `${h} ${h === 1 ? 'hour' : 'hours'}` : '', m ? `${m} minutes` : ''].filter(Boolean);
  return parts.join(' ') || '0 minutes';
}
