import { queryOptions, useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import {
  getEft,
  getUserPhoto,
  saveEft,
  updateUser,
  eftFormToBody,
  type EftForm,
  type ProfileUpdateWire,
} from '@portal/domain/profile/profile.contract';
import { getNextGames } from '@portal/domain/profile/next-games.contract';
import { actedChanges } from '@portal/domain/family/acting.contract';
import { call, callBlob } from '../lib/api-client';
import { userQuery } from '../lib/member';
import { useAuth } from '../lib/auth';
import { queryClient } from '../lib/query-client';
import { FRESH } from '../lib/freshness';

/** POST /api/member/user (multipart): the answer is the new profile, so it replaces the cached one (no second load). */
export function useUpdateProfile() {
  const { token } = useAuth();
  return useMutation({
    mutationFn: async (body: ProfileUpdateWire) => (await call(updateUser, { body })).data,
    onSuccess: (profile) => {
      queryClient.setQueryData(userQuery(token).queryKey, profile);
    },
  });
}

/** GET /api/member/family/changes: what guardians changed while acting for this person (decision 258). */
export const actedChangesQuery = (token: string | null) =>
  queryOptions({
    queryKey: ['profile', 'changes', token],
    queryFn: async () => (await call(actedChanges)).data,
    enabled: Boolean(token),
  });

/** GET /api/member/eft: the clear bank details, only for the member's own EFT page (never cached). */
export const eftQuery = () =>
  queryOptions({
    queryKey: ['profile', 'eft'],
    queryFn: async () => (await call(getEft)).data,
    gcTime: 0,
    staleTime: FRESH.always,
    retry: false,
  });

export function useSaveEft() {
  return useMutation({
    mutationFn: async (form: EftForm) => (await call(saveEft, { body: eftFormToBody(form) })).data,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['profile'] });
    },
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
    if (!src) {
      setUrl(null);
      return;
    }
    let objectUrl: string | null = null;
    const abort = new AbortController();
    const query = Object.fromEntries(new URLSearchParams(src.split('?')[1] ?? ''));
    callBlob(getUserPhoto, { query }, abort.signal)
      .then((blob) => {
        objectUrl = URL.createObjectURL(blob);
        setUrl(objectUrl);
      })
      .catch(() => setUrl(null));
    return () => {
      abort.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [src]);
  return url;
}

/** GET /api/member/nextgames: the dashboard's Next games card (decision 220). */
export const nextGamesQuery = () =>
  queryOptions({
    queryKey: ['profile', 'nextgames'],
    queryFn: async () => (await call(getNextGames)).data,
  });
