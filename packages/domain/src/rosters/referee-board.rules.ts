import type { TrustState } from '../safeguarding/positions-of-trust';
import { dayNumber, type RosterType } from './rosters.rules';

// The referee coordinator's board (docs/decisions/195): the functions of each roster type, the clash markers of an
// official on a game, and the suggestion that fills open functions from the referees' availability (spec 002 §3, §4).

/** How many referees a game may need (divisions.referee_slots, decision 278): basketball and netball use two. */
export const DEFAULT_REFEREE_SLOTS = 2;
export const MAX_REFEREE_SLOTS = 4;

/** The referee functions of a game whose division needs `n` referees: 'Referee 1' .. 'Referee n'. */
export const refereeFunctions = (n: number): string[] => Array.from({ length: n }, (_, i) => `Referee ${i + 1}`);

/** The functions (member_type_name) of each roster type, in the order the board shows them (referees: the most a division may need). */
export const ROSTER_FUNCTIONS = {
  referee: refereeFunctions(MAX_REFEREE_SLOTS),
  table: ['Scorer', 'Timekeeper'],
} as const satisfies Record<RosterType, readonly string[]>;

/** The functions of roster type `type` in a game of a division needing `refereeSlots` referees. */
export function functionsOf(type: RosterType, refereeSlots: number): string[] {
  return type === 'referee' ? refereeFunctions(refereeSlots) : [...ROSTER_FUNCTIONS.table];
}

/** Whether `fn` is a function of roster type `type` (in some division). */
export function isFunctionOf(type: RosterType, fn: string): boolean {
  return (ROSTER_FUNCTIONS[type] as readonly string[]).includes(fn);
}

/**
 * Why an official should not take a game: two games at once, playing or coaching in it, unavailable, no timeslot;
 * ours (issue 44, decision 320): a junior game's referee whose Working With Children Check is not verified, or
 * no longer valid (the server refuses these when the association blocks; a removed check always).
 */
export const CLASH_KINDS = [
  'two_games',
  'playing',
  'unavailable',
  'no_timeslot',
  'check_pending',
  'check_removed',
] as const;
export type ClashKind = (typeof CLASH_KINDS)[number];

/** A game as the clash rule sees it: local date, HH:mm times, its venue and its two teams. */
export interface BoardGameFacts {
  id: number;
  date: string;
  time: string;
  timeTo: string;
  venueId: number | null;
  teamIds: number[];
  /** A junior division's game (decision 320): its referees hold a position of trust. */
  junior?: boolean;
}

/** What the board knows of one official. */
export interface OfficialFacts {
  memberId: number;
  /** Live assignments (any roster type) of the dates looked at. */
  busy: { gameId: number; fn: string; date: string; time: string; timeTo: string }[];
  /** Teams the official plays in or coaches. */
  teamIds: number[];
  /** Dates marked unavailable (at any venue: a person is away, not a venue). */
  unavailable: string[];
  /** Timeslots: a venue, a day number (monday 1) and a game start HH:mm. */
  timeslots: { venueId: number; day: number; time: string }[];
  /** Where their Working With Children Check leaves them as a junior game's referee (referee roster only). */
  trust?: TrustState;
}

const overlaps = (a: { time: string; timeTo: string }, b: { time: string; timeTo: string }) =>
  a.time < b.timeTo && b.time < a.timeTo;

/** The clash markers of `official` taking function `fn` of `game` (their own assignment to that slot does not count). */
export function clashesOf(game: BoardGameFacts, fn: string, official: OfficialFacts): ClashKind[] {
  const out: ClashKind[] = [];
  const other = official.busy.filter((b) => !(b.gameId === game.id && b.fn === fn));
  if (other.some((b) => b.gameId === game.id || (b.date === game.date && overlaps(b, game)))) out.push('two_games');
  if (game.teamIds.some((t) => official.teamIds.includes(t))) out.push('playing');
  if (official.unavailable.includes(game.date)) out.push('unavailable');
  const day = dayNumber(game.date);
  if (!official.timeslots.some((s) => s.venueId === game.venueId && s.day === day && s.time === game.time))
    out.push('no_timeslot');
  if (game.junior && official.trust === 'pending') out.push('check_pending');
  if (game.junior && official.trust === 'removed') out.push('check_removed');
  return out;
}

/** An open function of a game. */
export interface OpenSlot {
  game: BoardGameFacts;
  fn: string;
}

/**
 * spec 002 §4 availability as a roster: each open function, in date and time order, goes to the official without any
 * clash who has the fewest games so far (then the lowest member id, so the answer is stable). Functions nobody can
 * take stay open. Pure: the facts passed in are not changed.
 */
export function suggestRoster(
  open: readonly OpenSlot[],
  officials: readonly OfficialFacts[],
): { gameId: number; fn: string; memberId: number }[] {
  const state = officials.map((o) => ({ ...o, busy: [...o.busy] }));
  const out: { gameId: number; fn: string; memberId: number }[] = [];
  const ordered = [...open].sort(
    (a, b) =>
      `${a.game.date} ${a.game.time}`.localeCompare(`${b.game.date} ${b.game.time}`) ||
      a.game.id - b.game.id ||
      a.fn.localeCompare(b.fn),
  );
  for (const { game, fn } of ordered) {
    const free = state
      .filter((o) => clashesOf(game, fn, o).length === 0)
      .sort((a, b) => a.busy.length - b.busy.length || a.memberId - b.memberId);
    const pick = free[0];
    if (!pick) continue;
    pick.busy.push({ gameId: game.id, fn, date: game.date, time: game.time, timeTo: game.timeTo });
    out.push({ gameId: game.id, fn, memberId: pick.memberId });
  }
  return out;
}
