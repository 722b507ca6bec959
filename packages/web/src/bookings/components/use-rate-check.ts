import { useCallback, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { BookingDialogForm } from '@portal/domain/bookings/bookings.contract';
import { BookingRuleMessages } from '@portal/domain/bookings/bookings.messages';
import { useCheckRules } from '../bookings.api';

/**
 * spec 002 §4 step 5 to 6: checkrules answers the rate (bookable) or the reason it is not, shown as an error with
 * Continue disabled until something changes (`clear`). `check` answers whether the booking may go on; it is also
 * asked as soon as the times are chosen, so the price shows on the Date/Time step (docs/decisions/231). Only the
 * latest question's answer counts: a change (`clear`) drops the answers still on their way.
 */
export function useRateCheck(form: UseFormReturn<BookingDialogForm>) {
  const [rate, setRate] = useState<number | null>(null);
  const [minutes, setMinutes] = useState(0);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const asked = useRef(0);
  const { mutateAsync } = useCheckRules();

  const check = useCallback(async () => {
    const mine = ++asked.current;
    setChecking(true);
    const v = form.getValues();
    const answer = await mutateAsync({
      day: v.day,
      start: v.start,
      end: v.end,
      space: Number(v.court),
      sport: Number(v.sport),
      type: Number(v.type),
      option: v.option ? Number(v.option) : null,
    }).catch(() => null);
    if (mine !== asked.current) return false;
    setChecking(false);
    if (!answer) {
      setRefusal(BookingRuleMessages.closed);
      return false;
    }
    setMinutes(answer.minutes);
    if (typeof answer.feedback === 'string') {
      setRefusal(answer.feedback);
      return false;
    }
    setRate(answer.feedback);
    return true;
  }, [form, mutateAsync]);
  const clear = useCallback(() => {
    asked.current += 1;
    setChecking(false);
    setRate(null);
    setRefusal(null);
  }, []);
  return { rate, minutes, refusal, check, clear, checking };
}
