import type { LiveState } from '@portal/domain/competition/live-score.contract';
import { LiveViewMessages as M } from '@portal/domain/competition/live-view.messages';

/** The state a card shows instead of the draw's score: one being played or waiting to be confirmed, or just final. */
export function shownLive(state: LiveState | undefined): LiveState | null {
  return state && state.status !== 'not_started' ? state : null;
}

/** 'Live' (a red dot), 'Final score to be confirmed', or 'Final' under a live score. */
export function LiveMark({ state }: { state: LiveState }) {
  const text = state.status === 'final' ? M.final : state.status === 'to_confirm' ? M.toConfirm : M.live;
  return <p className={state.status === 'final' ? 'game-live final' : 'game-live'}>{text}</p>;
}
