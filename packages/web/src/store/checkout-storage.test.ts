import { beforeEach, describe, expect, it } from 'vitest';
import { CHECKOUT_KEY, clearCart } from '../lib/cart-storage';
import { newAttendee } from './attendees-step';
import { readCheckout } from './checkout-storage';

// Decision 227: the checkout's attendees are read back for the cart they were made for, and only for it.
const jack = {
  key: 7,
  status: 'confirmed' as const,
  value: { firstname: 'Jack', lastname: 'Junior', dob: '2014-03-15', gender: 'M' },
};
const keep = (cart: string) =>
  sessionStorage.setItem(
    CHECKOUT_KEY,
    JSON.stringify({ cart, attendees: [jack], assign: [{ productId: 3, attendeeIndex: 0 }] }),
  );

describe('readCheckout', () => {
  beforeEach(() => sessionStorage.clear());
  it('reads back the attendees and assignments of the same cart, and numbers new attendees after them', () => {
    keep('3x2');
    expect(readCheckout('3x2')).toEqual({ attendees: [jack], assign: [{ productId: 3, attendeeIndex: 0 }] });
    expect(newAttendee().key).toBeGreaterThan(7);
  });
  it('reads nothing for another cart, for unreadable text, or after the cart is cleared (logout, sign-in)', () => {
    keep('3x2');
    expect(readCheckout('3x3')).toBeNull();
    sessionStorage.setItem(CHECKOUT_KEY, '{not json');
    expect(readCheckout('3x2')).toBeNull();
    keep('3x2');
    clearCart();
    expect(readCheckout('3x2')).toBeNull();
  });
});
