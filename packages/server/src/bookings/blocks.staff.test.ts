import crypto from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { courts, games, venues } from '../platform/league.tables';
import { describe, expect, it } from 'vitest';
import { bookingEvents, bookings } from './bookings.tables';
import { bookingsKit, CARD, TOMORROW } from './bookings-test-kit';

// The venue manager's blocks (docs/decisions/216) on Tuesday 5 May 2026: the exclusion constraint of bookings refuses
// a block over a booking (409 error_collision, nothing written), the conflicts read lists that booking, its
// cancellation with a refund frees the court, and the block then saves; members can no longer book it.

const kit = bookingsKit();
const db = () => kit.t.database.db;
const block = (court: string, from: string, to: string, extra: Record<string, unknown> = {}) =>
  kit.post(
    '/api/staff/blocks',
    {
      court_id: kit.demo.courts.get(`Hornsby ${court}`),
      kind: 'maintenance',
      title: 'Floor resurfacing',
      from_day: TOMORROW,
      from_time: from,
      to_day: TOMORROW,
      to_time: to,
      ...extra,
    },
    'venue01',
  );
const conflicts = async (court: string, from: string, to: string) =>
  (
    await kit.get(
      `/api/staff/blocks/conflicts?court_id=${kit.demo.courts.get(`Hornsby ${court}`)}&from_day=${TOMORROW}&from_time=${from}&to_day=${TOMORROW}&to_time=${to}`,
      'venue01',
    )
  ).json().data;
const written = async () => ({
  events: (await db().select({ n: count() }).from(bookingEvents))[0]!.n,
  audit: (await kit.get('/api/staff/audit?pageSize=10', 'admin01')).json().data.total as number,
});
const dayOf = async () =>
  (await kit.get(`/api/booking/events/venue/${kit.demo.venues.get('Hornsby')}/day/${TOMORROW}`)).json().data as {
    court: string;
    start: string;
    type: string;
  }[];
const pay = (court: string, from: string, to: string, user = 'member01') =>
  kit.post('/api/booking/paybooking', { bookingCart: kit.cart(court, TOMORROW, from, to, 5000), cardData: CARD }, user);

describe('POST /api/staff/blocks', () => {
  it('blocks a free court: the calendar shows it, a member can no longer book it, the trail has it', async () => {
    const res = await block('Court 4', '16:00', '18:00');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.block).toMatchObject({
      court: 'Court 4',
      kind: 'maintenance',
      starts_at: `${TOMORROW}T16:00:00+10:00`,
      ends_at: `${TOMORROW}T18:00:00+10:00`,
      by: 'venue01',
    });
    expect(await dayOf()).toContainEqual(
      expect.objectContaining({ court: 'Court 4', start: `${TOMORROW}T16:00:00+10:00`, type: 'Floor resurfacing' }),
    );
    const refused = await pay('Court 4', '17:00', '18:00');
    expect([refused.statusCode, refused.json().error]).toEqual([409, 'error_collision']);
    const audit = (
      await kit.get(`/api/staff/audit?entity=court_block&entity_id=${res.json().data.block.id}`, 'admin01')
    ).json().data.rows;
    expect(audit.map((a: { action: string }) => a.action)).toEqual(['bookings.block']);
    const listed = (await kit.get(`/api/staff/blocks?from=${TOMORROW}&pageSize=100`, 'venue01')).json().data.rows as {
      id: number;
    }[];
    expect(listed.map((b) => b.id)).toContain(res.json().data.block.id);
  });

  it('is refused over a paid booking and writes nothing; the booking is listed, cancelled with a refund, and the block saves', async () => {
    const paid = await pay('Court 1', '10:00', '11:00');
    expect(paid.statusCode, paid.body).toBe(200);
    const [booking] = await db().select().from(bookings).where(eq(bookings.orderId, paid.json().data.o_id));
    const before = await written();
    const refused = await block('Court 1', '09:00', '11:30');
    expect([refused.statusCode, refused.json().error]).toEqual([409, 'error_collision']);
    expect(await written()).toEqual(before);
    const held = await conflicts('Court 1', '09:00', '11:30');
    expect(held.bookings.map((b: { id: number }) => b.id)).toEqual([booking!.id]);
    expect(held.bookings[0]).toMatchObject({ username: 'member01', refundable_cents: 5000 });
    await kit.confirmed('venue01');
    const cancelled = await kit.post(
      `/api/staff/bookings/${booking!.id}/cancel`,
      { reason: 'Court resurfacing', refund_cents: 5000, idempotency_key: `cancel-${crypto.randomUUID()}` },
      'venue01',
    );
    expect(cancelled.json().data).toMatchObject({
      refund: 'made',
      booking: { status: 'cancelled', refunded_cents: 5000 },
    });
    expect((await conflicts('Court 1', '09:00', '11:30')).bookings).toEqual([]);
    expect((await block('Court 1', '09:00', '11:30')).statusCode).toBe(200);
  });

  it('a block of a full court is refused by a booking of its half (the units), which the conflicts list', async () => {
    const refused = await block('Court 2', '16:30', '17:00'); // manager01's training on Court 2, every day 16:00 to 18:00
    expect(refused.statusCode).toBe(409);
    const half = await block('Court 1', '12:00', '12:30'); // coach01 on Court 1 North, 12:00 to 13:30
    expect(half.statusCode).toBe(409);
    expect(
      (await conflicts('Court 1', '12:00', '12:30')).bookings.map((b: { username: string; court: string }) => [
        b.username,
        b.court,
      ]),
    ).toEqual([['coach01', 'Court 1 North']]);
  });

  it("lists the competition games on the court then, a half court's on its full court, and none outside the range (issue 40 item 11)", async () => {
    const [game] = await db()
      .select({ id: games.id, date: games.date, from: games.timeFrom, to: games.timeTo, court: courts.name })
      .from(games)
      .innerJoin(courts, eq(courts.id, games.courtId))
      .innerJoin(venues, eq(venues.id, courts.venueId))
      .where(
        and(eq(venues.name, 'Hornsby Indoor Sports Centre'), eq(courts.name, 'Court 1'), eq(games.status, 'scheduled')),
      )
      .orderBy(games.date, games.timeFrom)
      .limit(1);
    const on = async (court: string, from: string, to: string) =>
      (
        await kit.get(
          `/api/staff/blocks/conflicts?court_id=${kit.demo.courts.get(`Hornsby ${court}`)}&from_day=${game!.date}&from_time=${from}&to_day=${game!.date}&to_time=${to}`,
          'venue01',
        )
      ).json().data;
    const start = game!.from.slice(0, 5);
    const during = await on('Court 1', start, game!.to.slice(0, 5));
    expect(during.games.map((g: { id: number }) => g.id)).toContain(game!.id);
    expect(during.games.find((g: { id: number }) => g.id === game!.id)).toMatchObject({
      date: game!.date,
      time_from: start,
      court: 'Court 1',
      match: expect.stringMatching(/ vs /),
    });
    expect((await on('Court 1 North', start, game!.to.slice(0, 5))).games.map((g: { id: number }) => g.id)).toContain(
      game!.id,
    );
    expect((await on('Court 3', start, game!.to.slice(0, 5))).games.map((g: { id: number }) => g.id)).not.toContain(
      game!.id,
    );
    expect((await on('Court 1', '00:00', '00:15')).games).toEqual([]);
  });

  it.each([
    [
      'an end before the start',
      { from_time: '11:00', to_time: '10:00' },
      'to_time',
      'End Time must be after Start Time',
    ],
    ['an unknown court', { court_id: 999999 }, 'court_id', 'There is no court with that number.'],
    ['no title', { title: '' }, 'title', 'This field is required'],
    ['a time that is not one', { from_time: '25:00' }, 'from_time', 'This field must be a valid date/time'],
  ])('%s: 422 on its field, nothing written', async (_name, extra, field, message) => {
    const before = await written();
    const res = await block('Court 3', '06:00', '07:00', extra);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[field]).toBe(message);
    expect(await written()).toEqual(before);
  });
});

describe('POST /api/staff/blocks/{block}/remove', () => {
  it('removes a block: the court is for hire again; an unknown block is 404', async () => {
    const made = await block('Court 4', '19:00', '20:00');
    expect(made.statusCode).toBe(200);
    expect((await kit.post(`/api/staff/blocks/${made.json().data.block.id}/remove`, {}, 'venue01')).statusCode).toBe(
      200,
    );
    expect((await pay('Court 4', '19:00', '20:00')).statusCode).toBe(200);
    expect((await kit.post('/api/staff/blocks/999999/remove', {}, 'venue01')).statusCode).toBe(404);
  });

  it('a finance officer may not block a court (403)', async () => {
    expect((await kit.post('/api/staff/blocks', {}, 'finance01')).statusCode).toBe(403);
  });
});
