import { describe, expect, it } from 'vitest';
import type { LiveState } from '@portal/domain/competition/live-score.contract';
import { liveStateOf } from '@portal/domain/competition/live-state.fixture';
import { isNewer, mergeList, mergeState, playsOn } from './live-merge';

// A state from the stream and one from a fetch meet in any order: the newer one stays (decision 339).

const state = (over: Partial<LiveState>): LiveState => liveStateOf(over);

describe('live states from two sources', () => {
  it.each([
    ['a later entry', { last_seq: 3 }, { last_seq: 2 }, true],
    ['an earlier entry', { last_seq: 1 }, { last_seq: 2 }, false],
    ['the same entry, a later change', { updated_at: '2026-12-05T01:00:05.000Z' }, {}, true],
    ['the same entry and time, confirmed', { status: 'to_confirm' as const }, {}, true],
    ['the same state again', {}, {}, true],
    ['the same entry, back from final', { status: 'live' as const }, { status: 'final' as const }, false],
  ])('%s is newer: %s', (_what, next, held, newer) => {
    expect(isNewer(state(next), state(held))).toBe(newer);
  });

  it('keeps the newer state of each game, and adds a game not held', () => {
    const held = [state({ game_id: 1, last_seq: 5, score_a: 10 }), state({ game_id: 2, last_seq: 1 })];
    expect(mergeState(held, state({ game_id: 1, last_seq: 4, score_a: 8 }))).toBe(held);
    expect(mergeState(held, state({ game_id: 2, last_seq: 2 })).map((s) => s.last_seq)).toEqual([5, 2]);
    expect(mergeState(held, state({ game_id: 3 })).map((s) => s.game_id)).toEqual([1, 2, 3]);
    expect(mergeList(held, [state({ game_id: 1, last_seq: 6 })]).map((s) => s.last_seq)).toEqual([6, 1]);
  });

  it('listens only to a draw with a game on the day', () => {
    const game = (date: string) => ({ date_time_from: `${date}T09:00:00` }) as never;
    const draw = (date: string) => ({
      divisionDraw: [{ round: 1, games: [game('2026-12-05')] }],
      finalSeries: { Semi_Final: [], Final: [game(date)], Grand_Final: [] },
    });
    expect(playsOn(draw('2026-12-12'), '2026-12-05')).toBe(true);
    expect(playsOn(draw('2026-12-12'), '2026-12-12')).toBe(true);
    expect(playsOn(draw('2026-12-12'), '2026-12-06')).toBe(false);
    expect(playsOn(undefined, '2026-12-06')).toBe(false);
  });
});
