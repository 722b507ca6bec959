import type { ForfeitKind } from './ladder-columns';

// A division's ladder rules (docs/decisions/177-ladder-rules-and-tiebreakers.md): the points each result earns and the
// ordered tiebreakers, with the defaults for basketball (FIBA Internal Regulations, Appendix D) and netball.

/** Ladder points per result; a double point round doubles them (never the scores). */
export interface LadderPoints {
  win: number;
  draw: number;
  loss: number;
  /** A round the team has no game (odd team count). */
  bye: number;
  /** The opponent of a team that forfeits. */
  forfeitWin: number;
  /** The forfeiting team, by the kind of forfeit (spec 001 §3: non-advised, notified, admin). */
  forfeitLoss: Record<ForfeitKind, number>;
  /** The team disqualified from a game (its opponent earns `win`). */
  disqualified: number;
}

/** What separates teams, in the order the division lists them. */
export const TIEBREAKERS = [
  'points',
  'win_percent',
  'percentage',
  'h2h_record',
  'h2h_point_difference',
  'h2h_points_for',
  'point_difference',
  'points_for',
  'draw',
] as const;
export type Tiebreaker = (typeof TIEBREAKERS)[number];

/** Criteria that look only at the games among the teams still tied. */
export const HEAD_TO_HEAD: ReadonlySet<Tiebreaker> = new Set(['h2h_record', 'h2h_point_difference', 'h2h_points_for']);

export interface LadderRules {
  points: LadderPoints;
  /** Applied as FIBA Appendix D.1.3 does: a subset still tied restarts from the first criterion. */
  tiebreakers: readonly Tiebreaker[];
  /** The score a forfeit counts as in points for and against (FIBA Art. 20: 20-0); null: a forfeit adds no score. */
  forfeitScore: { winner: number; loser: number } | null;
  /** Seed of the 'draw' criterion (the lot): the same seed draws the same order. */
  drawSeed: string;
}

/** Basketball: FIBA's 2 a win, 1 a loss, 0 a forfeit loss; points, then the tied teams' games, then all games. */
export const BASKETBALL_LADDER: LadderRules = {
  points: {
    win: 2,
    draw: 1,
    loss: 1,
    bye: 2,
    forfeitWin: 2,
    forfeitLoss: { non_advised: 0, notified: 0, admin: 0 },
    disqualified: 0,
  },
  tiebreakers: ['points', 'h2h_record', 'h2h_point_difference', 'h2h_points_for', 'point_difference', 'points_for'],
  forfeitScore: { winner: 20, loser: 0 },
  drawSeed: '',
};

/** Netball: 4 a win, 2 a draw, 0 a loss; points, then percentage (goals for ÷ against × 100), then goals for. */
export const NETBALL_LADDER: LadderRules = {
  points: {
    win: 4,
    draw: 2,
    loss: 0,
    bye: 4,
    forfeitWin: 4,
    forfeitLoss: { non_advised: 0, notified: 0, admin: 0 },
    disqualified: 0,
  },
  tiebreakers: ['points', 'percentage', 'points_for'],
  forfeitScore: null,
  drawSeed: '',
};

/**
 * The rules the standings have used so far (docs/decisions/020-competition-ladder-points.md): 3 a win, 2 a draw,
 * 1 a loss, a bye worth a win, -1 for a forfeit without notice; ordered by points, then W/L %.
 */
export const DECISION_020_LADDER: LadderRules = {
  points: {
    win: 3,
    draw: 2,
    loss: 1,
    bye: 3,
    forfeitWin: 3,
    forfeitLoss: { non_advised: -1, notified: 0, admin: 0 },
    disqualified: 0,
  },
  tiebreakers: ['points', 'win_percent'],
  forfeitScore: null,
  drawSeed: '',
};
