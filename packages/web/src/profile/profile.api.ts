import { queryOptions, useQuery } from '@tanstack/react-query';
import { getUser, type Profile } from '@portal/domain/profile/profile.contract';
import { isProfileComplete, profileDobIso } from '@portal/domain/profile/profile.rules';
import type { GateSubject } from '@portal/domain/shared/access';
import { call } from '../lib/api-client';

export const userQuery = (token: string | null) => queryOptions({
  queryKey: ['profile', 'user', token],
  queryFn: async () => (await call(getUser)).data,
  enabled: Boolean(token),
  staleTime: 60_000,
  retry: false,
});

export function useProfile(token: string | null) {
  return useQuery(userQuery(token));
}

/** The gate subject of a loaded profile (same rules the API applies). */
export function gateSubject(p: Profile): GateSubject {
  return {
    dobIso: profileDobIso(p.dob),
    nonPl: p.non_pl, isEft: p.is_eft, isMan: p.is_man, isRef: p.is_ref, isRoster: p.is_roster,
    profileComplete: isProfileComplete(p),
  };
}
