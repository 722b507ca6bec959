import type { ProductAttendee } from '@portal/domain/store/store.staff.contract';
import { StoreStaffMessages as M, StoreStaffTexts as T } from '@portal/domain/store/store.staff.messages';
import { formatDate, isoToDmy } from '@portal/domain/shared/time';
import { paidOrdersOf } from '../payments/payments.service';
import { toCsv } from '../platform/csv';
import { AppError } from '../platform/errors';
import type { FileAnswer } from '../platform/route-answers';
import type { StaffCtx } from '../platform/staff-session';
import * as repo from './products.staff.repo';

// A product's attendee list (docs/decisions/235): the attendees the store recorded with its paid orders (spec 002 §3
// Attendee), each with the member who ordered and the order's date from the payments area; a refunded or failed
// order's attendees are left out. Three queries whatever the number of attendees.

export async function list(ctx: StaffCtx, productId: number): Promise<{ data: ProductAttendee[] }> {
  const product = await repo.productById(ctx.db, productId);
  if (!product) throw new AppError(404, 'not_found', M.noProduct);
  const attendees = await repo.attendeesOfProduct(ctx.db, productId);
  const paid = await paidOrdersOf(
    ctx.db,
    attendees.map((a) => a.orderId),
  );
  const names = await repo.memberNames(
    ctx.db,
    [...paid.values()].map((o) => o.memberId),
  );
  const rows = attendees.flatMap((a) => {
    const order = paid.get(a.orderId);
    if (!order) return [];
    return [
      {
        id: a.id,
        firstname: a.firstname,
        lastname: a.lastname,
        dob: a.dob,
        gender: a.gender,
        ordered_by: names.get(order.memberId) ?? '',
        ordered_by_id: order.memberId,
        order_id: a.orderId,
        ordered_at: new Date(order.paidAt).toISOString(),
      },
    ];
  });
  return { data: rows.sort((x, y) => x.ordered_at.localeCompare(y.ordered_at) || x.id - y.id) };
}

export async function exportCsv(ctx: StaffCtx, productId: number): Promise<FileAnswer> {
  const product = await repo.productById(ctx.db, productId);
  const { data } = await list(ctx, productId);
  const tz = ctx.config.site.timeZone;
  const csv = toCsv(data, [
    { header: 'First name', value: (r) => r.firstname },
    { header: 'Last name', value: (r) => r.lastname },
    { header: T.dob, value: (r) => isoToDmy(r.dob) },
    { header: 'Gender', value: (r) => r.gender },
    { header: T.orderedBy, value: (r) => r.ordered_by },
    { header: T.order, value: (r) => r.order_id },
    { header: T.orderDate, value: (r) => formatDate(r.ordered_at, tz) },
  ]);
  return { body: csv, filename: `attendees-${product!.name.replace(/[^a-z0-9-]+/gi, '-')}.csv` };
}
