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

/**
 * When (the date DD/MM/YYYY, a line break, the time hh:mm am/pm: one line on a wide screen, two on a phone), home,
 * score, away, venue and court; the round heads its group of rows.
 */
export function fixtureCells(g: ApiGame): string[] {
  return [
    `${isoToDmy(g.date)}\n${formatTime(g.start)}`,
    (g.home ?? g.bye)?.name ?? '',
    scoreText(g),
    g.away?.name ?? '',
    [g.venue, g.court].filter(Boolean).join(', '),
  ];
}

/** The games by round, in fixture order: each group's heading and rows. */
export function byRound<T>(games: ApiGame[], cells: (g: ApiGame) => T): { heading: string; rows: T[] }[] {
  const groups: { heading: string; rows: T[] }[] = [];
  for (const g of games) {
    const last = groups.at(-1);
    if (last?.heading === g.round_name) last.rows.push(cells(g));
    else groups.push({ heading: g.round_name, rows: [cells(g)] });
  }
  return groups;
}

export function ladderCells(r: ApiLadderRow): string[] {
  return [r.position, r.team.name, r.played, r.won, r.lost, r.drawn, r.points, r.percentage.toFixed(2)].map(String);
}
