import type { LiveState } from './live-score.contract';

// A live game's state for tests of what shows it (the draw's hook, the merge of stream and fetch, the widget): a
// basketball game of Hawks v Owls under way at 0-0, with whatever `over` changes.

export const liveStateOf = (over: Partial<LiveState> = {}): LiveState => ({
  game_id: 1,
  division_id: 1,
  sport: 'basketball',
  status: 'live',
  team_a: { id: 1, name: 'Hawks' },
  team_b: { id: 2, name: 'Owls' },
  score_a: 0,
  score_b: 0,
  period: 1,
  periods: [{ a: 0, b: 0 }],
  fouls: [{ a: 0, b: 0 }],
  timeouts: { a: 0, b: 0 },
  last_seq: 0,
  scorer: null,
  confirmations: [],
  updated_at: '2026-12-05T01:00:00.000Z',
  ...over,
});
