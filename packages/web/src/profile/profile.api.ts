import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import {
  getEft, getUser, getUserPhoto, saveEft, updateUser, eftFormToBody, type EftForm, type ProfileUpdateWire,
} from '@portal/domain/profile/profile.contract';
import { logout } from '@portal/domain/accounts/accounts.contract';
import { ApiError, call, callBlob } from '../lib/api-client';
import { useAuth } from '../lib/auth';
import { clearCart } from '../lib/cart-storage';
import { clearSportProfile } from '../lib/sport-profile';
import { queryClient } from '../lib/query-client';
import { clearToken } from '../lib/token';

/**
 * spec 000 §4 / §6: a failed profile load logs the user out and goes to login. A full page load does it, so no
 * guard of the page being left (which sends signed-out visitors home) can redirect elsewhere first.
 */
async function signOutToLogin(): Promise<void> {
  await call(logout).catch(() => undefined);
  clearToken();
  clearCart();
  clearSportProfile();
  window.location.replace('/login');
}

export const userQuery = (token: string | null) => queryOptions({
  queryKey: ['profile', 'user', token],
  queryFn: async () => {
    try {
      return (await call(getUser)).data;
    } catch (err) {
      // Only a server answer counts: a dropped connection, or the page being left mid-load, must not sign out.
      if (err instanceof ApiError && err.status >= 400) await signOutToLogin();
      throw err;
    }
  },
  enabled: Boolean(token),
  staleTime: 60_000,
  retry: false,
});

export function useProfile(token: string | null) {
  return useQuery(userQuery(token));
}

/** POST /api/member/user (multipart): the answer is the new profile, so it replaces the cached one (no second load). */
export function useUpdateProfile() {
  const { token } = useAuth();
  return useMutation({
    mutationFn: async (body: ProfileUpdateWire) => (await call(updateUser, { body })).data,
    onSuccess: (profile) => { queryClient.setQueryData(userQuery(token).queryKey, profile); },
  });
}

/** GET /api/member/eft: the clear bank details, only for the member's own EFT page (never cached). */
export const eftQuery = () => queryOptions({
  queryKey: ['profile', 'eft'],
  queryFn: async () => (await call(getEft)).data,
  gcTime: 0,
  staleTime: 0,
  retry: false,
});

export function useSaveEft() {
  return useMutation({
    mutationFn: async (form: EftForm) => (await call(saveEft, { body: eftFormToBody(form) })).data,
    onSuccess: async () => { await queryClient.invalidateQueries({ queryKey: ['profile'] }); },
  });
}

/**
 * The profile photo is served only with the bearer token (docs/decisions/012-profile-photos.md), so an <img src>
 * cannot load it directly: fetch it through the api client and show an object URL. Null while loading or when there
 * is none. `src` is the profile's profilephotosrc; its version parameter keeps a replaced photo out of the cache.
 */
export function usePhotoUrl(src: string | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!src) { setUrl(null); return; }
    let objectUrl: string | null = null;
    const abort = new AbortController();
    const query = Object.fromEntries(new URLSearchParams(src.split('?')[1] ?? ''));
    callBlob(getUserPhoto, { query }, abort.signal)
      .then((blob) => { objectUrl = URL.createObjectURL(blob); setUrl(objectUrl); })
      .catch(() => setUrl(null));
    return () => { abort.abort(); if (objectUrl) URL.revokeObjectURL(objectUrl); };
  }, [src]);
  return url;
}
