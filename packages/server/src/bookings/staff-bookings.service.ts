import type { BookingListQuery, StaffBookingRow } from '@portal/domain/bookings/bookings.staff.contract';
import { BookingStaffTexts as T } from '@portal/domain/bookings/bookings.staff.messages';
import { instantOf, zonedIso } from '@portal/domain/bookings/booking-time';
import { centsToInput as dollars } from '@portal/domain/shared/money';
import { addDaysIso, formatDateTime } from '@portal/domain/shared/time';
import { EXPORT_MAX_ROWS, type ListPage } from '@portal/domain/staff/staff-list';
import { toCsv } from '../platform/csv';
import type { DbOrTx } from '../platform/db';
import type { StaffCtx } from '../platform/staff-session';
import { paymentsOfOrders } from '../payments/payments.service';
import * as repo from './staff-bookings.repo';

// The back-office's bookings list and its CSV (docs/decisions/215): a page from the bookings area's tables, with each
// booking's payment and refunds from the payments area (one more query per page, not per row).

type Tz = Pick<StaffCtx, 'config'>;

/** The list's filter as the repo takes it: the days from and to as instants in the association's time zone. */
function filterOf(ctx: Tz, q: BookingListQuery): repo.BookingFilter {
  const tz = ctx.config.site.timeZone;
  return { q, from: q.from ? instantOf(q.from, '00:00', tz) : null, to: q.to ? instantOf(addDaysIso(q.to, 1), '00:00', tz) : null };
}

const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());

async function withPayments(db: DbOrTx, ctx: Tz, rows: repo.StaffBookingDbRow[]): Promise<StaffBookingRow[]> {
  const paid = await paymentsOfOrders(db, rows.flatMap((r) => (r.order_id === null ? [] : [r.order_id])));
  const tz = ctx.config.site.timeZone;
  return rows.map((r) => {
    const p = r.order_id === null ? undefined : paid.get(r.order_id);
    return {
      id: r.id, member: r.member, member_id: r.member_id, username: r.username, venue: r.venue, venue_id: r.venue_id, court: r.court, court_id: r.court_id,
      sport: r.sport, type: r.type, option: r.option, starts_at: zonedIso(new Date(r.starts_at), tz), ends_at: zonedIso(new Date(r.ends_at), tz), status: r.status,
      order_id: r.order_id, payment_id: p?.paymentId ?? null, paid_cents: p?.amountCents ?? 0, refunded_cents: p?.refundedCents ?? 0,
      refundable_cents: p?.refundableCents ?? 0, cancelled_at: iso(r.cancelled_at), cancel_reason: r.cancel_reason,
    };
  });
}

export async function list(ctx: StaffCtx, q: BookingListQuery): Promise<{ data: ListPage<StaffBookingRow> }> {
  const rows = await repo.bookingPage(ctx.db, filterOf(ctx, q), { offset: q.page * q.pageSize, limit: q.pageSize });
  return { data: { rows: await withPayments(ctx.db, ctx, rows), total: Number(rows[0]?.total ?? 0) } };
}

const BY_ID: BookingListQuery = { page: 0, pageSize: 10, order: 'asc', q: '', venue_id: '', court_id: '', from: '', to: '', status: '' };

/** Bookings by id as the list shows them (any status). */
export async function rowsById(db: DbOrTx, ctx: Tz, ids: number[]): Promise<StaffBookingRow[]> {
  return withPayments(db, ctx, await repo.bookingPage(db, { q: BY_ID, from: null, to: null }, { ids }));
}

export async function exportCsv(ctx: StaffCtx, q: BookingListQuery): Promise<string> {
  const rows = await withPayments(ctx.db, ctx, await repo.bookingPage(ctx.db, filterOf(ctx, q), { offset: 0, limit: EXPORT_MAX_ROWS }));
  const tz = ctx.config.site.timeZone;
  const C = T.columns;
  return toCsv(rows, [
    { header: C.id, value: (r) => r.id }, { header: C.member, value: (r) => r.member }, { header: 'Username', value: (r) => r.username },
    { header: C.venue, value: (r) => r.venue }, { header: C.court, value: (r) => r.court }, { header: 'Sport', value: (r) => r.sport },
    { header: C.type, value: (r) => r.type }, { header: 'Option', value: (r) => r.option },
    { header: C.starts, value: (r) => formatDateTime(r.starts_at, tz) }, { header: C.ends, value: (r) => formatDateTime(r.ends_at, tz) },
    { header: C.status, value: (r) => r.status }, { header: C.paid, value: (r) => dollars(r.paid_cents) }, { header: C.refunded, value: (r) => dollars(r.refunded_cents) },
    { header: 'Cancel reason', value: (r) => r.cancel_reason ?? '' },
  ]);
}
