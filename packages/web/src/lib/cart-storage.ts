// The cart and coupon are kept in local storage (spec 002 §4); the store area owns their contents.
// Sign-in, registration and logout clear them (spec 000 §4), which is all the shell needs to know.
export const CART_KEYS = ['portal.cart', 'portal.coupon', 'portal.voucher'] as const;
export const CART_EVENT = 'portal:cart';
/** Asks the member shell to open the cart drawer (spec 002 §4: the panel opens on add). */
export const CART_OPEN_EVENT = 'portal:cart-open';

export function openCartDrawer(): void {
  window.dispatchEvent(new Event(CART_OPEN_EVENT));
}

export function clearCart(): void {
  for (const key of CART_KEYS) localStorage.removeItem(key);
  window.dispatchEvent(new Event(CART_EVENT));
}

/** Number of items in the cart (sum of quantities), for the top bar badge. */
export function cartCount(): number {
  try {
    const lines = JSON.parse(localStorage.getItem('portal.cart') ?? '[]') as { product_quantity?: number }[];
    return lines.reduce((n, l) => n + (Number(l.product_quantity) || 0), 0);
  } catch {
    return 0;
  }
}
