import { queryOptions, useMutation } from '@tanstack/react-query';
import * as C from '@portal/domain/bookings/bookings.contract';
import type { IdempotencyHeaders } from '@portal/domain/shared/idempotency';
import { call, callBlob } from '../lib/api-client';
import { queryClient } from '../lib/query-client';
import { FRESH } from '../lib/freshness';

// Every court hire call of spec 002 §7. The venue manager may change the lists from the back-office (decision 232):
// a page open for long reads them again after a few seconds; a day's events and hours are read afresh often.

export const venuesQuery = queryOptions({
  queryKey: ['bookings', 'venues'],
  queryFn: async () => (await call(C.bookingVenues)).data,
  staleTime: FRESH.seconds,
});

/** A venue's courts, sports, types and options, loaded together (the dialog and the calendar need them all). */
export const venueListsQuery = (venue: number) =>
  queryOptions({
    queryKey: ['bookings', 'lists', venue],
    queryFn: async () => {
      const params = { venue_id: venue };
      const [courts, sports, types, options] = await Promise.all([
        call(C.venueCourts, { params }),
        call(C.venueSports, { params }),
        call(C.venueTypes, { params }),
        call(C.venueOptions, { params }),
      ]);
      return { courts: courts.data, sports: sports.data, types: types.data, options: options.data };
    },
    staleTime: FRESH.seconds,
  });

export const dayEventsQuery = (venue: number, day: string) =>
  queryOptions({
    queryKey: ['bookings', 'events', venue, day],
    queryFn: async () => (await call(C.venueEvents, { params: { venue_id: venue, view_type: 'day', date: day } })).data,
    staleTime: FRESH.seconds,
  });

export const dayHoursQuery = (venue: number, day: string) =>
  queryOptions({
    queryKey: ['bookings', 'hours', venue, day],
    queryFn: async () => (await call(C.checkAvailDay, { body: { day, venue } })).data.feedback,
    staleTime: FRESH.minute,
  });

/** checkavail (spec 002 §4 step 4 to 5): the court's hours that day. */
export const courtHoursQuery = (space: number, day: string) =>
  queryOptions({
    queryKey: ['bookings', 'courtHours', space, day],
    queryFn: async () => (await call(C.checkAvail, { body: { day, space } })).data.feedback,
    staleTime: FRESH.minute,
  });

/** checkrules (spec 002 §4 step 5 to 6): a number is the rate, a text the reason. */
export function useCheckRules() {
  return useMutation({ mutationFn: async (body: C.CheckRulesBody) => (await call(C.checkRules, { body })).data });
}

/** Pay the booking; the calendar, the history and the ledger load again. */
export function usePayBooking() {
  return useMutation({
    mutationFn: async ({ body, headers }: { body: C.PayBookingInput; headers: IdempotencyHeaders }) =>
      (await call(C.payBooking, { body, headers })).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['bookings'] }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['payments'] }),
  });
}

export const myBookingsQuery = queryOptions({
  queryKey: ['bookings', 'mine'],
  queryFn: async () => (await call(C.myBookings)).data,
});

/** A booking's calendar file (Add to Apple Calendar), fetched with the member's token. */
export function bookingCalendarFile(id: number): Promise<Blob> {
  return callBlob(C.bookingCalendar, { params: { id } });
}
