import { overlaps } from './court-slots';

// Duty teams (docs/decisions/176-fixtures-and-slots.md): each game of a division that uses them gets a team of the
// division that is free at that time. First each game, in time order, takes the free team with the fewest duties
// (preferring one already at the venue that day, then the one whose own game is nearest in time); then duties move
// along chains of free teams from the busiest to the least busy team until no two counts differ by more than one
// or no chain exists (the duty of a game nobody is free for stays empty).

/** A placed game of the division. */
export interface DutyGame {
  key: string;
  date: string;
  start: string;
  end: string;
  home: number;
  away: number;
  venue?: number | null;
}

export interface DutyPlan {
  /** Each game's duty team, null when every team plays at that time. */
  duties: { key: string; duty: number | null }[];
  /** Duties per team id. */
  counts: Record<number, number>;
}

/**
 * Duty teams for the division's games: never a team in the game or busy at that time, counts as even as possible.
 * `kept` duties (of kept rounds, by game key) stay and count.
 */
export function assignDuties(
  games: readonly DutyGame[],
  teams: readonly number[],
  kept: Readonly<Record<string, number>> = {},
): DutyPlan {
  const sorted = [...games].sort(
    (a, b) => a.date.localeCompare(b.date) || a.start.localeCompare(b.start) || a.key.localeCompare(b.key),
  );
  const duty = new Map<string, number>();
  const count = new Map(teams.map((t) => [t, 0]));
  const byDate = new Map<string, DutyGame[]>();
  for (const g of sorted) byDate.set(g.date, [...(byDate.get(g.date) ?? []), g]);
  const free = (t: number, g: DutyGame) =>
    t !== g.home &&
    t !== g.away &&
    !byDate
      .get(g.date)!
      .some((o) => (o.home === t || o.away === t || (o.key !== g.key && duty.get(o.key) === t)) && overlaps(o, g));
  for (const [key, t] of Object.entries(kept))
    if (count.has(t) && sorted.some((g) => g.key === key)) {
      duty.set(key, t);
      count.set(t, count.get(t)! + 1);
    }
  for (const g of sorted.filter((x) => !duty.has(x.key))) {
    const own = (t: number) => byDate.get(g.date)!.filter((o) => o.home === t || o.away === t);
    const rank = (t: number) => {
      const mine = own(t);
      const atVenue = mine.some((o) => o.venue === g.venue) ? 0 : 1;
      const gap = mine.length ? Math.min(...mine.map((o) => Math.abs(minutes(o.start) - minutes(g.start)))) : 24 * 60;
      return [count.get(t)!, atVenue, gap, teams.indexOf(t)];
    };
    const pick = teams
      .filter((t) => free(t, g))
      .map((t) => ({ t, r: rank(t) }))
      .sort((a, b) => compareTuples(a.r, b.r))[0];
    if (pick) {
      duty.set(g.key, pick.t);
      count.set(pick.t, count.get(pick.t)! + 1);
    }
  }
  const movable = sorted.filter((g) => !(g.key in kept));
  while (moveOne(movable, teams, duty, count, free));
  return {
    duties: sorted.map((g) => ({ key: g.key, duty: duty.get(g.key) ?? null })),
    counts: Object.fromEntries(count),
  };
}

/** One chain of moves from a busiest team to a team with at least two duties fewer; false when none exists. */
function moveOne(
  games: readonly DutyGame[],
  teams: readonly number[],
  duty: Map<string, number>,
  count: Map<number, number>,
  free: (t: number, g: DutyGame) => boolean,
): boolean {
  const least = Math.min(...count.values());
  const byCount = teams.filter((t) => count.get(t)! >= least + 2).sort((a, b) => count.get(b)! - count.get(a)!);
  for (const start of byCount) {
    const top = count.get(start)!;
    const parent = new Map<number, { from: number; game: DutyGame }>();
    const queue = [start];
    const seen = new Set(queue);
    while (queue.length > 0) {
      const x = queue.shift()!;
      for (const g of games) {
        if (duty.get(g.key) !== x) continue;
        for (const y of teams) {
          if (seen.has(y) || !free(y, g)) continue;
          seen.add(y);
          parent.set(y, { from: x, game: g });
          if (count.get(y)! <= top - 2) {
            applyChain(y, parent, duty, count);
            return true;
          }
          queue.push(y);
        }
      }
    }
  }
  return false;
}

function applyChain(
  end: number,
  parent: Map<number, { from: number; game: DutyGame }>,
  duty: Map<string, number>,
  count: Map<number, number>,
): void {
  count.set(end, count.get(end)! + 1);
  for (let y = end, step = parent.get(y); step; y = step.from, step = parent.get(y)) {
    duty.set(step.game.key, y);
    if (!parent.has(step.from)) count.set(step.from, count.get(step.from)! - 1);
  }
}

const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const compareTuples = (a: number[], b: number[]) => a.reduce((r, x, i) => r || x - b[i]!, 0);
