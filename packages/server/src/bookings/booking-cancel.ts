import type { CancelBookingBody, CancelOutcome } from '@portal/domain/bookings/bookings.staff.contract';
import { BookingStaffMessages as M } from '@portal/domain/bookings/bookings.staff.messages';
import { formatDateTime, isoToDmy, todayIn } from '@portal/domain/shared/time';
import type { z } from 'zod';
import { AppError } from '../platform/errors';
import { writeKept } from '../platform/kept-writes';
import { requireConfirmedPassword } from '../platform/password-gate';
import { composeMail } from '../platform/mail/compose';
import { enqueueMail } from '../platform/mail/outbox';
import type { StaffCtx } from '../platform/staff-session';
import { noteOrderLines, paymentsOfOrders, refundPayment, type OrderPayment } from '../payments/payments.service';
import { recordAudit } from '../platform/audit';
import { venueScope } from './booking-days';
import { rowsById } from './staff-bookings.service';
import * as repo from './staff-bookings.repo';

// A venue manager cancels a member's booking (docs/decisions/215). One transaction cancels it, gives its court units
// back, notes the receipt's line, records the audit row and queues the member's email; then, with no transaction
// open, the payments area refunds the amount asked through the gateway port (decision 201: idempotent, recovered
// after a crash). The same idempotency key serves both: a retry finds the cancellation and asks the refund again,
// which answers the first refund instead of making a second.

type Outcome = z.infer<typeof CancelOutcome>;
type Booking = NonNullable<Awaited<ReturnType<typeof repo.bookingForCancel>>>;

export async function cancelBooking(ctx: StaffCtx, id: number, body: CancelBookingBody): Promise<{ data: Outcome }> {
  const booking = await repo.bookingForCancel(ctx.db, id);
  if (!booking) throw new AppError(404, 'not_found', M.notFound);
  const payment =
    booking.orderId === null ? undefined : (await paymentsOfOrders(ctx.db, [booking.orderId])).get(booking.orderId);
  if (booking.status === 'cancelled') {
    if (booking.cancelKey !== body.idempotency_key)
      throw new AppError(409, 'already_cancelled', M.alreadyCancelled(id));
  } else {
    if (booking.status !== 'booked') throw new AppError(409, 'not_booked', M.notBooked);
    refundableOr422(body.refund_cents, payment);
  }
  if (body.refund_cents > 0) await requireConfirmedPassword(ctx); // a refund asks the password again (decision 263)
  if (booking.status !== 'cancelled') await cancelInOneTransaction(ctx, booking, body);
  const refund =
    body.refund_cents > 0 && payment
      ? await refundThroughPayments(ctx, payment, body)
      : { status: 'none' as const, message: '' };
  const [row] = await rowsById(ctx.db, ctx, [id]);
  return {
    data: {
      message: [M.cancelled(id), refund.message].filter(Boolean).join(' '),
      booking: row!,
      refund: refund.status,
    },
  };
}

function refundableOr422(cents: number, payment: OrderPayment | undefined): void {
  if (cents === 0) return;
  if (!payment || (payment.refundableCents === 0 && payment.refundedCents === 0))
    throw new AppError(422, 'error_validation', M.noPayment, { refund_cents: M.noPayment });
  if (cents > payment.refundableCents)
    throw new AppError(422, 'error_validation', M.aboveRefundable(payment.refundableCents), {
      refund_cents: M.aboveRefundable(payment.refundableCents),
    });
}

async function cancelInOneTransaction(ctx: StaffCtx, b: Booking, body: CancelBookingBody): Promise<void> {
  const now = ctx.now();
  const tz = ctx.config.site.timeZone;
  await writeKept(ctx.db, async (tx, changed) => {
    if (
      !(await repo.cancelBooked(tx, b.id, {
        at: now,
        memberId: ctx.member.id,
        reason: body.reason,
        key: body.idempotency_key,
      }))
    ) {
      throw new AppError(409, 'already_cancelled', M.alreadyCancelled(b.id));
    }
    if (b.orderId !== null)
      await noteOrderLines(tx, b.orderId, 'booking', M.cancelNote(isoToDmy(todayIn(tz, now)), body.reason));
    await recordAudit(tx, ctx, {
      action: 'bookings.cancel',
      entity: 'booking',
      entityId: b.id,
      reason: body.reason,
      before: { status: b.status },
      after: { status: 'cancelled', refund_cents: body.refund_cents },
    });
    if (b.email) {
      const mail = composeMail(ctx.config, {
        to: b.email,
        subject: M.mailSubject(b.id),
        greeting: `Hello ${b.firstname} ${b.lastname},`.replace(/\s+,/, ','),
        paragraphs: [
          M.mailIntro(`${b.court} at ${b.venue}`, formatDateTime(b.startsAt, tz)),
          M.mailReason(body.reason),
          body.refund_cents > 0 ? M.mailRefund(body.refund_cents) : M.mailNoRefund,
        ],
        action: { label: M.mailAction, path: '/member/mybooking' },
      });
      await enqueueMail(tx, mail, { now, dedupeKey: `booking-cancelled:${b.id}` });
    }
    changed(venueScope(b.venueId));
  });
}

/** The refund asked, through payments' one refund path; its refusal does not undo the cancellation, it is reported. */
async function refundThroughPayments(
  ctx: StaffCtx,
  payment: OrderPayment,
  body: CancelBookingBody,
): Promise<{ status: Outcome['refund']; message: string }> {
  try {
    await refundPayment(ctx, payment.paymentId, {
      amount_cents: body.refund_cents,
      reason: body.reason,
      idempotency_key: body.idempotency_key,
    });
    return { status: 'made', message: M.refunded(body.refund_cents) };
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    return { status: 'not_made', message: M.refundNotMade(err.message) };
  }
}
