import { describe, expect, it } from 'vitest';
import { instantOf } from '@portal/domain/bookings/booking-time';
import { bookingsKit, TODAY, TOMORROW } from './bookings-test-kit';
import * as repo from './bookings.repo';

// spec 002 §7 booking calls (lists, calendar, hours, rules, history) on the demo data, on Tuesday 5 May 2026.

const kit = bookingsKit();
const hornsby = () => kit.demo.venues.get('Hornsby')!;
const court = (name: string) => kit.demo.courts.get(`Hornsby ${name}`)!;
const rulesBody = (name: string, day: string, start: string, end: string, extra: Record<string, unknown> = {}) => ({
  day,
  start,
  end,
  space: court(name),
  sport: kit.demo.sports.get('Hornsby Basketball'),
  type: kit.demo.types.get('Hornsby Basketball Casual Hire'),
  ...extra,
});
const rules = async (body: unknown, user = 'member01') =>
  (await kit.post('/api/booking/events/checkrules', body, user)).json().data;

describe('GET /api/booking/venues and the venue lists', () => {
  it('lists the two venues for hire with their address', async () => {
    const res = await kit.get('/api/booking/venues');
    expect(res.headers['cache-control']).toBe('public, max-age=0, s-maxage=5'); // changed from the back-office (decision 232)
    expect(res.json().data).toEqual([
      {
        venue_id: hornsby(),
        venue_name: 'Hornsby Indoor Sports Centre',
        venue_address: '36 Edgeworth David Avenue, HORNSBY NSW 2077',
      },
      expect.objectContaining({ venue_name: 'Thornleigh Brickpit Stadium' }),
    ]);
  });

  it("lists Hornsby's 8 courts: full courts, and halves covering one of their two units", async () => {
    const courts = (await kit.get(`/api/booking/courts/venue/${hornsby()}`)).json().data as Record<string, unknown>[];
    expect(courts.map((c) => c.court_name)).toEqual([
      'Court 1',
      'Court 1 North',
      'Court 1 South',
      'Court 2',
      'Court 2 North',
      'Court 2 South',
      'Court 3',
      'Court 4',
    ]);
    expect(courts.find((c) => c.court_name === 'Court 1')).toMatchObject({
      parent_id: null,
      unit_start: 0,
      unit_span: 2,
      unit_total: 2,
      fraction: 'full',
      sport_id: null,
    });
    expect(courts.find((c) => c.court_name === 'Court 1 South')).toMatchObject({
      parent_id: court('Court 1'),
      unit_start: 1,
      unit_span: 1,
      unit_total: 2,
      fraction: 'half',
      sport_id: kit.demo.sports.get('Hornsby Basketball'),
    });
  });

  it('lists the thirds at Brickpit with their width classes', async () => {
    const courts = (await kit.get(`/api/booking/courts/venue/${kit.demo.venues.get('Thornleigh')}`)).json()
      .data as Record<string, unknown>[];
    expect(courts.map((c) => [c.court_name, c.fraction, c.unit_start])).toEqual([
      ['Court 1', 'full', 0],
      ['Court 1 Third A', 'third', 0],
      ['Court 1 Third B', 'third', 1],
      ['Court 1 Third C', 'third', 2],
      ['Court 1 Thirds A-B', 'two-third', 0],
      ['Court 2', 'full', 0],
    ]);
  });

  it('lists sports, types (with slugs) and options by sport', async () => {
    expect(
      (await kit.get(`/api/booking/sports/venue/${hornsby()}`))
        .json()
        .data.map((s: { sport_name: string }) => s.sport_name),
    ).toEqual(['Basketball', 'Netball']);
    const types = (await kit.get(`/api/booking/types/venue/${hornsby()}`)).json().data;
    expect(types[0]).toEqual({
      type_id: expect.any(Number),
      type_name: 'Casual Hire',
      type_slug: 'casual',
      venue_id: hornsby(),
      sport_id: kit.demo.sports.get('Hornsby Basketball'),
    });
    expect((await kit.get(`/api/booking/options/venue/${hornsby()}`)).json().data).toEqual([
      {
        option_id: expect.any(Number),
        option_name: 'Scoreboard',
        venue_id: hornsby(),
        sport_id: kit.demo.sports.get('Hornsby Basketball'),
      },
    ]);
  });

  it('answers 404 for an unknown venue and 422 for a bad id', async () => {
    expect((await kit.get('/api/booking/courts/venue/99999')).statusCode).toBe(404);
    const bad = await kit.get('/api/booking/sports/venue/1e3');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toHaveProperty('venue_id');
  });
});

describe('GET /api/booking/events/venue/{venue_id}/day/{date}', () => {
  it("lists the day's bookings and events with times in the association's zone, never who booked", async () => {
    const res = await kit.get(`/api/booking/events/venue/${hornsby()}/day/${TODAY}`);
    expect(res.statusCode).toBe(200);
    // Shared caches may keep a day 5 s; a browser asks again each time, so a member sees their booking at once.
    expect(res.headers['cache-control']).toBe('public, max-age=0, s-maxage=5');
    const events = res.json().data as Record<string, unknown>[];
    expect(events).toContainEqual({
      event_id: expect.stringMatching(/^booking-\d+$/),
      kind: 'booking',
      start: `${TODAY}T16:00:00+10:00`,
      end: `${TODAY}T18:00:00+10:00`,
      type: 'Training',
      option: '',
      court: 'Court 2',
      court_id: court('Court 2'),
      venue: 'Hornsby Indoor Sports Centre',
    });
    expect(res.body).not.toMatch(/manager|coach|member_?id/i);
  });

  it("shows Thursday's competition nights as events", async () => {
    const events = (await kit.get(`/api/booking/events/venue/${hornsby()}/day/2026-05-07`)).json().data as Record<
      string,
      unknown
    >[];
    expect(events.filter((e) => e.kind === 'event').map((e) => [e.type, e.court, e.start])).toEqual([
      ['Competition', 'Court 1', '2026-05-07T18:00:00+10:00'],
      ['Competition', 'Court 2', '2026-05-07T18:00:00+10:00'],
      ['Competition', 'Court 3', '2026-05-07T18:00:00+10:00'],
    ]);
  });

  it('refuses other views, impossible dates and unknown venues', async () => {
    expect((await kit.get(`/api/booking/events/venue/${hornsby()}/week/${TODAY}`)).statusCode).toBe(422);
    const bad = await kit.get(`/api/booking/events/venue/${hornsby()}/day/2026-02-30`);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ date: 'This field must be a valid date/time' });
    expect((await kit.get(`/api/booking/events/venue/99999/day/${TODAY}`)).statusCode).toBe(404);
  });
});

describe('POST /api/booking/events/checkavailday and checkavail', () => {
  it("gives every court's hours for the day; Court 4 is closed on Sundays", async () => {
    const res = await kit.post('/api/booking/events/checkavailday', { day: '2026-05-10', venue: hornsby() });
    const hours = res.json().data.feedback as Record<string, unknown>[];
    expect(hours).toHaveLength(8);
    expect(hours.find((h) => h.court_id === court('Court 1'))).toEqual({
      court_id: court('Court 1'),
      availability_from: '08:00',
      availability_to: '18:00',
    });
    expect(hours.find((h) => h.court_id === court('Court 4'))).toEqual({
      court_id: court('Court 4'),
      availability_from: null,
      availability_to: null,
    });
  });

  it("answers a court's hours, or available false on a day it is closed", async () => {
    expect(
      (await kit.post('/api/booking/events/checkavail', { day: TOMORROW, space: court('Court 4') }, 'member01')).json()
        .data.feedback,
    ).toEqual({ available: true, availability_from: '16:00', availability_to: '22:00' });
    expect(
      (
        await kit.post('/api/booking/events/checkavail', { day: '2026-05-10', space: court('Court 4') }, 'member01')
      ).json().data.feedback,
    ).toEqual({ available: false, availability_from: null, availability_to: null });
  });

  it('answers 404 for an unknown court, 401 to a visitor, and field errors for a bad day', async () => {
    expect(
      (await kit.post('/api/booking/events/checkavail', { day: TOMORROW, space: 99999 }, 'member01')).statusCode,
    ).toBe(404);
    expect(
      (await kit.post('/api/booking/events/checkavail', { day: TOMORROW, space: court('Court 1') })).statusCode,
    ).toBe(401);
    const bad = await kit.post(
      '/api/booking/events/checkavail',
      { day: '06/05/2026', space: court('Court 1') },
      'member01',
    );
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ day: 'This field must be a valid date/time' });
  });
});

describe('POST /api/booking/events/checkrules', () => {
  it('answers the rate in cents: a full court, a half court, with an option, a longer band', async () => {
    expect(await rules(rulesBody('Court 1', TOMORROW, '10:00', '11:00'))).toEqual({
      feedback: 5000,
      key: null,
      minutes: 60,
    });
    expect((await rules(rulesBody('Court 1 North', TOMORROW, '10:00', '11:30'))).feedback).toBe(3750);
    expect(
      (
        await rules(
          rulesBody('Court 1', TOMORROW, '10:00', '11:00', {
            option: kit.demo.options.get('Hornsby Basketball Scoreboard'),
          }),
        )
      ).feedback,
    ).toBe(6000);
    expect((await rules(rulesBody('Court 1', TOMORROW, '06:00', '09:00'))).feedback).toBe(13500);
  });

  it.each([
    [
      "outside the court's hours",
      'Court 4',
      TOMORROW,
      '10:00',
      '11:00',
      'error_avail',
      'This court can only be booked between 16:00 and 22:00 on that day.',
    ],
    [
      'a closed day',
      'Court 4',
      '2026-05-10',
      '10:00',
      '11:00',
      'error_avail',
      'Booking not available: no availability hours.',
    ],
    [
      'a taken full court',
      'Court 2',
      TODAY,
      '16:30',
      '17:30',
      'error_collision',
      'This court is already booked for part of that time. Please choose another time or court.',
    ],
    [
      'a half of a taken full court',
      'Court 2 North',
      TODAY,
      '17:00',
      '18:00',
      'error_collision',
      'This court is already booked for part of that time. Please choose another time or court.',
    ],
    [
      'a full court with a taken half',
      'Court 1',
      TODAY,
      '13:00',
      '14:00',
      'error_collision',
      'This court is already booked for part of that time. Please choose another time or court.',
    ],
    [
      'the competition night',
      'Court 3',
      '2026-05-07',
      '19:00',
      '20:00',
      'error_collision',
      'This court is already booked for part of that time. Please choose another time or court.',
    ],
    [
      '30 days ahead',
      'Court 1',
      '2026-06-04',
      '10:00',
      '11:00',
      'error_rule',
      'Booking can only be made between 0 hours and 28 days from now.',
    ],
    [
      'earlier today',
      'Court 1',
      TODAY,
      '07:00',
      '08:00',
      'error_rule',
      'Booking can only be made between 0 hours and 28 days from now.',
    ],
    [
      'off the 15-minute steps',
      'Court 1',
      TOMORROW,
      '10:05',
      '11:05',
      'error_rule',
      'Booking times must be on the hour or at 15, 30 or 45 minutes past.',
    ],
    ['end before start', 'Court 1', TOMORROW, '11:00', '10:00', 'error_rule', 'End Time must be after Start Time'],
    [
      'too short for a rate',
      'Court 1',
      TOMORROW,
      '10:00',
      '10:30',
      'error_rate',
      'There is no rate for this type, option and length of booking. Please choose another.',
    ],
  ])('%s: a text with its key', async (_, name, day, start, end, key, message) => {
    expect(await rules(rulesBody(name, day, start, end))).toEqual({
      feedback: message,
      key,
      minutes: expect.any(Number),
    });
  });

  it('error_auth comes first for a member whose profile is incomplete', async () => {
    expect(await rules(rulesBody('Court 4', '2026-05-10', '10:00', '10:30'), 'incomplete01')).toMatchObject({
      key: 'error_auth',
      feedback: 'Please complete your profile before booking a court.',
    });
  });

  it('refuses a court, sport, type and option that do not go together with Booking Data Invalid', async () => {
    const netballOnHalf = await kit.post(
      '/api/booking/events/checkrules',
      rulesBody('Court 1 North', TOMORROW, '10:00', '11:00', {
        sport: kit.demo.sports.get('Hornsby Netball'),
        type: kit.demo.types.get('Hornsby Netball Casual Hire'),
      }),
      'member01',
    );
    expect(netballOnHalf.statusCode).toBe(422);
    expect(netballOnHalf.json()).toMatchObject({
      error: 'error_validation',
      message: 'Booking Data Invalid',
      errors: { court: expect.any(String) },
    });
    const otherVenue = await kit.post(
      '/api/booking/events/checkrules',
      rulesBody('Court 1', TOMORROW, '10:00', '11:00', { space: kit.demo.courts.get('Thornleigh Court 2') }),
      'member01',
    );
    expect(otherVenue.json()).toMatchObject({ error: 'error_validation', errors: { sport: expect.any(String) } });
    const unknown = await kit.post(
      '/api/booking/events/checkrules',
      rulesBody('Court 1', TOMORROW, '10:00', '11:00', { space: 99999 }),
      'member01',
    );
    expect([unknown.statusCode, unknown.json().errors]).toEqual([
      422,
      { space: 'This court, sport, type or option cannot be booked together.' },
    ]);
  });

  it('answers field errors for bad input, never a 500', async () => {
    const res = await kit.post(
      '/api/booking/events/checkrules',
      { day: TOMORROW, start: '9am', end: '25:00', space: 'x', type: -1 },
      'member01',
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toMatchObject({
      start: 'This field must be a valid date/time',
      end: 'This field must be a valid date/time',
      space: expect.any(String),
      type: expect.any(String),
      sport: expect.any(String),
    });
  });
});

describe('GET /api/booking/mybookings', () => {
  it("lists the member's own bookings, latest first, with every field of the history record", async () => {
    const mine = (await kit.get('/api/booking/mybookings', 'member01')).json().data as Record<string, unknown>[];
    expect(mine.map((b) => b.booking_from)).toEqual([
      '2026-05-11T12:00:00+10:00',
      '2026-05-02T15:00:00+10:00',
      '2026-04-25T14:00:00+10:00',
    ]);
    expect(mine[1]).toEqual({
      b_id: expect.any(Number),
      venue_name: 'Hornsby Indoor Sports Centre',
      sport_name: 'Basketball',
      booking_from: '2026-05-02T15:00:00+10:00',
      booking_to: '2026-05-02T17:00:00+10:00',
      duration: 120,
      type_name: 'Private Event',
      option_name: '',
      space_name: 'Court 3',
      venue_address: '36 Edgeworth David Avenue, HORNSBY NSW 2077',
      o_id: null,
      b_status: 'booked',
      cancel_reason: null,
    });
  });

  it("never shows another member's bookings, and answers 401 to a visitor", async () => {
    const theirs = (await kit.get('/api/booking/mybookings', 'coach01')).json().data as { b_id: number }[];
    const mine = (await kit.get('/api/booking/mybookings', 'member01')).json().data as { b_id: number }[];
    expect(theirs.length).toBeGreaterThan(0);
    expect(mine.some((b) => theirs.some((t) => t.b_id === b.b_id))).toBe(false);
    expect((await kit.get('/api/booking/mybookings')).statusCode).toBe(401);
  });
});

describe('GET /api/booking/mybookings/{id}/calendar.ics', () => {
  it("is the booking's calendar file with title, location and the description fields", async () => {
    const [next] = (await kit.get('/api/booking/mybookings', 'member01')).json().data as { b_id: number }[];
    const res = await kit.get(`/api/booking/mybookings/${next!.b_id}/calendar.ics`, 'member01');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/calendar/);
    const ics = res.body.replace(/\r\n /g, '');
    expect(ics).toContain('SUMMARY:Court hire: Court 3\\, Hornsby Indoor Sports Centre');
    expect(ics).toContain('DTSTART:20260511T020000Z');
    expect(ics).toContain('LOCATION:Hornsby Indoor Sports Centre\\, 36 Edgeworth David Avenue\\, HORNSBY NSW 2077');
    expect(ics).toContain(
      'DESCRIPTION:Venue: Hornsby Indoor Sports Centre\\nSport: Basketball\\nType: Casual Hire\\nSpace: Court 3\\nDuration: 1 hour',
    );
  });

  it("answers 404 for another member's booking and 401 to a visitor", async () => {
    const [theirs] = (await kit.get('/api/booking/mybookings', 'coach01')).json().data as { b_id: number }[];
    expect((await kit.get(`/api/booking/mybookings/${theirs!.b_id}/calendar.ics`, 'member01')).statusCode).toBe(404);
    expect((await kit.get(`/api/booking/mybookings/${theirs!.b_id}/calendar.ics`)).statusCode).toBe(401);
  });
});

describe('the database itself (migration 0014_bookings_exclusion)', () => {
  const hold = (name: string, from: string, to: string) =>
    kit.t.database.db.transaction(async (tx) => {
      const at = (t: string) => instantOf(TODAY, t, 'Australia/Sydney');
      const id = await repo.insertEvent(tx, {
        venueId: hornsby(),
        courtId: court(name),
        title: 'Test',
        startsAt: at(from),
        endsAt: at(to),
      });
      await repo.holdUnits(tx, { eventId: id }, court(name), at(from), at(to));
      tx.rollback();
    });
  const codeOf = (err: unknown) => {
    const e = err as { code?: string; cause?: { code?: string } };
    return e.cause?.code ?? e.code;
  };

  it('refuses a hold of a unit already held at an overlapping time (23P01), whatever the rules said', async () => {
    // coach01 holds Court 1 North from 12:00 to 13:30: the full Court 1 covers that unit.
    expect(codeOf(await hold('Court 1', '13:00', '14:00').catch((e: unknown) => e))).toBe('23P01');
    expect(codeOf(await hold('Court 1 North', '13:15', '13:45').catch((e: unknown) => e))).toBe('23P01');
  });

  it('takes a hold of the other half, or one that starts as the other ends', async () => {
    for (const [name, from, to] of [
      ['Court 1 South', '12:00', '13:30'],
      ['Court 1', '13:30', '14:30'],
    ] as const) {
      const err = await hold(name, from, to).catch((e: unknown) => e);
      expect(String(err)).toMatch(/rollback/i); // reached the end: only our own rollback stopped it
    }
  });
});
