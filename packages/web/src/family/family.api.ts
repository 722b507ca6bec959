import { queryOptions, useMutation } from '@tanstack/react-query';
import { getFamily } from '@portal/domain/family/family.contract';
import {
  confirmLinkCode,
  linkWithSignIn,
  requestLinkCode,
  type LinkCodeBody,
  type LinkCodeRequestBody,
  type LinkWithSignInBody,
} from '@portal/domain/family/link.contract';
import { familyFeedStatus, regenerateFamilyFeed, stopFamilyFeed } from '@portal/domain/family/feed.contract';
import { getFamilyOverview } from '@portal/domain/family/overview.contract';
import { call } from '../lib/api-client';
import { queryClient } from '../lib/query-client';
import { FRESH } from '../lib/freshness';

/** GET /api/member/family: the signed-in login and the people they look after (never the person acted for). */
export const familyQuery = (token: string | null) =>
  queryOptions({
    queryKey: ['family', 'people', token],
    queryFn: async () => (await call(getFamily)).data,
    enabled: Boolean(token),
    staleTime: FRESH.minute,
  });

/** The three ways of linking an existing minor's account (decision 246); a link reads the family again. */
function useFamilyCall<B, R>(send: (body: B) => Promise<R>) {
  return useMutation({ mutationFn: send, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['family'] }) });
}
export const useLinkWithSignIn = () =>
  useFamilyCall(async (body: LinkWithSignInBody) => (await call(linkWithSignIn, { body })).data);
export const useRequestLinkCode = () =>
  useFamilyCall(async (body: LinkCodeRequestBody) => (await call(requestLinkCode, { body })).data);
export const useConfirmLinkCode = () =>
  useFamilyCall(async (body: LinkCodeBody) => (await call(confirmLinkCode, { body })).data);

/** GET /api/member/family/overview: each person's registration and next game (decision 246). */
export const familyOverviewQuery = (token: string | null) =>
  queryOptions({
    queryKey: ['family', 'overview', token],
    queryFn: async () => (await call(getFamilyOverview)).data,
    enabled: Boolean(token),
  });

/** The login's family calendar feed (decision 253): whether it is on; making or stopping it reads it again. */
export const familyFeedStatusQuery = (token: string | null) =>
  queryOptions({
    queryKey: ['family', 'feed', token],
    queryFn: async () => (await call(familyFeedStatus)).data,
    enabled: Boolean(token),
    staleTime: FRESH.always,
  });
export const useRegenerateFamilyFeed = () => useFamilyCall(async () => (await call(regenerateFamilyFeed)).data);
export const useStopFamilyFeed = () => useFamilyCall(async () => (await call(stopFamilyFeed)).message);
