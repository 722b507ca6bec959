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
  timeouts_by_period: [{ a: 0, b: 0 }],
  last_seq: 0,
  scorer: null,
  confirmations: [],
  updated_at: '2026-12-05T01:00:00.000Z',
  ...over,
});

/**
 * A stand-in for the browser's EventSource, which a test opens, feeds and fails. `FakeStream.around` wraps each event
 * handed to the page (a React test passes `act`); `made` lists the streams opened, newest last.
 */
export class FakeStream {
  static readonly CLOSED = 2;
  static made: FakeStream[] = [];
  static around: (deliver: () => void) => void = (deliver) => deliver();
  readyState = 0;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  private onState: ((e: { data: string }) => void) | null = null;
  constructor(readonly url: string) {
    FakeStream.made.push(this);
  }
  addEventListener(type: string, listener: (e: { data: string }) => void): void {
    if (type === 'state') this.onState = listener;
  }
  close(): void {}
  open(): void {
    this.readyState = 1;
    FakeStream.around(() => this.onopen?.());
  }
  send(s: LiveState): void {
    FakeStream.around(() => this.onState?.({ data: JSON.stringify(s) }));
  }
  /** Dropped (the browser tries again itself), or refused (closed: the 503 past the viewer limit). */
  fail(refused: boolean): void {
    this.readyState = refused ? FakeStream.CLOSED : 0;
    FakeStream.around(() => this.onerror?.());
  }
}
