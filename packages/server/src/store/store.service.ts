import type { Attendee, Category, Product, StoreVenue } from '@portal/domain/store/store.contract';
import { PaymentMessages } from '@portal/domain/payments/payments.messages';
import { CheckoutMessages } from '@portal/domain/store/store.messages';
import { DONATION_CENTS, DONATION_NAME } from '@portal/domain/shared/cart';
import { dmyToIso } from '@portal/domain/shared/time';
import type { Ctx } from '../platform/context';
import { requireMember } from '../platform/gates';
import { AppError, notFound } from '../platform/errors';
import { coverBytes, coverUrl } from './covers';
import { cachedList } from './product-cache';
import * as repo from './store.repo';

// The store's lists and the attendee check (spec 002 §7 store calls). Paying is in store-checkout.ts.

const hhmm = (t: string | null) => (t ? t.slice(0, 5) : null);

export function productView(p: repo.ProductRow): Product {
  return {
    product_id: p.id,
    product_name: p.name,
    product_title: p.title,
    product_price: p.priceCents,
    product_totalPrice: p.priceCents,
    product_quantity: p.quantity,
    product_booked: p.booked,
    product_category_id: p.categoryId,
    product_venue_id: p.venueId,
    product_description: p.description,
    product_cover: coverUrl(p.cover, p.coverVersion),
    product_date_start: p.dateStart,
    product_date_end: p.dateEnd,
    product_time_start: hhmm(p.timeStart),
    product_time_end: hhmm(p.timeEnd),
    product_voucher_eligible: p.voucherEligible,
    product_no_attendee: p.noAttendee,
    product_akv: p.akv,
    product_order_qty_max: p.orderQtyMax,
    product_court: false,
    product_court_names: '',
    category: { category_name: p.categoryName },
    venue: p.venueName ? { venue_name: p.venueName } : null,
  };
}

const venueView = (v: { id: number; name: string }): StoreVenue => ({ venue_id: v.id, venue_name: v.name });

export async function venues(ctx: Ctx) {
  return { data: (await repo.listVenues(ctx.db)).map(venueView) };
}

export async function productVenues(ctx: Ctx) {
  return { data: (await repo.productVenues(ctx.db)).map(venueView) };
}

export async function categories(ctx: Ctx): Promise<{ data: Category[] }> {
  const rows = await repo.listCategories(ctx.db);
  return { data: rows.map((c) => ({ category_id: c.id, parent_id: c.parentId, category_name: c.name })) };
}

/** spec 002 §2: a category (with its children) and a venue narrow the list; an unknown category has no products. */
export async function products(ctx: Ctx, query: { category?: number; venue?: number }): Promise<{ data: Product[] }> {
  const key = `${query.category ?? ''}:${query.venue ?? ''}`;
  return {
    data: await cachedList(ctx.db, key, ctx.now().getTime(), async () => {
      const categoryIds = query.category ? await repo.categoryWithChildren(ctx.db, query.category) : undefined;
      if (categoryIds && categoryIds.length === 0) return [];
      return (await repo.listProducts(ctx.db, { categoryIds, venueId: query.venue })).map(productView);
    }),
  };
}

/** GET productDonation: the $1 donation product, or 404 donation_off while the setting is off (docs/decisions/148). */
export function productDonation(ctx: Ctx) {
  if (!ctx.config.site.donationEnabled) throw new AppError(404, 'donation_off', PaymentMessages.donationOff);
  return { data: { product_name: DONATION_NAME, product_price: DONATION_CENTS } };
}

export async function cover(ctx: Pick<Ctx, 'db'>, file: string): Promise<Buffer> {
  const bytes = await coverBytes(ctx.db, file);
  if (!bytes) throw notFound();
  return bytes;
}

/** A known attendee: a member with that name, date of birth and gender. */
export async function knownAttendee(
  ctx: Pick<Ctx, 'db'>,
  a: Pick<Attendee, 'firstname' | 'lastname' | 'dob' | 'gender'>,
): Promise<number | null> {
  return repo.memberByPerson(ctx.db, {
    firstname: a.firstname,
    lastname: a.lastname,
    dobIso: dmyToIso(a.dob)!,
    gender: a.gender,
  });
}

/**
 * POST /api/ecommerce/store/checkattendee (spec 002 §4 Checkout attendee row): a known person is added at once; an
 * unknown one needs the extra information (422 more_info, the row asks for it); given in full, it is accepted.
 */
export async function checkAttendee(ctx: Ctx, attendee: Attendee) {
  requireMember(ctx);
  if (attendee.more) return { data: { status: 'accepted' as const, message: CheckoutMessages.attendeeNew } };
  if (await knownAttendee(ctx, attendee))
    return { data: { status: 'found' as const, message: CheckoutMessages.attendeeFound } };
  throw new AppError(422, 'more_info', CheckoutMessages.moreInformation);
}
