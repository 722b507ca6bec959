import { queryOptions, useMutation } from '@tanstack/react-query';
import * as C from '@portal/domain/competition/results.staff.contract';
import * as S from '@portal/domain/competition/stats.staff.contract';
import { call } from '../../lib/api-client';
import { queryClient } from '../../lib/query-client';

// The back-office's results calls (docs/decisions/190): each write loads the sheets, stats and adjustments again.

const KEY = ['staff', 'results'] as const;
const refresh = async () => {
  await queryClient.invalidateQueries({ queryKey: KEY });
};

export const gameDaysQuery = () =>
  queryOptions({ queryKey: [...KEY, 'days'], queryFn: async () => (await call(C.gameDays)).data });

export const sheetQuery = (date: string, venueId: number) =>
  queryOptions({
    queryKey: [...KEY, 'sheet', date, venueId],
    queryFn: async () => (await call(C.scoreSheet, { query: { date, venue_id: venueId } })).data,
  });

export const divisionsQuery = () =>
  queryOptions({ queryKey: [...KEY, 'divisions'], queryFn: async () => (await call(C.resultDivisions)).data });

export const adjustmentsQuery = (divisionId: number) =>
  queryOptions({
    queryKey: [...KEY, 'adjustments', divisionId],
    queryFn: async () => (await call(C.divisionAdjustments, { query: { division_id: divisionId } })).data,
  });

export const gameStatsQuery = (gameId: number) =>
  queryOptions({
    queryKey: [...KEY, 'stats', gameId],
    queryFn: async () => (await call(S.gameStats, { params: { gameId } })).data,
  });

const write =
  <I>(fn: (input: I) => Promise<{ data: { message: string } }>) =>
  () =>
    useMutation({ mutationFn: async (input: I) => (await fn(input)).data.message, onSuccess: refresh });

export const useSaveSheet = write((body: C.SaveSheetBody) => call(C.saveScoreSheet, { body }));
export const useForfeit = write(({ gameId, body }: { gameId: number; body: C.ForfeitBody }) =>
  call(C.recordGameForfeit, { params: { gameId }, body }),
);
export const useDisqualify = write(({ gameId, body }: { gameId: number; body: C.DisqualifyBody }) =>
  call(C.disqualifyTeam, { params: { gameId }, body }),
);
export const useAdjust = write((body: C.AdjustmentBody) => call(C.addAdjustment, { body }));
export const useSaveStats = write(({ gameId, body }: { gameId: number; body: S.SaveStatsBody }) =>
  call(S.saveGameStats, { params: { gameId }, body }),
);
export const useImportStats = write(({ gameId, csv }: { gameId: number; csv: string }) =>
  call(S.importGameStats, { params: { gameId }, body: { csv } }),
);
