import { act, cleanup, render } from '@testing-library/preact';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveState } from '@portal/domain/competition/live-score.contract';
import { FakeStream, liveStateOf } from '@portal/domain/competition/live-state.fixture';
import { POLL_MS, REOPEN_MS, useLiveDivision } from './use-live-scores';

// The draw's live scores (decision 339): while the stream is not open (no EventSource, a dropped or refused stream)
// the states are read every POLL_MS, and a changed score arrives that way; a stream that is open stops the polling.

const DIVISION = 7;
const GAME = 101;
const SCORES = `/api/live/scores?division_id=${DIVISION}`;

const state = (over: Partial<LiveState>): LiveState =>
  liveStateOf({ game_id: GAME, division_id: DIVISION, last_seq: 1, ...over });

/** What the server answers now: the division's games in progress. */
let inProgress: LiveState[];
const asked: string[] = [];
const polls = () => asked.filter((u) => u === SCORES).length;

/** What the draw's hook answered at its last render. */
let live: ReadonlyMap<number, LiveState>;
function Draw() {
  live = useLiveDivision(DIVISION);
  return null;
}

function renderDivision() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Draw />
    </QueryClientProvider>,
  );
  return { score: () => live.get(GAME)?.score_a };
}

/** Move the clock on by `ms`, letting the timers' fetches answer and the hook render again. */
const after = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });

beforeEach(() => {
  vi.useFakeTimers();
  asked.length = 0;
  inProgress = [];
  FakeStream.made = [];
  FakeStream.around = (deliver) => act(deliver);
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      asked.push(url);
      return Promise.resolve(new Response(JSON.stringify({ data: inProgress }), { status: 200 }));
    }),
  );
});
// Unmount inside act, so Preact runs the query provider's effect cleanups now (see use-staff-list.test.tsx).
afterEach(async () => {
  await act(async () => {
    cleanup();
  });
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('useLiveDivision', () => {
  it('with no EventSource, reads the states every POLL_MS: a changed score arrives by polling', async () => {
    vi.stubGlobal('EventSource', undefined);
    inProgress = [state({ score_a: 2 })];
    const { score } = renderDivision();
    await vi.waitFor(() => expect(score()).toBe(2));
    const first = polls();

    inProgress = [state({ score_a: 5, last_seq: 2 })];
    await after(POLL_MS);
    await vi.waitFor(() => expect(score()).toBe(5));
    expect(polls()).toBe(first + 1);
  });

  it('polls nothing while the stream is open, and falls back to polling when it fails', async () => {
    vi.stubGlobal('EventSource', FakeStream);
    inProgress = [state({ score_a: 2 })];
    const { score } = renderDivision();
    await vi.waitFor(() => expect(score()).toBe(2));
    const stream = FakeStream.made[0]!;
    expect(stream.url).toBe(`/api/live/stream?division_id=${DIVISION}`);
    stream.open();
    stream.send(state({ score_a: 4, last_seq: 2 }));
    await vi.waitFor(() => expect(score()).toBe(4));
    const read = polls();
    await after(3 * POLL_MS);
    expect(polls()).toBe(read);

    // dropped: the browser opens it again by itself; meanwhile the states are polled
    inProgress = [state({ score_a: 7, last_seq: 3 })];
    stream.fail(false);
    await after(POLL_MS);
    await vi.waitFor(() => expect(score()).toBe(7));
    expect(polls()).toBe(read + 1);
    expect(FakeStream.made).toHaveLength(1);
  });

  it('after a refused stream, polls, and opens the stream again after REOPEN_MS', async () => {
    vi.stubGlobal('EventSource', FakeStream);
    const { score } = renderDivision();
    await vi.waitFor(() => expect(polls()).toBe(1));
    inProgress = [state({ score_a: 3, last_seq: 2 })];
    FakeStream.made[0]!.fail(true);
    await after(POLL_MS);
    await vi.waitFor(() => expect(score()).toBe(3));
    await after(REOPEN_MS - POLL_MS);
    expect(FakeStream.made).toHaveLength(2);
  });
});
