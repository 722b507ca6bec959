import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { timeoutSpan, timeoutsInSpan } from './live-periods';
import { LiveEntry, tally, type LiveTeam } from './live-score';

const AT = '2026-12-05T09:00:00+11:00';
let n = 0;
const uuid = () => `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`;
const score = (seq: number, team: LiveTeam, points: 1 | 2 | 3, period?: number): LiveEntry => ({
  id: uuid(),
  seq,
  kind: 'score',
  team,
  points,
  ...(period === undefined ? {} : { period }),
  at: AT,
});
const entry = (seq: number, e: Partial<LiveEntry> & Pick<LiveEntry, 'kind'>): LiveEntry => ({
  id: uuid(),
  seq,
  at: AT,
  ...e,
});

describe('LiveEntry (what a scorer sends)', () => {
  it.each([
    [{ kind: 'score', team: 'a' }, 'points'],
    [{ kind: 'score', points: 2 }, 'team'],
    [{ kind: 'foul' }, 'team'],
    [{ kind: 'period' }, 'period'],
    [{ kind: 'undo' }, 'undoes'],
  ] as const)('%j needs its %s', (partial, field) => {
    const r = LiveEntry.safeParse({ id: uuid(), seq: 1, at: AT, ...partial });
    expect(r.success).toBe(false);
    expect(r.error!.issues.map((i) => i.path[0])).toContain(field);
  });
  it.each([{ seq: 0 }, { seq: 1.5 }, { id: 'not-a-uuid' }, { points: 4 }, { at: 'yesterday' }, { team: 'c' }])(
    'refuses %j',
    (bad) => {
      expect(LiveEntry.safeParse({ ...score(1, 'a', 2), ...bad }).success).toBe(false);
    },
  );
});

describe('tally (the live state from the entries)', () => {
  it('adds points per period and team, follows the period entries, counts fouls per period and timeouts', () => {
    const t = tally(
      [
        score(1, 'a', 2),
        score(2, 'b', 3),
        entry(3, { kind: 'foul', team: 'a' }),
        entry(4, { kind: 'period', period: 2 }),
        score(5, 'a', 1),
        entry(6, { kind: 'timeout', team: 'b' }),
        entry(7, { kind: 'foul', team: 'b' }),
        score(8, 'b', 2, 1), // a late correction into period 1
      ],
      'basketball',
    );
    expect(t).toEqual({
      score_a: 3,
      score_b: 5,
      period: 2,
      periods: [
        { a: 2, b: 5 },
        { a: 1, b: 0 },
      ],
      fouls: [
        { a: 1, b: 0 },
        { a: 0, b: 1 },
      ],
      timeouts: { a: 0, b: 1 },
      timeouts_by_period: [
        { a: 0, b: 0 },
        { a: 0, b: 1 },
      ],
    });
  });

  it('keeps the timeouts per period, so a half’s are counted together and an overtime’s on their own', () => {
    const timeout = (seq: number, team: LiveTeam, period: number) => entry(seq, { kind: 'timeout', team, period });
    const t = tally(
      [
        timeout(1, 'a', 1),
        timeout(2, 'a', 2),
        timeout(3, 'b', 2),
        entry(4, { kind: 'period', period: 3 }),
        timeout(5, 'a', 3),
        entry(6, { kind: 'period', period: 5 }),
        timeout(7, 'b', 5),
      ],
      'basketball',
    );
    expect(t.timeouts).toEqual({ a: 3, b: 2 });
    expect(t.timeouts_by_period).toEqual([
      { a: 1, b: 0 },
      { a: 1, b: 1 },
      { a: 1, b: 0 },
      { a: 0, b: 0 },
      { a: 0, b: 1 },
    ]);
    expect([1, 2, 3, 4, 5, 6].map((p) => timeoutsInSpan(t.timeouts_by_period, p))).toEqual([
      { a: 2, b: 1 },
      { a: 2, b: 1 },
      { a: 1, b: 0 },
      { a: 1, b: 0 },
      { a: 0, b: 1 },
      { a: 0, b: 0 },
    ]);
  });

  it.each([
    [1, [1, 2]],
    [2, [1, 2]],
    [3, [3, 4]],
    [4, [3, 4]],
    [5, [5]],
    [7, [7]],
  ])('counts the timeouts of period %i with periods %j', (period, span) => {
    expect(timeoutSpan(period)).toEqual(span);
  });

  it('counts an undone entry for nothing, and an undo of an undo cancels nothing', () => {
    const basket = score(1, 'a', 3);
    const undo = entry(2, { kind: 'undo', undoes: basket.id });
    const undoUndo = entry(3, { kind: 'undo', undoes: undo.id });
    expect(tally([basket, undo], 'basketball').score_a).toBe(0);
    expect(tally([basket, undo, undoUndo], 'basketball').score_a).toBe(0);
    expect(tally([basket, entry(2, { kind: 'undo', undoes: uuid() })], 'basketball').score_a).toBe(3);
  });

  it('undoing a period change returns to the period before', () => {
    const p2 = entry(2, { kind: 'period', period: 2 });
    const t = tally([score(1, 'a', 2), p2, entry(3, { kind: 'undo', undoes: p2.id }), score(4, 'b', 2)], 'basketball');
    expect(t.period).toBe(1);
    expect(t.periods[0]).toEqual({ a: 2, b: 2 });
  });

  it('netball: a goal counts 1; 2-point entries, fouls and timeouts are ignored', () => {
    const t = tally(
      [
        score(1, 'a', 1),
        score(2, 'b', 2),
        entry(3, { kind: 'foul', team: 'a' }),
        entry(4, { kind: 'timeout', team: 'b' }),
      ],
      'netball',
    );
    expect([t.score_a, t.score_b, t.fouls[0], t.timeouts]).toEqual([1, 0, { a: 0, b: 0 }, { a: 0, b: 0 }]);
  });

  const arbEntries = fc
    .array(
      fc.record({
        team: fc.constantFrom<LiveTeam>('a', 'b'),
        points: fc.constantFrom<1 | 2 | 3>(1, 2, 3),
        undo: fc.boolean(),
      }),
      { maxLength: 60 },
    )
    .map((rows) => {
      const list: LiveEntry[] = [];
      for (const r of rows) {
        const s = score(list.length + 1, r.team, r.points);
        list.push(s);
        if (r.undo) list.push(entry(list.length + 1, { kind: 'undo', undoes: s.id }));
      }
      return list;
    });

  it('is the sum of the entries not undone, whatever the order received and however often each is sent', () => {
    fc.assert(
      fc.property(arbEntries, fc.integer({ min: 0, max: 1000 }), (list, salt) => {
        const undone = new Set(list.filter((e) => e.kind === 'undo').map((e) => e.undoes));
        const expected = (team: LiveTeam) =>
          list
            .filter((e) => e.kind === 'score' && e.team === team && !undone.has(e.id))
            .reduce((s, e) => s + e.points!, 0);
        const shuffled = [...list, ...list.slice(0, salt % (list.length + 1))].sort(
          (x, y) => ((x.seq * 7919 + salt) % 101) - ((y.seq * 7919 + salt) % 101),
        );
        const t = tally(shuffled, 'basketball');
        expect([t.score_a, t.score_b]).toEqual([expected('a'), expected('b')]);
        expect(t.periods.reduce((s, p) => s + p.a, 0)).toBe(t.score_a);
        expect(t.fouls.length).toBe(t.periods.length);
      }),
    );
  });
});
