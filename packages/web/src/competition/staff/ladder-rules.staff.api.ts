import { queryOptions, useMutation } from '@tanstack/react-query';
import {
  ladderRules,
  saveLadderRules,
  type SaveLadderRulesBody,
} from '@portal/domain/competition/ladder-rules.staff.contract';
import { call } from '../../lib/api-client';
import { queryClient } from '../../lib/query-client';

// A division's ladder rules in the back-office (docs/decisions/191).

export const ladderRulesQuery = (divisionId: number) =>
  queryOptions({
    queryKey: ['staff', 'ladder-rules', divisionId],
    queryFn: async () => (await call(ladderRules, { query: { division_id: divisionId } })).data,
  });

export function useSaveLadderRules() {
  return useMutation({
    mutationFn: async (body: SaveLadderRulesBody) => (await call(saveLadderRules, { body })).data.message,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['staff', 'ladder-rules'] });
    },
  });
}
