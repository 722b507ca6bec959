import type { ProductBody, ProductListQuery, StaffProduct } from '@portal/domain/store/store.staff.contract';
import { StoreStaffMessages as M } from '@portal/domain/store/store.staff.messages';
import type { ListPage } from '@portal/domain/staff/staff-list';
import { orderedRefs } from '../payments/payments.service';
import type { DbOrTx } from '../platform/db';
import { AppError } from '../platform/errors';
import { writeKept } from '../platform/kept-writes';
import type { StaffCtx } from '../platform/staff-session';
import { recordAudit } from '../platform/audit';
import { coverUrl } from './covers';
import { PRODUCTS_SCOPE } from './product-cache';
import * as repo from './products.staff.repo';

// The finance officer's products (docs/decisions/235). Each write runs in one transaction with its audit row and
// counts the member store's kept product lists as changed (decision 169): this server shows it at once, every
// other within about a second. A product some order names is withdrawn from sale, never deleted.

type Message = { data: { message: string } };
const hhmm = (t: string | null) => (t ? t.slice(0, 5) : null);
const LINE_KIND = 'product';

function view(p: repo.StaffProductRow, ordered: boolean): StaffProduct {
  return {
    id: p.id,
    title: p.title,
    name: p.name,
    category_id: p.categoryId,
    category: p.category,
    venue_id: p.venueId,
    venue: p.venue,
    description: p.description,
    price_cents: p.priceCents,
    quantity: p.quantity,
    booked: p.booked,
    order_qty_max: p.orderQtyMax,
    date_start: p.dateStart,
    date_end: p.dateEnd,
    time_start: hhmm(p.timeStart),
    time_end: hhmm(p.timeEnd),
    voucher_eligible: p.voucherEligible,
    no_attendee: p.noAttendee,
    akv: p.akv,
    active: p.active,
    cover: coverUrl(p.cover, p.coverVersion),
    ordered,
  };
}

const rowOf = (b: ProductBody): repo.ProductInsert => ({
  title: b.title,
  name: b.name,
  categoryId: b.category_id,
  venueId: b.venue_id,
  description: b.description,
  priceCents: b.price,
  quantity: b.quantity,
  orderQtyMax: b.order_qty_max,
  dateStart: b.date_start,
  dateEnd: b.date_end,
  timeStart: b.time_start,
  timeEnd: b.time_end,
  voucherEligible: b.voucher_eligible,
  noAttendee: b.no_attendee,
  akv: b.akv,
});

export async function list(ctx: StaffCtx, q: ProductListQuery): Promise<{ data: ListPage<StaffProduct> }> {
  const page = await repo.productPage(ctx.db, q);
  const ordered = await orderedRefs(
    ctx.db,
    LINE_KIND,
    page.rows.map((r) => r.id),
  );
  return { data: { rows: page.rows.map((r) => view(r, ordered.has(r.id))), total: page.total } };
}

export async function one(ctx: StaffCtx, id: number): Promise<{ data: StaffProduct }> {
  const p = await repo.productById(ctx.db, id);
  if (!p) throw new AppError(404, 'not_found', M.noProduct);
  return { data: view(p, await isOrdered(ctx.db, id)) };
}

async function isOrdered(db: DbOrTx, id: number): Promise<boolean> {
  return (await orderedRefs(db, LINE_KIND, [id])).has(id) || repo.hasAttendees(db, id);
}

/** The category and venue must exist (field errors, before anything is written). */
async function checkRefs(db: DbOrTx, b: ProductBody): Promise<void> {
  const errors: Record<string, string> = {};
  if (!(await repo.categoryExists(db, b.category_id))) errors.category_id = M.noParent;
  if (b.venue_id !== null && !(await repo.venueExists(db, b.venue_id))) errors.venue_id = M.noVenue;
  const first = Object.values(errors)[0];
  if (first) throw new AppError(422, 'error_validation', first, errors);
}

export async function add(ctx: StaffCtx, body: ProductBody): Promise<{ data: { message: string; id: number } }> {
  await checkRefs(ctx.db, body);
  const row = rowOf(body);
  const id = await writeKept(ctx.db, async (tx, changed) => {
    const created = await repo.insertProduct(tx, row);
    await recordAudit(tx, ctx, { action: 'store.product.add', entity: 'product', entityId: created, after: row });
    changed(PRODUCTS_SCOPE);
    return created;
  });
  return { data: { message: M.productAdded(body.title), id } };
}

export async function save(ctx: StaffCtx, id: number, body: ProductBody): Promise<Message> {
  await checkRefs(ctx.db, body);
  const row = rowOf(body);
  await writeKept(ctx.db, async (tx, changed) => {
    const before = await repo.lockProduct(tx, id);
    if (!before) throw new AppError(404, 'not_found', M.noProduct);
    if (!(await repo.updateProduct(tx, id, row))) {
      throw new AppError(422, 'error_validation', M.belowBooked(before.booked), {
        quantity: M.belowBooked(before.booked),
      });
    }
    const was = Object.fromEntries(Object.keys(row).map((k) => [k, before[k as keyof repo.ProductInsert]]));
    await recordAudit(tx, ctx, {
      action: 'store.product.save',
      entity: 'product',
      entityId: id,
      before: was,
      after: row,
    });
    changed(PRODUCTS_SCOPE);
  });
  return { data: { message: M.productSaved(body.title) } };
}

export async function setState(ctx: StaffCtx, id: number, active: boolean): Promise<Message> {
  const title = await writeKept(ctx.db, async (tx, changed) => {
    const p = await repo.lockProduct(tx, id);
    if (!p) throw new AppError(404, 'not_found', M.noProduct);
    await repo.setActive(tx, id, active);
    await recordAudit(tx, ctx, {
      action: active ? 'store.product.restore' : 'store.product.withdraw',
      entity: 'product',
      entityId: id,
      before: { active: p.active },
      after: { active },
    });
    changed(PRODUCTS_SCOPE);
    return p.title;
  });
  return { data: { message: active ? M.productRestored(title) : M.productWithdrawn(title) } };
}

export async function remove(ctx: StaffCtx, id: number): Promise<Message> {
  const title = await writeKept(ctx.db, async (tx, changed) => {
    const p = await repo.lockProduct(tx, id);
    if (!p) throw new AppError(404, 'not_found', M.noProduct);
    if (p.booked > 0 || (await isOrdered(tx, id))) throw new AppError(409, 'has_orders', M.hasOrders);
    await repo.deleteProduct(tx, id);
    await recordAudit(tx, ctx, {
      action: 'store.product.delete',
      entity: 'product',
      entityId: id,
      before: { title: p.title, name: p.name, category_id: p.categoryId },
    });
    changed(PRODUCTS_SCOPE);
    return p.title;
  });
  return { data: { message: M.productDeleted(title) } };
}
