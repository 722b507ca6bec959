import { queryOptions, useMutation } from '@tanstack/react-query';
import * as C from '@portal/domain/nomination/nomination.contract';
import type { PayTeamNominationInput } from '@portal/domain/nomination/team-nomination-body';
import type { IdempotencyHeaders } from '@portal/domain/shared/idempotency';
import { checkPlayer, listTeams, type CheckPlayerBody } from '@portal/domain/teams/teams.contract';
import { call } from '../lib/api-client';
import { queryClient } from '../lib/query-client';

// The nomination calls of spec 001 §7. Places move with every entry, so the lists are read fresh each time the
// wizard opens; the player check and the member's teams list are the teams area's calls (their records in domain).

export const entrySeasonsQuery = queryOptions({
  queryKey: ['nomination', 'seasons'],
  queryFn: async () => (await call(C.entrySeasons)).data,
});
export const gradesQuery = queryOptions({
  queryKey: ['nomination', 'grades'],
  queryFn: async () => (await call(C.grades)).data,
});

export const divisionGroupsQuery = (type: number | null) =>
  queryOptions({
    queryKey: ['nomination', 'divisiongroups', type],
    queryFn: async () => (await call(C.divisionGroups, { params: { type: type! } })).data,
    enabled: type !== null,
  });

export const divisionsQuery = (group: number | null) =>
  queryOptions({
    queryKey: ['nomination', 'divisions', group],
    queryFn: async () => (await call(C.divisions, { params: { group: group! } })).data,
    enabled: group !== null,
  });

export const preferredDivisionsQuery = (division: number | null) =>
  queryOptions({
    queryKey: ['nomination', 'preferreddivisions', division],
    queryFn: async () => (await call(C.preferredDivisions, { params: { division: division! } })).data,
    enabled: division !== null,
  });

/** Step 1's source: the member's own teams (GET /api/member/teams, the teams area's list), read once per visit. */
export const memberTeamsQuery = queryOptions({
  queryKey: ['nomination', 'teams'],
  queryFn: async () => (await call(listTeams)).data,
});

/** spec 001 §7: can the division take one more team? 'full' (status 422) is an answer, with the group's divisions. */
export async function checkCapacity(division: number): Promise<C.CapacityReply> {
  return call(C.teamNomination, { params: { division } });
}

/** spec 001 §4 ADD PLAYER: the teams area's player check, from the wizard. */
export function useCheckPlayer() {
  return useMutation({ mutationFn: async (body: CheckPlayerBody) => (await call(checkPlayer, { body })).data });
}

/** Pay for the entry: the ledger, the member's teams and the profile's team count change. */
export function usePayTeamNomination() {
  return useMutation({
    mutationFn: async ({ body, headers }: { body: PayTeamNominationInput; headers: IdempotencyHeaders }) =>
      (await call(C.payTeamNomination, { body, headers })).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['nomination'] }),
    onSuccess: () =>
      Promise.all(
        ['payments', 'teams', 'profile', 'competition'].map((area) =>
          queryClient.invalidateQueries({ queryKey: [area] }),
        ),
      ),
  });
}
