import { useMemo } from 'react';
import type { BookingCourt, BookingEvent, CourtHours } from '@portal/domain/bookings/bookings.contract';
import { freeTimes, type CourtFreeTimes } from '@portal/domain/bookings/free-times';
import { useSettings } from '../../lib/settings';

/** The day's free times from the calendar's own answers (docs/decisions/229): no request of its own. */
export function useFreeTimes(
  day: string,
  courts: readonly BookingCourt[] | undefined,
  events: readonly BookingEvent[] | undefined,
  hours: readonly CourtHours[] | undefined,
): CourtFreeTimes[] {
  const { timeZone } = useSettings();
  return useMemo(
    () => (courts && events && hours ? freeTimes({ day, courts, events, hours, now: new Date(), timeZone }) : []),
    [day, courts, events, hours, timeZone],
  );
}
