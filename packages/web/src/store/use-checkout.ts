import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { IdempotencyHeaders } from '@portal/domain/shared/idempotency';
import type { Assignment } from '@portal/domain/store/store.contract';
import { attendeeLimit } from '@portal/domain/store/store.rules';
import { PAYMENT_SUCCESS } from '@portal/domain/shared/payment-outcome';
import { arrivalState } from '../lib/arrival';
import { writeRenewals } from '../lib/cart-renewals';
import { useWizard } from '../lib/use-wizard';
import type { AttendeeEntry } from './attendee-row';
import { useStoreCart, writeCart } from './cart';
import { readCheckout, useKeptCheckout } from './checkout-storage';
import { usePayShoppingCart } from './store.api';

/**
 * The checkout's one state owner (spec 002 §4, §5): the cart, its steps (useWizard; the voucher step only while the
 * cart has items), attendees, assignments, agreement and paying. A change of the cart's quantities (here, in the
 * drawer or in another tab) while not paying starts again at step 1, attendees, assignments, voucher and donation cleared.
 */
export function useCheckout() {
  const { lines: cart, renewals, payment } = useStoreCart();
  // the cart holds products, membership renewals (decision 250), or both
  const filled = cart.length > 0 || renewals.length > 0;
  // Attendees and Assign Attendees with no product needing an attendee: shown done and gone past (decision 183).
  const noAttendees = attendeeLimit(cart) === 0;
  const wizard = useWizard({ count: filled ? 6 : 5, skip: (i) => noAttendees && filled && (i === 1 || i === 2) });
  const signature = [
    ...renewals.map((r) => `m${r.member_id}${r.sport}`),
    ...cart.map((l) => `${l.product_id}x${l.product_quantity}`),
  ].join(',');
  // a reload keeps the attendees and assignments made for this cart (decision 227)
  const [attendees, setAttendees] = useState<AttendeeEntry[]>(() => readCheckout(signature)?.attendees ?? []);
  const [assign, setAssign] = useState<Assignment[]>(() => readCheckout(signature)?.assign ?? []);
  useKeptCheckout(signature, attendees, assign);
  const [agreed, setAgreed] = useState(false);
  const call = usePayShoppingCart();
  const navigate = useNavigate();
  const paying = useRef(false);

  const seen = useRef(signature);
  const { reset } = wizard;
  const { reset: resetPayment } = payment;
  useEffect(() => {
    if (signature === seen.current || paying.current) return;
    seen.current = signature;
    reset();
    setAttendees([]);
    setAssign([]);
    setAgreed(false);
    resetPayment();
  }, [signature, reset, resetPayment]);

  const pay = async (cardData: unknown, headers: IdempotencyHeaders) => {
    paying.current = true;
    try {
      const body = {
        shoppingCart: cart,
        memberships: renewals,
        attendees: attendees.map((a) => a.value),
        assign: assign.map(({ productId, attendeeIndex }) => ({ productId, attendeeIndex })),
        ...payment.body,
        cardData,
      };
      return await call.mutateAsync({ headers, body });
    } finally {
      paying.current = false;
    }
  };
  const onPaid = (reply: { o_id: number }) => {
    paying.current = true; // the cart empties on the way out: no restart of the steps
    writeCart([]);
    writeRenewals([]);
    payment.setDiscount(null);
    void navigate(`/member/orders/order/${reply.o_id}`, arrivalState(PAYMENT_SUCCESS));
  };

  /** A new list of attendees clears the assignments made for the old one. */
  const changeAttendees = (next: AttendeeEntry[]) => {
    setAttendees(next);
    setAssign([]);
  };
  return {
    cart,
    renewals,
    filled,
    payment,
    wizard,
    attendees,
    changeAttendees,
    assign,
    setAssign,
    agreed,
    setAgreed,
    pay,
    onPaid,
    busy: call.isPending,
  };
}
