import crypto from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/harness';
import { sandboxCharges } from '../../test/sandbox-books';
import { bookingCourts, bookingEvents, bookings } from './bookings.tables';

// A block and a member's booking of the same court at once (docs/decisions/216): both hold the court's units under
// one exclusion constraint, so exactly one wins and the other is refused with error_collision, whichever comes first.
// Only a real PostgreSQL server runs them at once (../shared/STACK.md pitfall 13): this runs when TEST_DATABASE_URL is set.

const NOW = new Date('2026-05-04T22:00:00Z'); // Tuesday 5 May 2026, 08:00 in Sydney
const CARD = { cardNumber: '4242 4242 4242 4242', cardName: 'Mia Member', cardExpiry: '12/30', cardCVC: '123' };
const DAYS = ['2026-05-08', '2026-05-09', '2026-05-10', '2026-05-11', '2026-05-12', '2026-05-13'];

describe.skipIf(!process.env.TEST_DATABASE_URL)('a block and a booking race for one court (PostgreSQL)', () => {
  let t: TestApp;
  let member: string;
  let manager: string;
  let ids: { venue: number; sport: number; type: number; court: number };
  beforeAll(async () => {
    t = await buildTestApp({}, { now: () => NOW });
    member = await t.asMember('member01');
    manager = await t.asMember('venue01');
    const venue = (await t.request({ method: 'GET', url: '/api/booking/venues' })).json().data[0].venue_id as number;
    const sport = (await t.request({ method: 'GET', url: `/api/booking/sports/venue/${venue}` })).json().data[0]
      .sport_id as number;
    const type = (await t.request({ method: 'GET', url: `/api/booking/types/venue/${venue}` })).json().data[0]
      .type_id as number;
    const [court] = await t.database.db
      .select()
      .from(bookingCourts)
      .where(and(eq(bookingCourts.venueId, venue), eq(bookingCourts.name, 'Court 2')));
    ids = { venue, sport, type, court: court!.id };
  });
  afterAll(async () => {
    await t.close();
  });

  it.each(DAYS)(
    'on %s exactly one of the two gets the court; the other writes nothing and charges nothing',
    async (day) => {
      const before = (await sandboxCharges(t.database.db)).length;
      const [booked, blocked] = await Promise.all([
        t.request({
          method: 'POST',
          url: '/api/booking/paybooking',
          token: member,
          headers: { 'idempotency-key': crypto.randomUUID() },
          payload: {
            cardData: CARD,
            bookingCart: {
              venue: ids.venue,
              sport: ids.sport,
              type: ids.type,
              court: ids.court,
              start: `${day}T10:00`,
              end: `${day}T11:00`,
              rate_review: 5000,
            },
          },
        }),
        t.request({
          method: 'POST',
          url: '/api/staff/blocks',
          token: manager,
          payload: {
            court_id: ids.court,
            kind: 'event',
            title: `Tournament ${day}`,
            from_day: day,
            from_time: '09:00',
            to_day: day,
            to_time: '12:00',
          },
        }),
      ]);
      expect([booked.statusCode, blocked.statusCode].sort()).toEqual([200, 409]);
      const loser = booked.statusCode === 409 ? booked : blocked;
      expect(loser.json().error).toBe('error_collision');
      const charges = (await sandboxCharges(t.database.db)).slice(before).filter((c) => c.status === 'captured');
      const events = await t.database.db
        .select()
        .from(bookingEvents)
        .where(eq(bookingEvents.title, `Tournament ${day}`));
      const held = (
        await t.database.db
          .select()
          .from(bookings)
          .where(and(eq(bookings.courtId, ids.court), inArray(bookings.status, ['held', 'booked'])))
      ).filter((b) => b.startsAt.toISOString() === new Date(`${day}T00:00:00Z`).toISOString());
      if (booked.statusCode === 200) {
        expect([charges.length, held.length, events.length]).toEqual([1, 1, 0]);
      } else {
        expect([charges.length, held.length, events.length]).toEqual([0, 0, 1]);
      }
    },
  );
});
