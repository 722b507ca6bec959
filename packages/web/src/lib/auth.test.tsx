import { act, cleanup, render } from '@testing-library/preact';
import { afterEach, expect, it, vi } from 'vitest';

// Logout races the page's own member calls: once the server has ended the session, a call of the page still in flight
// comes back 401. That 401 must not send the member to login on top of logout's own way home (a real flake once).
const api = vi.hoisted(() => ({
  onUnauthenticated: null as null | (() => void),
  finishLogout: null as null | (() => void),
}));
vi.mock('./api-client', () => ({
  setUnauthenticatedHandler: (handler: () => void) => {
    api.onUnauthenticated = handler;
  },
  call: () =>
    new Promise<void>((resolve) => {
      api.finishLogout = resolve;
    }),
}));
const { AuthProvider, useAuth } = await import('./auth');

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** jsdom's location cannot be spied on: the test gives the page one whose replace it can read. */
function stubLocation() {
  const replace = vi.fn();
  vi.stubGlobal('location', { pathname: '/member/teamnomination', search: '', replace, assign: vi.fn() });
  return replace;
}

function signedInAndSigningOut() {
  let signOut: () => Promise<void> = async () => undefined;
  function Probe() {
    signOut = useAuth().signOut;
    return null;
  }
  render(
    <AuthProvider>
      <Probe />
    </AuthProvider>,
  );
  return () => signOut();
}

it('a 401 that arrives while logout runs does not send the member to login', async () => {
  const replace = stubLocation();
  const signOut = signedInAndSigningOut();
  let done: Promise<void> = Promise.resolve();
  act(() => {
    done = signOut();
  });
  act(() => api.onUnauthenticated?.());
  expect(replace).not.toHaveBeenCalled();
  await act(async () => {
    api.finishLogout?.();
    await done;
  });
  expect(replace).not.toHaveBeenCalled();
});

it('a 401 outside a logout still signs out and goes to login', () => {
  const replace = stubLocation();
  signedInAndSigningOut();
  act(() => api.onUnauthenticated?.());
  expect(replace).toHaveBeenCalledWith('/login?redirect=%2Fmember%2Fteamnomination');
});

it('a second 401, answered after the signed-out page has moved home, keeps the way back to the page', () => {
  // The first 401 heads for /login?redirect=…; meanwhile the page, now signed out, routes the visitor home
  // (/?redirect=…). A later 401 of the same page must not send the tab to plain /login on top (CI flaked on it).
  const replace = stubLocation();
  signedInAndSigningOut();
  act(() => api.onUnauthenticated?.());
  Object.assign(window.location, { pathname: '/', search: '?redirect=%2Fmember%2Fteamnomination' });
  act(() => api.onUnauthenticated?.());
  expect(replace.mock.calls).toEqual([['/login?redirect=%2Fmember%2Fteamnomination']]);
});
