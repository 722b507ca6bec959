import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { DEFAULT_WINDOW, isAfterWindow, windowDays } from '@portal/domain/bookings/booking-time';
import { BookingDialogForm } from '@portal/domain/bookings/bookings.contract';
import { BookingRuleMessages } from '@portal/domain/bookings/bookings.messages';
import type { AppliedDiscount } from '@portal/domain/shared/cart';
import { useZodForm } from '../../lib/forms';
import { useSettings } from '../../lib/settings';
import { courtHoursQuery, useCheckRules, venueListsQuery } from '../bookings.api';

type Field = 'sport' | 'type' | 'option' | 'court' | 'day' | 'start' | 'end';
/** What each step checks before Continue (spec 002 §4): steps 2 to 5. */
const STEP_FIELDS: Record<number, Field[]> = { 1: ['sport'], 2: ['type', 'option'], 3: ['court'], 4: ['day', 'start', 'end'] };
/** spec 002 §4: a change clears what depends on it. */
const CLEARS: Partial<Record<Field, Field[]>> = { sport: ['type', 'option', 'court', 'start', 'end'], type: ['court'], option: ['court'], court: ['start', 'end'] };

/**
 * The booking dialog's one state owner (spec 002 §4): the form over every step, the step, the court's hours
 * (checkavail), the rate or reason (checkrules), the discount and donation; resets when a choice changes.
 */
export function useBookingDialog(venueId: number, focusedDay: string) {
  const { timeZone } = useSettings();
  const [now] = useState(() => new Date());
  const window = windowDays(now, timeZone);
  // spec 002 §4: opening with a focused date after the window's end shows the window alert and clears the date
  const [windowAlert] = useState(() => (isAfterWindow(focusedDay, now, timeZone) ? BookingRuleMessages.window(DEFAULT_WINDOW.startHours, DEFAULT_WINDOW.days) : null));
  const form = useZodForm(BookingDialogForm, { sport: '', type: '', option: '', court: '', day: windowAlert ? '' : focusedDay, start: '', end: '' });
  const lists = useQuery(venueListsQuery(venueId));
  const [active, setActive] = useState(0);
  const [rate, setRate] = useState<number | null>(null);
  const [minutes, setMinutes] = useState(0);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [discount, setDiscount] = useState<AppliedDiscount | null>(null);
  const [donation, setDonation] = useState(false);
  const rules = useCheckRules();
  const [court, day] = form.watch(['court', 'day']);
  const hours = useQuery({ ...courtHoursQuery(Number(court), day), enabled: active >= 4 && Boolean(court) && Boolean(day) });

  // opening refills the venue's lists (spec 002 §4)
  useEffect(() => { void lists.refetch(); }, []); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    const sub = form.watch((_, { name }) => {
      if (!name) return;
      setRate(null);
      setRefusal(null);
      setDiscount(null);
      for (const f of CLEARS[name as Field] ?? []) form.setValue(f, '');
    });
    return () => sub.unsubscribe();
  }, [form]);

  /** Continue from step `from` to `to`: check that step's fields, then the rules (step 5 to 6). */
  const go = async (to: number) => {
    const from = active;
    if (to <= from) return setActive(to);
    if (STEP_FIELDS[from] && !(await form.trigger(STEP_FIELDS[from]))) return;
    if (from === 4) {
      const v = form.getValues();
      const answer = await rules.mutateAsync({
        day: v.day, start: v.start, end: v.end, space: Number(v.court), sport: Number(v.sport), type: Number(v.type), option: v.option ? Number(v.option) : null,
      }).catch(() => null);
      if (!answer) return setRefusal(BookingRuleMessages.closed);
      setMinutes(answer.minutes);
      if (typeof answer.feedback === 'string') return setRefusal(answer.feedback);
      setRate(answer.feedback);
    }
    setActive(to);
  };

  return { form, lists: lists.data, window, windowAlert, active, go, hours, rate, minutes, refusal, discount, setDiscount, donation, setDonation, checking: rules.isPending, now };
}
