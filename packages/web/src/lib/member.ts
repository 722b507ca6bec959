import { queryOptions, useQuery } from '@tanstack/react-query';
import { logout } from '@portal/domain/accounts/accounts.contract';
import { getUser } from '@portal/domain/profile/profile.contract';
import { readActingFor, writeActingFor } from './acting';
import { call, refusalOf } from './api-client';
import { clearCart } from './cart-storage';
import { clearSportProfile } from './sport-profile';
import { clearToken } from './token';
import { FRESH } from './freshness';
import { forgetKeptAnswers } from './offline-note';

// The signed-in member's profile (GET /api/member/user), which every area reads (the shell, route gates, the
// dashboard, checkout's under-18 wording): one query, one cache entry. The profile area edits it.

/**
 * spec 000 §4 / §6: a failed profile load logs the user out and goes to login. A full page load does it, so no
 * guard of the page being left (which sends signed-out visitors home) can redirect elsewhere first.
 */
async function signOutToLogin(): Promise<void> {
  await call(logout).catch(() => undefined);
  clearToken();
  clearCart();
  clearSportProfile();
  writeActingFor(null);
  forgetKeptAnswers();
  window.location.replace('/login');
}

/**
 * The person this tab acted for may no longer be acted for (a guardianship ended, the child claimed their own sign-in:
 * docs/decisions/245): the tab goes back to acting for the signed-in member, who stays signed in.
 */
function actingRefused(err: unknown): boolean {
  const key = refusalOf(err)?.key;
  if (key === undefined || readActingFor() === null || !['not_your_family', 'bad_act_for'].includes(key)) return false;
  writeActingFor(null);
  window.location.replace('/member/account');
  return true;
}

export const userQuery = (token: string | null) =>
  queryOptions({
    queryKey: ['profile', 'user', token],
    queryFn: async () => {
      try {
        return (await call(getUser)).data;
      } catch (err) {
        // Only a server answer counts: a dropped connection, or the page being left mid-load, must not sign out. A 401
        // has already signed out to login with the way back (the api client's handler, lib/auth.tsx): going to login a
        // second time here, after the logout call's round trip, could overtake that and lose the redirect query.
        if (actingRefused(err)) throw err;
        const status = refusalOf(err)?.status ?? 0;
        if (status >= 400 && status !== 401) await signOutToLogin();
        throw err;
      }
    },
    enabled: Boolean(token),
    staleTime: FRESH.minute,
    retry: false,
  });

export function useProfile(token: string | null) {
  return useQuery(userQuery(token));
}
