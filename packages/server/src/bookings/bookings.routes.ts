import type { FastifyInstance } from 'fastify';
import * as C from '@portal/domain/bookings/bookings.contract';
import { registerOrderKind } from '../payments/payments.service';
import { route } from '../platform/route';
import { routeFile, routeReady } from '../platform/route-answers';
import { BOOKING_KIND, payBooking } from './booking-payment';
import * as bookings from './bookings.service';
import { registerBookingPages } from './page-answers';

// The lists are read from the tables on every call and the venue manager changes them from the back-office
// (docs/decisions/232): a browser asks again each time, shared caches may keep one 5 s, like a day.
const LISTS = { cacheControl: 'public, max-age=0, s-maxage=5' };
// The day calendar moves with every booking, so browsers keep it only briefly.
// A browser asks again each time (a member back from paying sees the booking); shared caches may keep a day 5 s.
const DAY = 'public, max-age=0, s-maxage=5';
const PRIVATE = { cacheControl: 'no-store' };

export async function bookingsRoutes(app: FastifyInstance): Promise<void> {
  registerBookingPages();
  registerOrderKind(BOOKING_KIND);
  route(app, C.bookingVenues, ({ ctx }) => bookings.venues(ctx), LISTS);
  route(app, C.venueCourts, ({ ctx, params }) => bookings.courts(ctx, params.venue_id), LISTS);
  route(app, C.venueSports, ({ ctx, params }) => bookings.sports(ctx, params.venue_id), LISTS);
  route(app, C.venueOptions, ({ ctx, params }) => bookings.options(ctx, params.venue_id), LISTS);
  route(app, C.venueTypes, ({ ctx, params }) => bookings.types(ctx, params.venue_id), LISTS);
  routeReady(app, C.venueEvents, ({ ctx, params }) => bookings.dayEvents(ctx, params.venue_id, params.date), {
    cacheControl: DAY,
  });
  route(app, C.checkAvailDay, ({ ctx, body }) => bookings.availabilityDay(ctx, body), PRIVATE);
  route(app, C.checkAvail, ({ ctx, body }) => bookings.availability(ctx, body), PRIVATE);
  route(app, C.checkRules, ({ ctx, body }) => bookings.rules(ctx, body), PRIVATE);
  route(app, C.payBooking, ({ ctx, body, headers }) => payBooking(ctx, body, headers['idempotency-key']));
  route(app, C.myBookings, ({ ctx }) => bookings.myBookings(ctx), PRIVATE);

  routeFile(app, C.bookingCalendar, async ({ ctx, params }) => ({
    body: await bookings.calendarFile(ctx, params.id),
    filename: `booking-${params.id}.ics`,
  }));
}
