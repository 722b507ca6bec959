import type { ResultRow } from './competition.contract';

// The standings' shared shapes and column rules (spec 001 §3, §4), used by the ladder and by the public standings.

export type ForfeitKind = 'non_advised' | 'notified' | 'admin';

export interface LadderTeam {
  id: number;
  name: string;
}

/** A standings row: spec 001's columns plus the adjustment and the shown points. */
export type LadderRow = ResultRow & { adjust: number; shown: number };

/** W/L % = wins / played x 100, two decimals (spec 001 §4); 0.00 before any game. */
export function winLossPercent(win: number, played: number): string {
  return played > 0 ? ((win * 100) / played).toFixed(2) : '0.00';
}

/** Shown points = points + the team's adjustment (spec 001 §4). */
export function shownPoints(points: number, adjust: number | undefined): number {
  return points + (adjust ?? 0);
}
