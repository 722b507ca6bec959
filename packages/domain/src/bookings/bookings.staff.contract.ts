import { z } from 'zod';
import { parseDollars } from '../shared/money';
import { idField, textField } from '../shared/fields';
import { ValidationMessages as V } from '../shared/messages';
import { reasonField } from '../staff/member-records.contract';
import { defineStaffEndpoint } from '../staff/staff.contract';
import { listQuery, listReply } from '../staff/staff-list';
import { anyDayField, checkPeriod } from '../shared/period';

// The back-office's court hire bookings (docs/decisions/215): every booking paged, sorted and filtered on the server,
// as CSV, and a cancellation with a reason that refunds the booking's payment in full or in part through the payments
// area. Amounts are integer cents.

const cents = z.number().int();
const anyId = z
  .union([z.literal(''), idField])
  .optional()
  .default('')
  .describe('empty: any');
const anyDay = anyDayField.describe("YYYY-MM-DD in the association's time zone; empty: any");

export const STAFF_BOOKING_STATES = ['booked', 'held', 'cancelled'] as const;

export const StaffBookingRow = z.object({
  id: z.number().int(),
  member: z.string(),
  member_id: z.number().int(),
  username: z.string(),
  venue: z.string(),
  venue_id: z.number().int(),
  court: z.string(),
  court_id: z.number().int(),
  sport: z.string(),
  type: z.string(),
  option: z.string(),
  starts_at: z.string().describe("ISO 8601 with the association's offset"),
  ends_at: z.string(),
  status: z.enum([...STAFF_BOOKING_STATES, 'released']),
  order_id: z.number().int().nullable(),
  payment_id: z.number().int().nullable().describe('the receipt number of its card payment'),
  paid_cents: cents,
  refunded_cents: cents,
  refundable_cents: cents.describe('what may still be refunded through the gateway'),
  cancelled_at: z.string().nullable(),
  cancel_reason: z.string().nullable(),
});
export type StaffBookingRow = z.infer<typeof StaffBookingRow>;

export const BookingListQuery = listQuery(['id', 'starts_at', 'member', 'court'])
  .extend({
    venue_id: anyId,
    court_id: anyId,
    from: anyDay,
    to: anyDay,
    status: z
      .enum(['', ...STAFF_BOOKING_STATES], { error: V.choice })
      .optional()
      .default('')
      .describe('empty: every booking but released holds'),
  })
  .superRefine(checkPeriod())
  .describe("q matches the member's name or username, the court, or the booking number");
export type BookingListQuery = z.infer<typeof BookingListQuery>;

export const staffBookings = defineStaffEndpoint({
  method: 'GET',
  path: '/api/staff/bookings',
  permission: 'bookings.read',
  summary: 'Court hire bookings with their payment and refunds, paged, sorted and filtered on the server.',
  query: BookingListQuery,
  reply: listReply(StaffBookingRow),
});

export const staffBookingsExport = defineStaffEndpoint({
  method: 'GET',
  path: '/api/staff/bookings/export',
  permission: 'bookings.read',
  summary: 'The filtered bookings as CSV (text/csv).',
  query: BookingListQuery,
  reply: z.string(),
  file: { type: 'text/csv', description: 'The bookings (attachment bookings.csv)' },
});

export const BookingParams = z.object({ bookingId: idField });

const refundCents = z
  .number({ error: V.numeric })
  .int({ error: V.numeric })
  .min(0, { error: V.numeric })
  .max(100_000_000, { error: V.numberBetween(0, 100_000_000) });

export const CancelBookingBody = z.object({
  reason: reasonField,
  refund_cents: refundCents.describe('0 cancels without a refund'),
  idempotency_key: textField({ trim: false })
    .regex(/^[A-Za-z0-9_-]{16,100}$/, { error: V.invalidInput })
    .describe(
      'one per cancellation: sent again unchanged on a retry, it never cancels or refunds twice (docs/decisions/215)',
    ),
});
export type CancelBookingBody = z.infer<typeof CancelBookingBody>;

export const CancelOutcome = z.object({
  message: z.string(),
  booking: StaffBookingRow,
  refund: z
    .enum(['none', 'made', 'not_made'])
    .describe('not_made: the booking is cancelled, the refund was refused or is still under way'),
});

export const cancelBooking = defineStaffEndpoint({
  method: 'POST',
  path: '/api/staff/bookings/:bookingId/cancel',
  permission: 'bookings.cancel',
  summary:
    'Cancel a booking with a reason, free its court, email the member, then refund its payment (all, part or none) through payments (audited).',
  params: BookingParams,
  body: CancelBookingBody,
  reply: z.object({ data: CancelOutcome }),
});

/** The cancel dialog as staff fill it in: the refund typed in dollars ("0" for none). */
export const CancelBookingForm = z.object({
  refund: textField({ message: V.numeric })
    .refine((t) => /^\$?\s*0*(\.0{0,2})?\s*$/.test(t) || parseDollars(t) > 0, { error: V.numeric })
    .transform((t) => parseDollars(t))
    .pipe(refundCents),
  reason: reasonField,
});
export type CancelBookingForm = z.input<typeof CancelBookingForm>;
export const cancelBookingBody = (f: z.output<typeof CancelBookingForm>, key: string): CancelBookingBody => ({
  reason: f.reason,
  refund_cents: f.refund,
  idempotency_key: key,
});
