import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { readLoginToken } from '@portal/domain/accounts/login.contract';
import {
  acceptInvitation,
  claimSignIn,
  grantGuardian,
  guardianInvitation,
  guardians,
  inviteGuardian,
  leaveChild,
  withdrawInvitation,
  type ClaimBody,
  type GrantGuardianBody,
  type InviteGuardianBody,
} from '@portal/domain/family/guardians.contract';
import { call } from '../lib/api-client';
import { FRESH } from '../lib/freshness';

// The guardians' calls (docs/decisions/248, 249). Every answer changes who looks after whom, so each mutation drops
// the family area's cached answers.

export const guardiansQuery = () =>
  queryOptions({ queryKey: ['family', 'guardians'], queryFn: () => call(guardians, {}) });

export const invitationCheckQuery = (code: string) =>
  queryOptions({
    queryKey: ['family', 'invitation', code],
    queryFn: async () => (await call(guardianInvitation, { body: { code } })).data,
    staleTime: FRESH.session,
    retry: false,
  });

function useFamilyMutation<I>(fn: (input: I) => Promise<{ data: { message: string } }>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => client.invalidateQueries({ queryKey: ['family'] }) });
}

export const useInviteGuardian = () => useFamilyMutation((body: InviteGuardianBody) => call(inviteGuardian, { body }));
export const useWithdrawInvitation = () =>
  useFamilyMutation((invitationId: number) => call(withdrawInvitation, { params: { invitationId } }));
export const useLeaveChild = () => useFamilyMutation((childId: number) => call(leaveChild, { params: { childId } }));
export const useGrantGuardian = () => useFamilyMutation((body: GrantGuardianBody) => call(grantGuardian, { body }));
export const useAcceptInvitation = () =>
  useFamilyMutation((code: string) => call(acceptInvitation, { body: { code } }));

/** Claim one's own sign-in: answers the new adult's token. */
export function useClaim() {
  return useMutation({ mutationFn: async (body: ClaimBody) => readLoginToken(await call(claimSignIn, { body })) });
}
