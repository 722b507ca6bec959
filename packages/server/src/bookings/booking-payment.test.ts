import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings, bookingUnitHolds } from './bookings.tables';
import { bookingsKit, CARD, DECLINED, TODAY, TOMORROW } from './bookings-test-kit';

// POST /api/booking/paybooking (spec 002 §4 Payment, §5 Booking, §8 booking payment) on Tuesday 5 May 2026: every
// rule judged again at payment time, the court's units held before the card is charged, released when it fails.

const kit = bookingsKit();
const URL = '/api/booking/paybooking';
const pay = (cart: Record<string, unknown>, user = 'member01', extra: Record<string, unknown> = {}, key?: string) =>
  kit.post(URL, { bookingCart: cart, cardData: CARD, ...extra }, user, key);
const holdsOf = async (orderId: number) => {
  const [b] = await kit.t.database.db.select().from(bookings).where(eq(bookings.orderId, orderId));
  return {
    booking: b!,
    holds: await kit.t.database.db.select().from(bookingUnitHolds).where(eq(bookingUnitHolds.bookingId, b!.id)),
  };
};

describe('POST /api/booking/paybooking', () => {
  it('books, charges the rate and answers the order, whose receipt shows the booking', async () => {
    const before = (await kit.captured()).length;
    const res = await pay(kit.cart('Court 1', TOMORROW, '10:00', '11:00', 5000));
    expect(res.statusCode).toBe(200);
    const { o_id } = res.json().data;
    expect(res.json().data).toEqual({ o_id: expect.any(Number), o_paid: true, message: 'Payment was successful.' });
    const charges = (await kit.captured()).slice(before);
    expect(charges.map((c) => c.amountCents)).toEqual([5000]);
    const { booking, holds } = await holdsOf(o_id);
    expect(booking.status).toBe('booked');
    expect(holds).toHaveLength(2); // both units of Court 1
    const order = (await kit.get(`/api/ecommerce/order/${o_id}`, 'member01')).json().data;
    expect(order.o_bookings).toEqual([
      {
        b_id: null,
        b_from: '2026-05-06T00:00:00.000Z',
        b_to: '2026-05-06T01:00:00.000Z',
        b_venue: 'Hornsby Indoor Sports Centre',
        b_sport: 'Basketball',
        b_space: 'Court 1',
        b_type: 'Casual Hire',
        b_option: '',
      },
    ]);
    const mine = (await kit.get('/api/booking/mybookings', 'member01')).json().data as {
      booking_from: string;
      o_id: number;
    }[];
    expect(mine).toContainEqual(expect.objectContaining({ booking_from: `${TOMORROW}T10:00:00+10:00`, o_id }));
    const day = (await kit.get(`/api/booking/events/venue/${kit.demo.venues.get('Hornsby')}/day/${TOMORROW}`)).json()
      .data as { start: string; court: string }[];
    expect(day).toContainEqual(
      expect.objectContaining({ start: `${TOMORROW}T10:00:00+10:00`, court: 'Court 1', type: 'Casual Hire' }),
    );
  });

  it('refuses the same time on the court, on its half, and charges nobody (error_collision)', async () => {
    const before = (await kit.captured()).length;
    for (const court of ['Court 1', 'Court 1 South']) {
      const res = await pay(kit.cart(court, TOMORROW, '10:30', '11:30', court === 'Court 1' ? 5000 : 2500), 'coach01');
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        error: 'error_collision',
        message: 'This court is already booked for part of that time. Please choose another time or court.',
      });
    }
    expect((await kit.captured()).length).toBe(before);
  });

  it('a declined card releases the hold: the slot can be booked by the next member', async () => {
    const declined = await pay(kit.cart('Court 2 North', TOMORROW, '09:00', '10:00', 2500), 'member01', {
      cardData: DECLINED,
    });
    expect(declined.statusCode).toBe(402);
    expect(declined.json().error).toBe('error_payment');
    const [released] = await kit.t.database.db.select().from(bookings).where(eq(bookings.status, 'released'));
    expect(
      await kit.t.database.db.select().from(bookingUnitHolds).where(eq(bookingUnitHolds.bookingId, released!.id)),
    ).toEqual([]);
    expect((await pay(kit.cart('Court 2', TOMORROW, '09:00', '10:00', 5000), 'coach01')).statusCode).toBe(200);
  });

  it('the same Idempotency-Key twice books and charges once', async () => {
    const key = crypto.randomUUID();
    const before = (await kit.captured()).length;
    const cart = kit.cart('Court 2 South', TOMORROW, '11:00', '12:00', 2500);
    const first = await pay(cart, 'member01', {}, key);
    const again = await pay(cart, 'member01', {}, key);
    expect(first.statusCode).toBe(200);
    expect(again.json().data.o_id).toBe(first.json().data.o_id);
    expect((await kit.captured()).length).toBe(before + 1);
  });

  it('with a voucher covering it, nothing is charged and no card is needed (Complete Booking)', async () => {
    const before = (await kit.captured()).length;
    const res = await kit.post(
      URL,
      {
        bookingCart: kit.cart('Court 1 North', '2026-05-08', '09:00', '10:00', 2500),
        couponCart: { voucherNumber: 'GIFT20260001', voucherPin: '0000' },
      },
      'member01',
    );
    expect(res.statusCode).toBe(200);
    expect((await kit.captured()).length).toBe(before);
    expect((await holdsOf(res.json().data.o_id)).booking.status).toBe('booked');
  });

  it.each([
    ['outside the hours', 'Court 4', TOMORROW, '09:00', '10:00', 5000, 422, 'error_avail'],
    ['30 days ahead', 'Court 1', '2026-06-04', '10:00', '11:00', 5000, 422, 'error_rule'],
    ['off the steps', 'Court 1', TOMORROW, '14:10', '15:10', 5000, 422, 'error_rule'],
    ['ending before it starts', 'Court 1', TOMORROW, '14:00', '13:00', 0, 422, 'error_rule'],
    ['too short for a rate', 'Court 1', TOMORROW, '14:00', '14:30', 0, 422, 'error_rate'],
    ['a taken court', 'Court 2', TODAY, '16:00', '17:00', 5000, 409, 'error_collision'],
  ])('refuses %s before any card is read', async (_, court, day, start, end, rate, status, key) => {
    const before = (await kit.captured()).length;
    const res = await pay(kit.cart(court, day, start, end, rate), 'member01', {
      cardData: { cardNumber: 'not a card' },
    });
    expect([res.statusCode, res.json().error]).toEqual([status, key]);
    expect((await kit.captured()).length).toBe(before);
  });

  it('refuses a rate the member was not shown (error_rate, with the rate now)', async () => {
    const res = await pay(kit.cart('Court 1', TOMORROW, '15:00', '16:00', 4000));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      error: 'error_rate',
      message: 'The rate for this booking is now $50.00. Please review the booking and try again.',
    });
  });

  it('error_auth for an incomplete profile; 401 for a visitor', async () => {
    const incomplete = await pay(kit.cart('Court 1', TOMORROW, '15:00', '16:00', 5000), 'incomplete01');
    expect([incomplete.statusCode, incomplete.json().error]).toEqual([403, 'error_auth']);
    const visitor = await kit.t.request({
      method: 'POST',
      url: URL,
      payload: { bookingCart: kit.cart('Court 1', TOMORROW, '15:00', '16:00', 5000), cardData: CARD },
      headers: { 'idempotency-key': crypto.randomUUID() },
    });
    expect(visitor.statusCode).toBe(401);
  });

  it('answers field errors for bad input (Booking Data Invalid), never a 500', async () => {
    const missing = await pay({
      ...kit.cart('Court 1', TOMORROW, '15:00', '16:00', 5000),
      court: undefined,
      start: '2026-13-01T10:00',
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toMatchObject({
      error: 'error_validation',
      errors: { 'bookingCart.court': expect.any(String), 'bookingCart.start': 'This field must be a valid date/time' },
    });
    const twoDays = await pay({ ...kit.cart('Court 1', TOMORROW, '15:00', '16:00', 5000), end: '2026-05-07T16:00' });
    expect(twoDays.json().errors).toEqual({ 'bookingCart.end': 'This field must be a valid date/time' });
    const unknownCourt = await pay({ ...kit.cart('Court 1', TOMORROW, '15:00', '16:00', 5000), court: 99999 });
    expect(unknownCourt.json()).toMatchObject({
      error: 'error_validation',
      message: 'Booking Data Invalid',
      errors: { court: expect.any(String) },
    });
    const noKey = await kit.t.request({
      method: 'POST',
      url: URL,
      token: await kit.as('member01'),
      payload: { bookingCart: kit.cart('Court 1', TOMORROW, '15:00', '16:00', 5000), cardData: CARD },
    });
    expect(noKey.statusCode).toBe(422);
  });
});
