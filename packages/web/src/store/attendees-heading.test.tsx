import { act, cleanup, render, screen } from '@testing-library/preact';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, expect, it, vi } from 'vitest';
import { writeActingFor } from '../lib/acting';
import { userQuery } from '../lib/member';
import { useAttendeesHeading } from './attendees-heading';

// The saved attendees' heading (decision 228) says whose earlier orders they are: while a parent acts for a child
// (decision 245) the list is the child's, and the profile the tab has loaded is the child's too.
vi.mock('../lib/auth', () => ({ useAuth: () => ({ token: 'token' }) }));

// Unmount inside act: the query provider's effect cleanups run now, not on a timer after the test's window is gone.
afterEach(async () => {
  await act(async () => {
    cleanup();
  });
  writeActingFor(null);
});

function headingFor(profile: { firstname: string; lastname: string }) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  client.setQueryData(userQuery('token').queryKey, profile as never);
  function Heading() {
    return <h3>{useAttendeesHeading()}</h3>;
  }
  render(
    <QueryClientProvider client={client}>
      <Heading />
    </QueryClientProvider>,
  );
  return screen.getByRole('heading').textContent;
}

it('names the person the tab acts for', () => {
  writeActingFor(41);
  expect(headingFor({ firstname: 'Poppy', lastname: 'Parent' })).toBe('From earlier orders of Poppy Parent');
});

it('speaks to the member when they act for themself', () => {
  expect(headingFor({ firstname: 'Paula', lastname: 'Parent' })).toBe('From your earlier orders');
});
