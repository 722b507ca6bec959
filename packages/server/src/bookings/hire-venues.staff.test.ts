import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { venues } from '../platform/league.tables';
import { bookingCourts } from './bookings.tables';
import { bookingsKit, TOMORROW } from './bookings-test-kit';

// The venue manager's venues and courts for hire (docs/decisions/232) on Tuesday 5 May 2026: each write audited in
// its transaction and read by the member booking flow at once; refusals answer on their field and write nothing.

const kit = bookingsKit();
const db = () => kit.t.database.db;
const VENUE = {
  name: 'Galston Hall',
  address: '1 Arcadia Rd',
  suburb: 'Galston',
  state: 'NSW',
  postcode: '2159',
  hire_active: true,
};
const written = async () => ({
  venues: (await db().select({ n: count() }).from(venues))[0]!.n,
  courts: (await db().select({ n: count() }).from(bookingCourts))[0]!.n,
  audit: (await kit.get('/api/staff/audit?pageSize=10', 'admin01')).json().data.total as number,
});
const memberVenues = async () =>
  (await kit.get('/api/booking/venues')).json().data.map((v: { venue_name: string }) => v.venue_name) as string[];
const memberCourts = async (venueId: number) =>
  (await kit.get(`/api/booking/courts/venue/${venueId}`)).json().data as {
    court_id: number;
    court_name: string;
    fraction: string;
  }[];
const trail = async (entity: string, id: number) =>
  (await kit.get(`/api/staff/audit?entity=${entity}&entity_id=${id}`, 'admin01'))
    .json()
    .data.rows.map((a: { action: string }) => a.action);

describe('venues', () => {
  it('lists every venue with its courts for hire', async () => {
    const list = (await kit.get('/api/staff/venues', 'venue01')).json().data;
    expect(list.find((v: { name: string }) => v.name.startsWith('Hornsby'))).toMatchObject({
      hire_active: true,
      courts: 8,
    });
  });

  it('adds a venue with a thirds court: members see the venue and its parts at once, and it opens once it has hours', async () => {
    const made = await kit.post('/api/staff/venues', VENUE, 'venue01');
    expect(made.statusCode, made.body).toBe(200);
    const venueId = made.json().data.id as number;
    expect(await memberVenues()).not.toContain('Galston Hall'); // no court yet
    const court = await kit.post(
      `/api/staff/venues/${venueId}/hire-courts`,
      { name: 'Main', layout: 'thirds' },
      'venue01',
    );
    expect(court.json().data.message).toBe('Main was added. Give it its weekly hours to open it for hire.');
    expect(await memberVenues()).toContain('Galston Hall');
    const courts = await memberCourts(venueId);
    expect(courts.map((c) => [c.court_name, c.fraction])).toEqual([
      ['Main', 'full'],
      ['Main Third A', 'third'],
      ['Main Third B', 'third'],
      ['Main Third C', 'third'],
      ['Main Thirds A-B', 'two-third'],
      ['Main Thirds B-C', 'two-third'],
    ]);
    const avail = await kit.post(
      '/api/booking/events/checkavail',
      { day: TOMORROW, space: courts[0]!.court_id },
      'member01',
    );
    expect(avail.json().data.feedback.available).toBe(false);
    expect(await trail('venue', venueId)).toEqual(['venues.venue.create']);
    expect(await trail('booking_court', court.json().data.id)).toEqual(['venues.court.create']);
  });

  it('renames a venue and switches it off: the member list follows at once, and the rules check refuses its courts', async () => {
    const id = kit.demo.venues.get('Thornleigh')!;
    const v = (await kit.get('/api/staff/venues', 'venue01')).json().data.find((x: { id: number }) => x.id === id);
    const body = {
      name: 'Brickpit Stadium North',
      address: v.address,
      suburb: v.suburb,
      state: v.state,
      postcode: v.postcode,
      hire_active: true,
    };
    expect((await kit.post(`/api/staff/venues/${id}`, body, 'venue01')).statusCode).toBe(200);
    expect(await memberVenues()).toContain('Brickpit Stadium North');
    const rules = () =>
      kit.post(
        '/api/booking/events/checkrules',
        {
          day: TOMORROW,
          start: '17:00',
          end: '18:00',
          space: kit.demo.courts.get('Thornleigh Court 2'),
          type: kit.demo.types.get('Thornleigh Basketball Casual Hire'),
          option: null,
          sport: kit.demo.sports.get('Thornleigh Basketball'),
        },
        'member01',
      );
    expect((await rules()).json().data.feedback).toBe(4000);
    expect((await kit.post(`/api/staff/venues/${id}`, { ...body, hire_active: false }, 'venue01')).statusCode).toBe(
      200,
    );
    expect(await memberVenues()).not.toContain('Brickpit Stadium North');
    const refused = await rules();
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.venue).toBe('This court, sport, type or option cannot be booked together.');
    expect(await trail('venue', id)).toEqual(['venues.venue.edit', 'venues.venue.edit']);
  });

  it.each([
    ['a postcode of three digits', { ...VENUE, postcode: '215' }, 'postcode'],
    ['no name', { ...VENUE, name: '' }, 'name'],
    ['an unknown state', { ...VENUE, state: 'XX' }, 'state'],
  ])('%s: 422 on its field, nothing written', async (_name, body, field) => {
    const before = await written();
    const res = await kit.post('/api/staff/venues', body, 'venue01');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[field]).toBeTruthy();
    expect(await written()).toEqual(before);
  });
});

describe('courts for hire', () => {
  const hornsby = () => kit.demo.venues.get('Hornsby')!;

  it("refuses a name the venue has (its own or a part's) on the name field, writing nothing", async () => {
    const before = await written();
    for (const body of [
      { name: 'Court 3', layout: 'full' },
      { name: 'Court 1', layout: 'halves' },
    ]) {
      const res = await kit.post(`/api/staff/venues/${hornsby()}/hire-courts`, body, 'venue01');
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.name).toBe('That name is taken at this venue.');
    }
    expect(await written()).toEqual(before);
  });

  it('switches Court 1 off with its halves: members no longer see them, and a half cannot come back alone', async () => {
    const court1 = kit.demo.courts.get('Hornsby Court 1')!;
    const res = await kit.post(`/api/staff/hire-courts/${court1}`, { name: 'Court 1', active: false }, 'venue01');
    expect(res.statusCode, res.body).toBe(200);
    expect((await memberCourts(hornsby())).map((c) => c.court_name)).not.toEqual(expect.arrayContaining(['Court 1']));
    expect((await memberCourts(hornsby())).some((c) => c.court_name.startsWith('Court 1'))).toBe(false);
    const half = await kit.post(
      `/api/staff/hire-courts/${kit.demo.courts.get('Hornsby Court 1 North')}`,
      { name: 'Court 1 North', active: true },
      'venue01',
    );
    expect(half.statusCode).toBe(422);
    expect(half.json().errors.active).toBe('Switch its full court on first.');
    expect(await trail('booking_court', court1)).toEqual(['venues.court.edit']);
  });

  it('the database refuses to delete a court a booking names', async () => {
    const court2 = kit.demo.courts.get('Hornsby Court 2')!;
    await expect(db().delete(bookingCourts).where(eq(bookingCourts.id, court2))).rejects.toThrow();
    expect((await db().select().from(bookingCourts).where(eq(bookingCourts.id, court2))).length).toBe(1);
  });

  it('an administrator may list venues; a finance officer may not change venues or courts (403)', async () => {
    expect((await kit.get('/api/staff/venues', 'admin01')).statusCode).toBe(200);
    expect((await kit.post('/api/staff/venues', VENUE, 'finance01')).statusCode).toBe(403);
    expect(
      (
        await kit.post(
          `/api/staff/hire-courts/${kit.demo.courts.get('Hornsby Court 3')}`,
          { name: 'X', active: true },
          'finance01',
        )
      ).statusCode,
    ).toBe(403);
  });
});
