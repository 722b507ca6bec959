import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import * as C from '@portal/domain/bookings/bookings.contract';
import { registerOrderKind } from '../payments/payments.service';
import { authenticate } from '../platform/sign-in';
import { sendReady } from '../platform/ready-bytes';
import { memberFirst, route } from '../platform/route';
import { BOOKING_KIND, payBooking } from './booking-payment';
import * as bookings from './bookings.service';
import { registerBookingPages } from './page-answers';

// Lists change rarely; the day calendar moves with every booking, so browsers keep it only briefly.
const LISTS = { cacheControl: 'public, max-age=60' };
// A browser asks again each time (a member back from paying sees the booking); shared caches may keep a day 5 s.
const DAY = 'public, max-age=0, s-maxage=5';
// Ready JSON bytes skip helmet's HTML-page headers (meaningless on JSON; they halve a small route's throughput).
const LEAN = { config: { helmet: { skipRoute: true } } };
const PRIVATE = { cacheControl: 'no-store' };

export async function bookingsRoutes(app: FastifyInstance): Promise<void> {
  registerBookingPages();
  registerOrderKind(BOOKING_KIND);
  route(app, C.bookingVenues, ({ ctx }) => bookings.venues(ctx), LISTS);
  route(app, C.venueCourts, ({ ctx, params }) => bookings.courts(ctx, params.venue_id), LISTS);
  route(app, C.venueSports, ({ ctx, params }) => bookings.sports(ctx, params.venue_id), LISTS);
  route(app, C.venueOptions, ({ ctx, params }) => bookings.options(ctx, params.venue_id), LISTS);
  route(app, C.venueTypes, ({ ctx, params }) => bookings.types(ctx, params.venue_id), LISTS);
  route(app, C.venueEvents, async ({ ctx, params, request, reply }) => {
    const day = await bookings.dayEvents(ctx, params.venue_id, params.date);
    void reply.headers({ 'cache-control': DAY, vary: 'accept-encoding', 'x-content-type-options': 'nosniff' });
    return sendReady(request, reply, day) as never;
  }, LEAN);
  route(app, C.checkAvailDay, ({ ctx, body }) => bookings.availabilityDay(ctx, body), PRIVATE);
  route(app, C.checkAvail, ({ ctx, body }) => bookings.availability(ctx, body), PRIVATE);
  route(app, C.checkRules, ({ ctx, body }) => bookings.rules(ctx, body), PRIVATE);
  route(app, C.payBooking, ({ ctx, body, headers }) => payBooking(ctx, body, headers['idempotency-key']));
  route(app, C.myBookings, ({ ctx }) => bookings.myBookings(ctx), PRIVATE);

  // A text/calendar answer: bound by hand (route() serialises JSON), documented from the same record.
  app.route({
    method: C.bookingCalendar.method, url: C.bookingCalendar.path, onRequest: memberFirst,
    schema: {
      summary: C.bookingCalendar.summary, tags: C.bookingCalendar.tags, params: C.bookingCalendar.params, security: [{ bearerAuth: [] }],
      response: { 200: { description: 'The iCalendar file (attachment booking-{id}.ics)', content: { 'text/calendar': { schema: z.string() } } } },
    },
    handler: async (request, reply) => {
      const { id } = request.params as { id: number };
      const ics = await bookings.calendarFile(await authenticate(request, true), id);
      return reply.type('text/calendar; charset=utf-8').header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="booking-${id}.ics"`).send(ics);
    },
  });
}
