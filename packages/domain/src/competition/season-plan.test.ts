import { describe, expect, it } from 'vitest';
import { dutyProblems, spread } from './duty-check.fixture';
import { fixtureBenchmarkInput } from './fixture-bench';
import { planSeason } from './season-plan';
import type { PlacedGame } from './slot-allocator';

// The benchmark season of docs/decisions/176-fixtures-and-slots.md: 12 divisions of 10 teams, 18 rounds, 6 courts
// full on Tuesday and Thursday nights. Timed by `npm run bench`; here only what it produces is checked.

describe('planSeason on the benchmark season', () => {
  const plan = planSeason(fixtureBenchmarkInput());

  it('places all 1,080 games and gives each a duty team of its division, duties even within one', () => {
    expect(plan.allocation.unplaced).toEqual([]);
    expect(plan.allocation.placed).toHaveLength(12 * 90);
    for (const d of plan.divisions) {
      const mine = plan.allocation.placed.filter((g) => g.group === d.id);
      expect(mine).toHaveLength(90);
      expect(dutyProblems(mine, d.duties!)).toEqual([]);
      expect(d.duties!.duties.every((x) => x.duty !== null)).toBe(true);
      expect(spread(d.duties!.counts)).toBeLessThanOrEqual(1);
    }
  });

  it('gives no team three games in a row on one court or at one time', () => {
    const byTeam = new Map<number, PlacedGame[]>();
    for (const g of plan.allocation.placed)
      for (const t of [g.home, g.away]) byTeam.set(t, [...(byTeam.get(t) ?? []), g]);
    const runs: string[] = [];
    for (const [team, games] of byTeam) {
      games.sort((a, b) => a.date.localeCompare(b.date));
      games.forEach((g, i) => {
        const [a, b] = [games[i - 1], games[i - 2]];
        if (a && b && g.court === a.court && a.court === b.court) runs.push(`${team} on court ${g.court} to ${g.date}`);
        if (a && b && g.start === a.start && a.start === b.start) runs.push(`${team} at ${g.start} to ${g.date}`);
      });
    }
    expect(runs).toEqual([]);
  });
});
