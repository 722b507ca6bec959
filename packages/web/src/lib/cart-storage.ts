// The cart and coupon are kept in local storage (spec 002 §4); the store area owns their contents.
// Sign-in, registration and logout clear them (spec 000 §4), which is all the shell needs to know.
// The fourth holds membership renewals (docs/decisions/250, lib/cart-renewals.ts).
export const CART_KEYS = ['portal.cart', 'portal.coupon', 'portal.voucher', 'portal.renewals'] as const;
export const RENEWALS_KEY = CART_KEYS[3];
export const CART_EVENT = 'portal:cart';
/** Asks the member shell to open the cart drawer (spec 002 §4: the panel opens on add). */
export const CART_OPEN_EVENT = 'portal:cart-open';

export function openCartDrawer(): void {
  window.dispatchEvent(new Event(CART_OPEN_EVENT));
}

/** The checkout in progress (its attendees and assignments), kept for this tab only (decision 227). */
export const CHECKOUT_KEY = 'portal.checkout';

export function clearCart(): void {
  for (const key of CART_KEYS) localStorage.removeItem(key);
  try {
    sessionStorage.removeItem(CHECKOUT_KEY);
  } catch {
    /* storage refused: nothing kept */
  }
  window.dispatchEvent(new Event(CART_EVENT));
}

/** Calls the listener when the cart changes here (CART_EVENT) or in another tab (the 'storage' event). */
export function subscribeCart(listener: () => void): () => void {
  window.addEventListener(CART_EVENT, listener);
  window.addEventListener('storage', listener);
  return () => {
    window.removeEventListener(CART_EVENT, listener);
    window.removeEventListener('storage', listener);
  };
}

/** Parse once per stored text, so the same cart is the same object (useSyncExternalStore needs a stable snapshot). */
export function cachedRead<T>(key: string, parse: (raw: string | null) => T): () => T {
  let raw: string | null | undefined;
  let value: T;
  return () => {
    // the server renders the store view for visitors with an empty cart (decision 331)
    const now = typeof localStorage === 'undefined' ? null : localStorage.getItem(key);
    if (now !== raw) {
      raw = now;
      value = parse(now);
    }
    return value;
  };
}

/**
 * How many of each product the saved cart holds, read without the cart's schema (the store area's cart.ts checks
 * the lines with it): for the top bar's badge and the store's "in cart" counts, which need no more (decision 137).
 */
export const cartQuantities = cachedRead(CART_KEYS[0], (raw) => {
  const counts = new Map<number, number>();
  try {
    const lines = JSON.parse(raw ?? '[]') as { product_id?: unknown; product_quantity?: unknown }[];
    for (const l of Array.isArray(lines) ? lines : []) {
      const id = Number(l?.product_id);
      const quantity = Number(l?.product_quantity) || 0;
      if (Number.isInteger(id) && quantity > 0) counts.set(id, (counts.get(id) ?? 0) + quantity);
    }
  } catch {
    // an unreadable cart holds nothing
  }
  return counts as ReadonlyMap<number, number>;
});

/** How many membership renewals the saved cart holds (docs/decisions/250), read without their schema. */
const renewalCount = cachedRead(RENEWALS_KEY, (raw) => {
  try {
    const list = JSON.parse(raw ?? '[]') as unknown;
    return Array.isArray(list) ? list.length : 0;
  } catch {
    return 0;
  }
});

/** Number of items in the cart (sum of quantities, and the renewals), for the top bar badge. */
export function cartCount(): number {
  let n = renewalCount();
  for (const quantity of cartQuantities().values()) n += quantity;
  return n;
}
