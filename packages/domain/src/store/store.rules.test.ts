import { describe, expect, it } from 'vitest';
import type { Product } from './store.contract';
import {
  addToCart,
  assignmentsMatch,
  attendeeLimit,
  attendeeMinimum,
  availableQuantity,
  canIncrease,
  duplicateAttendees,
  isSoldOut,
  itemCount,
  maxOrderQuantity,
  setQuantity,
} from './store.rules';

const product = (over: Partial<Product> = {}): Product => ({
  product_id: 1,
  product_name: 'Camp',
  product_title: 'Camp',
  product_price: 12500,
  product_totalPrice: 12500,
  product_quantity: 10,
  product_booked: 0,
  product_category_id: 1,
  product_venue_id: null,
  product_description: '',
  product_cover: null,
  product_date_start: null,
  product_date_end: null,
  product_time_start: null,
  product_time_end: null,
  product_voucher_eligible: true,
  product_no_attendee: false,
  product_akv: false,
  product_order_qty_max: null,
  product_court: false,
  product_court_names: '',
  category: { category_name: 'Camps' },
  venue: null,
  ...over,
});

describe('stock', () => {
  it.each([
    [10, 0, 0, 10],
    [10, 4, 3, 3],
    [10, 8, 5, 0],
    [10, 10, 0, 0],
  ])('quantity %i, booked %i, in cart %i leaves %i', (q, b, c, left) => {
    expect(availableQuantity(product({ product_quantity: q, product_booked: b }), c)).toBe(left);
  });
  it('is sold out when booked reaches quantity', () => {
    expect(isSoldOut(product({ product_quantity: 5, product_booked: 5 }))).toBe(true);
    expect(isSoldOut(product({ product_quantity: 5, product_booked: 4 }))).toBe(false);
  });
  it('caps an order at the order limit and at what is left', () => {
    expect(maxOrderQuantity(product({ product_order_qty_max: 2 }))).toBe(2);
    expect(maxOrderQuantity(product({ product_order_qty_max: 5, product_booked: 9 }))).toBe(1);
    expect(maxOrderQuantity(product({ product_order_qty_max: null, product_booked: 3 }))).toBe(7);
  });
});

describe('cart', () => {
  it('adding a product again raises its quantity and total; minus to zero removes it', () => {
    let cart = addToCart([], product());
    cart = addToCart(cart, product());
    expect(cart).toHaveLength(1);
    expect(cart[0]).toMatchObject({ product_quantity: 2, product_totalPrice: 25000 });
    expect(itemCount(cart)).toBe(2);
    expect(setQuantity(cart, 1, 0)).toEqual([]);
  });
  it('plus stops at the order limit', () => {
    let cart = addToCart([], product({ product_order_qty_max: 2 }));
    cart = addToCart(addToCart(cart, product({ product_order_qty_max: 2 })), product({ product_order_qty_max: 2 }));
    expect(cart[0]!.product_quantity).toBe(2);
    expect(canIncrease(cart[0]!)).toBe(false);
  });
});

const lines = (...qs: [number, boolean][]) =>
  qs.map(([q, needs], i) => ({ product_id: i + 1, product_quantity: q, product_no_attendee: !needs }));

describe('attendees (spec 002 §5)', () => {
  it.each([
    [lines([1, true], [1, true]), 1, 2],
    [lines([3, true], [1, true]), 3, 4],
    [lines([2, false]), 0, 0],
    [lines([1, true], [5, false]), 1, 1],
  ])('%j needs at least %i and at most %i', (cart, min, max) => {
    expect(attendeeMinimum(cart)).toBe(min);
    expect(attendeeLimit(cart)).toBe(max);
  });

  it('the same name, date of birth and gender is the same attendee, whatever the case', () => {
    const a = { firstname: 'Ava', lastname: 'Lee', dob: '01/02/2015', gender: 'female' };
    expect(duplicateAttendees([a, { ...a, firstname: 'AVA ' }, { ...a, dob: '02/02/2015' }])).toEqual([1]);
  });

  it('assignments give each product exactly its quantity of distinct attendees', () => {
    const cart = lines([2, true], [1, true], [3, false]);
    expect(
      assignmentsMatch(
        cart,
        [
          { productId: 1, attendeeIndex: 0 },
          { productId: 1, attendeeIndex: 1 },
          { productId: 2, attendeeIndex: 0 },
        ],
        2,
      ),
    ).toBe(true);
    expect(
      assignmentsMatch(
        cart,
        [
          { productId: 1, attendeeIndex: 0 },
          { productId: 2, attendeeIndex: 0 },
        ],
        2,
      ),
    ).toBe(false);
    expect(
      assignmentsMatch(
        cart,
        [
          { productId: 1, attendeeIndex: 0 },
          { productId: 1, attendeeIndex: 0 },
          { productId: 2, attendeeIndex: 1 },
        ],
        2,
      ),
    ).toBe(false);
    expect(
      assignmentsMatch(
        cart,
        [
          { productId: 1, attendeeIndex: 0 },
          { productId: 1, attendeeIndex: 2 },
          { productId: 2, attendeeIndex: 1 },
        ],
        2,
      ),
    ).toBe(false);
    expect(
      assignmentsMatch(
        cart,
        [
          { productId: 1, attendeeIndex: 0 },
          { productId: 1, attendeeIndex: 1 },
          { productId: 3, attendeeIndex: 1 },
        ],
        2,
      ),
    ).toBe(false);
    expect(assignmentsMatch(lines([1, false]), [], 0)).toBe(true);
  });
});
