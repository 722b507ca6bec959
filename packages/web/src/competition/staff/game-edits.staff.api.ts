import { queryOptions, useMutation } from '@tanstack/react-query';
import * as C from '@portal/domain/competition/game-edits.staff.contract';
import { call } from '../../lib/api-client';
import { queryClient } from '../../lib/query-client';
import { FRESH } from '../../lib/freshness';

// The back-office's game edits (docs/decisions/210): the clash check before saving, and each edit loads the list again.

const KEY = ['staff', 'games'] as const;

export const divisionGamesQuery = (divisionId: number) =>
  queryOptions({
    queryKey: [...KEY, 'division', divisionId],
    queryFn: async () => (await call(C.divisionGames, { query: { division_id: divisionId } })).data,
  });

export const clashCheckQuery = (gameId: number, body: C.GameEditBody) =>
  queryOptions({
    queryKey: [...KEY, 'check', gameId, body],
    queryFn: async () => (await call(C.checkGameEdit, { params: { gameId }, body })).data,
    staleTime: FRESH.always,
  });

export const useEditGame = () =>
  useMutation({
    mutationFn: async ({ gameId, body }: { gameId: number; body: C.GameEditBody }) =>
      (await call(C.editGame, { params: { gameId }, body })).data.message,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: KEY });
    },
  });
