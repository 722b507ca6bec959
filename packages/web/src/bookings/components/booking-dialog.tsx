import { Alert, Dialog, DialogContent, DialogTitle, IconButton, MenuItem, TextField, useMediaQuery, useTheme } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { FormProvider } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { BookingCourt, BookingVenue } from '@portal/domain/bookings/bookings.contract';
import { BOOKING_PAYMENT, BookingDialogMessages as M } from '@portal/domain/bookings/bookings.messages';
import { couponCartOf, donationLine } from '@portal/domain/shared/cart';
import { akvProblem, cartDiscountOf, priceCart, type PriceLine } from '@portal/domain/shared/cart-total';
import { PaymentStep } from '../../components/payment/payment-step';
import { PaymentStepper } from '../../components/payment/payment-stepper';
import { useSettings } from '../../lib/settings';
import { usePayBooking } from '../bookings.api';
import { BookingReview } from './booking-review';
import { ChoiceStep } from './choice-step';
import { DateTimeStep } from './date-time-step';
import { useBookingDialog } from './use-booking-dialog';

/** spec 002 §9: the booking's success overlay moves on after 125 ms. */
const SUCCESS_MS = 125;
const fits = (allowed: number | null, chosen: string) => allowed === null || String(allowed) === chosen;

/**
 * spec 002 §2, §4 Booking dialog (maximum width 900): seven vertical steps, Venue, Sport, Type/Option, Court,
 * Date/Time, Review (with the voucher) and Make Online Payment (or 'No Payment required…' and Complete Booking).
 * On success: 'Payment was successful.', the voucher cleared, orders reloaded, the receipt.
 */
export function BookingDialog({ venue, venues, focusedDay, onVenue, onClose }: {
  venue: BookingVenue;
  venues: readonly BookingVenue[];
  focusedDay: string;
  onVenue: (venue: number) => void;
  onClose: () => void;
}) {
  const { taxRate, timeZone } = useSettings();
  // a phone, held either way, gets the whole screen for the seven steps
  const phone = useMediaQuery(`${useTheme().breakpoints.down('sm').replace('@media ', '')}, (max-height: 500px)`);
  const navigate = useNavigate();
  const pay = usePayBooking();
  const s = useBookingDialog(venue.venue_id, focusedDay);
  const v = s.form.watch();
  const lists = s.lists ?? { courts: [], sports: [], types: [], options: [] };
  const ofSport = <T extends { sport_id: number }>(rows: readonly T[]) => rows.filter((r) => String(r.sport_id) === v.sport);
  const courts = lists.courts.filter((c: BookingCourt) => fits(c.sport_id, v.sport) && fits(c.type_id, v.type) && fits(c.option_id, v.option ?? ''));
  const court = lists.courts.find((c) => String(c.court_id) === v.court);
  const find = <T,>(rows: readonly T[], id: (r: T) => number, value?: string) => rows.find((r) => String(id(r)) === value);
  const lines: PriceLine[] = [{ quantity: 1, unitPriceCents: s.rate ?? 0, voucherEligible: true, akvEligible: false }];
  const totals = priceCart({ lines, discount: cartDiscountOf(s.discount), donation: s.donation, taxRate });
  const what: [string, string][] = [
    [M.stepVenue, venue.venue_name],
    [M.sport, find(lists.sports, (r) => r.sport_id, v.sport)?.sport_name ?? ''],
    [M.type, find(lists.types, (r) => r.type_id, v.type)?.type_name ?? ''],
    [M.option, find(lists.options, (r) => r.option_id, v.option)?.option_name ?? M.noOption],
    [M.court, court?.court_name ?? ''],
  ];

  const steps = [
    {
      title: M.stepVenue,
      content: (
        <TextField select label={M.stepVenue} value={venue.venue_id} onChange={(e) => { onVenue(Number(e.target.value)); s.form.reset({ ...s.form.getValues(), sport: '', type: '', option: '', court: '', start: '', end: '' }); }}>
          {venues.map((x) => <MenuItem key={x.venue_id} value={x.venue_id}>{x.venue_name}</MenuItem>)}
        </TextField>
      ),
    },
    { title: M.stepSport, content: <ChoiceStep choices={[{ name: 'sport', label: M.sport, required: true, options: lists.sports.map((x) => ({ value: String(x.sport_id), text: x.sport_name })) }]} /> },
    {
      title: M.stepTypeOption,
      content: <ChoiceStep choices={[
        { name: 'type', label: M.type, required: true, options: ofSport(lists.types).map((x) => ({ value: String(x.type_id), text: x.type_name })) },
        { name: 'option', label: M.option, options: [{ value: '', text: M.noOption }, ...ofSport(lists.options).map((x) => ({ value: String(x.option_id), text: x.option_name }))] },
      ]} />,
    },
    { title: M.stepCourt, content: <ChoiceStep note={courts.length ? null : M.noCourts} choices={[{ name: 'court', label: M.court, required: true, options: courts.map((x) => ({ value: String(x.court_id), text: x.court_name })) }]} /> },
    {
      // spec 002 §4: without hours that day the pickers stay off, so the booking cannot continue
      title: M.stepDateTime, canContinue: !s.refusal && !s.checking && !s.hours.isError && s.hours.data?.available !== false,
      content: <DateTimeStep hours={s.hours.isError ? 'failed' : s.hours.data} checking={s.hours.isFetching || s.checking} window={s.window} now={s.now} timeZone={timeZone} refusal={s.refusal} />,
    },
    {
      title: M.stepReview,
      content: <BookingReview what={what} day={v.day} start={v.start} end={v.end} minutes={s.minutes} rate={s.rate ?? 0} discount={s.discount} onDiscount={s.setDiscount} akvProblem={akvProblem(lines)} />,
    },
    {
      title: M.stepPayment,
      content: (
        <PaymentStep totals={totals} catalogue={BOOKING_PAYMENT} donation={s.donation} onDonation={s.setDonation} completeLabel={M.completeBooking} successMs={SUCCESS_MS}
          pay={(cardData, headers) => pay.mutateAsync({ headers, body: {
            cardData, couponCart: couponCartOf(s.discount), donationCart: s.donation ? [donationLine()] : [],
            bookingCart: {
              start: `${v.day}T${v.start}`, end: `${v.day}T${v.end}`, venue: venue.venue_id, sport: Number(v.sport), type: Number(v.type),
              option: v.option ? Number(v.option) : null, court: Number(v.court), parent: court?.parent_id ?? null, rate_review: s.rate ?? 0,
            },
          } })}
          onPaid={(reply) => { s.setDiscount(null); onClose(); void navigate(`/member/orders/order/${reply.o_id}`); }} />
      ),
    },
  ];

  return (
    <Dialog open onClose={pay.isPending ? undefined : onClose} fullScreen={phone} fullWidth maxWidth={false}
      slotProps={{ paper: { sx: { maxWidth: 900 } } }} aria-labelledby="booking-dialog-title">
      <DialogTitle id="booking-dialog-title" sx={{ pr: 6 }}>
        {M.title}
        <IconButton aria-label={M.close} onClick={onClose} disabled={pay.isPending} sx={{ position: 'absolute', right: 8, top: 8 }}><CloseIcon /></IconButton>
      </DialogTitle>
      <DialogContent dividers>
        {s.windowAlert && <Alert severity="warning" role="alert" sx={{ mb: 2 }}>{s.windowAlert}</Alert>}
        <FormProvider {...s.form}>
          <PaymentStepper steps={steps} active={s.active} onStep={(i) => void s.go(i)} busy={pay.isPending || s.checking} />
        </FormProvider>
      </DialogContent>
    </Dialog>
  );
}
