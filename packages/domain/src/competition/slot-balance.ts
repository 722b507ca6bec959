// What a slot costs a team (docs/decisions/176-fixtures-and-slots.md): the square of the team's early/late lean after
// the game, a little for a second game in a row in the same time position, and a penalty for a third game in a row in
// the same time position or on the same court. The penalty outweighs any lean, so the allocator breaks such a run
// whenever the day's slots allow it.

/** What a third game in a row in one time position, or on one court, costs a team. */
export const REPEAT_PENALTY = 10_000;
/** A second game in a row in one position costs a little, so a run is broken early, before a day may force a third. */
const SECOND_IN_A_ROW = 0.5;

/** A team's slot history over the season so far. */
export interface TeamHistory {
  lean: number;
  positions: number[];
  courts: number[];
}

/** Where a slot sits in its day: its rank among the day's start times (0 earliest) and that rank scaled to 0..1. */
export interface SlotPosition {
  rank: number;
  scaled: number;
}

/** Rank and scaled position of a start time among the day's start times. */
export function positionOf(start: string, dayStarts: readonly string[]): SlotPosition {
  const rank = dayStarts.filter((s) => s < start).length;
  return { rank, scaled: dayStarts.length > 1 ? rank / (dayStarts.length - 1) : 0.5 };
}

/** Every team's early/late lean and its last positions and courts, by team id. */
export type SlotHistory = Map<number, TeamHistory>;

function historyOf(history: SlotHistory, team: number): TeamHistory {
  let h = history.get(team);
  if (!h) {
    h = { lean: 0, positions: [], courts: [] };
    history.set(team, h);
  }
  return h;
}

/** Cost for one team of a slot: its lean after the game squared, plus the repeat penalties. */
export function slotCost(history: SlotHistory, team: number, position: SlotPosition, court: number): number {
  const h = historyOf(history, team);
  const lean = h.lean + position.scaled - 0.5;
  const p = h.positions.length,
    c = h.courts.length;
  const samePosition = p >= 2 && h.positions[p - 1] === position.rank && h.positions[p - 2] === position.rank;
  const sameCourt = c >= 2 && h.courts[c - 1] === court && h.courts[c - 2] === court;
  const again = p >= 1 && h.positions[p - 1] === position.rank;
  return (
    lean * lean + (again ? SECOND_IN_A_ROW : 0) + (samePosition ? REPEAT_PENALTY : 0) + (sameCourt ? REPEAT_PENALTY : 0)
  );
}

/** Record a game the team plays in this position and on this court. */
export function recordSlot(history: SlotHistory, team: number, position: SlotPosition, court: number): void {
  const h = historyOf(history, team);
  h.lean += position.scaled - 0.5;
  h.positions.push(position.rank);
  h.courts.push(court);
}
