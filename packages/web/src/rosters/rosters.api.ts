import { queryOptions, useMutation } from '@tanstack/react-query';
import * as C from '@portal/domain/rosters/rosters.contract';
import type { EndpointDef, EndpointInput } from '@portal/domain/shared/endpoint';
import { call, callBlob } from '../lib/api-client';
import { queryClient } from '../lib/query-client';
import { FRESH } from '../lib/freshness';

// Queries and mutations of the rosters area (spec 002 §7 referee and roster calls, and our calendar feed).

export const refereeSeasonsQuery = () =>
  queryOptions({
    queryKey: ['rosters', 'seasons'],
    queryFn: async () => (await call(C.refereeSeasons)).data,
    staleTime: FRESH.minutes,
  });
export const refereeVenuesQuery = () =>
  queryOptions({
    queryKey: ['rosters', 'venues'],
    queryFn: async () => (await call(C.refereeVenues)).data,
    staleTime: FRESH.minutes,
  });
export const refereeTypesQuery = () =>
  queryOptions({
    queryKey: ['rosters', 'types'],
    queryFn: async () => (await call(C.refereeTypes)).data,
    staleTime: FRESH.minutes,
  });

/** MY ROSTER and FULL ROSTER of the chosen season, range and type; waits until asked (null). */
export const refereeRosterQuery = (body: C.RefereeRosterBody | null) =>
  queryOptions({
    queryKey: ['rosters', 'referee', body],
    enabled: body !== null,
    queryFn: async () => (await call(C.refereeRoster, { body: body! })).data,
  });

export const availabilityQuery = (place: { season: number; venue: number } | null) =>
  queryOptions({
    queryKey: ['rosters', 'availability', place],
    enabled: place !== null,
    queryFn: async () => (await call(C.refereeAvailability, { params: place! })).data,
    staleTime: FRESH.always,
  });

export function useSaveAvailability() {
  return useMutation({
    mutationFn: async (body: C.SaveAvailabilityBody) => (await call(C.saveRefereeAvailability, { body })).message,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['rosters', 'availability'] }),
  });
}

export const rosterEventsQuery = () =>
  queryOptions({ queryKey: ['rosters', 'events'], queryFn: async () => (await call(C.rosterEvents)).data });

export const eventRosterQuery = (body: C.EventRosterBody | null) =>
  queryOptions({
    queryKey: ['rosters', 'event', body],
    enabled: body !== null,
    queryFn: async () => (await call(C.eventRoster, { body: body! })).data,
  });

export const feedStatusQuery = () =>
  queryOptions({
    queryKey: ['rosters', 'feed'],
    queryFn: async () => (await call(C.rosterFeedStatus)).data,
    staleTime: FRESH.always,
  });

export function useRegenerateFeed() {
  return useMutation({
    mutationFn: async () => (await call(C.regenerateRosterFeed)).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['rosters', 'feed'] }),
  });
}

export function useStopFeed() {
  return useMutation({
    mutationFn: async () => (await call(C.stopRosterFeed)).message,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['rosters', 'feed'] }),
  });
}

/** 'Add to Apple Calendar': fetch one entry's .ics with the member's token and hand it to the browser as a download. */
export async function downloadCalendar<E extends EndpointDef>(
  endpoint: E,
  input: EndpointInput<E>,
  filename: string,
): Promise<void> {
  const blob = await callBlob(endpoint, input);
  const url = URL.createObjectURL(new Blob([blob], { type: 'text/calendar' }));
  const a = Object.assign(document.createElement('a'), { href: url, download: filename });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
