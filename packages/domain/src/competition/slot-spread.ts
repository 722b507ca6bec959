import { overlaps, type Slot } from './court-slots';

// A division that uses duty teams needs, during each of its games, a team of its own that is not playing
// (docs/decisions/176-fixtures-and-slots.md). The day's least-cost assignment may stack all of a division's games at
// one time; this repair swaps one of them with a game at another time, the cheapest such swap first.

/** A game of the day with its chosen slot and what the slot costs it. */
export interface DayChoice {
  group: number | undefined;
  teams: readonly number[];
  slot: Slot;
  cost: (slot: Slot) => number;
}

type FixedGame = { group?: number; home: number; away: number; start: string; end: string };

const MAX_SWAPS = 50;

/** Swap slots between the day's games until every grouped game leaves enough of its group free, or no swap helps. */
export function spreadGroups(choices: DayChoice[], fixed: readonly FixedGame[]): void {
  for (let n = 0; n < MAX_SWAPS; n++) {
    const stuck = choices.find((c) => c.group !== undefined && !hasFreeTeam(c.group, c.slot, choices, fixed));
    if (!stuck) return;
    const swap = cheapestSwap(stuck, choices, fixed);
    if (!swap) return;
    [stuck.slot, swap.slot] = [swap.slot, stuck.slot];
  }
}

/**
 * True when, during the slot, the group has at least as many teams free as games under way (each free team can do
 * one duty at a time). A group with a single game that day has no one to spare: nothing to repair.
 */
function hasFreeTeam(group: number, when: Slot, choices: readonly DayChoice[], fixed: readonly FixedGame[]): boolean {
  const all = new Set<number>();
  const busy = new Set<number>();
  let games = 0;
  const visit = (teams: readonly number[], at: { start: string; end: string }) => {
    const now = overlaps(at, when);
    if (now) games += 1;
    for (const t of teams) {
      all.add(t);
      if (now) busy.add(t);
    }
  };
  for (const c of choices) if (c.group === group) visit(c.teams, c.slot);
  for (const f of fixed) if (f.group === group) visit([f.home, f.away], f);
  return all.size <= 2 || all.size - busy.size >= games;
}

function cheapestSwap(stuck: DayChoice, choices: DayChoice[], fixed: readonly FixedGame[]): DayChoice | null {
  let best: DayChoice | null = null;
  let bestDelta = Infinity;
  for (const other of choices) {
    if (other === stuck || other.group === stuck.group || overlaps(other.slot, stuck.slot)) continue;
    const delta = stuck.cost(other.slot) + other.cost(stuck.slot) - stuck.cost(stuck.slot) - other.cost(other.slot);
    if (!(delta < bestDelta) || !Number.isFinite(delta)) continue;
    [stuck.slot, other.slot] = [other.slot, stuck.slot];
    const fine =
      (other.group === undefined || hasFreeTeam(other.group, other.slot, choices, fixed)) &&
      hasFreeTeam(stuck.group!, stuck.slot, choices, fixed);
    [stuck.slot, other.slot] = [other.slot, stuck.slot];
    if (fine) {
      best = other;
      bestDelta = delta;
    }
  }
  return best;
}
