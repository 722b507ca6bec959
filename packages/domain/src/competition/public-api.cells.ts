import { formatTime, isoToDmy } from '../shared/time';
import type { ApiGame, ApiLadderRow } from './public-api.contract';
import { PublicApiMessages as M } from './public-api.messages';

// The cells of a fixture's and a ladder's rows as the embedded page shows them (docs/decisions/295); the widget's
// script says the same in its own few lines (server public-api.widget.ts; the browser test reads both).

/** Score column: the status of a game not played as planned, a forfeit, the score, or nothing yet. */
export function scoreText(g: ApiGame): string {
  if (g.bye) return M.bye;
  if (g.status !== 'scheduled') return M.statuses[g.status];
  if (g.result === 'forfeit') return `${M.forfeit} ${g.forfeited_by ?? ''}`.trim();
  if (g.result === 'scored') return `${g.home_score} - ${g.away_score}`;
  return '';
}

/** Round, date (DD/MM/YYYY), time (hh:mm am/pm), venue and court, home, score, away. */
export function fixtureCells(g: ApiGame): string[] {
  const place = [g.venue, g.court].filter(Boolean).join(', ');
  return [
    g.round_name,
    isoToDmy(g.date),
    formatTime(g.start),
    place,
    (g.home ?? g.bye)?.name ?? '',
    scoreText(g),
    g.away?.name ?? '',
  ];
}

export function ladderCells(r: ApiLadderRow): string[] {
  return [r.position, r.team.name, r.played, r.won, r.lost, r.drawn, r.points, r.percentage.toFixed(2)].map(String);
}
