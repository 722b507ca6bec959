import { queryOptions, useMutation } from '@tanstack/react-query';
import {
  claimGame,
  confirmScore,
  liveGame,
  sendEntries,
  type LiveState,
} from '@portal/domain/competition/live-score.contract';
import type { LiveEntry } from '@portal/domain/competition/live-score';
import { call } from '../../lib/api-client';
import { queryClient } from '../../lib/query-client';
import { deviceId } from './live-outbox';

// The court-side scorer's calls (issue 45 item 4, decisions 336 and 340).

/** GET /api/live/games/:id: the game's live state. */
export const liveGameQuery = (id: number) =>
  queryOptions({
    queryKey: ['competition', 'live', 'game', id],
    queryFn: async () => (await call(liveGame, { params: { id } })).data,
  });

const keepState = (state: LiveState) => queryClient.setQueryData(['competition', 'live', 'game', state.game_id], state);

/** POST /api/live/games/:id/claim with this browser's device id (take_over: move it from the caller's other device). */
export const useClaimGame = (id: number) =>
  useMutation({
    mutationFn: async (takeOver: boolean) =>
      (await call(claimGame, { params: { id }, body: { device: deviceId(), take_over: takeOver || undefined } })).data,
    onSuccess: keepState,
  });

/** POST /api/live/games/:id/entries: a batch from the outbox; the answer is the state (its last_seq). */
export async function postEntries(id: number, entries: LiveEntry[]): Promise<LiveState> {
  const state = (await call(sendEntries, { params: { id }, body: { device: deviceId(), entries } })).data;
  keepState(state);
  return state;
}

/** POST /api/live/games/:id/confirm: this person's confirmation of the final score. */
export const useConfirmScore = (id: number) =>
  useMutation({
    mutationFn: async (score: { score_a: number; score_b: number }) =>
      (await call(confirmScore, { params: { id }, body: score })).data,
    onSuccess: keepState,
  });
