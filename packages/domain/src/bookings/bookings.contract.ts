import { z } from 'zod';
import { PayReply, PaymentCardData } from '../payments/payments.contract';
import { CouponCart, DonationCart } from '../shared/cart';
import { dataReply, defineEndpoint } from '../shared/endpoint';
import { idField, textField } from '../shared/fields';
import { IdempotencyHeaders } from '../shared/idempotency';
import { DAY_PATTERN, isDay, TIME_PATTERN } from './booking-time';
import { BOOKING_ERROR_ORDER } from './bookings.rules';
import { BookingFieldMessages as F } from './bookings.messages';

// spec 002 §7 booking calls and §3 Venue, Sport, Type, Option, Court, Booking event, Booking cart, Booking history
// record. Days are yyyy-mm-dd and times HH:mm in the association's time zone; instants are ISO 8601 with the zone's
// offset. Amounts are integer cents. Shapes the spec does not show are ours (docs/decisions/083).

const tags = ['bookings'];
const cents = z.number().int().describe('integer cents');

/** A booking day, yyyy-mm-dd (spec 002 §5 'This field must be a valid date/time'). */
export const dayField = textField({ message: F.required })
  .min(1, { error: F.required })
  .regex(DAY_PATTERN, { error: F.dateTime })
  .refine(isDay, { error: F.dateTime });
/** A wall time, HH:mm (spec 002 §5). */
export const timeField = textField({ message: F.required })
  .min(1, { error: F.required })
  .regex(TIME_PATTERN, { error: F.dateTime });
/** A day and time, yyyy-mm-ddTHH:mm (the booking cart's start and end). */
export const dayTimeField = textField({ message: F.required })
  .min(1, { error: F.required })
  .regex(/^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d$/, { error: F.dateTime })
  .refine((v) => isDay(v.slice(0, 10)), { error: F.dateTime });
const refId = idField.describe('an id from the lists');

export const BookingVenue = z.object({
  venue_id: z.number().int(),
  venue_name: z.string(),
  venue_address: z.string().describe('ours'),
});
export type BookingVenue = z.infer<typeof BookingVenue>;
export const BookingSport = z.object({
  sport_id: z.number().int(),
  sport_name: z.string(),
  venue_id: z.number().int(),
});
export type BookingSport = z.infer<typeof BookingSport>;
export const BookingType = z.object({
  type_id: z.number().int(),
  type_name: z.string(),
  type_slug: z.string(),
  venue_id: z.number().int(),
  sport_id: z.number().int(),
});
export type BookingType = z.infer<typeof BookingType>;
export const BookingOption = z.object({
  option_id: z.number().int(),
  option_name: z.string(),
  venue_id: z.number().int(),
  sport_id: z.number().int(),
});
export type BookingOption = z.infer<typeof BookingOption>;

export const COURT_FRACTIONS = ['full', 'two-third', 'half', 'third'] as const;
export type CourtFraction = (typeof COURT_FRACTIONS)[number];

/**
 * spec 002 §3 Court. A full court (parent_id null) is made of units; a smaller court covers some of its parent's
 * units (docs/decisions/080-court-units.md). sport_id, type_id, option_id null: any.
 */
export const BookingCourt = z.object({
  court_id: z.number().int(),
  court_name: z.string(),
  parent_id: z.number().int().nullable(),
  venue_id: z.number().int(),
  sport_id: z.number().int().nullable(),
  type_id: z.number().int().nullable(),
  option_id: z.number().int().nullable(),
  unit_start: z.number().int().describe('ours: the first unit it covers, 0-based, across its full court'),
  unit_span: z.number().int().describe('ours: how many units it covers'),
  unit_total: z.number().int().describe('ours: units of its full court'),
  fraction: z.enum(COURT_FRACTIONS).describe('ours: its share of the full court, the calendar width class'),
});
export type BookingCourt = z.infer<typeof BookingCourt>;

/** spec 002 §3 Booking event: a booking or other use of a court (competition, programs, closures). */
export const BookingEvent = z.object({
  event_id: z.string().describe('ours: booking-{id} or event-{id}'),
  kind: z.enum(['booking', 'event']).describe('ours'),
  start: z.string().describe('ISO 8601 with the zone offset'),
  end: z.string().describe('ISO 8601 with the zone offset'),
  type: z.string(),
  option: z.string().describe('empty when none'),
  court: z.string(),
  court_id: z.number().int().describe('ours'),
  venue: z.string(),
});
export type BookingEvent = z.infer<typeof BookingEvent>;

export const VenueParams = z.object({ venue_id: idField });
export const EventsParams = z.object({
  venue_id: idField,
  view_type: z.enum(['day'], { error: 'Only the day view is offered' }),
  date: dayField,
});

export const CourtHours = z.object({
  court_id: z.number().int(),
  availability_from: z.string().nullable().describe('HH:mm; null: not open for hire that day'),
  availability_to: z.string().nullable(),
});
export type CourtHours = z.infer<typeof CourtHours>;

export const CheckAvailDayBody = z.object({
  day: dayField,
  venue: refId.optional().describe("ours: only this venue's courts"),
});
export const CheckAvailBody = z.object({ day: dayField, space: refId.describe('the court') });
export const CheckAvailReply = dataReply(
  z.object({
    feedback: z.object({
      available: z.boolean(),
      availability_from: z.string().nullable(),
      availability_to: z.string().nullable(),
    }),
  }),
);
export type CheckAvailReply = z.infer<typeof CheckAvailReply>;

/** spec 002 §7 checkrules: day, start, end, space (court), type, option, sport. */
export const CheckRulesBody = z.object({
  day: dayField,
  start: timeField,
  end: timeField,
  space: refId,
  type: refId,
  option: refId.nullish(),
  sport: refId,
});
export type CheckRulesBody = z.infer<typeof CheckRulesBody>;
export const CheckRulesReply = dataReply(
  z.object({
    feedback: z.union([cents, z.string()]).describe('a number: the rate in cents (bookable); a text: why not'),
    key: z.enum(BOOKING_ERROR_ORDER).nullable().describe('ours: the spec 002 §8 key of a text answer'),
    minutes: z.number().int().describe("ours: the booking's length"),
  }),
);
export type CheckRulesReply = z.infer<typeof CheckRulesReply>;

/** A choice of a list in the dialog (an id as the select gives it); missing: 'This field is required'. */
const choiceField = textField({ message: F.required })
  .min(1, { error: F.required })
  .regex(/^\d{1,10}$/, { error: F.required });

/**
 * spec 002 §4, §5 the booking dialog's fields, one form over its steps: sport, type and court required, option
 * optional and clearable, the booking date and times (the server answers the same through the rules, error_rule).
 */
export const BookingDialogForm = z
  .object({
    sport: choiceField,
    type: choiceField,
    option: z.string().optional(),
    court: choiceField,
    day: dayField,
    start: timeField,
    end: timeField,
  })
  .refine((v) => v.end > v.start, { error: F.startBeforeEnd, path: ['start'] })
  .refine((v) => v.end > v.start, { error: F.endAfterStart, path: ['end'] });
export type BookingDialogForm = z.infer<typeof BookingDialogForm>;

/** spec 002 §3 Booking cart: start and end are yyyy-mm-ddTHH:mm on one day; rate_review is the rate shown. */
export const BookingCart = z
  .object({
    start: dayTimeField,
    end: dayTimeField,
    type: refId,
    option: refId.nullish(),
    venue: refId,
    sport: refId,
    court: refId,
    parent: z.number().int().nullish().describe("the court's parent (read from the database, not from here)"),
    rate_review: cents.min(0).describe('the rate the member was shown'),
  })
  .refine((c) => c.start.slice(0, 10) === c.end.slice(0, 10), { error: F.dateTime, path: ['end'] });
export type BookingCart = z.infer<typeof BookingCart>;

export const PayBookingBody = z.object({
  cardData: PaymentCardData,
  couponCart: CouponCart.nullish(),
  bookingCart: BookingCart,
  donationCart: DonationCart.default([]),
});
export type PayBookingBody = z.infer<typeof PayBookingBody>;
export type PayBookingInput = z.input<typeof PayBookingBody>;

/** spec 002 §3 Booking history record. */
export const BookingRecord = z.object({
  b_id: z.number().int(),
  venue_name: z.string(),
  sport_name: z.string(),
  booking_from: z.string().describe('ISO 8601 with the zone offset'),
  booking_to: z.string().describe('ISO 8601 with the zone offset'),
  duration: z.number().int().describe('minutes'),
  type_name: z.string(),
  option_name: z.string().describe('empty when none'),
  space_name: z.string(),
  venue_address: z.string().describe("ours: for the calendar file's location"),
  o_id: z.number().int().nullable().describe('ours: the receipt (null when the association entered the booking)'),
  b_status: z.enum(['booked', 'cancelled']).describe('ours: cancelled by the venue (docs/decisions/215)'),
  cancel_reason: z.string().nullable().describe('ours: why the venue cancelled it'),
});
export type BookingRecord = z.infer<typeof BookingRecord>;

const list = <T extends z.ZodType>(path: string, item: T, summary: string) =>
  defineEndpoint({
    method: 'GET',
    path,
    auth: 'public',
    tags,
    params: VenueParams,
    summary,
    reply: dataReply(z.array(item)),
  });

export const bookingVenues = defineEndpoint({
  method: 'GET',
  path: '/api/booking/venues',
  auth: 'public',
  tags,
  summary: 'Venues with courts for hire.',
  reply: dataReply(z.array(BookingVenue)),
});
export const venueCourts = list(
  '/api/booking/courts/venue/:venue_id',
  BookingCourt,
  "A venue's courts, full courts and their parts.",
);
export const venueSports = list(
  '/api/booking/sports/venue/:venue_id',
  BookingSport,
  'Sports a venue takes bookings for.',
);
export const venueOptions = list(
  '/api/booking/options/venue/:venue_id',
  BookingOption,
  'Booking options of a venue, by sport.',
);
export const venueTypes = list(
  '/api/booking/types/venue/:venue_id',
  BookingType,
  'Booking types of a venue, by sport.',
);

export const venueEvents = defineEndpoint({
  method: 'GET',
  path: '/api/booking/events/venue/:venue_id/:view_type/:date',
  auth: 'public',
  tags,
  params: EventsParams,
  summary:
    'Bookings and other events at a venue on a day (the calendar). Who booked is never shown. Unknown venue: 404.',
  reply: dataReply(z.array(BookingEvent)),
});
export const checkAvailDay = defineEndpoint({
  method: 'POST',
  path: '/api/booking/events/checkavailday',
  auth: 'public',
  tags,
  body: CheckAvailDayBody,
  summary: "Every court's hours for hire on a day (the calendar marks the rest not bookable).",
  reply: dataReply(z.object({ feedback: z.array(CourtHours) })),
});
export const checkAvail = defineEndpoint({
  method: 'POST',
  path: '/api/booking/events/checkavail',
  auth: 'member',
  readOnly: true,
  tags,
  body: CheckAvailBody,
  summary: "A court's hours for hire on a day; available false: not open that day. Unknown court: 404.",
  reply: CheckAvailReply,
});
export const checkRules = defineEndpoint({
  method: 'POST',
  path: '/api/booking/events/checkrules',
  auth: 'member',
  readOnly: true,
  tags,
  body: CheckRulesBody,
  summary:
    'Check a booking against every rule: feedback is its rate in cents, or the reason it cannot be booked ' +
    '(key: error_auth, error_avail, error_collision, error_rule or error_rate, the first in that order).',
  reply: CheckRulesReply,
});
export const payBooking = defineEndpoint({
  method: 'POST',
  path: '/api/booking/paybooking',
  auth: 'member',
  tags,
  headers: IdempotencyHeaders,
  body: PayBookingBody,
  summary:
    'Pay a booking and answer its order. The rules are checked again and the court units are held before any ' +
    'card is charged: 403 error_auth, 422 error_avail, 409 error_collision, 422 error_rule, 422 error_rate ' +
    "(also when rate_review is not the rate now), 422 error_validation, then the payment's own keys.",
  reply: PayReply,
});
export const myBookings = defineEndpoint({
  method: 'GET',
  path: '/api/booking/mybookings',
  auth: 'member',
  tags,
  summary: "The member's paid bookings, latest start first.",
  reply: dataReply(z.array(BookingRecord)),
});
/** Ours: a booking's calendar file (spec 002 §2 Add to Apple Calendar), text/calendar. Another member's: 404. */
export const bookingCalendar = defineEndpoint({
  method: 'GET',
  path: '/api/booking/mybookings/:id/calendar.ics',
  auth: 'member',
  tags,
  params: z.object({ id: idField }),
  summary: "A booking of the member as an iCalendar file (text/calendar). Another member's booking answers 404.",
  reply: z.unknown().describe('text/calendar'),
  file: { type: 'text/calendar', description: 'The iCalendar file (attachment booking-{id}.ics)' },
});
