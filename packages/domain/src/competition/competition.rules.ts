import type { ResultRow } from './competition.contract';

// spec 001 §3, §4 Standings: one ladder rule, used by the server (standings and draw ranks) and by tests.

export type ForfeitKind = 'non_advised' | 'notified' | 'admin';
export type Stage = 'round' | 'semi_final' | 'final' | 'grand_final';

/**
 * Ladder points per result. The spec does not give them; these are the usual domestic-competition values
 * (docs/decisions/020-competition-ladder-points.md): a bye earns a win's points so byes never cost a team,
 * a forfeit earns nothing and a forfeit without notice costs a point.
 */
export const LADDER_POINTS = {
  win: 3, draw: 2, loss: 1, bye: 3,
  forfeit: { notified: 0, non_advised: -1, admin: 0 } satisfies Record<ForfeitKind, number>,
  disqualified: 0,
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

export interface LadderTeam { id: number; name: string }

export type LadderRow = ResultRow & { adjust: number; shown: number };

const FORFEIT_COLUMN = { non_advised: 'na_forf', notified: 'n_forf', admin: 'adm_forf' } as const;

/** W/L % = wins / played x 100, two decimals (spec 001 §4); 0.00 before any game. */
export function winLossPercent(win: number, played: number): string {
  return played > 0 ? ((win * 100) / played).toFixed(2) : '0.00';
}

/** Shown points = points + the team's adjustment (spec 001 §4). */
export function shownPoints(points: number, adjust: number | undefined): number {
  return points + (adjust ?? 0);
}

function emptyRow(team: LadderTeam): LadderRow {
  return {
    team: team.name, team_id: team.id, played: 0, win: 0, loss: 0, draw: 0,
    na_forf: 0, n_forf: 0, adm_forf: 0, disq: 0, bye: 0, points: 0, percentage: '0.00', adjust: 0, shown: 0,
  };
}

/** Credit one decided regular-round game to both teams' rows. */
function applyGame(rows: Map<number, LadderRow>, g: LadderGame): void {
  const mult = g.doublePoints ? 2 : 1;
  if (g.byeTeam !== null) {
    const row = rows.get(g.byeTeam);
    if (row) { row.bye += 1; row.points += LADDER_POINTS.bye * mult; }
    return;
  }
  const a = g.teamA === null ? undefined : rows.get(g.teamA);
  const b = g.teamB === null ? undefined : rows.get(g.teamB);
  if (!a || !b) return;
  a.played += 1;
  b.played += 1;
  const win = (w: LadderRow) => { w.win += 1; w.points += LADDER_POINTS.win * mult; };
  if (g.forfeit) {
    const [loser, winner] = g.forfeit.teamId === a.team_id ? [a, b] : [b, a];
    loser.loss += 1;
    loser[FORFEIT_COLUMN[g.forfeit.kind]] += 1;
    loser.points += LADDER_POINTS.forfeit[g.forfeit.kind] * mult;
    win(winner);
  } else if (g.disqualifiedTeam !== null) {
    const [loser, winner] = g.disqualifiedTeam === a.team_id ? [a, b] : [b, a];
    loser.loss += 1;
    loser.disq += 1;
    loser.points += LADDER_POINTS.disqualified * mult;
    win(winner);
  } else if (g.scoreA !== null && g.scoreB !== null) {
    if (g.scoreA === g.scoreB) {
      for (const r of [a, b]) { r.draw += 1; r.points += LADDER_POINTS.draw * mult; }
    } else {
      const [winner, loser] = g.scoreA > g.scoreB ? [a, b] : [b, a];
      win(winner);
      loser.loss += 1;
      loser.points += LADDER_POINTS.loss * mult;
    }
  } else {
    // recorded without a score, forfeit or disqualification: not a result yet
    a.played -= 1;
    b.played -= 1;
  }
}

/** Ladder order: shown points, then W/L %, then team name (spec 001 §4). */
export function compareLadderRows(x: LadderRow, y: LadderRow): number {
  return y.shown - x.shown || Number(y.percentage) - Number(x.percentage) || x.team.localeCompare(y.team);
}

/**
 * The standings of a division from its games (spec 001 §3, §4): only regular rounds with a recorded result count;
 * double point games count double; rows come back in ladder order.
 */
export function computeLadder(teams: LadderTeam[], games: LadderGame[], adjustments: Record<number, number> = {}): LadderRow[] {
  const rows = new Map(teams.map((t) => [t.id, emptyRow(t)]));
  for (const g of games) if (g.stage === 'round' && g.scored) applyGame(rows, g);
  const out = [...rows.values()];
  for (const r of out) {
    r.percentage = winLossPercent(r.win, r.played);
    r.adjust = adjustments[r.team_id] ?? 0;
    r.shown = shownPoints(r.points, r.adjust);
  }
  return out.sort(compareLadderRows);
}
