import type { BookingListQuery, StaffBookingRow } from '@portal/domain/bookings/bookings.staff.contract';
import { instantOf, zonedIso } from '@portal/domain/bookings/booking-time';
import { addDaysIso } from '@portal/domain/shared/time';
import type { ListPage } from '@portal/domain/staff/staff-list';
import type { DbOrTx } from '../platform/db';
import type { StaffCtx } from '../platform/staff-session';
import { pageWindow, type PageWindow } from '../platform/staff-list';
import { paymentsOfOrders } from '../payments/payments.service';
import * as repo from './staff-bookings.repo';

// The back-office's bookings list and its CSV (docs/decisions/215): a page from the bookings area's tables, with each
// booking's payment and refunds from the payments area (one more query per page, not per row).

type Tz = Pick<StaffCtx, 'config'>;

/** The list's filter as the repo takes it: the days from and to as instants in the association's time zone. */
function filterOf(ctx: Tz, q: BookingListQuery): repo.BookingFilter {
  const tz = ctx.config.site.timeZone;
  return {
    q,
    from: q.from ? instantOf(q.from, '00:00', tz) : null,
    to: q.to ? instantOf(addDaysIso(q.to, 1), '00:00', tz) : null,
  };
}

const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());

async function withPayments(db: DbOrTx, ctx: Tz, rows: repo.StaffBookingDbRow[]): Promise<StaffBookingRow[]> {
  const paid = await paymentsOfOrders(
    db,
    rows.flatMap((r) => (r.order_id === null ? [] : [r.order_id])),
  );
  const tz = ctx.config.site.timeZone;
  return rows.map((r) => {
    const p = r.order_id === null ? undefined : paid.get(r.order_id);
    return {
      id: r.id,
      member: r.member,
      member_id: r.member_id,
      username: r.username,
      venue: r.venue,
      venue_id: r.venue_id,
      court: r.court,
      court_id: r.court_id,
      sport: r.sport,
      type: r.type,
      option: r.option,
      starts_at: zonedIso(new Date(r.starts_at), tz),
      ends_at: zonedIso(new Date(r.ends_at), tz),
      status: r.status,
      order_id: r.order_id,
      payment_id: p?.paymentId ?? null,
      paid_cents: p?.amountCents ?? 0,
      refunded_cents: p?.refundedCents ?? 0,
      refundable_cents: p?.refundableCents ?? 0,
      cancelled_at: iso(r.cancelled_at),
      cancel_reason: r.cancel_reason,
    };
  });
}

async function page(ctx: StaffCtx, q: BookingListQuery, window: PageWindow): Promise<ListPage<StaffBookingRow>> {
  const { rows, total } = await repo.bookingPage(ctx.db, filterOf(ctx, q), window);
  return { rows: await withPayments(ctx.db, ctx, rows), total };
}

export async function list(ctx: StaffCtx, q: BookingListQuery): Promise<{ data: ListPage<StaffBookingRow> }> {
  return { data: await page(ctx, q, pageWindow(q)) };
}

/** Bookings by id as the list shows them (any status). */
export async function rowsById(db: DbOrTx, ctx: Tz, ids: number[]): Promise<StaffBookingRow[]> {
  return withPayments(db, ctx, await repo.bookingsById(db, ids));
}

export async function exportCsv(ctx: StaffCtx, q: BookingListQuery): Promise<string> {
  return repo.bookingList.csv((await page(ctx, q, pageWindow('export'))).rows, { zone: ctx.config.site.timeZone });
}
