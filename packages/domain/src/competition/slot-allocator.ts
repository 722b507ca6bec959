import { freeSlots, slotsOfDay, type CourtBusy, type CourtSlots, type Slot } from './court-slots';
import { minCostAssignment } from './min-cost-assignment';
import { positionOf, recordSlot, slotCost, type SlotHistory } from './slot-balance';
import { spreadGroups, type DayChoice } from './slot-spread';

// The slot allocator (docs/decisions/176-fixtures-and-slots.md): day by day in date order, each day's games go onto
// the free slots of the courts in one least-cost assignment, so no court is used twice at one time, no team plays
// twice on a day, and each team's early and late games even out over the season. What cannot be placed is listed
// with its reason; nothing is dropped without a word.

/**
 * A game to place: its day, its two teams, optionally the only courts it may use, and its group (a division using
 * duty teams): a group's games are never all at one time when it has more than one that day.
 */
export interface GameRequest {
  key: string;
  date: string;
  home: number;
  away: number;
  courts?: readonly number[];
  group?: number;
}

/** A game on a court at a time. */
export interface PlacedGame extends Slot {
  key: string;
  home: number;
  away: number;
  group?: number;
}

/** Why a game found no slot ('no_playing_date': its round has no date, the season being too short). */
export type UnplacedReason =
  'team_already_playing' | 'no_slots_that_day' | 'no_allowed_court' | 'no_free_slot' | 'no_playing_date';

export interface UnplacedGame {
  key: string;
  date: string;
  home: number;
  away: number;
  reason: UnplacedReason;
}

export interface AllocationInput {
  /** Every court's game slots by weekday. */
  courts: readonly CourtSlots[];
  /** The games to place, in priority order: when slots run short, later games are the ones left out. */
  games: readonly GameRequest[];
  /** Games already on courts (kept rounds, other divisions): they hold their court and their teams' day. */
  fixed?: readonly PlacedGame[];
  /** Other times a court is taken (hire, blocks). */
  busy?: readonly CourtBusy[];
}

export interface Allocation {
  placed: PlacedGame[];
  unplaced: UnplacedGame[];
}

const UNPLACED_COST = 1e7;
const FORBIDDEN_COST = 1e9;

/** Place each game on a free court slot of its day, or say why it could not be placed. */
export function allocateSlots(input: AllocationInput): Allocation {
  const fixed = input.fixed ?? [];
  const history: SlotHistory = new Map();
  const out: Allocation = { placed: [], unplaced: [] };
  const dates = [...new Set([...fixed.map((g) => g.date), ...input.games.map((g) => g.date)])].sort();
  for (const date of dates) {
    const daySlots = slotsOfDay(date, input.courts);
    const starts = [...new Set(daySlots.map((s) => s.start))].sort();
    const dayFixed = fixed.filter((g) => g.date === date);
    for (const g of dayFixed)
      for (const t of [g.home, g.away]) recordSlot(history, t, positionOf(g.start, starts), g.court);
    const playing = new Set(dayFixed.flatMap((g) => [g.home, g.away]));
    const todo: GameRequest[] = [];
    for (const g of input.games) {
      if (g.date !== date) continue;
      if (playing.has(g.home) || playing.has(g.away) || g.home === g.away)
        out.unplaced.push(unplaced(g, 'team_already_playing'));
      else {
        playing.add(g.home);
        playing.add(g.away);
        todo.push(g);
      }
    }
    const free = freeSlots(daySlots, [...(input.busy ?? []), ...dayFixed]);
    placeDay(todo, free, daySlots, starts, history, dayFixed, out);
  }
  return out;
}

function placeDay(
  todo: readonly GameRequest[],
  free: readonly Slot[],
  daySlots: readonly Slot[],
  starts: readonly string[],
  history: SlotHistory,
  dayFixed: readonly PlacedGame[],
  out: Allocation,
): void {
  if (todo.length === 0) return;
  const positions = free.map((s) => positionOf(s.start, starts));
  const cost = todo.map((g, i) => [
    ...free.map((s, j) =>
      g.courts && !g.courts.includes(s.court)
        ? FORBIDDEN_COST
        : slotCost(history, g.home, positions[j]!, s.court) + slotCost(history, g.away, positions[j]!, s.court),
    ),
    ...todo.map(() => UNPLACED_COST + (todo.length - i)), // the earlier a game is listed, the dearer leaving it out
  ]);
  const chosen = minCostAssignment(cost);
  const choices: (DayChoice & { game: GameRequest })[] = [];
  todo.forEach((g, i) => {
    const j = chosen[i]!;
    const slot = free[j];
    if (!slot || cost[i]![j]! >= FORBIDDEN_COST) {
      out.unplaced.push(unplaced(g, reasonFor(g, daySlots)));
      return;
    }
    const slotCostOf = (s: Slot) =>
      g.courts && !g.courts.includes(s.court)
        ? Infinity
        : slotCost(history, g.home, positionOf(s.start, starts), s.court) +
          slotCost(history, g.away, positionOf(s.start, starts), s.court);
    choices.push({ game: g, group: g.group, teams: [g.home, g.away], slot, cost: slotCostOf });
  });
  spreadGroups(choices, dayFixed);
  for (const { game: g, slot } of choices) {
    out.placed.push({
      ...slot,
      key: g.key,
      home: g.home,
      away: g.away,
      ...(g.group === undefined ? {} : { group: g.group }),
    });
    for (const t of [g.home, g.away]) recordSlot(history, t, positionOf(slot.start, starts), slot.court);
  }
}

function reasonFor(g: GameRequest, daySlots: readonly Slot[]): UnplacedReason {
  if (daySlots.length === 0) return 'no_slots_that_day';
  if (g.courts && !daySlots.some((s) => g.courts!.includes(s.court))) return 'no_allowed_court';
  return 'no_free_slot';
}

const unplaced = (g: GameRequest, reason: UnplacedReason): UnplacedGame => ({
  key: g.key,
  date: g.date,
  home: g.home,
  away: g.away,
  reason,
});
