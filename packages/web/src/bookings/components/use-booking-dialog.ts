import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { DEFAULT_WINDOW, isAfterWindow, windowDays } from '@portal/domain/bookings/booking-time';
import { BookingDialogForm } from '@portal/domain/bookings/bookings.contract';
import { BookingRuleMessages } from '@portal/domain/bookings/bookings.messages';
import { oneLine, usePaymentCart } from '../../components/payment/use-payment-cart';
import { useZodForm } from '../../lib/forms';
import { useSettings } from '../../lib/settings';
import { useWizard } from '../../lib/use-wizard';
import { courtHoursQuery, venueListsQuery } from '../bookings.api';
import { useRateCheck } from './use-rate-check';

type Field = 'sport' | 'type' | 'option' | 'court' | 'day' | 'start' | 'end';
/** What each step checks before Continue (spec 002 §4): steps 2 to 5. */
const STEP_FIELDS: Partial<Record<number, Field[]>> = { 1: ['sport'], 2: ['type', 'option'], 3: ['court'], 4: ['day', 'start', 'end'] };
/** spec 002 §4: a change clears what depends on it. */
const CLEARS: Partial<Record<Field, Field[]>> = { sport: ['type', 'option', 'court', 'start', 'end'], type: ['court'], option: ['court'], court: ['start', 'end'] };
/** Step 5 (Date/Time): its Continue asks for the rate. */
const DATE_TIME = 4;

/**
 * The booking dialog's one state owner (spec 002 §4): the form over every step, the steps (useWizard), the court's
 * hours (checkavail), the rate or reason (checkrules), the cart (a court hire no Active & Creative Kids voucher pays
 * for); a changed choice clears what depends on it, the rate and the discount.
 */
export function useBookingDialog(venueId: number, focusedDay: string) {
  const { timeZone } = useSettings();
  const [now] = useState(() => new Date());
  const window = windowDays(now, timeZone);
  // spec 002 §4: opening with a focused date after the window's end shows the window alert and clears the date
  const [windowAlert] = useState(() => (isAfterWindow(focusedDay, now, timeZone) ? BookingRuleMessages.window(DEFAULT_WINDOW.startHours, DEFAULT_WINDOW.days) : null));
  const form = useZodForm(BookingDialogForm, { sport: '', type: '', option: '', court: '', day: windowAlert ? '' : focusedDay, start: '', end: '' });
  const lists = useQuery(venueListsQuery(venueId));
  const rate = useRateCheck(form);
  const cart = usePaymentCart(oneLine(rate.rate ?? 0, false));
  const wizard = useWizard({ count: 7, form, fields: (i) => STEP_FIELDS[i] ?? [], leave: (from) => from !== DATE_TIME || rate.check() });
  const [court, day] = form.watch(['court', 'day']);
  const hours = useQuery({ ...courtHoursQuery(Number(court), day), enabled: wizard.active >= DATE_TIME && Boolean(court) && Boolean(day) });

  // opening refills the venue's lists (spec 002 §4)
  useEffect(() => { void lists.refetch(); }, []); // eslint-disable-line react-hooks/exhaustive-deps

  const { clear } = rate;
  const { setDiscount } = cart;
  useEffect(() => {
    const sub = form.watch((_, { name }) => {
      if (!name) return;
      clear();
      setDiscount(null);
      for (const f of CLEARS[name as Field] ?? []) form.setValue(f, '');
    });
    return () => sub.unsubscribe();
  }, [form, clear, setDiscount]);

  return { form, lists: lists.data, window, windowAlert, wizard, hours, rate, cart, now };
}
