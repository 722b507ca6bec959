import { winLossPercent, type LadderRow, type LadderTeam } from './ladder-columns';
import { BASKETBALL_LADDER, NETBALL_LADDER, type LadderRules } from './ladder-rules';
import { tallyLadder, type LadderBye, type LadderEntry, type LadderResult } from './ladder-tally';
import { orderLadder } from './ladder-tiebreak';
import type { Sport } from '../shared/fields';

// A division's ladder under its own rules (docs/decisions/177-ladder-rules-and-tiebreakers.md). Plain data in and
// out: the caller passes the regular-round games that have a result and the completed bye rounds; finals never count.

export interface LadderInput {
  teams: readonly LadderTeam[];
  results: readonly LadderResult[];
  byes?: readonly LadderBye[];
  /** Points adjustments by team id (they count in 'points', never in head-to-head). */
  adjustments?: Readonly<Record<number, number>>;
  rules: LadderRules;
}

/** The default rules of a sport: FIBA's for basketball, points-percentage-goals for netball. */
export function defaultLadderRules(sport: Sport): LadderRules {
  return sport === 'netball' ? NETBALL_LADDER : BASKETBALL_LADDER;
}

/** Every team's row with its scores, in ladder order. */
export function rankLadder(input: LadderInput): LadderEntry[] {
  const { entries, games } = tallyLadder(
    input.teams,
    input.results,
    input.byes ?? [],
    input.adjustments ?? {},
    input.rules,
  );
  return orderLadder([...entries.values()], games, input.rules);
}

/**
 * The public standings (spec 001 §3, §4) in ladder order: team, played, win, loss, draw, W/L % (wins / played × 100,
 * two decimals), the three forfeit columns, disq, bye, adjust, points (before the adjustment) and shown points.
 */
export function standingsRows(input: LadderInput): LadderRow[] {
  return rankLadder(input).map((e) => ({
    team: e.team,
    team_id: e.team_id,
    played: e.played,
    win: e.win,
    loss: e.loss,
    draw: e.draw,
    na_forf: e.na_forf,
    n_forf: e.n_forf,
    adm_forf: e.adm_forf,
    disq: e.disq,
    bye: e.bye,
    points: e.points,
    percentage: winLossPercent(e.win, e.played),
    adjust: e.adjust,
    shown: e.shown,
  }));
}
