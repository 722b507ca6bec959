import { queryOptions, useMutation } from '@tanstack/react-query';
import type { IdempotencyHeaders } from '@portal/domain/shared/idempotency';
import * as C from '@portal/domain/store/store.contract';
import { call } from '../lib/api-client';
import { queryClient } from '../lib/query-client';
import { FRESH } from '../lib/freshness';

export const categoriesQuery = queryOptions({
  queryKey: ['store', 'categories'],
  queryFn: async () => (await call(C.categories)).data,
  staleTime: FRESH.minutes,
});

export const productVenuesQuery = queryOptions({
  queryKey: ['store', 'productvenues'],
  queryFn: async () => (await call(C.productVenues)).data,
  staleTime: FRESH.minutes,
});

export const productsQuery = (filter: { category?: number; venue?: number }) =>
  queryOptions({
    queryKey: ['store', 'products', filter],
    queryFn: async () => (await call(C.products, { query: filter })).data,
    staleTime: FRESH.seconds,
  });

/** The attendees of the member's earlier store orders (decision 228). */
export const previousAttendeesQuery = queryOptions({
  queryKey: ['store', 'previousattendees'],
  queryFn: async () => (await call(C.previousAttendees)).data,
  staleTime: FRESH.minutes,
});

export function useCheckAttendee() {
  return useMutation({
    mutationFn: async (attendee: C.AttendeeInput) => (await call(C.checkAttendee, { body: { attendee } })).data,
  });
}

/** Pay the cart; stock and orders change, so store lists and the ledger load again. */
export function usePayShoppingCart() {
  return useMutation({
    mutationFn: async ({ body, headers }: { body: C.PayShoppingCartInput; headers: IdempotencyHeaders }) =>
      (await call(C.payShoppingCart, { body, headers })).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['store'] }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['payments'] }),
  });
}
