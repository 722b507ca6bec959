import { MenuItem, Stack, TextField } from '@mui/material';
import { useNavigate } from 'react-router';
import type { BookingDialogForm, BookingVenue } from '@portal/domain/bookings/bookings.contract';
import { BOOKING_PAYMENT, BookingDialogMessages as M } from '@portal/domain/bookings/bookings.messages';
import { PaymentMessages } from '@portal/domain/payments/payments.messages';
import { PAYMENT_SUCCESS } from '@portal/domain/shared/payment-outcome';
import { PaymentStep } from '../../components/payment/payment-step';
import { WizardStepper } from '../../components/wizard-stepper';
import { arrivalState } from '../../lib/arrival';
import { useSettings } from '../../lib/settings';
import { usePayBooking } from '../bookings.api';
import { bookingChoices } from './booking-choices';
import { BookingReview } from './booking-review';
import { ChoiceStep } from './choice-step';
import { CourtsFree } from './courts-free';
import { DateTimeStep } from './date-time-step';
import type { useBookingDialog } from './use-booking-dialog';

/** spec 002 §9: the booking's success overlay moves on after 125 ms. */
const SUCCESS_MS = 125;
const CLEARED = { sport: '', type: '', option: '', court: '', start: '', end: '' };

type Steps = ReturnType<typeof useBookingDialog>;

/** The booking as the payment sends it (spec 002 §4 bookingCart). */
function bookingCartOf(venue: BookingVenue, v: BookingDialogForm, parent: number | null, rate: number | null) {
  return {
    start: `${v.day}T${v.start}`,
    end: `${v.day}T${v.end}`,
    venue: venue.venue_id,
    sport: Number(v.sport),
    type: Number(v.type),
    option: v.option ? Number(v.option) : null,
    court: Number(v.court),
    parent,
    rate_review: rate ?? 0,
  };
}

/** The first four steps: Venue, Sport, Type/Option and Court. */
function choiceSteps(
  s: Steps,
  venue: BookingVenue,
  venues: readonly BookingVenue[],
  onVenue: (venue: number) => void,
  v: BookingDialogForm,
  c: ReturnType<typeof bookingChoices>,
) {
  return [
    {
      title: M.stepVenue,
      content: (
        <TextField
          select
          label={M.stepVenue}
          value={venue.venue_id}
          onChange={(e) => {
            onVenue(Number(e.target.value));
            s.form.reset({ ...s.form.getValues(), ...CLEARED });
          }}
        >
          {venues.map((x) => (
            <MenuItem key={x.venue_id} value={x.venue_id}>
              {x.venue_name}
            </MenuItem>
          ))}
        </TextField>
      ),
    },
    {
      title: M.stepSport,
      content: <ChoiceStep choices={[{ name: 'sport', label: M.sport, required: true, options: c.sports }]} />,
    },
    {
      title: M.stepTypeOption,
      content: (
        <ChoiceStep
          choices={[
            { name: 'type', label: M.type, required: true, options: c.types },
            { name: 'option', label: M.option, options: c.options },
          ]}
        />
      ),
    },
    {
      title: M.stepCourt,
      content: (
        <Stack spacing={1.5}>
          <ChoiceStep
            note={c.courts.length ? null : M.noCourts}
            choices={[{ name: 'court', label: M.court, required: true, options: c.courts }]}
          />
          <CourtsFree
            venue={venue.venue_id}
            day={v.day}
            courts={s.lists?.courts ?? []}
            offered={c.courts.map((x) => x.value)}
          />
        </Stack>
      ),
    },
  ];
}

/**
 * spec 002 §2, §4 the booking dialog's seven steps: Venue, Sport, Type/Option, Court, Date/Time, Review (with the
 * voucher) and Make Online Payment (or 'No Payment required…' and Complete Booking). On success: 'Payment was
 * successful.', the voucher cleared, orders reloaded, the receipt.
 */
export function BookingSteps({
  s,
  venue,
  venues,
  onVenue,
  onClose,
  pay,
}: {
  s: ReturnType<typeof useBookingDialog>;
  venue: BookingVenue;
  venues: readonly BookingVenue[];
  onVenue: (venue: number) => void;
  onClose: () => void;
  pay: ReturnType<typeof usePayBooking>;
}) {
  const { timeZone } = useSettings();
  const navigate = useNavigate();
  const v = s.form.watch();
  const c = bookingChoices(venue, s.lists, v);
  const { rate, hours } = s;
  const bookingCart = bookingCartOf(venue, v, c.court?.parent_id ?? null, rate.rate);
  const steps = [
    ...choiceSteps(s, venue, venues, onVenue, v, c),
    {
      // spec 002 §4: without hours that day the pickers stay off, so the booking cannot continue
      title: M.stepDateTime,
      canContinue: !rate.refusal && !rate.checking && !hours.isError && hours.data?.available !== false,
      content: (
        <DateTimeStep
          hours={hours.isError ? 'failed' : hours.data}
          checking={hours.isFetching || rate.checking}
          window={s.window}
          now={s.now}
          timeZone={timeZone}
          refusal={rate.refusal}
          price={rate.rate === null ? null : { cents: rate.rate, minutes: rate.minutes }}
        />
      ),
    },
    {
      title: M.stepReview,
      content: (
        <BookingReview
          what={c.what}
          day={v.day}
          start={v.start}
          end={v.end}
          minutes={rate.minutes}
          rate={rate.rate ?? 0}
          discountStep={s.cart.discountStep}
        />
      ),
    },
    {
      title: M.stepPayment,
      content: (
        <PaymentStep
          {...s.cart.paymentStep}
          catalogue={BOOKING_PAYMENT}
          completeLabel={M.completeBooking}
          successMs={SUCCESS_MS}
          pay={(cardData, headers) => pay.mutateAsync({ headers, body: { cardData, ...s.cart.body, bookingCart } })}
          onPaid={(reply) => {
            s.cart.setDiscount(null);
            onClose();
            void navigate(`/member/orders/order/${reply.o_id}`, arrivalState(PAYMENT_SUCCESS));
          }}
        />
      ),
    },
  ];
  return (
    <WizardStepper wizard={s.wizard} steps={steps} labels={PaymentMessages} busy={pay.isPending || rate.checking} />
  );
}
