import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookingCourtHours, bookingRates } from './bookings.tables';
import { bookingsKit, TOMORROW } from './bookings-test-kit';

// The venue manager's court hire settings (docs/decisions/217) on Tuesday 5 May 2026: a court's weekly hours and a
// booking type's rates, saved with their audit rows and read by the member booking flow's checks at once.

const kit = bookingsKit();
const db = () => kit.t.database.db;
const week = (over: Record<number, { open: boolean; opens?: string; closes?: string }> = {}) =>
  [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, open: true, opens: '06:00', closes: '22:00', ...over[weekday] }));
const written = async () => ({
  hours: (await db().select({ n: count() }).from(bookingCourtHours))[0]!.n,
  rates: (await db().select({ n: count() }).from(bookingRates))[0]!.n,
  audit: (await kit.get('/api/staff/audit?pageSize=10', 'admin01')).json().data.total as number,
});

describe('GET /api/staff/venues/{venue}/hire', () => {
  it("lists the venue's courts with units and hours, and its types with rates", async () => {
    const s = (await kit.get(`/api/staff/venues/${kit.demo.venues.get('Hornsby')}/hire`, 'venue01')).json().data;
    expect(s.courts.find((c: { name: string }) => c.name === 'Court 1')).toMatchObject({
      units: ['North', 'South'],
      parent_id: null,
    });
    expect(s.courts.find((c: { name: string }) => c.name === 'Court 4').hours).toContainEqual({
      weekday: 1,
      opens: '16:00',
      closes: '22:00',
    });
    expect(
      s.types.find((t: { name: string; sport: string }) => t.name === 'Casual Hire' && t.sport === 'Basketball').rates,
    ).toContainEqual({ option_id: null, min_minutes: 60, max_minutes: 120, hourly_cents: 5000 });
  });
});

describe('POST /api/staff/hire-courts/{court}/hours', () => {
  it('closes Court 4 on Wednesdays: the booking flow finds no hours at once, and the trail has the change', async () => {
    const court = kit.demo.courts.get('Hornsby Court 4')!;
    const before = await kit.post('/api/booking/events/checkavail', { day: TOMORROW, space: court }, 'member01');
    expect(before.json().data.feedback.available).toBe(true);
    const res = await kit.post(
      `/api/staff/hire-courts/${court}/hours`,
      { hours: week({ 3: { open: false } }) },
      'venue01',
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.message).toBe('The hours of Court 4 were saved.');
    const after = await kit.post('/api/booking/events/checkavail', { day: TOMORROW, space: court }, 'member01');
    expect(after.json().data.feedback).toMatchObject({ available: false, availability_from: null });
    const audit = (await kit.get(`/api/staff/audit?entity=booking_court&entity_id=${court}`, 'admin01')).json().data
      .rows;
    expect(audit.map((a: { action: string }) => a.action)).toEqual(['venues.hours']);
  });

  it("copies one court's hours to every full court of the venue, each in the trail (issue 40 item 11)", async () => {
    const court = kit.demo.courts.get('Hornsby Court 3')!;
    const res = await kit.post(
      `/api/staff/hire-courts/${court}/hours`,
      { hours: week({ 7: { open: false } }), every_court: true },
      'venue01',
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.message).toBe('The same hours were saved for all 4 courts of the venue.');
    const s = (await kit.get(`/api/staff/venues/${kit.demo.venues.get('Hornsby')}/hire`, 'venue01')).json().data;
    for (const name of ['Court 1', 'Court 2', 'Court 3', 'Court 4']) {
      const hours = s.courts.find((c: { name: string }) => c.name === name).hours as { weekday: number }[];
      expect(
        hours.map((h) => h.weekday),
        name,
      ).toEqual([1, 2, 3, 4, 5, 6]);
    }
    const audit = (
      await kit.get(
        `/api/staff/audit?action=venues.hours&entity=booking_court&entity_id=${kit.demo.courts.get('Hornsby Court 1')}`,
        'admin01',
      )
    ).json().data.rows;
    expect(audit.length).toBeGreaterThan(0);
  });

  it.each([
    [
      'a close before the opening',
      { hours: week({ 2: { open: true, opens: '18:00', closes: '09:00' } }) },
      'hours.1.closes',
      'End Time must be after Start Time',
    ],
    ['a day missing', { hours: week().slice(0, 6) }, 'hours', undefined],
  ])('%s: 422, nothing written', async (_name, body, field, message) => {
    const before = await written();
    const res = await kit.post(
      `/api/staff/hire-courts/${kit.demo.courts.get('Hornsby Court 3')}/hours`,
      body,
      'venue01',
    );
    expect(res.statusCode).toBe(422);
    if (message) expect(res.json().errors[field]).toBe(message);
    expect(await written()).toEqual(before);
  });
});

describe('POST /api/staff/booking-types/{type}/rates', () => {
  const casual = () => kit.demo.types.get('Hornsby Basketball Casual Hire')!;
  const rule = (rate: number) =>
    kit
      .post(
        '/api/booking/events/checkrules',
        {
          day: TOMORROW,
          start: '10:00',
          end: '11:00',
          space: kit.demo.courts.get('Hornsby Court 2'),
          type: casual(),
          option: null,
          sport: kit.demo.sports.get('Hornsby Basketball'),
        },
        'member01',
      )
      .then((r) => {
        expect(r.json().data.feedback).toBe(rate);
      });

  it('changes the hourly rate: the rules check answers the new rate at once', async () => {
    await rule(5000);
    const res = await kit.post(
      `/api/staff/booking-types/${casual()}/rates`,
      { rates: [{ option_id: null, min_minutes: 60, max_minutes: 240, hourly_cents: 6000 }] },
      'venue01',
    );
    expect(res.statusCode, res.body).toBe(200);
    await rule(6000);
  });

  it.each([
    [
      'overlapping bands of one option',
      [
        { option_id: null, min_minutes: 60, max_minutes: 120, hourly_cents: 1 },
        { option_id: null, min_minutes: 90, max_minutes: 180, hourly_cents: 1 },
      ],
      'rates.1.min_minutes',
      'This length band overlaps another of the same option.',
    ],
    [
      'a longest below the shortest',
      [{ option_id: null, min_minutes: 120, max_minutes: 60, hourly_cents: 1 }],
      'rates.0.max_minutes',
      'The longest booking cannot be shorter than the shortest.',
    ],
    [
      'a negative rate',
      [{ option_id: null, min_minutes: 60, max_minutes: 60, hourly_cents: -1 }],
      'rates.0.hourly_cents',
      'This field must be a number from 0 to 10000000',
    ],
    [
      'an option of another venue',
      [{ option_id: 999999, min_minutes: 60, max_minutes: 60, hourly_cents: 1 }],
      'rates.0.option_id',
      "That option is not one of this sport's.",
    ],
  ])('%s: 422 on its field, nothing written', async (_name, rates, field, message) => {
    const before = await written();
    const res = await kit.post(`/api/staff/booking-types/${casual()}/rates`, { rates }, 'venue01');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[field]).toBe(message);
    expect(await written()).toEqual(before);
  });

  it('an administrator may read them; a finance officer may not change them (403)', async () => {
    expect((await kit.get(`/api/staff/venues/${kit.demo.venues.get('Hornsby')}/hire`, 'admin01')).statusCode).toBe(200);
    expect((await kit.post(`/api/staff/booking-types/${casual()}/rates`, { rates: [] }, 'finance01')).statusCode).toBe(
      403,
    );
  });
});
