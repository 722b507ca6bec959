import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookingOptions, bookingSports, bookingTypes } from './bookings.tables';
import { bookingsKit, TOMORROW } from './bookings-test-kit';

// The venue manager's booking sports, types and options (docs/decisions/233) on Tuesday 5 May 2026: each write
// audited in its transaction, offered to (or taken from) the member booking flow at once; refusals write nothing.

const kit = bookingsKit();
const db = () => kit.t.database.db;
const hornsby = () => kit.demo.venues.get('Hornsby')!;
const basketball = () => kit.demo.sports.get('Hornsby Basketball')!;
const written = async () => ({
  sports: (await db().select({ n: count() }).from(bookingSports))[0]!.n,
  types: (await db().select({ n: count() }).from(bookingTypes))[0]!.n,
  options: (await db().select({ n: count() }).from(bookingOptions))[0]!.n,
  audit: (await kit.get('/api/staff/audit?pageSize=10', 'admin01')).json().data.total as number,
});
const add = (body: Record<string, unknown>, venueId = hornsby()) =>
  kit.post(`/api/staff/venues/${venueId}/hire-catalogue`, { active: true, sport_id: null, ...body }, 'venue01');
const memberList = async (what: 'sports' | 'types' | 'options') =>
  (await kit.get(`/api/booking/${what}/venue/${hornsby()}`))
    .json()
    .data.map((x: Record<string, unknown>) => x[`${what.slice(0, -1)}_name`]) as string[];
const rules = (type: number) =>
  kit.post(
    '/api/booking/events/checkrules',
    {
      day: TOMORROW,
      start: '10:00',
      end: '11:00',
      space: kit.demo.courts.get('Hornsby Court 2'),
      type,
      option: null,
      sport: basketball(),
    },
    'member01',
  );
const trail = async (entity: string, id: number) =>
  (await kit.get(`/api/staff/audit?entity=${entity}&entity_id=${id}`, 'admin01'))
    .json()
    .data.rows.map((a: { action: string }) => a.action);

describe('POST /api/staff/venues/{venue}/hire-catalogue', () => {
  it('adds a sport with a type and an option: the member lists offer them at once', async () => {
    const sport = await add({ kind: 'sport', name: 'Futsal' });
    expect(sport.statusCode, sport.body).toBe(200);
    const sportId = sport.json().data.id as number;
    expect((await add({ kind: 'type', name: 'Futsal Hire', sport_id: sportId })).statusCode).toBe(200);
    expect((await add({ kind: 'option', name: 'Goals', sport_id: sportId })).statusCode).toBe(200);
    expect(await memberList('sports')).toContain('Futsal');
    expect(await memberList('types')).toContain('Futsal Hire');
    expect(await memberList('options')).toContain('Goals');
    expect(await trail('booking_sport', sportId)).toEqual(['venues.sport.create']);
  });

  it('a new type with a rate (the rates call, in cents) is priced by the rules check at once', async () => {
    const made = await add({ kind: 'type', name: 'Evening Hire', sport_id: basketball() });
    const typeId = made.json().data.id as number;
    expect((await rules(typeId)).json().data.key).toBe('error_rate');
    const rates = await kit.post(
      `/api/staff/booking-types/${typeId}/rates`,
      { rates: [{ option_id: null, min_minutes: 60, max_minutes: 120, hourly_cents: 4550 }] },
      'venue01',
    );
    expect(rates.statusCode, rates.body).toBe(200);
    expect((await rules(typeId)).json().data.feedback).toBe(4550);
  });

  it.each([
    ['a type without its sport', { kind: 'type', name: 'Lessons' }, 'sport_id', 'Choose the sport.'],
    [
      "a type of another venue's sport",
      { kind: 'type', name: 'Lessons', sport_id: 999999 },
      'sport_id',
      "That sport is not one of this venue's.",
    ],
    [
      'a type named like another of the sport',
      { kind: 'type', name: 'casual hire', sport_id: 0 },
      'name',
      'That name is taken at this venue.',
    ],
    ['a sport named like another', { kind: 'sport', name: 'Netball' }, 'name', 'That name is taken at this venue.'],
    ['no name', { kind: 'sport', name: '' }, 'name', 'This field is required'],
  ] as [string, Record<string, unknown>, string, string][])(
    '%s: 422 on its field, nothing written',
    async (_name, body, field, message) => {
      const before = await written();
      const res = await add(body.sport_id === 0 ? { ...body, sport_id: basketball() } : body);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors[field]).toBe(message);
      expect(await written()).toEqual(before);
    },
  );
});

describe('POST /api/staff/hire-catalogue/{kind}/{item}', () => {
  it('switches Training off: members no longer see it and the rules check refuses it; the trail has the change', async () => {
    const training = kit.demo.types.get('Hornsby Basketball Training')!;
    expect(typeof (await rules(training)).json().data.feedback).toBe('number');
    const res = await kit.post(
      `/api/staff/hire-catalogue/type/${training}`,
      { name: 'Training', active: false },
      'venue01',
    );
    expect(res.statusCode, res.body).toBe(200);
    const types = (await kit.get(`/api/booking/types/venue/${hornsby()}`))
      .json()
      .data.map((x: { type_id: number }) => x.type_id);
    expect(types).not.toContain(training);
    const refused = await rules(training);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.type).toBe('This court, sport, type or option cannot be booked together.');
    expect(await trail('booking_type', training)).toEqual(['venues.type.edit']);
  });

  it('an option of a sport that is off cannot be switched on, and an unknown one is 404', async () => {
    const netball = kit.demo.sports.get('Hornsby Netball')!;
    const option = (await add({ kind: 'option', name: 'Bibs', sport_id: netball })).json().data.id as number;
    expect(
      (await kit.post(`/api/staff/hire-catalogue/sport/${netball}`, { name: 'Netball', active: false }, 'venue01'))
        .statusCode,
    ).toBe(200);
    expect(await memberList('sports')).not.toContain('Netball');
    const back = await kit.post(
      `/api/staff/hire-catalogue/option/${option}`,
      { name: 'Bibs', active: true },
      'venue01',
    );
    expect(back.statusCode).toBe(422);
    expect(back.json().errors.active).toBe('Switch its sport on first.');
    expect(
      (await kit.post('/api/staff/hire-catalogue/option/999999', { name: 'X', active: false }, 'venue01')).statusCode,
    ).toBe(404);
  });

  it('a finance officer may not change them (403)', async () => {
    expect(
      (
        await kit.post(
          `/api/staff/hire-catalogue/sport/${basketball()}`,
          { name: 'Basketball', active: false },
          'finance01',
        )
      ).statusCode,
    ).toBe(403);
  });
});
