import { useCallback, useEffect, useRef, useState } from 'react';
import { Paper, Typography } from '@mui/material';
import { useNavigate } from 'react-router';
import { profileDobIso } from '@portal/domain/profile/profile.rules';
import { couponCartOf, donationLine } from '@portal/domain/shared/cart';
import { akvProblem, cartDiscountOf, priceCart } from '@portal/domain/shared/cart-total';
import { sumCents } from '@portal/domain/shared/money';
import { isAdult, todayIn } from '@portal/domain/shared/time';
import type { Assignment } from '@portal/domain/store/store.contract';
import { CHECKOUT_PAYMENT, CartMessages, CheckoutMessages as M } from '@portal/domain/store/store.messages';
import { assignmentsMatch, attendeeLimit, attendeeMinimum, itemCount, priceLines } from '@portal/domain/store/store.rules';
import { TimedOverlay } from '../components/feedback/timed-overlay';
import { DiscountStep } from '../components/payment/discount-step';
import { PaymentStep } from '../components/payment/payment-step';
import { PaymentStepper } from '../components/payment/payment-stepper';
import { useAuth } from '../lib/auth';
import { useProfile } from '../lib/member';
import { useSettings } from '../lib/settings';
import { AssignStep } from './assign-step';
import type { AttendeeEntry } from './attendee-row';
import { AttendeesStep } from './attendees-step';
import { useAppliedDiscount, useCart, writeCart, writeDiscount } from './cart';
import { CartLines } from './cart-lines';
import { CartTotals } from './cart-totals';
import { ReviewStep } from './review-step';
import { usePayShoppingCart } from './store.api';

/** spec 001 §9: overlay messages show for 1 second. */
const NOTICE_MS = 1000;

/**
 * spec 002 §2, §4, §5 /member/checkout: Cart, Attendees, Assign Attendees, Checkout Review, voucher, Make Online
 * Payment. A change of the cart's quantities (here, in the drawer or in another tab) starts again at step 1.
 */
export function CheckoutPage() {
  const cart = useCart();
  const discount = useAppliedDiscount();
  const { taxRate, timeZone } = useSettings();
  const profile = useProfile(useAuth().token);
  const navigate = useNavigate();
  const pay = usePayShoppingCart();
  const [active, setActive] = useState(0);
  const [attendees, setAttendees] = useState<AttendeeEntry[]>([]);
  const [assign, setAssign] = useState<Assignment[]>([]);
  const [agreed, setAgreed] = useState(false);
  const [donation, setDonation] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const paying = useRef(false);
  const clearNotice = useCallback(() => setNotice(null), []);

  const signature = cart.map((l) => `${l.product_id}x${l.product_quantity}`).join(',');
  const seen = useRef(signature);
  useEffect(() => {
    if (signature === seen.current || paying.current) return;
    seen.current = signature;
    setActive(0); setAttendees([]); setAssign([]); setAgreed(false); setDonation(false); writeDiscount(null);
  }, [signature]);

  const lines = priceLines(cart);
  const totals = priceCart({ lines, discount: cartDiscountOf(discount), donation, taxRate });
  const min = attendeeMinimum(cart);
  const max = attendeeLimit(cart);
  const allConfirmed = attendees.every((a) => a.status === 'confirmed');
  const dobIso = profile.data ? profileDobIso(profile.data.dob) : null;
  const minor = Boolean(dobIso) && !isAdult(dobIso, todayIn(timeZone));
  const eligible = (akv: boolean) => sumCents(cart.filter((l) => (akv ? l.product_akv : l.product_voucher_eligible ?? true)).map((l) => l.product_totalPrice ?? 0));
  const changeAttendees = (next: AttendeeEntry[]) => { setAttendees(next); setAssign([]); };

  const steps = [
    { title: M.stepCart, canContinue: cart.length > 0, content: cart.length ? <><CartLines cart={cart} locked={pay.isPending} /><CartTotals totals={totals} items={itemCount(cart)} /></> : <Typography>{M.cartNeedsItem}</Typography> },
    {
      title: M.stepAttendees, canContinue: allConfirmed && attendees.length >= min && attendees.length <= max,
      content: <>
        <AttendeesStep entries={attendees} min={min} max={max} onChange={changeAttendees} onNotice={setNotice} />
        {!allConfirmed && <Typography color="error" sx={{ mt: 1 }}>{M.mustConfirm}</Typography>}
      </>,
    },
    { title: M.stepAssign, canContinue: assignmentsMatch(cart, assign, attendees.length), content: <AssignStep cart={cart} attendees={attendees} assign={assign} onChange={setAssign} /> },
    { title: M.stepReview, canContinue: agreed, content: <ReviewStep cart={cart} attendees={attendees} assign={assign} totals={totals} minor={minor} agreed={agreed} onAgree={setAgreed} /> },
    ...(cart.length ? [{
      title: M.stepVoucher,
      content: <DiscountStep applied={discount} onChange={writeDiscount} subtotal={totals.subtotal} eligibleCents={eligible} akvProblem={akvProblem(lines)} />,
    }] : []),
    {
      title: M.stepPayment,
      content: (
        <PaymentStep totals={totals} catalogue={CHECKOUT_PAYMENT} donation={donation} onDonation={setDonation}
          pay={async (cardData, headers) => {
            paying.current = true;
            try {
              return await pay.mutateAsync({
                headers,
                body: {
                  shoppingCart: cart, attendees: attendees.map((a) => a.value), assign: assign.map(({ productId, attendeeIndex }) => ({ productId, attendeeIndex })),
                  couponCart: couponCartOf(discount), donationCart: donation ? [donationLine()] : [], cardData,
                },
              });
            } finally {
              paying.current = false;
            }
          }}
          onPaid={(reply) => {
            paying.current = true; // the cart empties on the way out: no restart of the steps
            writeCart([]); writeDiscount(null);
            void navigate(`/member/orders/order/${reply.o_id}`);
          }} />
      ),
    },
  ];

  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom sx={{ fontSize: { xs: 26, sm: 34 } }}>{M.title}</Typography>
      <Paper variant="outlined" sx={{ p: { xs: 1, sm: 3 } }} aria-label={CartMessages.title}>
        <PaymentStepper steps={steps} active={active} onStep={setActive} busy={pay.isPending} />
      </Paper>
      <TimedOverlay message={notice} ms={NOTICE_MS} onDone={clearNotice} />
    </>
  );
}
