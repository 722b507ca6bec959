// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LIVE_POLL_MS, LIVE_REOPEN_MS } from '@portal/domain/competition/live-polling';
import type { LiveState } from '@portal/domain/competition/live-score.contract';
import { FakeStream, liveStateOf } from '@portal/domain/competition/live-state.fixture';
import type { ApiGame, FixtureReply } from '@portal/domain/competition/public-api.contract';
import { LiveViewMessages } from '@portal/domain/competition/live-view.messages';
import { widgetScript } from './public-api.widget';

// The widget on a club's page (decision 295) keeps the score of a game in progress live (decision 339). With no
// EventSource, or a stream that fails or is refused (the 503 past the viewer limit), it reads the states the draw
// polls, every LIVE_POLL_MS (decision 357). The script runs in jsdom as a club's page loads it; the portal is a stub
// of fetch, the clock vitest's.

const PORTAL = 'https://portal.example';
const DIVISION = 7;
const GAME = 101;
const TODAY = '2026-12-05';

/** The little of the page this file touches (the server's types have no DOM). */
type Cell = { textContent: string | null };
interface Page {
  document: {
    body: { appendChild(node: unknown): unknown; textContent: string | null };
    createElement(tag: 'script'): { setAttribute(name: string, value: string): void };
    querySelector(selector: string): { shadowRoot: { querySelectorAll(s: string): ArrayLike<Cell> } | null } | null;
  };
}
const page = globalThis as unknown as Page;

const game: ApiGame = {
  id: GAME,
  stage: 'regular',
  round: 1,
  round_name: 'Round 1',
  date: TODAY,
  start: '23:00',
  end: '23:59',
  venue: 'Hornsby',
  venue_address: null,
  court: 'Court 1',
  home: { id: 1, name: 'Hawks' },
  away: { id: 2, name: 'Owls' },
  bye: null,
  duty: null,
  double_points: false,
  status: 'scheduled',
  result: 'pending',
  home_score: null,
  away_score: null,
  forfeited_by: null,
};
const fixture: FixtureReply['data'] = {
  division: { id: DIVISION, name: 'Under 12 Boys', season_id: 3, note: '' },
  season: { id: 3, name: 'Summer 2026' },
  time_zone: 'Australia/Sydney',
  games: [game],
};
const state = (over: Partial<LiveState>): LiveState =>
  liveStateOf({ game_id: GAME, division_id: DIVISION, last_seq: 1, updated_at: `${TODAY}T12:00:00.000Z`, ...over });

/** What the portal answers now: the games in progress, and each game's own state. */
let inProgress: LiveState[];
let games: Record<number, LiveState>;
const asked: string[] = [];

function portal(url: string): Promise<Response> {
  asked.push(url.slice(PORTAL.length));
  const path = url.slice(PORTAL.length);
  const data =
    path === `/api/public/v1/divisions/${DIVISION}/fixtures`
      ? fixture
      : path === `/api/live/scores?division_id=${DIVISION}`
        ? inProgress
        : games[Number(/^\/api\/live\/games\/(\d+)$/.exec(path)?.[1])];
  const answer = data ? { ok: true, json: async () => ({ data }) } : { ok: false, json: async () => ({}) };
  return Promise.resolve(answer as Response);
}

/** Load the widget as a club's page does: its script tag, then the script run with that tag as the current one. */
async function loadWidget(): Promise<void> {
  const tag = page.document.createElement('script');
  tag.setAttribute('src', `${PORTAL}/widget.js`);
  tag.setAttribute('data-division', String(DIVISION));
  page.document.body.appendChild(tag);
  Object.defineProperty(page.document, 'currentScript', { value: tag, configurable: true });
  // the script a club's page loads, run as it is served
  new Function(widgetScript())();
  await settle();
}

/** Let the portal's answers arrive: the stub answers at once, so every promise has settled by the next macrotask. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

/** Move the page's clock on by `ms`, and let what its timers asked for arrive. */
async function after(ms: number): Promise<void> {
  await vi.advanceTimersByTimeAsync(ms);
  await settle();
}

/** The fixture row's score cell of the game. */
function scoreCell(): Cell {
  const cells = page.document.querySelector('.portal-widget')?.shadowRoot?.querySelectorAll('tbody td');
  const cell = cells?.[2];
  if (!cell) throw new Error('the fixture is not shown yet');
  return cell;
}

const polls = () => asked.filter((u) => u.startsWith('/api/live/scores')).length;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval', 'clearInterval', 'Date'] });
  vi.setSystemTime(new Date(`${TODAY}T12:00:00`));
  vi.stubGlobal('fetch', vi.fn(portal));
  inProgress = [];
  games = {};
  asked.length = 0;
  FakeStream.made = [];
});
afterEach(() => {
  // the widget's timers go with the fake clock
  vi.useRealTimers();
  vi.unstubAllGlobals();
  delete (page.document as { currentScript?: unknown }).currentScript;
  page.document.body.textContent = '';
});

describe("the widget's live scores", () => {
  it('with no EventSource, shows a changed score by polling every LIVE_POLL_MS, and the final score once decided', async () => {
    vi.stubGlobal('EventSource', undefined);
    inProgress = [state({ score_a: 2, score_b: 0 })];
    await loadWidget();
    expect(scoreCell().textContent).toBe(`2 - 0 ${LiveViewMessages.live}`);

    inProgress = [state({ score_a: 5, score_b: 3, last_seq: 3 })];
    await after(LIVE_POLL_MS - 1);
    expect(scoreCell().textContent).toBe(`2 - 0 ${LiveViewMessages.live}`); // not before its time
    await after(1);
    expect(scoreCell().textContent).toBe(`5 - 3 ${LiveViewMessages.live}`);

    // confirmed: the game leaves the games in progress, and its own state says final
    inProgress = [];
    games[GAME] = state({ status: 'final', score_a: 61, score_b: 58, last_seq: 3 });
    await after(LIVE_POLL_MS);
    expect(scoreCell().textContent).toBe(`61 - 58 ${LiveViewMessages.final}`);
    await after(3 * LIVE_POLL_MS);
    expect(asked.filter((u) => u === `/api/live/games/${GAME}`)).toHaveLength(1); // read once, not at every poll
  });

  it('with a refused stream, polls at once and every LIVE_POLL_MS, and tries the stream again after LIVE_REOPEN_MS', async () => {
    vi.stubGlobal('EventSource', FakeStream);
    inProgress = [state({ score_a: 0, score_b: 3 })];
    await loadWidget();
    expect(FakeStream.made.map((e) => e.url)).toEqual([`${PORTAL}/api/live/stream?division_id=${DIVISION}`]);
    expect(polls()).toBe(0); // the stream first
    FakeStream.made[0]!.fail(true);
    await settle();
    expect(scoreCell().textContent).toBe(`0 - 3 ${LiveViewMessages.live}`);

    inProgress = [state({ score_a: 2, score_b: 3, last_seq: 2 })];
    await after(LIVE_POLL_MS);
    expect(scoreCell().textContent).toBe(`2 - 3 ${LiveViewMessages.live}`);

    await after(LIVE_REOPEN_MS - LIVE_POLL_MS - 1);
    expect(FakeStream.made).toHaveLength(1);
    await after(1);
    expect(FakeStream.made).toHaveLength(2);
    // one poll at the refusal and one each LIVE_POLL_MS since; a second refusal starts no second round of polls
    FakeStream.made[1]!.fail(true);
    await after(LIVE_POLL_MS);
    expect(polls()).toBe(1 + LIVE_REOPEN_MS / LIVE_POLL_MS + 1);
  });

  it('with a stream, shows its states and polls only while the stream is down', async () => {
    vi.stubGlobal('EventSource', FakeStream);
    await loadWidget();
    const stream = FakeStream.made[0]!;
    stream.open();
    stream.send(state({ score_a: 4, score_b: 2, last_seq: 2 }));
    expect(scoreCell().textContent).toBe(`4 - 2 ${LiveViewMessages.live}`);
    stream.send(state({ score_a: 2, score_b: 2, last_seq: 1 })); // an older state, late: it changes nothing
    expect(scoreCell().textContent).toBe(`4 - 2 ${LiveViewMessages.live}`);
    await after(2 * LIVE_POLL_MS);
    expect(polls()).toBe(0);

    inProgress = [state({ score_a: 6, score_b: 2, last_seq: 3 })];
    stream.fail(false); // dropped: the browser opens it again by itself, meanwhile the widget polls
    await settle();
    expect(scoreCell().textContent).toBe(`6 - 2 ${LiveViewMessages.live}`);
    await after(LIVE_POLL_MS);
    expect(polls()).toBe(2);

    stream.open();
    await after(2 * LIVE_POLL_MS);
    expect([polls(), FakeStream.made.length]).toEqual([2, 1]);
    stream.send(state({ status: 'final', score_a: 6, score_b: 2, last_seq: 3 }));
    expect(scoreCell().textContent).toBe(`6 - 2 ${LiveViewMessages.final}`);
    stream.send(state({ status: 'to_confirm', score_a: 6, score_b: 2, last_seq: 3 })); // final is final
    expect(scoreCell().textContent).toBe(`6 - 2 ${LiveViewMessages.final}`);
  });
});
