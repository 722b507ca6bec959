import type { PayBookingBody } from '@portal/domain/bookings/bookings.contract';
import { instantOf, minutesOf } from '@portal/domain/bookings/booking-time';
import { BookingRuleMessages, durationText } from '@portal/domain/bookings/bookings.messages';
import { rateChangedMessage, rateFor, type BookingSlot } from '@portal/domain/bookings/bookings.rules';
import type { PayReply } from '@portal/domain/payments/payments.contract';
import { PAYMENT_SUCCESS } from '@portal/domain/shared/payment-outcome';
import type { Ctx } from '../platform/context';
import { requireMember } from '../platform/gates';
import type { DbOrTx } from '../platform/db';
import { AppError } from '../platform/errors';
import { payCart, type OrderKind, type StoredOrder } from '../payments/payments.service';
import { authProblemOf, checkedRef, judge, refusal, type BookingRef, type CheckedRef } from './booking-facts';
import { venueScope } from './booking-days';
import * as repo from './bookings.repo';

// Paying for a booking (spec 002 §4 Payment, §5 Booking, §8 booking payment) through payments (docs/decisions/050):
// the rules are judged before any card is read, and again in payments' first transaction, where the court's units
// are held under the exclusion constraint; a collision there answers error_collision and nothing is charged. A
// failed charge releases the hold.

/** What the order keeps for the booking kind's handlers (StoredOrder.data.booking). */
interface StoredBooking extends BookingRef {
  day: string;
  start: string;
  end: string;
}

const rateChanged = (cents: number) => new AppError(422, 'error_rate', rateChangedMessage(cents));

/** Judge the slot; with `rateCents`, it must also be the rate of the moment. */
async function judged(
  db: DbOrTx,
  ref: CheckedRef,
  slot: BookingSlot,
  timeZone: string,
  now: Date,
  rateCents?: number,
): Promise<number> {
  const verdict = await judge(db, ref, slot, { now, timeZone, authProblem: null });
  if (!verdict.ok) throw refusal(verdict);
  if (rateCents !== undefined && verdict.rateCents !== rateCents) throw rateChanged(verdict.rateCents);
  return verdict.rateCents;
}

/** POST /api/booking/paybooking: answers the order, or a spec 002 §8 key. */
export async function payBooking(ctx: Ctx, body: PayBookingBody, idempotencyKey: string): Promise<PayReply> {
  const memberCtx = requireMember(ctx);
  const auth = authProblemOf(memberCtx.member, ctx.config, ctx.now());
  if (auth) throw new AppError(403, 'error_auth', auth);
  const cart = body.bookingCart;
  const ref = await checkedRef(ctx.db, {
    venueId: cart.venue,
    sportId: cart.sport,
    typeId: cart.type,
    optionId: cart.option ?? null,
    courtId: cart.court,
  });
  const slot: BookingSlot = {
    day: cart.start.slice(0, 10),
    start: cart.start.slice(11, 16),
    end: cart.end.slice(11, 16),
  };
  const tz = ctx.config.site.timeZone;
  const minutes = minutesOf(slot.end) - minutesOf(slot.start);
  // The price the line is written with; judged (with collisions and the window) by `check`, which a retried request
  // that already went through skips, so it is not refused for colliding with its own booking.
  const rates = await repo.ratesOf(ctx.db, ref.type.id);
  const price = rateFor(rates, ref.type.id, ref.option?.id ?? null, minutes, {
    units: ref.court.unitSpan,
    of: ref.court.unitTotal,
  });
  const stored: StoredBooking = {
    venueId: ref.venue.id,
    sportId: ref.sport.id,
    typeId: ref.type.id,
    optionId: ref.option?.id ?? null,
    courtId: ref.court.id,
    ...slot,
  };
  const paid = await payCart(memberCtx, {
    kind: BOOKING_KIND.kind,
    idempotencyKey,
    description: `Court hire: ${ref.venue.name}`,
    lines: [
      {
        kind: 'booking',
        refId: ref.court.id,
        name: `${ref.court.name}, ${durationText(Math.max(minutes, 0))}`,
        quantity: 1,
        unitPriceCents: price ?? 0,
        voucherEligible: true,
        akvEligible: false,
        details: {
          booking: {
            b_id: null,
            b_from: instantOf(slot.day, slot.start, tz).toISOString(),
            b_to: instantOf(slot.day, slot.end, tz).toISOString(),
            b_venue: ref.venue.name,
            b_sport: ref.sport.name,
            b_space: ref.court.name,
            b_type: ref.type.name,
            b_option: ref.option?.name ?? '',
          },
        },
      },
    ],
    check: async () => {
      await judged(ctx.db, ref, slot, tz, ctx.now(), cart.rate_review);
    },
    couponCart: body.couponCart,
    donation: body.donationCart.length > 0,
    cardData: body.cardData,
    data: { booking: stored },
  });
  return { data: { o_id: paid.orderId, o_paid: true, message: PAYMENT_SUCCESS } };
}

const storedOf = (order: StoredOrder) => order.data.booking as StoredBooking;

/**
 * spec 002 §3: 23P01, exclusion_violation: another booking or event holds a unit of this court at that time. A
 * deadlock (40P01) between two holds can only come from overlapping claims on the same units: a collision as well.
 */
export function isExclusionViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } } | null;
  const code = (e?.cause ?? e)?.code;
  return code === '23P01' || code === '40P01';
}

/** The booking order kind: the rules again and the court's units held, booked when paid, released otherwise. */
export const BOOKING_KIND: OrderKind = {
  kind: 'booking',
  async reserve(tx, order, { config, now, changed }) {
    const b = storedOf(order);
    const ref = await checkedRef(tx, b);
    const line = order.lines.find((l) => l.kind === 'booking');
    const rateCents = await judged(tx, ref, b, config.site.timeZone, now, line?.unitPriceCents);
    const from = instantOf(b.day, b.start, config.site.timeZone);
    const to = instantOf(b.day, b.end, config.site.timeZone);
    const bookingId = await repo.insertBooking(tx, {
      memberId: order.memberId,
      orderId: order.id,
      venueId: b.venueId,
      sportId: b.sportId,
      typeId: b.typeId,
      optionId: b.optionId,
      courtId: b.courtId,
      startsAt: from,
      endsAt: to,
      rateCents,
      status: 'held',
    });
    try {
      await repo.holdUnits(tx, { bookingId }, b.courtId, from, to);
    } catch (err) {
      if (isExclusionViolation(err))
        throw refusal({ ok: false, key: 'error_collision', message: BookingRuleMessages.collision });
      throw err;
    }
    changed(venueScope(b.venueId));
  },
  async confirm(tx, order, { changed }) {
    await repo.markBooked(tx, order.id);
    changed(venueScope(storedOf(order).venueId));
  },
  async release(tx, order, { changed }) {
    await repo.releaseOrder(tx, order.id);
    changed(venueScope(storedOf(order).venueId));
  },
};
