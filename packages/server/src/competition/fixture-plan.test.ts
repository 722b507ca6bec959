import { describe, expect, it } from 'vitest';
import { roundRobin, saturdayOnOrBefore } from './fixture-plan';

describe('roundRobin', () => {
  it.each([6, 7, 10])('pairs every team with every other exactly once per cycle (%i teams)', (n) => {
    const cycle = roundRobin(n, n % 2 ? n : n - 1);
    const met = new Set<string>();
    for (const r of cycle) {
      const seen = r.pairs.flat().concat(r.bye === null ? [] : [r.bye]);
      expect(new Set(seen).size).toBe(n); // everyone plays or sits out once a round
      for (const [a, b] of r.pairs) met.add([a, b].sort().join('-'));
    }
    expect(met.size).toBe((n * (n - 1)) / 2);
  });
  it('gives each team of an odd division one bye per cycle', () => {
    const byes = roundRobin(7, 7).map((r) => r.bye);
    expect([...byes].sort()).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });
});

describe('saturdayOnOrBefore', () => {
  it.each([
    ['2026-11-21', '2026-11-21'],
    ['2026-11-22', '2026-11-21'],
    ['2026-11-27', '2026-11-21'],
  ])('%s → %s', (day, sat) => {
    expect(saturdayOnOrBefore(day)).toBe(sat);
  });
});
