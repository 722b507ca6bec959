import { AppError } from '../platform/errors';
import { registerOrderKind, type OrderKind, type StoredOrder } from './order-kinds';
import type { PayLine } from './pay-cart';

/**
 * A shop order kind for the payment flow's own tests, standing in for the areas that will pay through payCart
 * (store, court hire, nomination): its handlers record what they were given and can be told to refuse.
 */
export const testShop = {
  refuseReserve: false,
  refuseConfirm: false,
  reserved: [] as number[],
  confirmed: [] as number[],
  released: [] as number[],
  reset() {
    Object.assign(testShop, { refuseReserve: false, refuseConfirm: false, reserved: [], confirmed: [], released: [] });
  },
};

export const TEST_SHOP_KIND: OrderKind = {
  kind: 'test-shop',
  async reserve(_tx, order: StoredOrder) {
    if (testShop.refuseReserve) throw new AppError(409, 'error_avail', 'Sold out while you were paying');
    testShop.reserved.push(order.id);
  },
  async confirm(_tx, order) {
    if (testShop.refuseConfirm) throw new AppError(409, 'error_response', 'The booking could not be completed.');
    testShop.confirmed.push(order.id);
  },
  async release(_tx, order) {
    testShop.released.push(order.id);
  },
};
registerOrderKind(TEST_SHOP_KIND);

export const shopLine = (cents: number, extra: Partial<PayLine> = {}): PayLine => ({
  kind: 'product',
  refId: 1,
  name: 'Holiday clinic',
  quantity: 1,
  unitPriceCents: cents,
  voucherEligible: true,
  akvEligible: true,
  details: { attendees: [{ firstname: 'Jack', lastname: 'Junior' }] },
  ...extra,
});
