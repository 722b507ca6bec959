// Pure fixture planning shared by the demo seed and the bench's large-association seed:
// a round-robin draw, slots on courts, generated results and box scores. Deterministic for a given seed.

/** Small deterministic PRNG (mulberry32), so demo data is the same on every fresh database. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const pick = <T>(r: () => number, list: readonly T[]): T => list[Math.floor(r() * list.length)]!;
const int = (r: () => number, min: number, max: number) => min + Math.floor(r() * (max - min + 1));

/** One round of pairings (team indexes) plus the team with the bye when the count is odd. */
export interface RoundPairs {
  pairs: [number, number][];
  bye: number | null;
}

/** Circle-method round robin over n teams, repeated (home and away swapped) until `rounds` rounds. */
export function roundRobin(n: number, rounds: number): RoundPairs[] {
  const slots = n % 2 === 0 ? n : n + 1; // slot n (when odd) is the bye
  const order = Array.from({ length: slots }, (_, i) => i);
  const cycle: RoundPairs[] = [];
  for (let r = 0; r < slots - 1; r++) {
    const pairs: [number, number][] = [];
    let bye: number | null = null;
    for (let i = 0; i < slots / 2; i++) {
      const x = order[i]!;
      const y = order[slots - 1 - i]!;
      if (x >= n || y >= n) bye = x >= n ? y : x;
      else pairs.push(r % 2 === 0 ? [x, y] : [y, x]);
    }
    cycle.push({ pairs, bye });
    order.splice(1, 0, order.pop()!); // rotate all but the first
  }
  return Array.from({ length: rounds }, (_, r) => {
    const base = cycle[r % cycle.length]!;
    const swap = Math.floor(r / cycle.length) % 2 === 1;
    return { pairs: base.pairs.map(([a, b]) => (swap ? [b, a] : [a, b]) as [number, number]), bye: base.bye };
  });
}

/** A player's box score: points = free throws + 2 x field goals + 3 x three pointers. */
export interface BoxScore {
  onePoints: number;
  twoPoints: number;
  threePoints: number;
  points: number;
  fouls: number;
  techfouls: number;
  unspfouls: number;
  disqfouls: number;
}

/** How much a player scores: starters, bench players of a big roster, juniors. */
export type Scorer = 'senior' | 'bench' | 'junior';
const RANGES: Record<Scorer, { one: number; two: number; threeChance: number; three: number }> = {
  senior: { one: 3, two: 6, threeChance: 0.6, three: 2 },
  bench: { one: 2, two: 2, threeChance: 0.1, three: 1 },
  junior: { one: 2, two: 4, threeChance: 0.15, three: 1 },
};

/** A generated box score: a senior team of 7 scores about 50-90, a U14 team about 25-50. */
export function boxScore(r: () => number, scorer: Scorer = 'senior'): BoxScore {
  const x = RANGES[scorer];
  const onePoints = int(r, 0, x.one);
  const twoPoints = int(r, 0, x.two);
  const threePoints = r() < x.threeChance ? int(r, 0, x.three) : 0;
  return {
    onePoints,
    twoPoints,
    threePoints,
    points: onePoints + 2 * twoPoints + 3 * threePoints,
    fouls: int(r, 0, 4),
    techfouls: r() < 0.05 ? 1 : 0,
    unspfouls: r() < 0.05 ? 1 : 0,
    disqfouls: r() < 0.01 ? 1 : 0,
  };
}

/** yyyy-mm-dd plus days. */
export function addDays(iso: string, days: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The Saturday on or before a date. */
export function saturdayOnOrBefore(iso: string): string {
  const day = new Date(`${iso}T00:00:00Z`).getUTCDay();
  return addDays(iso, -((day + 1) % 7));
}

/** 'HH:MM:00' of minutes after midnight. */
export function clock(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}:00`;
}
