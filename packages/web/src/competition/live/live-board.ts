import type { TeamPair } from '@portal/domain/competition/live-periods';
import type { LiveEntry, LiveTally } from '@portal/domain/competition/live-score';
import type { OutboxLog } from './live-outbox';

// What the scorer sees (decision 340): the server's last answer for the game, plus the entries still waiting on the
// phone, so a basket scored with no signal shows at once. The page puts the period on every score, foul and timeout,
// so undoing one of its own entries takes off exactly what it added.

const copy = (list: TeamPair[]) => list.map((p) => ({ ...p }));
const at = (list: TeamPair[], p: number): TeamPair => {
  while (list.length < p) list.push({ a: 0, b: 0 });
  return list[p - 1]!;
};

/** Every list of the board reaches period `p`, as the server's tally makes them. */
const reach = (board: LiveTally, p: number) => {
  for (const list of [board.periods, board.fouls, board.timeouts_by_period]) at(list, p);
};

/** Add (sign 1) or take off (sign -1) one entry's effect. */
function apply(board: LiveTally, e: LiveEntry, sign: 1 | -1): void {
  const p = e.period ?? board.period;
  reach(board, p);
  if (e.kind === 'score' && e.team) at(board.periods, p)[e.team] += sign * (e.points ?? 0);
  if (e.kind === 'foul' && e.team) at(board.fouls, p)[e.team] += sign;
  if (e.kind === 'timeout' && e.team) {
    board.timeouts[e.team] += sign;
    at(board.timeouts_by_period, p)[e.team] += sign;
  }
}

/** The board: the last known state with the log's waiting entries laid over it, in seq order. */
export function board<S extends LiveTally>(state: S, log: OutboxLog<LiveEntry>): S {
  const b: S = {
    ...state,
    periods: copy(state.periods),
    fouls: copy(state.fouls),
    timeouts: { ...state.timeouts },
    timeouts_by_period: copy(state.timeouts_by_period),
  };
  const byId = new Map(log.entries.map((e) => [e.id, e]));
  for (const e of log.entries.filter((x) => x.seq > log.acked).sort((x, y) => x.seq - y.seq)) {
    if (e.kind === 'period' && e.period) {
      b.period = e.period;
      reach(b, e.period);
    } else if (e.kind === 'undo') {
      const target = e.undoes ? byId.get(e.undoes) : undefined;
      if (target && target.kind !== 'undo' && target.kind !== 'period') apply(b, target, -1);
    } else apply(b, e, 1);
  }
  b.score_a = b.periods.reduce((s, x) => s + x.a, 0);
  b.score_b = b.periods.reduce((s, x) => s + x.b, 0);
  return b;
}

/** The entry the Undo button takes back: this device's last score, foul or timeout not undone yet, or null. */
export function undoable(log: OutboxLog<LiveEntry>): LiveEntry | null {
  const undone = new Set(log.entries.flatMap((e) => (e.kind === 'undo' && e.undoes ? [e.undoes] : [])));
  const candidates = log.entries.filter((e) => ['score', 'foul', 'timeout'].includes(e.kind) && !undone.has(e.id));
  return candidates.sort((x, y) => y.seq - x.seq)[0] ?? null;
}
