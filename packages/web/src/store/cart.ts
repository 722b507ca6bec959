import { useSyncExternalStore } from 'react';
import { z } from 'zod';
import type { AppliedDiscount } from '@portal/domain/shared/cart';
import { CartLine } from '@portal/domain/store/store.contract';
import { priceLines } from '@portal/domain/store/store.rules';
import { oneLine, usePaymentCart } from '../components/payment/use-payment-cart';
import { useRenewals } from '../lib/cart-renewals';
import { CART_EVENT, CART_KEYS, cachedRead, subscribeCart } from '../lib/cart-storage';

// spec 002 §4: the cart and the applied coupon or voucher live in local storage, restored on load and shared by every
// open tab (the 'storage' event); sign-in, registration and logout clear them (lib/cart-storage.ts).

const [CART_KEY, DISCOUNT_KEY] = CART_KEYS;
const Lines = z.array(CartLine);

const readLines = cachedRead(CART_KEY, (raw) => {
  try {
    const parsed = Lines.safeParse(JSON.parse(raw ?? '[]'));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
});

const readDiscount = cachedRead(DISCOUNT_KEY, (raw) => {
  try {
    return raw ? (JSON.parse(raw) as AppliedDiscount) : null;
  } catch {
    return null;
  }
});

function write(key: string, value: unknown): void {
  if (value === null || (Array.isArray(value) && value.length === 0)) localStorage.removeItem(key);
  else localStorage.setItem(key, JSON.stringify(value));
  window.dispatchEvent(new Event(CART_EVENT));
}

export const useCart = (): CartLine[] => useSyncExternalStore(subscribeCart, readLines);
export const readCart = (): CartLine[] => readLines();
export function writeCart(lines: CartLine[]): void {
  write(CART_KEY, lines);
}

/** spec 002 §4 Coupon: saved in local storage; removing it clears the discount. */
export const useAppliedDiscount = (): AppliedDiscount | null => useSyncExternalStore(subscribeCart, readDiscount);
export function writeDiscount(discount: AppliedDiscount | null): void {
  write(DISCOUNT_KEY, discount);
}

/**
 * The store's cart as a payment cart (decision 167): the drawer's totals and the checkout's, its discount kept here;
 * with the membership renewals it holds (decision 250), priced like the membership page's one line.
 */
export function useStoreCart() {
  const lines = useCart();
  const renewals = useRenewals();
  const priced = [...renewals.flatMap((r) => oneLine(r.p_price)), ...priceLines(lines)];
  return { lines, renewals, payment: usePaymentCart(priced, [useAppliedDiscount(), writeDiscount]) };
}
