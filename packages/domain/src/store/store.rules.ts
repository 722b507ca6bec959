import type { PriceLine } from '../shared/cart-total';
import { lineTotal } from '../shared/money';
import type { CartLine, Product } from './store.contract';

// Store rules of spec 002 §4 (Cart) and §5 (Attendee), pure: the cart drawer, the checkout steps and the server's
// payshoppingcart all use them.

/** spec 002 §4: a product is sold out when booked reaches quantity. */
export function isSoldOut(p: Pick<Product, 'product_quantity' | 'product_booked'>): boolean {
  return p.product_booked >= p.product_quantity;
}

/** spec 002 §4: available = quantity - booked - in cart, never below 0. */
export function availableQuantity(p: Pick<Product, 'product_quantity' | 'product_booked'>, inCart = 0): number {
  return Math.max(0, p.product_quantity - p.product_booked - inCart);
}

/** What may be ordered of a product at once: its order limit (null: none) and what is left. */
export function maxOrderQuantity(
  p: Pick<Product, 'product_quantity' | 'product_booked' | 'product_order_qty_max'>,
): number {
  const left = availableQuantity(p);
  return p.product_order_qty_max === null ? left : Math.min(left, p.product_order_qty_max);
}

/** The cart line of a product (spec 002 §3 Cart line). */
export function cartLineOf(p: Product, quantity: number): CartLine {
  return {
    product_id: p.product_id,
    product_title: p.product_title,
    product_price: p.product_price,
    product_quantity: quantity,
    product_akv: p.product_akv,
    product_voucher_eligible: p.product_voucher_eligible,
    product_totalPrice: lineTotal(p.product_price, quantity),
    product_court: false,
    product_no_attendee: p.product_no_attendee,
    product_order_qty_max: p.product_order_qty_max,
  };
}

/** spec 002 §4: adding a product already in the cart raises its quantity, up to its order limit. */
export function addToCart(cart: readonly CartLine[], p: Product): CartLine[] {
  const existing = cart.find((l) => l.product_id === p.product_id);
  if (!existing) return [...cart, cartLineOf(p, 1)];
  return setQuantity(cart, p.product_id, existing.product_quantity + 1);
}

/** Change a line's quantity (0 or less removes it; the order limit caps it), keeping its total right. */
export function setQuantity(cart: readonly CartLine[], productId: number, quantity: number): CartLine[] {
  if (quantity <= 0) return cart.filter((l) => l.product_id !== productId);
  return cart.map((l) => {
    if (l.product_id !== productId) return l;
    const max = l.product_order_qty_max ?? Infinity;
    const q = Math.min(quantity, max);
    return { ...l, product_quantity: q, product_totalPrice: lineTotal(l.product_price ?? 0, q) };
  });
}

/** spec 002 §2: plus is disabled at the line's product_order_qty_max. */
export function canIncrease(line: CartLine): boolean {
  return line.product_order_qty_max == null || line.product_quantity < line.product_order_qty_max;
}

/** Number of items in the cart (the badge, and the subtotal's item count). */
export function itemCount(cart: readonly Pick<CartLine, 'product_quantity'>[]): number {
  return cart.reduce((n, l) => n + l.product_quantity, 0);
}

const needsAttendee = (l: Pick<CartLine, 'product_no_attendee'>) => l.product_no_attendee === false;

/** The lines whose products need attendees. */
export function attendeeLines<L extends Pick<CartLine, 'product_no_attendee' | 'product_quantity'>>(
  cart: readonly L[],
): L[] {
  return cart.filter(needsAttendee);
}

/** spec 002 §5: at most as many attendees as the total quantity of products needing attendees. */
export function attendeeLimit(cart: readonly Pick<CartLine, 'product_no_attendee' | 'product_quantity'>[]): number {
  return itemCount(attendeeLines(cart));
}

/** spec 002 §5: at least 1 if every attendee line has quantity 1, otherwise the largest such quantity (0 without any). */
export function attendeeMinimum(cart: readonly Pick<CartLine, 'product_no_attendee' | 'product_quantity'>[]): number {
  const lines = attendeeLines(cart);
  if (!lines.length) return 0;
  return Math.max(1, ...lines.map((l) => l.product_quantity));
}

/** spec 002 §5: the same attendee is the same name (any case), date of birth and gender. */
type Person = { firstname?: string; lastname?: string; dob?: string; gender?: string };
export function attendeeKey(a: Person): string {
  return [a.firstname, a.lastname, a.dob, a.gender].map((v) => (v ?? '').trim().toLowerCase()).join('|');
}

/** Indexes of attendees that repeat an earlier one. */
export function duplicateAttendees(list: readonly Person[]): number[] {
  const seen = new Set<string>();
  const dupes: number[] = [];
  list.forEach((a, i) => {
    const key = attendeeKey(a);
    if (seen.has(key)) dupes.push(i);
    seen.add(key);
  });
  return dupes;
}

/**
 * spec 002 §5 assign step: each attendee-needing product has exactly its quantity assigned (distinct attendees per
 * product), every index names an attendee, and the assigned total lies between the minimum and the total quantity.
 */
export function assignmentsMatch(
  cart: readonly Pick<CartLine, 'product_id' | 'product_no_attendee' | 'product_quantity'>[],
  assign: readonly { productId: number; attendeeIndex: number }[],
  attendeeCount: number,
): boolean {
  const lines = attendeeLines(cart);
  if (assign.some((a) => a.attendeeIndex < 0 || a.attendeeIndex >= attendeeCount)) return false;
  if (assign.some((a) => !lines.some((l) => l.product_id === a.productId))) return false;
  for (const line of lines) {
    const mine = assign.filter((a) => a.productId === line.product_id);
    if (mine.length !== line.product_quantity) return false;
    if (new Set(mine.map((a) => a.attendeeIndex)).size !== mine.length) return false;
  }
  return assign.length >= attendeeMinimum(cart) && assign.length <= attendeeLimit(cart);
}

/** The cart as the domain money rules price it (the drawer, the checkout summary). */
export function priceLines(cart: readonly CartLine[]): PriceLine[] {
  return cart.map((l) => ({
    quantity: l.product_quantity,
    unitPriceCents: l.product_price ?? 0,
    voucherEligible: l.product_voucher_eligible ?? true,
    akvEligible: l.product_akv ?? false,
  }));
}
