import { standingsRows } from './ladder';
import type { ForfeitKind, LadderRow, LadderTeam } from './ladder-columns';
import { DECISION_020_LADDER, type LadderRules } from './ladder-rules';
import type { LadderResult } from './ladder-tally';

// spec 001 §3, §4 Standings as the public pages count them today. The counting itself lives in ladder.ts (one rule
// for every division's rules); this file keeps the shapes the server reads games into.

export { shownPoints, winLossPercent, type ForfeitKind, type LadderRow, type LadderTeam } from './ladder-columns';
export type Stage = 'round' | 'semi_final' | 'final' | 'grand_final';

/**
 * Ladder points per result. The spec does not give them; these are the usual domestic-competition values
 * (docs/decisions/020-competition-ladder-points.md): a bye earns a win's points so byes never cost a team,
 * a forfeit earns nothing and a forfeit without notice costs a point. Per-division rules: ladder-rules.ts.
 */
export const LADDER_POINTS = {
  win: DECISION_020_LADDER.points.win,
  draw: DECISION_020_LADDER.points.draw,
  loss: DECISION_020_LADDER.points.loss,
  bye: DECISION_020_LADDER.points.bye,
  forfeit: DECISION_020_LADDER.points.forfeitLoss,
  disqualified: DECISION_020_LADDER.points.disqualified,
} as const;

/** A game as the ladder needs it: result only, teams by id. */
export interface LadderGame {
  stage: Stage;
  teamA: number | null;
  teamB: number | null;
  byeTeam: number | null;
  /** A result is recorded (score, forfeit, disqualification, or a played bye round). */
  scored: boolean;
  scoreA: number | null;
  scoreB: number | null;
  doublePoints: boolean;
  forfeit: { teamId: number; kind: ForfeitKind } | null;
  /** The team disqualified from this game (it loses, the other team wins). */
  disqualifiedTeam: number | null;
}

/** Ladder order: shown points, then W/L %, then team name (spec 001 §4). */
export function compareLadderRows(x: LadderRow, y: LadderRow): number {
  return y.shown - x.shown || Number(y.percentage) - Number(x.percentage) || x.team.localeCompare(y.team);
}

function asResult(g: LadderGame): LadderResult {
  return {
    home: g.teamA!,
    away: g.teamB!,
    homeScore: g.scoreA,
    awayScore: g.scoreB,
    doublePoints: g.doublePoints,
    forfeit: g.forfeit && { team: g.forfeit.teamId, kind: g.forfeit.kind },
    disqualified: g.disqualifiedTeam,
  };
}

/**
 * The standings of a division from its games (spec 001 §3, §4) under its ladder rules (decision 191; without its own,
 * decision 020's points and order): only regular
 * rounds with a recorded result count; double point games count double; rows come back in ladder order.
 */
export function computeLadder(
  teams: LadderTeam[],
  games: LadderGame[],
  adjustments: Record<number, number> = {},
  rules: LadderRules = DECISION_020_LADDER,
): LadderRow[] {
  const counted = games.filter((g) => g.stage === 'round' && g.scored);
  return standingsRows({
    teams,
    results: counted.filter((g) => g.byeTeam === null && g.teamA !== null && g.teamB !== null).map(asResult),
    byes: counted.filter((g) => g.byeTeam !== null).map((g) => ({ team: g.byeTeam!, doublePoints: g.doublePoints })),
    adjustments,
    rules,
  });
}
