import { useState } from 'react';
import { keepPreviousData, queryOptions, useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import type { EndpointDef, EndpointInput } from '@portal/domain/shared/endpoint';
import type { ListPage } from '@portal/domain/staff/staff-list';
import type { z } from 'zod';
import { call } from '../../lib/api-client';
import type { ListView } from './server-grid';

/** A staff list's GET endpoint: a query of domain/staff/staff-list's listQuery, a reply of its listReply. */
type ListEndpoint = EndpointDef & { method: 'GET'; query: z.ZodObject };
type RowOf<E extends ListEndpoint> = z.output<E['reply']> extends { data: ListPage<infer R> } ? R : never;

/**
 * The query of one staff list (decisions 164, 286): its key is `key` then the list's query, so a change that invalidates
 * `key` reloads every page of it; the page shown stays while the next one loads.
 */
export function staffListQuery<E extends ListEndpoint>(key: readonly string[], endpoint: E) {
  return (query: z.input<E['query']>) =>
    queryOptions({
      queryKey: [...key, query],
      queryFn: async (): Promise<ListPage<RowOf<E>>> =>
        ((await call(endpoint, { query } as EndpointInput<E>)) as { data: ListPage<RowOf<E>> }).data,
      placeholderData: keepPreviousData,
    });
}

type ListOptions<Q, R, K extends QueryKey> = (query: Q) => UseQueryOptions<ListPage<R>, Error, ListPage<R>, K>;

/**
 * A staff list page's one piece of list state (decisions 164, 286): the grid's page, size and sort, held here; the list's
 * query is the page's filters with them; `grid` spreads on ServerGrid. A filter change calls `firstPage()` so the
 * new answer starts at its first page. `enabled: false` waits (e.g. for the season the list is of).
 */
export function useStaffList<Q extends { sort?: string }, R, K extends QueryKey>(
  listOf: ListOptions<Q, R, K>,
  filters: Omit<Q, keyof ListView>,
  order: ListView['order'],
  enabled = true,
) {
  const [view, setView] = useState<ListView>({ page: 0, pageSize: 25, order });
  const query = { ...filters, ...view, sort: view.sort as Q['sort'] } as unknown as Q;
  const list = useQuery({ ...listOf(query), enabled });
  const grid = {
    rows: list.data?.rows ?? [],
    total: list.data?.total ?? 0,
    loading: list.isFetching,
    view,
    onView: setView,
  };
  return { list, query, grid, firstPage: () => setView({ ...view, page: 0 }) };
}
