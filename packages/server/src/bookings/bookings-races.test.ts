import crypto from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/harness';
import { sandboxCharges } from '../../test/sandbox-books';
import { bookingCourts, bookings, bookingUnitHolds } from './bookings.tables';

// Never a double booking (spec 002 §5, decision 080): only a real PostgreSQL server runs payments at once (PGlite
// runs one transaction at a time, ../shared/STACK.md pitfall 13), so this runs when TEST_DATABASE_URL is set. The
// exclusion constraint on the court units decides: the first hold wins, every other waits for it, fails with 23P01
// and is never charged.

const NOW = new Date('2026-05-04T22:00:00Z'); // Tuesday 5 May 2026, 08:00 in Sydney
const CARD = { cardNumber: '4242 4242 4242 4242', cardName: 'Mia Member', cardExpiry: '12/30', cardCVC: '123' };
const MEMBERS = ['member01', 'manager01', 'coach01', 'referee01', 'official01'];

describe.skipIf(!process.env.TEST_DATABASE_URL)('50 members race for one court (PostgreSQL)', () => {
  let t: TestApp;
  const tokens: string[] = [];
  let ids: { venue: number; sport: number; type: number; court: Map<string, number> };
  beforeAll(async () => {
    t = await buildTestApp({}, { now: () => NOW });
    for (const m of MEMBERS) tokens.push(await t.asMember(m));
    const venue = (await t.request({ method: 'GET', url: '/api/booking/venues' })).json().data[0].venue_id as number;
    const sport = (await t.request({ method: 'GET', url: `/api/booking/sports/venue/${venue}` })).json().data[0]
      .sport_id as number;
    const type = (await t.request({ method: 'GET', url: `/api/booking/types/venue/${venue}` })).json().data[0]
      .type_id as number;
    const courts = await t.database.db.select().from(bookingCourts).where(eq(bookingCourts.venueId, venue));
    ids = { venue, sport, type, court: new Map(courts.map((c) => [c.name, c.id])) };
  });
  afterAll(async () => {
    await t.close();
  });

  async function race(entries: { court: string; rate: number }[], day: string) {
    const before = (await sandboxCharges(t.database.db)).length;
    const answers = await Promise.all(
      entries.map(({ court, rate }, i) =>
        t.request({
          method: 'POST',
          url: '/api/booking/paybooking',
          token: tokens[i % tokens.length],
          headers: { 'idempotency-key': crypto.randomUUID() },
          payload: {
            cardData: CARD,
            bookingCart: {
              venue: ids.venue,
              sport: ids.sport,
              type: ids.type,
              court: ids.court.get(court),
              start: `${day}T10:00`,
              end: `${day}T11:00`,
              rate_review: rate,
            },
          },
        }),
      ),
    );
    const charges = (await sandboxCharges(t.database.db)).slice(before);
    return { answers, charges };
  }

  /** The bookings of these courts at 10:00 that day, and their unit holds. */
  async function at10(courts: string[], day: string) {
    const rows = await t.database.db
      .select()
      .from(bookings)
      .where(
        inArray(
          bookings.courtId,
          courts.map((c) => ids.court.get(c)!),
        ),
      );
    const mine = rows.filter((r) => r.startsAt.getTime() === new Date(`${day}T00:00:00Z`).getTime());
    const holds = mine.length
      ? await t.database.db
          .select()
          .from(bookingUnitHolds)
          .where(
            inArray(
              bookingUnitHolds.bookingId,
              mine.map((r) => r.id),
            ),
          )
      : [];
    return { statuses: mine.map((r) => r.status).sort(), holds };
  }

  it('one court and time: exactly one booking, 49 collisions, one charge', async () => {
    const { answers, charges } = await race(
      Array.from({ length: 50 }, () => ({ court: 'Court 2', rate: 5000 })),
      '2026-05-06',
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    const refused = answers.filter((a) => a.statusCode !== 200);
    expect(refused).toHaveLength(49);
    for (const r of refused) expect([r.statusCode, r.json().error]).toEqual([409, 'error_collision']);
    expect(charges.map((c) => c.status)).toEqual(['captured']);
    // Losers failed before their booking row was kept: one booking, holding both units of Court 2.
    const { statuses, holds } = await at10(['Court 2'], '2026-05-06');
    expect(statuses).toEqual(['booked']);
    expect(holds).toHaveLength(2);
  });

  it('a half court against its full court: exactly one of the 50 gets the time, one charge', async () => {
    const entries = Array.from({ length: 50 }, (_, i) =>
      i % 2 ? { court: 'Court 1', rate: 5000 } : { court: 'Court 1 North', rate: 2500 },
    );
    const { answers, charges } = await race(entries, '2026-05-07');
    const won = answers.filter((a) => a.statusCode === 200);
    expect(won).toHaveLength(1);
    for (const r of answers.filter((a) => a.statusCode !== 200))
      expect([r.statusCode, r.json().error]).toEqual([409, 'error_collision']);
    expect(charges.filter((c) => c.status === 'captured')).toHaveLength(1);
    expect(charges.filter((c) => c.status !== 'captured')).toHaveLength(0);
    const { statuses } = await at10(['Court 1', 'Court 1 North'], '2026-05-07');
    expect(statuses).toEqual(['booked']);
  });
});
