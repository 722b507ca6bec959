import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generateFixture, type FixtureInput, type FixtureRound } from './fixture-generator';
import { isExceptionDate, weekdayOf, type DateRange } from './playing-dates';
import { pairKey } from './round-robin';

// Properties of docs/decisions/176-fixtures-and-slots.md for 2 to 20 teams, single and double round robins.

const teamIds = (n: number) => Array.from({ length: n }, (_, i) => 101 + i * 7);
const base = (n: number, legs: 1 | 2, extra: Partial<FixtureInput> = {}): FixtureInput => ({
  teams: teamIds(n),
  legs,
  from: '2026-01-05',
  to: '2027-12-31',
  weekday: 6,
  ...extra,
});
const legLength = (n: number) => (n % 2 === 0 ? n - 1 : n);
const countPairs = (rounds: readonly FixtureRound[]) => {
  const m = new Map<string, number>();
  for (const r of rounds)
    for (const g of r.games) m.set(pairKey(g.home, g.away), (m.get(pairKey(g.home, g.away)) ?? 0) + 1);
  return m;
};
const allPairs = (teams: readonly number[]) => teams.flatMap((a, i) => teams.slice(i + 1).map((b) => pairKey(a, b)));
const byeCounts = (teams: readonly number[], rounds: readonly FixtureRound[]) =>
  teams.map((t) => rounds.filter((r) => r.byes.includes(t)).length);
const spread = (xs: number[]) => Math.max(...xs) - Math.min(...xs);

/** Each team once per round, in a game or on the bye card. */
function everyTeamOnce(teams: readonly number[], r: FixtureRound): boolean {
  const seen = [...r.games.flatMap((g) => [g.home, g.away]), ...r.byes].sort((a, b) => a - b);
  return JSON.stringify(seen) === JSON.stringify([...teams].sort((a, b) => a - b));
}

const counts = fc.integer({ min: 2, max: 20 });
const legs = fc.constantFrom<1 | 2>(1, 2);

// A property runs 100 cases; on a busy 2-core machine that can pass vitest's 5 s default.
const PROPERTY_TIMEOUT = 60_000;

describe('generateFixture (circle method)', () => {
  it(
    'plays every pair once per round robin, each team once a round, byes only for an odd count and evenly',
    () => {
      fc.assert(
        fc.property(counts, legs, (n, l) => {
          const { rounds, roundsWithoutDate } = generateFixture(base(n, l));
          const teams = teamIds(n);
          expect(rounds).toHaveLength(legLength(n) * l);
          expect(roundsWithoutDate).toBe(0);
          for (let leg = 0; leg < l; leg++) {
            const legRounds = rounds.slice(leg * legLength(n), (leg + 1) * legLength(n));
            const pairs = countPairs(legRounds);
            expect([...pairs.keys()].sort()).toEqual(allPairs(teams).sort());
            expect([...pairs.values()].every((c) => c === 1)).toBe(true);
          }
          expect(rounds.every((r) => everyTeamOnce(teams, r))).toBe(true);
          expect(rounds.every((r) => r.byes.length === n % 2)).toBe(true);
          expect(spread(byeCounts(teams, rounds))).toBe(0);
        }),
      );
    },
    PROPERTY_TIMEOUT,
  );

  it(
    'swaps home and away in the second leg and keeps home games within one of away games',
    () => {
      fc.assert(
        fc.property(counts, (n) => {
          const { rounds } = generateFixture(base(n, 2));
          const half = legLength(n);
          rounds
            .slice(0, half)
            .forEach((r, i) =>
              expect(rounds[half + i]!.games).toEqual(r.games.map((g) => ({ home: g.away, away: g.home }))),
            );
          for (const t of teamIds(n)) {
            const home = rounds.slice(0, half).filter((r) => r.games.some((g) => g.home === t)).length;
            const away = rounds.slice(0, half).filter((r) => r.games.some((g) => g.away === t)).length;
            expect(Math.abs(home - away)).toBeLessThanOrEqual(1);
          }
        }),
      );
    },
    PROPERTY_TIMEOUT,
  );

  const exceptions = fc
    .array(fc.record({ start: fc.integer({ min: 0, max: 300 }), days: fc.integer({ min: 0, max: 20 }) }), {
      maxLength: 4,
    })
    .map((xs) => xs.map(({ start, days }): DateRange => ({ from: day(start), to: day(start + days) })));

  it(
    'lays rounds on the weekday, in order, never on an exception date, and marks double point rounds',
    () => {
      fc.assert(
        fc.property(counts, legs, fc.integer({ min: 0, max: 6 }), exceptions, (n, l, weekday, ex) => {
          const { rounds } = generateFixture(base(n, l, { weekday, exceptions: ex, doublePointRounds: [2] }));
          const dates = rounds.map((r) => r.date!);
          expect(dates.every((d) => d !== null && weekdayOf(d) === weekday && !isExceptionDate(d, ex))).toBe(true);
          expect(dates.every((d, i) => i === 0 || d > dates[i - 1]!)).toBe(true);
          expect(rounds.filter((r) => r.doublePoints).map((r) => r.round)).toEqual(rounds.length >= 2 ? [2] : []);
        }),
      );
    },
    PROPERTY_TIMEOUT,
  );

  it('counts the rounds left without a date when the season is too short', () => {
    const plan = generateFixture(base(6, 2, { from: '2026-02-01', to: '2026-03-01', weekday: 0 }));
    expect(plan.rounds.map((r) => r.date)).toEqual([
      '2026-02-01',
      '2026-02-08',
      '2026-02-15',
      '2026-02-22',
      '2026-03-01',
      ...Array(5).fill(null),
    ]);
    expect(plan.roundsWithoutDate).toBe(5);
  });

  it(
    'regenerating from round k keeps rounds 1..k-1 exactly and continues the same schedule after them',
    () => {
      fc.assert(
        fc.property(counts, legs, fc.nat(), (n, l, cut) => {
          const first = generateFixture(base(n, l, { doublePointRounds: [1, 3] }));
          const k = cut % (first.rounds.length + 1);
          const keep = first.rounds.slice(0, k).map((r) => ({ ...r, date: r.date && day(-40 + r.round) }));
          const again = generateFixture(base(n, l, { keep, doublePointRounds: [1, 3] }));
          expect(again.rounds.slice(0, k)).toEqual(keep);
          expect(again.rounds.slice(k).map((r) => [r.round, r.games, r.byes, r.doublePoints])).toEqual(
            first.rounds.slice(k).map((r) => [r.round, r.games, r.byes, r.doublePoints]),
          );
        }),
      );
    },
    PROPERTY_TIMEOUT,
  );

  it(
    'completes each round robin after kept rounds of another schedule (a regrade, a hand edit)',
    () => {
      fc.assert(
        fc.property(counts, legs, fc.nat(), fc.nat(), (n, l, cut, seed) => {
          const teams = teamIds(n);
          const shuffled = [...teams].sort((a, b) => ((a * 7919 + seed) % 97) - ((b * 7919 + seed) % 97) || a - b);
          const other = generateFixture(base(n, l, { teams: shuffled }));
          const k = cut % (legLength(n) + 1);
          const { rounds } = generateFixture(base(n, l, { keep: other.rounds.slice(0, k) }));
          expect(rounds.slice(0, k)).toEqual(other.rounds.slice(0, k));
          expect(rounds.every((r) => everyTeamOnce(teams, r))).toBe(true);
          const pairs = countPairs(rounds);
          expect(allPairs(teams).every((p) => pairs.get(p) === l)).toBe(true);
          expect(spread(byeCounts(teams, rounds))).toBeLessThanOrEqual(1);
        }),
        { numRuns: 50 },
      );
    },
    PROPERTY_TIMEOUT,
  );
});

describe('generateFixture after a team withdraws', () => {
  it('keeps the rounds played, withdrawn team and all, and completes the round robin of the teams left', () => {
    const seven = teamIds(7);
    const played = generateFixture(base(7, 1)).rounds.slice(0, 3);
    const six = seven.filter((t) => t !== seven[2]);
    const { rounds } = generateFixture(base(6, 1, { teams: six, keep: played }));
    expect(rounds.slice(0, 3)).toEqual(played);
    expect(rounds.slice(3).every((r) => everyTeamOnce(six, r))).toBe(true);
    const pairs = countPairs(
      rounds.map((r) => ({ ...r, games: r.games.filter((g) => six.includes(g.home) && six.includes(g.away)) })),
    );
    expect(allPairs(six).every((p) => pairs.get(p) === 1)).toBe(true);
    expect(rounds.map((r) => r.round)).toEqual(rounds.map((_, i) => i + 1));
  });
});

function day(offset: number): string {
  const d = new Date(Date.UTC(2026, 0, 5 + offset));
  return d.toISOString().slice(0, 10);
}
