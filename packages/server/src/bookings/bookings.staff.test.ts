import crypto from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox } from '../platform/mail/outbox.tables';
import { bookings, bookingUnitHolds } from './bookings.tables';
import { bookingsKit, CARD, TOMORROW } from './bookings-test-kit';

// The back-office's court hire bookings (docs/decisions/215) on Tuesday 5 May 2026, as the demo venue manager:
// the list with its filters and CSV, and a cancellation that frees the court, emails the member and refunds the
// booking's payment through payments' one refund path.

const kit = bookingsKit();
const key = () => `cancel-${crypto.randomUUID()}`;
const db = () => kit.t.database.db;

/** member01 pays for a Hornsby court tomorrow; answers the booking's id and its order. */
async function paidBooking(court: string, start: string, end: string): Promise<{ id: number; orderId: number }> {
  const res = await kit.post(
    '/api/booking/paybooking',
    { bookingCart: kit.cart(court, TOMORROW, start, end, 5000), cardData: CARD },
    'member01',
  );
  expect(res.statusCode, res.body).toBe(200);
  const orderId = res.json().data.o_id as number;
  const [b] = await db().select().from(bookings).where(eq(bookings.orderId, orderId));
  return { id: b!.id, orderId };
}

/** A cancellation as the venue manager, with the password typed again (decision 263: a refund asks it). */
const cancel = async (id: number, body: Record<string, unknown>, user = 'venue01') => {
  await kit.confirmed(user);
  return kit.post(`/api/staff/bookings/${id}/cancel`, body, user);
};
const written = async () => ({
  audit: (await kit.get('/api/staff/audit?pageSize=10', 'admin01')).json().data.total as number,
  mail: (await db().select({ n: count() }).from(mailOutbox))[0]!.n,
  cancelled: (await db().select({ n: count() }).from(bookings).where(eq(bookings.status, 'cancelled')))[0]!.n,
});

describe('GET /api/staff/bookings', () => {
  it('pages every booking, filters by venue, court, day, status and text, and exports the filtered rows as CSV', async () => {
    const hornsby = kit.demo.venues.get('Hornsby')!;
    const court2 = kit.demo.courts.get('Hornsby Court 2')!;
    const page = (
      await kit.get(
        `/api/staff/bookings?venue_id=${hornsby}&court_id=${court2}&from=${TOMORROW}&to=${TOMORROW}`,
        'venue01',
      )
    ).json().data;
    expect(page.total).toBe(1); // manager01's training, 16:00 to 18:00 every day
    expect(page.rows[0]).toMatchObject({
      username: 'manager01',
      court: 'Court 2',
      starts_at: `${TOMORROW}T16:00:00+10:00`,
      status: 'booked',
      payment_id: null,
      paid_cents: 0,
    });
    const all = (await kit.get('/api/staff/bookings?pageSize=10', 'venue01')).json().data;
    expect(all.rows).toHaveLength(10);
    expect(all.total).toBeGreaterThan(30);
    const coach = (await kit.get('/api/staff/bookings?q=coach01&pageSize=100', 'venue01')).json().data;
    expect(coach.rows.every((r: { username: string }) => r.username === 'coach01')).toBe(true);
    expect((await kit.get('/api/staff/bookings?status=cancelled', 'venue01')).json().data.total).toBe(0);
    const csv = await kit.get(
      `/api/staff/bookings/export?venue_id=${hornsby}&court_id=${court2}&from=${TOMORROW}&to=${TOMORROW}`,
      'venue01',
    );
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.split('\r\n')[0]).toContain('Booking #,Member,Username,Venue,Court');
    expect(csv.body).toContain('manager01');
  });

  it('refuses a day that is not a date with its field error', async () => {
    const res = await kit.get('/api/staff/bookings?from=31/12/2026', 'venue01');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.from).toBeDefined();
  });
});

describe('POST /api/staff/bookings/{booking}/cancel', () => {
  it('cancels with a part refund: the court is free, the member is emailed and sees it, the receipt shows the refund, all audited', async () => {
    const { id, orderId } = await paidBooking('Court 1', '10:00', '11:00');
    const k = key();
    const res = await cancel(id, { reason: 'Roof leak over Court 1', refund_cents: 2000, idempotency_key: k });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      refund: 'made',
      message: `Booking #${id} was cancelled. $20.00 was refunded to the member's card.`,
    });
    expect(res.json().data.booking).toMatchObject({
      status: 'cancelled',
      cancel_reason: 'Roof leak over Court 1',
      paid_cents: 5000,
      refunded_cents: 2000,
      refundable_cents: 3000,
    });
    expect(await db().select().from(bookingUnitHolds).where(eq(bookingUnitHolds.bookingId, id))).toEqual([]);
    const day = (await kit.get(`/api/booking/events/venue/${kit.demo.venues.get('Hornsby')}/day/${TOMORROW}`)).json()
      .data as { start: string; court: string }[];
    expect(day.some((e) => e.court === 'Court 1' && e.start === `${TOMORROW}T10:00:00+10:00`)).toBe(false);
    const mail = await db().select().from(mailOutbox);
    expect(mail.find((m) => m.subject.startsWith(`Your court booking #${id} was cancelled `))?.textBody).toContain(
      'A refund of $20.00 is being made',
    );
    const mine = (await kit.get('/api/booking/mybookings', 'member01')).json().data as { b_id: number }[];
    expect(mine.find((b) => b.b_id === id)).toMatchObject({
      b_status: 'cancelled',
      cancel_reason: 'Roof leak over Court 1',
    });
    const order = (await kit.get(`/api/ecommerce/order/${orderId}`, 'member01')).json().data;
    expect(order.o_payments[0].p_refunded).toBe(2000);
    expect(order.o_products[0].opr_details.note).toBe('Cancelled by the venue on 05/05/2026: Roof leak over Court 1');
    const audit = (await kit.get(`/api/staff/audit?entity=booking&entity_id=${id}`, 'admin01')).json().data.rows;
    expect(audit.map((a: { action: string; actor: string }) => [a.action, a.actor])).toEqual([
      ['bookings.cancel', 'venue01'],
    ]);

    // the same request again (a retry after a lost answer): no second cancellation, no second refund
    const again = await cancel(id, { reason: 'Roof leak over Court 1', refund_cents: 2000, idempotency_key: k });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.booking.refunded_cents).toBe(2000);
    // another cancellation of it is refused
    const other = await cancel(id, { reason: 'Again', refund_cents: 0, idempotency_key: key() });
    expect([other.statusCode, other.json().message]).toEqual([409, `Booking #${id} was already cancelled.`]);
  });

  it('refuses a refund above what was paid, on its field, and writes nothing', async () => {
    const { id } = await paidBooking('Court 2', '10:00', '11:00');
    const before = await written();
    const res = await cancel(id, { reason: 'Too much', refund_cents: 5001, idempotency_key: key() });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.refund_cents).toBe("Only $50.00 of this booking's payment can still be refunded.");
    expect(await written()).toEqual(before);
    expect((await db().select().from(bookings).where(eq(bookings.id, id)))[0]!.status).toBe('booked');
  });

  it('a booking the association entered has no payment: a refund is refused, a cancellation without one is made', async () => {
    const row = (await kit.get(`/api/staff/bookings?q=manager01&from=${TOMORROW}&to=${TOMORROW}`, 'venue01')).json()
      .data.rows[0];
    const before = await written();
    const refused = await cancel(row.id, { reason: 'Closed', refund_cents: 100, idempotency_key: key() });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.refund_cents).toContain('nothing to refund');
    expect(await written()).toEqual(before);
    const made = await cancel(row.id, { reason: 'Closed for the day', refund_cents: 0, idempotency_key: key() });
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json().data).toMatchObject({ refund: 'none', booking: { status: 'cancelled' } });
  });

  it.each([
    ['an unknown booking', 999999, { reason: 'x', refund_cents: 0 }, 404],
    ['no reason', 1, { reason: '', refund_cents: 0 }, 422],
    ['a negative refund', 1, { reason: 'x', refund_cents: -1 }, 422],
  ])('%s: %s, nothing written', async (_name, id, body, status) => {
    const before = await written();
    expect((await cancel(id, { ...body, idempotency_key: key() })).statusCode).toBe(status);
    expect(await written()).toEqual(before);
  });

  it('a finance officer may not cancel (403)', async () => {
    expect((await cancel(1, { reason: 'x', refund_cents: 0, idempotency_key: key() }, 'finance01')).statusCode).toBe(
      403,
    );
  });
});
