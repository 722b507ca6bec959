import type { LiveState } from '@portal/domain/competition/live-score.contract';
import type { DrawGame, DrawReply } from '@portal/domain/competition/competition.contract';

// States reach the page two ways, a stream's event and a fetch (the first read, a reconnect's or a poll's), in any
// order: the newer one wins, by its last stored entry, then its time, then its status (a confirmation adds no entry).

const STEP = { not_started: 0, live: 1, to_confirm: 2, final: 3 } as const;

/** Whether `next` is at least as new as `held` (the same game). */
export function isNewer(next: LiveState, held: LiveState): boolean {
  if (next.last_seq !== held.last_seq) return next.last_seq > held.last_seq;
  const a = next.updated_at ?? '';
  const b = held.updated_at ?? '';
  if (a !== b) return a > b;
  return STEP[next.status] >= STEP[held.status];
}

/** The list with `state` in it, in place of an older state of its game (unchanged when it holds a newer one). */
export function mergeState(list: readonly LiveState[] | undefined, state: LiveState): LiveState[] {
  const held = list ?? [];
  const at = held.findIndex((s) => s.game_id === state.game_id);
  if (at < 0) return [...held, state];
  if (!isNewer(state, held[at]!)) return held as LiveState[];
  return held.map((s, i) => (i === at ? state : s));
}

/** A fetched list merged into the held one: each game keeps the newer of its two states. */
export function mergeList(held: readonly LiveState[] | undefined, fetched: readonly LiveState[]): LiveState[] {
  return fetched.reduce<LiveState[]>((list, s) => mergeState(list, s), [...(held ?? [])]);
}

/** Whether a game is being played now: its score shows as live. */
export const inProgress = (s: LiveState | undefined): s is LiveState =>
  s !== undefined && (s.status === 'live' || s.status === 'to_confirm');

/** Whether a draw has a game on `day` (yyyy-mm-dd): only then does its page listen for live scores. */
export function playsOn(draw: DrawReply['data'] | undefined, day: string): boolean {
  if (!draw) return false;
  const on = (games: readonly DrawGame[]) => games.some((g) => g.date_time_from.startsWith(day));
  return (
    draw.divisionDraw.some((r) => on(r.games)) ||
    on(draw.finalSeries.Semi_Final) ||
    on(draw.finalSeries.Final) ||
    on(draw.finalSeries.Grand_Final)
  );
}
