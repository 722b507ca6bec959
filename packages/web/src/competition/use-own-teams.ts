import { useQuery } from '@tanstack/react-query';
import { call } from '../lib/api-client';
import { useAuth } from '../lib/auth';
import { FRESH } from '../lib/freshness';

/**
 * A signed-in member's own team names in a division, offered first in the team picker. The list is the member's
 * teams list (GET /api/member/teams, the Teams page's cache); its contract is loaded only for a member.
 */
export function useOwnTeamNames(divisionId: number | null): Set<string> {
  const { token } = useAuth();
  const teams = useQuery({
    queryKey: ['teams', 'list'],
    enabled: token !== null && divisionId !== null,
    staleTime: FRESH.minute,
    retry: false,
    queryFn: async () => (await call((await import('@portal/domain/teams/teams.contract')).listTeams)).data,
  });
  return new Set((teams.data ?? []).filter((t) => t.t_division_id === divisionId).map((t) => t.t_name));
}
