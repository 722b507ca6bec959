import { queryOptions } from '@tanstack/react-query';
import * as L from '@portal/domain/competition/live-score.contract';
import { call } from '../../lib/api-client';

// The public live-score reads (issue 45 item 5, docs/decisions/339): a game's state, and a division's games in
// progress. The stream keeps them current (use-live-scores.ts); a query's own refetch is the polling fallback.

const onServer = () => typeof document === 'undefined';

export const liveGameKey = (gameId: number) => ['live', 'game', gameId] as const;
export const liveDivisionKey = (divisionId: number | null) => ['live', 'division', divisionId] as const;

export const liveGameQuery = (gameId: number) =>
  queryOptions({
    queryKey: liveGameKey(gameId),
    queryFn: async () => (await call(L.liveGame, { params: { id: gameId } })).data,
    retry: 1,
  });

export const liveDivisionQuery = (divisionId: number | null) =>
  queryOptions({
    queryKey: liveDivisionKey(divisionId),
    // never on the server (decision 331): a rendered draw is kept a minute, a live score in it would be that old
    enabled: divisionId !== null && !onServer(),
    queryFn: async () => (await call(L.liveScores, { query: { division_id: divisionId! } })).data,
    retry: 1,
  });

/** The stream's address for a game or a division. */
export const liveStreamUrl = (watch: { game_id: number } | { division_id: number }) =>
  'game_id' in watch
    ? `${L.liveStream.path}?game_id=${watch.game_id}`
    : `${L.liveStream.path}?division_id=${watch.division_id}`;
