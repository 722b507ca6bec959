import { useCallback, useState } from 'react';
import { Paper, Typography } from '@mui/material';
import { PaymentMessages } from '@portal/domain/payments/payments.messages';
import { profileDobIso } from '@portal/domain/profile/profile.rules';
import { isAdult, todayIn } from '@portal/domain/shared/time';
import { CHECKOUT_PAYMENT, CartMessages, CheckoutMessages as M } from '@portal/domain/store/store.messages';
import { assignmentsMatch, attendeeLimit, attendeeMinimum, itemCount } from '@portal/domain/store/store.rules';
import { TimedOverlay } from '../components/feedback/timed-overlay';
import { DiscountStep } from '../components/payment/discount-step';
import { PaymentStep } from '../components/payment/payment-step';
import { WizardStepper, type WizardStep } from '../components/wizard-stepper';
import { useAuth } from '../lib/auth';
import { useProfile } from '../lib/member';
import { useSettings } from '../lib/settings';
import { AssignStep } from './assign-step';
import { AttendeesStep } from './attendees-step';
import { CartLines } from './cart-lines';
import { CartTotals } from './cart-totals';
import { RenewalLines } from './renewal-lines';
import { ReviewStep } from './review-step';
import { useCheckout } from './use-checkout';

/** spec 001 §9: overlay messages show for 1 second. */
const NOTICE_MS = 1000;

type Checkout = ReturnType<typeof useCheckout>;

/** What the steps need besides the checkout's state: the attendee limits, the member's age, Assign's first refusal. */
interface StepFacts {
  min: number;
  max: number;
  minor: boolean;
  assignTried: boolean;
  onAssignRefused: () => void;
  onNotice: (message: string) => void;
}

/** The checkout's steps: Cart, Attendees, Assign Attendees, Checkout Review, voucher (with items), payment. */
function checkoutSteps(
  c: Checkout,
  { min, max, minor, assignTried, onAssignRefused, onNotice }: StepFacts,
): WizardStep[] {
  const {
    cart,
    renewals,
    filled,
    payment: { totals },
  } = c;
  const allConfirmed = c.attendees.every((a) => a.status === 'confirmed');
  return [
    {
      title: M.stepCart,
      canContinue: filled,
      content: filled ? (
        <>
          <RenewalLines renewals={renewals} locked={c.busy} />
          <CartLines cart={cart} locked={c.busy} />
          <CartTotals totals={totals} items={itemCount(cart) + renewals.length} />
        </>
      ) : (
        <Typography>{M.cartNeedsItem}</Typography>
      ),
    },
    {
      title: M.stepAttendees,
      skipped: max === 0 && filled ? M.noAttendeesNeeded : undefined,
      canContinue: allConfirmed && c.attendees.length >= min && c.attendees.length <= max,
      content: (
        <>
          <AttendeesStep entries={c.attendees} min={min} max={max} onChange={c.changeAttendees} onNotice={onNotice} />
          {!allConfirmed && (
            <Typography color="error" sx={{ mt: 1 }}>
              {M.mustConfirm}
            </Typography>
          )}
        </>
      ),
    },
    {
      title: M.stepAssign,
      skipped: max === 0 && filled ? M.nothingToAssign : undefined,
      canContinue: assignmentsMatch(cart, c.assign, c.attendees.length),
      onRefused: onAssignRefused,
      content: (
        <AssignStep cart={cart} attendees={c.attendees} assign={c.assign} tried={assignTried} onChange={c.setAssign} />
      ),
    },
    {
      title: M.stepReview,
      canContinue: c.agreed,
      content: (
        <ReviewStep
          cart={cart}
          renewals={renewals}
          attendees={c.attendees}
          assign={c.assign}
          totals={totals}
          minor={minor}
          agreed={c.agreed}
          onAgree={c.setAgreed}
        />
      ),
    },
    ...(filled ? [{ title: M.stepVoucher, content: <DiscountStep {...c.payment.discountStep} /> }] : []),
    {
      title: M.stepPayment,
      content: <PaymentStep {...c.payment.paymentStep} catalogue={CHECKOUT_PAYMENT} pay={c.pay} onPaid={c.onPaid} />,
    },
  ];
}

/**
 * spec 002 §2, §4, §5 /member/checkout: Cart, Attendees, Assign Attendees, Checkout Review, voucher (only when the
 * cart has items), Make Online Payment.
 */
export function CheckoutPage() {
  const c = useCheckout();
  const { timeZone } = useSettings();
  const profile = useProfile(useAuth().token);
  const [notice, setNotice] = useState<string | null>(null);
  const clearNotice = useCallback(() => setNotice(null), []);
  const [assignTried, setAssignTried] = useState(false);
  const [min, max] = [attendeeMinimum(c.cart), attendeeLimit(c.cart)];
  const dobIso = profile.data ? profileDobIso(profile.data.dob) : null;
  const minor = Boolean(dobIso) && !isAdult(dobIso, todayIn(timeZone));
  const onAssignRefused = () => setAssignTried(true);
  const steps = checkoutSteps(c, { min, max, minor, assignTried, onAssignRefused, onNotice: setNotice });

  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom sx={{ fontSize: { xs: 26, sm: 34 } }}>
        {M.title}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 1, sm: 3 } }} aria-label={CartMessages.title}>
        <WizardStepper wizard={c.wizard} steps={steps} labels={PaymentMessages} busy={c.busy} />
      </Paper>
      <TimedOverlay message={notice} ms={NOTICE_MS} onDone={clearNotice} />
    </>
  );
}
