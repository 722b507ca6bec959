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
import { outdated, prefill, type BookingStart } from './booking-choices';
import { useRateCheck } from './use-rate-check';

type Field = 'sport' | 'type' | 'option' | 'court' | 'day' | 'start' | 'end';
/** What each step checks before Continue (spec 002 §4): steps 2 to 5. */
const STEP_FIELDS: Partial<Record<number, Field[]>> = {
  1: ['sport'],
  2: ['type', 'option'],
  3: ['court'],
  4: ['day', 'start', 'end'],
};
/** spec 002 §4: a change clears what depends on it: a new court its times; a sport, type or option what no longer fits. */
const CLEARS: Partial<Record<Field, Field[]>> = { court: ['start', 'end'] };
const CHOICES: readonly Field[] = ['sport', 'type', 'option'];
/** Step 5 (Date/Time): its Continue asks for the rate. */
export const DATE_TIME = 4;

/**
 * The booking dialog's one state owner (spec 002 §4): the form over every step, the steps (useWizard), the court's
 * hours (checkavail), the rate or reason (checkrules), the cart (a court hire no Active & Creative Kids voucher pays
 * for); a changed choice clears what depends on it, the rate and the discount. Started from a free time, it opens on
 * the first step still to answer with the court and times filled in, and the price shows as soon as the times are
 * chosen (docs/decisions/230, 231).
 */
export function useBookingDialog(venueId: number, focusedDay: string, start: BookingStart | null = null) {
  const { timeZone } = useSettings();
  const [now] = useState(() => new Date());
  const window = windowDays(now, timeZone);
  // spec 002 §4: opening with a focused date after the window's end shows the window alert and clears the date
  const [windowAlert] = useState(() =>
    isAfterWindow(focusedDay, now, timeZone)
      ? BookingRuleMessages.window(DEFAULT_WINDOW.startHours, DEFAULT_WINDOW.days)
      : null,
  );
  const lists = useQuery(venueListsQuery(venueId));
  const [first] = useState(() => (start && !windowAlert ? prefill(lists.data, start) : null));
  const form = useZodForm(BookingDialogForm, {
    sport: '',
    type: '',
    option: '',
    court: '',
    start: '',
    end: '',
    ...first,
    day: windowAlert ? '' : focusedDay,
  });
  const rate = useRateCheck(form);
  const cart = usePaymentCart(oneLine(rate.rate ?? 0, false));
  const wizard = useWizard({
    count: 7,
    form,
    fields: (i) => STEP_FIELDS[i] ?? [],
    leave: (from) => from !== DATE_TIME || rate.check(),
  });
  const [court, day] = form.watch(['court', 'day']);
  const hours = useQuery({
    ...courtHoursQuery(Number(court), day),
    enabled: wizard.active >= DATE_TIME && Boolean(court) && Boolean(day),
  });

  // a booking started from a free time opens on its first step still to answer (the sport, the type, or the times)
  const { open } = wizard;
  useEffect(() => {
    if (first) open(!first.sport ? 1 : !first.type ? 2 : DATE_TIME);
  }, [first, open]);

  // the price as soon as the times are chosen (checkrules, the server's one rate): Continue asks again (spec 002 §4)
  const [sport, type, option, startAt, end] = form.watch(['sport', 'type', 'option', 'start', 'end']);
  const onTimes = wizard.active === DATE_TIME;
  const { check } = rate;
  useEffect(() => {
    if (onTimes && sport && type && court && day && startAt && end && end > startAt) void check();
  }, [onTimes, sport, type, option, court, day, startAt, end, check]);

  // opening refills the venue's lists (spec 002 §4)
  useEffect(() => {
    void lists.refetch();
  }, []); // eslint-disable-line react-hooks/exhaustive-deps

  const { clear } = rate;
  const { setDiscount } = cart;
  const data = lists.data;
  useEffect(() => {
    const sub = form.watch((values, { name }) => {
      if (!name) return;
      clear();
      setDiscount(null);
      const stale = CHOICES.includes(name as Field) ? outdated(data, values) : (CLEARS[name as Field] ?? []);
      for (const f of stale) form.setValue(f, '');
    });
    return () => sub.unsubscribe();
  }, [form, clear, setDiscount, data]);

  return { form, lists: lists.data, window, windowAlert, wizard, hours, rate, cart, now, prefilled: first };
}
