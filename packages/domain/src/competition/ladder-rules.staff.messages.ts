import type { Tiebreaker } from './ladder-rules';

// Every text of the back-office's ladder rules page and calls (docs/decisions/191).

export const TiebreakerLabels: Record<Tiebreaker, string> = {
  points: 'Ladder points (with adjustments)',
  win_percent: 'Win %',
  percentage: 'Percentage (points for ÷ against)',
  h2h_record: 'Head-to-head record among the tied teams',
  h2h_point_difference: 'Head-to-head point difference',
  h2h_points_for: 'Head-to-head points for',
  point_difference: 'Overall point difference',
  points_for: 'Points for',
  draw: 'A draw (lot)',
};

export const LadderRulesTexts = {
  title: 'Ladder rules',
  division: 'Division',
  loading: 'Loading…',
  pointsHeading: 'Ladder points per result',
  win: 'Win',
  draw: 'Draw',
  loss: 'Loss',
  bye: 'Bye',
  forfeitWin: 'Forfeit win',
  disqualified: 'Disqualified',
  non_advised: 'Non-advised forfeit loss',
  notified: 'Notified forfeit loss',
  admin: 'Administrative forfeit loss',
  forfeitScore: 'A forfeit counts as a score',
  winner: "Winner's score",
  loser: "Loser's score",
  tiebreakersHeading: 'Tiebreakers, in order (teams still tied start again from the first, FIBA D.1.3)',
  add: 'Add tiebreaker',
  up: 'Move up',
  down: 'Move down',
  remove: 'Remove',
  useDefault: (sport: string) => `Use the ${sport} default`,
  save: 'Save ladder rules',
  saving: 'Saving…',
  notOwn:
    'This division has no rules of its own yet: its standings use 3 a win, 2 a draw, 1 a loss, then W/L % (decision 020).',
} as const;

export const LadderRulesMessages = {
  saved: (division: string) => `The ladder rules of ${division} were saved.`,
  noDivision: 'There is no such division.',
  oneTiebreaker: 'Choose at least one tiebreaker.',
  tiebreakerTwice: 'A tiebreaker can be listed only once.',
} as const;
