import type { PayReply } from '@portal/domain/payments/payments.contract';
import { ReceiptMessages } from '@portal/domain/payments/payments.messages';
import type { Attendee, CartLine, PayShoppingCartBody } from '@portal/domain/store/store.contract';
import { CHECKOUT_PAYMENT, CheckoutMessages as M } from '@portal/domain/store/store.messages';
import { assignmentsMatch, attendeeLimit, duplicateAttendees } from '@portal/domain/store/store.rules';
import { PAYMENT_SUCCESS } from '@portal/domain/shared/payment-outcome';
import { dmyToIso } from '@portal/domain/shared/time';
import type { Ctx } from '../platform/context';
import { requireMember } from '../platform/gates';
import { AppError } from '../platform/errors';
import {
  extendRenewal,
  holdRenewal,
  payCart,
  renewalsOf,
  type OrderKind,
  type PayLine,
} from '../payments/payments.service';
import { PRODUCTS_SCOPE } from './product-cache';
import * as repo from './store.repo';
import { knownAttendee } from './store.service';
import { checkedRenewals } from './store-renewals';

// Paying the cart (spec 002 §4 Checkout, §5 Attendee, §8 checkout errors), through payments (docs/decisions/050):
// prices, limits and attendees are checked here against the database, never taken from the browser; stock is taken
// first to checkout inside payments' first transaction (STORE_KIND.reserve) and given back when the charge fails.

type Row = Awaited<ReturnType<typeof repo.productsByIds>>[number];
interface StoredAttendee {
  productId: number;
  memberId: number | null;
  attendee: Attendee;
}

const invalid = (fields: Record<string, string>) =>
  new AppError(422, 'error_validation', CHECKOUT_PAYMENT.validation, fields);

/** One line per product (a product sent twice counts once, quantities added). */
function mergeLines(
  cart: readonly CartLine[],
): { product_id: number; product_quantity: number; product_no_attendee: boolean }[] {
  const byId = new Map<number, number>();
  for (const l of cart) byId.set(l.product_id, (byId.get(l.product_id) ?? 0) + l.product_quantity);
  return [...byId].map(([product_id, product_quantity]) => ({
    product_id,
    product_quantity,
    product_no_attendee: true,
  }));
}

async function checkedCart(ctx: Ctx, body: Pick<PayShoppingCartBody, 'shoppingCart'>) {
  const lines = mergeLines(body.shoppingCart);
  const rows = new Map(
    (
      await repo.productsByIds(
        ctx.db,
        lines.map((l) => l.product_id),
      )
    ).map((p) => [p.id, p]),
  );
  for (const line of lines) {
    const p = rows.get(line.product_id);
    if (!p || !p.active)
      throw new AppError(422, 'error_response', M.notOnSale(p?.title ?? `Product ${line.product_id}`));
    if (p.orderQtyMax !== null && line.product_quantity > p.orderQtyMax)
      throw new AppError(422, 'error_response', M.overLimit(p.title, p.orderQtyMax));
    line.product_no_attendee = p.noAttendee; // the database says which products need attendees, not the browser
  }
  return { lines, rows: rows as Map<number, Row> };
}

/** spec 002 §5: distinct attendees, each known or given in full, assigned to match every product's quantity. */
async function checkedAttendees(
  ctx: Ctx,
  lines: Awaited<ReturnType<typeof checkedCart>>['lines'],
  body: Pick<PayShoppingCartBody, 'attendees' | 'assign'>,
) {
  const { attendees, assign } = body;
  if (attendees.length > attendeeLimit(lines)) throw invalid({ attendees: M.assignMismatch });
  const dupes = duplicateAttendees(attendees);
  if (dupes.length) throw invalid(Object.fromEntries(dupes.map((i) => [`attendees.${i}`, M.attendeeAlreadyAdded])));
  if (!assignmentsMatch(lines, assign, attendees.length)) throw invalid({ assign: M.assignMismatch });
  const members = await Promise.all(
    attendees.map(async (a, i) => {
      const id = await knownAttendee(ctx, a);
      if (!id && !a.more) throw invalid({ [`attendees.${i}`]: M.moreInformation });
      return id;
    }),
  );
  return assign.map((a): StoredAttendee => ({
    productId: a.productId,
    memberId: members[a.attendeeIndex] ?? null,
    attendee: attendees[a.attendeeIndex]!,
  }));
}

/** A line as the order's description names it: a renewal with its person, as the receipt's line does (decision 250). */
const lineTitle = (l: PayLine) =>
  l.details?.person ? `${l.name} ${ReceiptMessages.lineFor(l.details.person.name)}` : l.name;

/** POST payshoppingcart (attendees) and payshopping (none needed): answers the order, or a spec 002 §8 key. */
export async function payShoppingCart(ctx: Ctx, body: PayShoppingCartBody, idempotencyKey: string): Promise<PayReply> {
  const memberCtx = requireMember(ctx);
  const renewals = await checkedRenewals(memberCtx, body.memberships);
  const { lines, rows } = await checkedCart(ctx, body);
  const assigned = await checkedAttendees(ctx, lines, body);
  const productPayLines: PayLine[] = lines.map((l) => {
    const p = rows.get(l.product_id)!;
    const names = assigned
      .filter((a) => a.productId === p.id)
      .map((a) => ({ firstname: a.attendee.firstname, lastname: a.attendee.lastname }));
    return {
      kind: 'product',
      refId: p.id,
      name: p.title,
      quantity: l.product_quantity,
      unitPriceCents: p.priceCents,
      voucherEligible: p.voucherEligible,
      akvEligible: p.akv,
      ...(names.length ? { details: { attendees: names } } : {}),
    };
  });
  const payLines = [...renewals.lines, ...productPayLines];
  // A product sold out since the cart was filled says so before any card is read; reserve checks again atomically.
  const check = async () => {
    const now = new Map(
      (
        await repo.productsByIds(
          ctx.db,
          lines.map((l) => l.product_id),
        )
      ).map((p) => [p.id, p]),
    );
    for (const l of lines) {
      const p = now.get(l.product_id)!;
      if (p.booked + l.product_quantity > p.quantity) throw new AppError(409, 'error_response', M.soldOut(p.title));
    }
  };
  const paid = await payCart(memberCtx, {
    kind: STORE_KIND.kind,
    idempotencyKey,
    description: payLines.map(lineTitle).join(', ').slice(0, 200),
    lines: payLines,
    check,
    couponCart: body.couponCart,
    donation: body.donationCart.length > 0,
    cardData: body.cardData,
    data: { attendees: assigned, ...(renewals.renewals.length ? { renewals: renewals.renewals } : {}) },
  });
  return { data: { o_id: paid.orderId, o_paid: true, message: PAYMENT_SUCCESS } };
}

/** payshopping: the same payment for a cart whose products need no attendee; attendees and assign checked alike. */
export async function payShopping(ctx: Ctx, body: PayShoppingCartBody, idempotencyKey: string): Promise<PayReply> {
  const { lines } = await checkedCart(ctx, body);
  if (lines.some((l) => !l.product_no_attendee)) throw invalid({ shoppingCart: M.assignMismatch });
  return payShoppingCart(ctx, body, idempotencyKey);
}

const productLines = (lines: { kind: string; refId: number | null; quantity: number; name: string }[]) =>
  lines.filter((l) => l.kind === 'product' && l.refId !== null);

/**
 * The store's order kind: stock held first to checkout, attendees recorded when paid, stock given back otherwise; a
 * family's renewals (docs/decisions/250) are held and extended by payments' one membership code path.
 */
export const STORE_KIND: OrderKind = {
  kind: 'store',
  async reserve(tx, order, step) {
    for (const renewal of renewalsOf(order.data)) await holdRenewal(tx, renewal, order.id, step);
    const products = productLines(order.lines);
    for (const line of products) {
      if (!(await repo.takeStock(tx, line.refId!, line.quantity)))
        throw new AppError(409, 'error_response', M.soldOut(line.name));
    }
    // a cart of renewals alone takes no stock: it leaves the product lists and their one count row alone (decision 350)
    if (products.length) step.changed(PRODUCTS_SCOPE);
  },
  async confirm(tx, order, step) {
    for (const renewal of renewalsOf(order.data)) await extendRenewal(tx, renewal, order.id, step);
    const attendees = (order.data.attendees ?? []) as StoredAttendee[];
    await repo.insertAttendees(
      tx,
      attendees.map(({ productId, memberId, attendee: a }) => ({
        orderId: order.id,
        productId,
        memberId,
        firstname: a.firstname,
        lastname: a.lastname,
        dob: dmyToIso(a.dob)!,
        gender: a.gender,
        ...(a.more
          ? {
              email: a.email,
              mobile: a.mobile,
              address: a.address,
              suburb: a.suburb,
              postcode: a.postcode,
              state: a.state,
              ecFullname: a.ec_fullname,
              ecMobile: a.ec_mobile,
              ecMedical: a.ec_medical,
            }
          : {}),
      })),
    );
  },
  async release(tx, order, { changed }) {
    const products = productLines(order.lines);
    for (const line of products) await repo.giveBackStock(tx, line.refId!, line.quantity);
    if (products.length) changed(PRODUCTS_SCOPE);
  },
};
