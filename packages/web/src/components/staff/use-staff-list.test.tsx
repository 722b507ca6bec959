import { useState } from 'react';
import { act, cleanup, render, screen, waitFor } from '@testing-library/preact';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { staffCoupons } from '@portal/domain/payments/coupons.staff.contract';
import { staffListQuery, useStaffList } from './use-staff-list';
import type { ListView } from './server-grid';

// The staff list's one piece of state (decision 164): the grid's page, size and sort with the page's filters make the
// list's query, its key is the list's key then that query (what a change invalidates), and a filter goes to page one.
const couponsQuery = staffListQuery(['staff', 'coupons', 'list'], staffCoupons);
const asked: string[] = [];
let client: QueryClient;
let list: { onView: (v: ListView) => void; firstPage: () => void; setQ: (q: string) => void; total: number };

function Coupons() {
  const [q, setQ] = useState('');
  const { grid, firstPage } = useStaffList(couponsQuery, { q }, 'desc');
  list = { onView: grid.onView, firstPage, setQ, total: grid.total };
  return <p>{`${grid.view.page}/${grid.view.pageSize}/${grid.view.sort ?? '-'}/${grid.view.order} ${grid.total}`}</p>;
}

beforeEach(() => {
  asked.length = 0;
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      asked.push(url);
      return Promise.resolve(new Response(JSON.stringify({ data: { rows: [], total: 60 } }), { status: 200 }));
    }),
  );
});
// Unmount inside act, so Preact runs the query provider's effect cleanups now, not on a timer after the test's window is
// gone (CI saw "window is not defined" from the focus manager after this file).
afterEach(async () => {
  await act(async () => {
    cleanup();
  });
  vi.unstubAllGlobals();
});

it('asks the first page in the given order, then each page and sort the grid asks, and a filter from page one', async () => {
  render(
    <QueryClientProvider client={client}>
      <Coupons />
    </QueryClientProvider>,
  );
  await waitFor(() => expect(screen.getByText('0/25/-/desc 60')).toBeTruthy());
  act(() => list.onView({ page: 2, pageSize: 25, sort: 'code', order: 'asc' }));
  await waitFor(() => expect(asked).toHaveLength(2));
  act(() => {
    list.setQ('WIN');
    list.firstPage();
  });
  await waitFor(() => expect(screen.getByText('0/25/code/asc 60')).toBeTruthy());
  expect(asked).toEqual([
    '/api/staff/coupons?page=0&pageSize=25&order=desc',
    '/api/staff/coupons?page=2&pageSize=25&sort=code&order=asc',
    '/api/staff/coupons?q=WIN&page=0&pageSize=25&sort=code&order=asc',
  ]);
  const keys = client
    .getQueryCache()
    .getAll()
    .map((q) => q.queryKey);
  expect(keys).toContainEqual([
    'staff',
    'coupons',
    'list',
    { q: 'WIN', page: 0, pageSize: 25, sort: 'code', order: 'asc' },
  ]);
});
