import { useEffect } from 'react';
import type { Assignment } from '@portal/domain/store/store.contract';
import { CHECKOUT_KEY } from '../lib/cart-storage';
import { keepKeysAbove } from './attendees-step';
import type { AttendeeEntry } from './attendee-row';

// The checkout in progress survives a reload (decision 227): its attendees and assignments are kept in this tab's
// session storage with the cart they were made for, and read back only for that same cart. Sign-in, registration
// and logout clear them with the cart (spec 000 §4); paying clears them.

interface Saved {
  cart: string;
  attendees: AttendeeEntry[];
  assign: Assignment[];
}

/** What was kept for this cart, or nothing (another cart, nothing kept, unreadable). */
export function readCheckout(cart: string): Omit<Saved, 'cart'> | null {
  try {
    const saved = JSON.parse(sessionStorage.getItem(CHECKOUT_KEY) ?? 'null') as Saved | null;
    if (!saved || saved.cart !== cart || !Array.isArray(saved.attendees) || !Array.isArray(saved.assign)) return null;
    keepKeysAbove(saved.attendees);
    return { attendees: saved.attendees, assign: saved.assign };
  } catch {
    return null;
  }
}

/** Keeps the attendees and assignments of this cart as they change (nothing when the cart is empty). */
export function useKeptCheckout(cart: string, attendees: AttendeeEntry[], assign: Assignment[]): void {
  useEffect(() => {
    try {
      if (!cart || (!attendees.length && !assign.length)) sessionStorage.removeItem(CHECKOUT_KEY);
      else sessionStorage.setItem(CHECKOUT_KEY, JSON.stringify({ cart, attendees, assign } satisfies Saved));
    } catch {
      /* storage refused or full: the checkout is simply not kept */
    }
  }, [cart, attendees, assign]);
}
