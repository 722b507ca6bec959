import { z } from 'zod';
import type { Sport } from '../shared/fields';
import { LiveScoreMessages as M } from './live-score.messages';
import type { TeamPair } from './live-periods';

// Live scoring at the court-side (issue 45 item 4, docs/decisions/336): the scorer's phone makes entries, each with
// its own id (a uuid) and a sequence number; the server stores each once and the live state is always tallied from
// the stored entries, never kept as a running sum, so a resend, an undo or a replay cannot count twice.

export const LIVE_KINDS = ['score', 'foul', 'timeout', 'period', 'undo'] as const;
export type LiveKind = (typeof LIVE_KINDS)[number];
export const LIVE_TEAMS = ['a', 'b'] as const;
export type LiveTeam = (typeof LIVE_TEAMS)[number];
/** The last period an entry may name (overtimes included). */
export const MAX_PERIOD = 12;
/** The most entries one batch may carry (a whole game offline stays far below). */
export const MAX_BATCH = 500;

/**
 * One entry of the scorer. `seq` orders the game's entries: the first claimant starts at 1 and whoever holds the game
 * next continues after the state's `last_seq`. `period` on a score, foul or timeout says which period it counts in
 * (left out: the current period); on a 'period' entry it is the period that starts. `undoes` names the entry an
 * 'undo' cancels (an undo cannot itself be undone: score again instead).
 */
export const LiveEntry = z
  .object({
    id: z.uuid({ error: M.device }),
    seq: z.int().min(1).max(1_000_000),
    kind: z.enum(LIVE_KINDS),
    team: z.enum(LIVE_TEAMS).optional(),
    points: z.union([z.literal(1), z.literal(2), z.literal(3)]).optional(),
    period: z.int().min(1).max(MAX_PERIOD).optional(),
    undoes: z.uuid().optional(),
    at: z.iso.datetime({ offset: true }),
  })
  .superRefine((e, ctx) => {
    const need = (field: keyof typeof e, message: string) => {
      if (e[field] === undefined) ctx.addIssue({ code: 'custom', path: [field], message });
    };
    if (e.kind === 'score' || e.kind === 'foul' || e.kind === 'timeout') need('team', M.teamRequired);
    if (e.kind === 'score') need('points', M.pointsRequired);
    if (e.kind === 'period') need('period', M.periodRequired);
    if (e.kind === 'undo') need('undoes', M.undoRequired);
  });
export type LiveEntry = z.infer<typeof LiveEntry>;

const pair = (): TeamPair => ({ a: 0, b: 0 });

/** What the entries add up to. `periods[i]`, `fouls[i]` and `timeouts_by_period[i]` are period i + 1. */
export interface LiveTally {
  score_a: number;
  score_b: number;
  period: number;
  periods: TeamPair[];
  fouls: TeamPair[];
  /** The game's timeouts per team. */
  timeouts: TeamPair;
  timeouts_by_period: TeamPair[];
}

/** Why an entry does not fit the game's sport (a netball goal counts 1; no fouls or timeouts are kept), or null. */
export function entryProblem(entry: LiveEntry, sport: Sport): string | null {
  if (sport === 'netball' && entry.kind === 'score' && entry.points !== 1) return M.pointsNetball;
  if (sport === 'netball' && (entry.kind === 'foul' || entry.kind === 'timeout')) return M.notLive;
  return null;
}

/** The ids an undo cancels: undos of undos, and undos naming no entry of the list, cancel nothing. */
export function undoneIds(entries: readonly LiveEntry[]): Set<string> {
  const kinds = new Map(entries.map((e) => [e.id, e.kind]));
  const undone = new Set<string>();
  for (const e of entries) {
    if (e.kind === 'undo' && e.undoes !== undefined && kinds.has(e.undoes) && kinds.get(e.undoes) !== 'undo') {
      undone.add(e.undoes);
    }
  }
  return undone;
}

/**
 * The live state of a game from its entries (any order: they are sorted by seq; one entry per id). An undone entry
 * counts for nothing, an entry that does not fit the sport is ignored, and the current period is the last period
 * entry's (1 before any).
 */
export function tally(entries: readonly LiveEntry[], sport: Sport): LiveTally {
  const unique = [...new Map(entries.map((e) => [e.id, e])).values()].sort((x, y) => x.seq - y.seq);
  const undone = undoneIds(unique);
  const periods: TeamPair[] = [pair()];
  const fouls: TeamPair[] = [pair()];
  const timeouts = pair();
  const timeoutsByPeriod: TeamPair[] = [pair()];
  let period = 1;
  const at = (list: TeamPair[], p: number): TeamPair => {
    while (list.length < p) list.push(pair());
    return list[p - 1]!;
  };
  for (const e of unique) {
    if (undone.has(e.id) || e.kind === 'undo' || entryProblem(e, sport) !== null) continue;
    if (e.kind === 'period') {
      period = e.period!;
      at(periods, period);
      at(fouls, period);
      at(timeoutsByPeriod, period);
      continue;
    }
    const p = e.period ?? period;
    const team = e.team!;
    if (e.kind === 'score') at(periods, p)[team] += e.points!;
    if (e.kind === 'foul') at(fouls, p)[team] += 1;
    if (e.kind === 'timeout') {
      timeouts[team] += 1;
      at(timeoutsByPeriod, p)[team] += 1;
    }
    at(periods, p);
    at(fouls, p);
    at(timeoutsByPeriod, p);
  }
  const sum = (team: LiveTeam) => periods.reduce((s, x) => s + x[team], 0);
  return {
    score_a: sum('a'),
    score_b: sum('b'),
    period,
    periods,
    fouls,
    timeouts,
    timeouts_by_period: timeoutsByPeriod,
  };
}
