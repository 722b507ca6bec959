import { describe, expect, it } from 'vitest';
import { tally, type LiveEntry } from '@portal/domain/competition/live-score';
import { board, undoable } from './live-board';

// Decision 340: the board a scorer sees equals the server's tally of every entry, whichever of them are still waiting.
let n = 0;
const id = () => `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`;
const at = '2026-12-05T09:00:00+11:00';
const score = (seq: number, team: 'a' | 'b', points: 1 | 2 | 3, period = 1): LiveEntry => ({
  id: id(),
  seq,
  kind: 'score',
  team,
  points,
  period,
  at,
});

describe('the scorer’s board', () => {
  const e1 = score(1, 'a', 2);
  const e2 = score(2, 'b', 3);
  const e3: LiveEntry = { id: id(), seq: 3, kind: 'period', period: 2, at };
  const e4 = score(4, 'a', 1, 2);
  const e5: LiveEntry = { id: id(), seq: 5, kind: 'foul', team: 'b', period: 2, at };
  const e6: LiveEntry = { id: id(), seq: 6, kind: 'undo', undoes: e1.id, at };
  const e7: LiveEntry = { id: id(), seq: 7, kind: 'timeout', team: 'a', period: 2, at };
  const all = [e1, e2, e3, e4, e5, e6, e7];

  it.each([0, 1, 2, 3, 4, 5, 6, 7])('equals the tally of all entries when the server holds the first %i', (acked) => {
    const server = tally(all.slice(0, acked), 'basketball');
    expect(board(server, { entries: all, acked })).toEqual(tally(all, 'basketball'));
  });

  it('undoes the last score, foul or timeout not undone yet, never a period change or an undo', () => {
    expect(undoable({ entries: all, acked: 0 })?.id).toBe(e7.id);
    expect(undoable({ entries: [e1, e6], acked: 0 })).toBeNull();
    expect(undoable({ entries: [e1, e2, e3], acked: 0 })?.id).toBe(e2.id);
  });
});
