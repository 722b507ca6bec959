import { queryOptions, useMutation } from '@tanstack/react-query';
import {
  correctMember,
  deactivateMember,
  memberRecord,
  memberSearch,
  reactivateMember,
  revealBank,
  sendMemberResetLink,
  setMemberFlags,
  setMembership,
} from '@portal/domain/staff/member-records.contract';
import type {
  CorrectionBody,
  FlagsBody,
  MemberSearchQuery,
  MembershipBody,
  ReasonBody,
} from '@portal/domain/staff/member-records.contract';
import { duplicatePairs, markDifferent, mergeMembers } from '@portal/domain/staff/duplicates.contract';
import type { DifferentBody, MergeBody } from '@portal/domain/staff/duplicates.contract';
import { linkGuardian, unlinkGuardian } from '@portal/domain/staff/guardians.contract';
import type { LinkGuardianBody, UnlinkGuardianBody } from '@portal/domain/staff/guardians.contract';
import {
  recordMembershipDeskPayment,
  recordTeamEntryDeskPayment,
  teamEntryDeskDivisions,
  type MembershipDeskPaymentBody,
  type TeamEntryDeskPaymentBody,
} from '@portal/domain/payments/desk-payments.staff.contract';
import type { z } from 'zod';
import { call } from '../lib/api-client';
import { queryClient } from '../lib/query-client';
import { staffListQuery } from '../components/staff/use-staff-list';

// Member records and duplicate people in the back-office (decisions 161, 162).

export type MemberSearchInput = z.input<typeof MemberSearchQuery>;

export const memberSearchQuery = staffListQuery(['staff', 'members', 'search'], memberSearch);

export const memberRecordQuery = (memberId: number) =>
  queryOptions({
    queryKey: ['staff', 'members', 'record', memberId],
    queryFn: async () => (await call(memberRecord, { params: { memberId } })).data,
  });

export const duplicatesQuery = () =>
  queryOptions({ queryKey: ['staff', 'duplicates'], queryFn: async () => (await call(duplicatePairs)).data });

/** A change to a member's record: its answer holds the new record; everything else of the back-office loads again. */
function useRecordChange<B>(
  send: (memberId: number, body: B) => Promise<{ data: { message: string; record: { profile: { id: number } } } }>,
) {
  return useMutation({
    mutationFn: async ({ memberId, body }: { memberId: number; body: B }) => (await send(memberId, body)).data,
    onSuccess: async (data) => {
      queryClient.setQueryData(memberRecordQuery(data.record.profile.id).queryKey, data.record as never);
      await queryClient.invalidateQueries({ queryKey: ['staff'], predicate: (q) => q.queryKey[2] !== 'record' });
    },
  });
}

export const useCorrectMember = () =>
  useRecordChange<CorrectionBody>((memberId, body) => call(correctMember, { params: { memberId }, body }));
export const useSetFlags = () =>
  useRecordChange<FlagsBody>((memberId, body) => call(setMemberFlags, { params: { memberId }, body }));
export const useSetMembership = () =>
  useRecordChange<MembershipBody>((memberId, body) => call(setMembership, { params: { memberId }, body }));
export const useDeactivate = () =>
  useRecordChange<ReasonBody>((memberId, body) => call(deactivateMember, { params: { memberId }, body }));
export const useReactivate = () =>
  useRecordChange<ReasonBody>((memberId, body) => call(reactivateMember, { params: { memberId }, body }));

/** A membership paid at the desk (decision 274): the record reloads with the new expiry and its order. */
export const useMembershipDeskPayment = () =>
  useMutation({
    mutationFn: async ({ memberId, body }: { memberId: number; body: MembershipDeskPaymentBody }) =>
      (await call(recordMembershipDeskPayment, { params: { memberId }, body })).data,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['staff'] });
    },
  });

/** The divisions a team may be entered in at the desk (decision 275), with their fee and places. */
export const deskDivisionsQuery = () =>
  queryOptions({
    queryKey: ['staff', 'team-entry-desk-divisions'],
    queryFn: async () => (await call(teamEntryDeskDivisions)).data,
  });

/** A team entered and paid at the desk (decision 275): the entries, the places and the record reload. */
export const useTeamEntryDeskPayment = () =>
  useMutation({
    mutationFn: async ({ memberId, body }: { memberId: number; body: TeamEntryDeskPaymentBody }) =>
      (await call(recordTeamEntryDeskPayment, { params: { memberId }, body })).data,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['staff'] });
    },
  });

export function useResetLink() {
  return useMutation({
    mutationFn: async (memberId: number) => (await call(sendMemberResetLink, { params: { memberId } })).data,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['staff', 'audit'] });
    },
  });
}

/** The bank details in clear: never cached (decision 161). */
export function useRevealBank() {
  return useMutation({
    mutationFn: async ({ memberId, body }: { memberId: number; body: ReasonBody }) =>
      (await call(revealBank, { params: { memberId }, body })).data,
  });
}

export function useMerge() {
  return useMutation({
    mutationFn: async (body: MergeBody) => (await call(mergeMembers, { body })).data,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['staff'] });
    },
  });
}

/** Two accounts are different people: the pair leaves the duplicate list (decision 284). */
export function useMarkDifferent() {
  return useMutation({
    mutationFn: async (body: DifferentBody) => (await call(markDifferent, { body })).data,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['staff', 'duplicates'] });
    },
  });
}

// guardians (decision 252)
export const useLinkGuardian = () =>
  useRecordChange<LinkGuardianBody>((memberId, body) => call(linkGuardian, { params: { memberId }, body }));
export const useUnlinkGuardian = () =>
  useRecordChange<UnlinkGuardianBody & { guardianId: number }>((memberId, { guardianId, ...body }) =>
    call(unlinkGuardian, { params: { memberId, guardianId }, body }),
  );
