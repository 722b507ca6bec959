import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dutyProblems, spread } from './duty-check.fixture';
import { assignDuties, type DutyGame } from './duty-teams';
import { generateFixture } from './fixture-generator';
import { allocateSlots } from './slot-allocator';

// Duty teams (docs/decisions/176-fixtures-and-slots.md): never in the game, never busy at that time, counts even.

describe('assignDuties', () => {
  it('gives every game of one court a free team, duty counts within one of each other (3 to 20 teams)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 3, max: 20 }), fc.constantFrom<1 | 2>(1, 2), (n, legs) => {
        const teams = Array.from({ length: n }, (_, i) => 10 + i);
        const f = generateFixture({ teams, legs, from: '2026-03-01', to: '2027-12-31', weekday: 6 });
        const starts = Array.from({ length: Math.ceil(n / 2) }, (_, i) => `${String(8 + i).padStart(2, '0')}:00`);
        const games = f.rounds.flatMap((r) => r.games.map((g, i) => ({ key: `${r.round}:${i}`, date: r.date!, ...g })));
        const { placed } = allocateSlots({ courts: [{ court: 1, weekday: 6, starts, minutes: 60 }], games });
        const plan = assignDuties(placed, teams);
        expect(dutyProblems(placed, plan)).toEqual([]);
        expect(plan.duties.every((d) => d.duty !== null)).toBe(true);
        expect(spread(plan.counts)).toBeLessThanOrEqual(1);
      }),
      { numRuns: 40 },
    );
  }, 60_000);

  it('leaves the duty empty when every team plays at that time, and keeps the duties of kept games', () => {
    const at = (key: string, home: number, away: number, start = '09:00', end = '10:00'): DutyGame => ({
      key,
      date: '2026-03-07',
      start,
      end,
      home,
      away,
    });
    expect(assignDuties([at('a', 1, 2), at('b', 3, 4)], [1, 2, 3, 4]).duties).toEqual([
      { key: 'a', duty: null },
      { key: 'b', duty: null },
    ]);
    const day = [at('a', 1, 2, '08:00', '09:00'), at('b', 3, 4, '09:00', '10:00'), at('c', 1, 3, '10:00', '11:00')];
    const plan = assignDuties(day, [1, 2, 3, 4], { a: 4 });
    expect(plan.duties.map((d) => d.duty)).toEqual([4, 1, 2]); // b: team 1 plays just before and after it
    expect(dutyProblems(day, plan)).toEqual([]);
    expect(spread(plan.counts)).toBeLessThanOrEqual(1);
  });
});
