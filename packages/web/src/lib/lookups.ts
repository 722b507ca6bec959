import { queryOptions, useQuery } from '@tanstack/react-query';
import { getData, type LookupItem } from '@portal/domain/profile/lookups.contract';
import { call } from '../lib/api-client';
import { FRESH } from './freshness';

// spec 000 §9: initial data lists states, countries, jobs (localities are searched by the suburb field).
export type LookupList = 'states' | 'countries' | 'jobs';

/** A lookup list from POST /api/member/getData; the lists change rarely, so they are fetched once. */
export const lookupListQuery = (type: LookupList) =>
  queryOptions({
    queryKey: ['profile', 'lookup', type],
    queryFn: async (): Promise<LookupItem[]> => (await call(getData, { body: { type } })).data,
    staleTime: FRESH.session,
  });

export function useLookupList(type: LookupList) {
  return useQuery(lookupListQuery(type));
}

/** The localities whose name or postcode starts with `search` (2 characters or more, spec 000 §9). */
export const localitiesQuery = (search: string) =>
  queryOptions({
    queryKey: ['profile', 'lookup', 'localities', search.toUpperCase()],
    queryFn: async (): Promise<LookupItem[]> => (await call(getData, { body: { type: 'localities', search } })).data,
    staleTime: FRESH.session,
  });
