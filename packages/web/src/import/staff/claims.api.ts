import { keepPreviousData, queryOptions, useMutation } from '@tanstack/react-query';
import { importClaims, inviteImported, type InviteBody } from '@portal/domain/import/claims.contract';
import { call } from '../../lib/api-client';
import { queryClient } from '../../lib/query-client';

// The invitations of an import's adults to claim their sign-in (issue 42 item 4, decision 301).

/** How often the invitations' counts are asked again while they go. */
const CLAIMS_POLL_MS = 15_000;

/** Who of an import's adults was invited and claimed, a page at a time; asked again now and then while invitations go. */
export const claimsQuery = (importId: number, page: number) =>
  queryOptions({
    queryKey: ['staff', 'imports', importId, 'claims', page],
    queryFn: async () => (await call(importClaims, { params: { importId }, query: { page } })).data,
    placeholderData: keepPreviousData,
    refetchInterval: (q) => {
      const c = q.state.data?.counts;
      return c && q.state.data?.per_hour !== null && c.claimed < c.adults ? CLAIMS_POLL_MS : false;
    },
  });

export const useInvite = () =>
  useMutation({
    mutationFn: async ({ importId, body }: { importId: number; body: InviteBody }) =>
      (await call(inviteImported, { params: { importId }, body })).data,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['staff', 'imports'] });
    },
  });
