import type { ForfeitKind, LadderTeam } from './ladder-columns';
import type { LadderRules } from './ladder-rules';

// Counting a division's decided games into ladder rows (docs/decisions/177-ladder-rules-and-tiebreakers.md).

/** A decided regular-round game: a score, or a forfeit, or a disqualification (with the score as recorded, if any). */
export interface LadderResult {
  home: number;
  away: number;
  homeScore: number | null;
  awayScore: number | null;
  doublePoints?: boolean;
  forfeit?: { team: number; kind: ForfeitKind } | null;
  disqualified?: number | null;
}

/** A completed round in which the team had no game. */
export interface LadderBye {
  team: number;
  doublePoints?: boolean;
}

/** A team's row: spec 001 §3's columns plus the scores the tiebreakers read. */
export interface LadderEntry {
  team_id: number;
  team: string;
  played: number;
  win: number;
  loss: number;
  draw: number;
  na_forf: number;
  n_forf: number;
  adm_forf: number;
  disq: number;
  bye: number;
  /** Ladder points before the adjustment. */
  points: number;
  adjust: number;
  /** points + adjust (spec 001 §4). */
  shown: number;
  pointsFor: number;
  pointsAgainst: number;
}

/** A decided game as the head-to-head criteria read it: each side's score and ladder points. */
export interface CountedGame {
  home: number;
  away: number;
  homeFor: number;
  awayFor: number;
  homePoints: number;
  awayPoints: number;
}

const FORFEIT_COLUMN = { non_advised: 'na_forf', notified: 'n_forf', admin: 'adm_forf' } as const;

function emptyEntry(t: LadderTeam, adjust: number): LadderEntry {
  return {
    team_id: t.id,
    team: t.name,
    played: 0,
    win: 0,
    loss: 0,
    draw: 0,
    na_forf: 0,
    n_forf: 0,
    adm_forf: 0,
    disq: 0,
    bye: 0,
    points: 0,
    adjust,
    shown: adjust,
    pointsFor: 0,
    pointsAgainst: 0,
  };
}

/** Every team's row and the counted games; a game naming a team outside the list, or without a result, is skipped. */
export function tallyLadder(
  teams: readonly LadderTeam[],
  results: readonly LadderResult[],
  byes: readonly LadderBye[],
  adjustments: Readonly<Record<number, number>>,
  rules: LadderRules,
): { entries: Map<number, LadderEntry>; games: CountedGame[] } {
  const entries = new Map(teams.map((t) => [t.id, emptyEntry(t, adjustments[t.id] ?? 0)]));
  const games: CountedGame[] = [];
  const p = rules.points;
  for (const b of byes) {
    const e = entries.get(b.team);
    if (e) {
      e.bye += 1;
      e.points += p.bye * (b.doublePoints ? 2 : 1);
    }
  }
  for (const r of results) {
    const home = entries.get(r.home);
    const away = entries.get(r.away);
    const decided = home && away && r.home !== r.away ? outcome(r, rules) : null;
    if (!home || !away || !decided) continue;
    const { game: counted, loser } = decided;
    const mult = r.doublePoints ? 2 : 1;
    games.push({ ...counted, homePoints: counted.homePoints * mult, awayPoints: counted.awayPoints * mult });
    for (const [e, own, other, pts, side] of [
      [home, counted.homeFor, counted.awayFor, counted.homePoints, r.home],
      [away, counted.awayFor, counted.homeFor, counted.awayPoints, r.away],
    ] as const) {
      e.played += 1;
      e.pointsFor += own;
      e.pointsAgainst += other;
      e.points += pts * mult;
      if (loser === side) {
        e.loss += 1;
        if (r.forfeit) e[FORFEIT_COLUMN[r.forfeit.kind]] += 1;
        else e.disq += 1;
      } else if (loser !== null) e.win += 1;
      else if (own === other) e.draw += 1;
      else if (own > other) e.win += 1;
      else e.loss += 1;
    }
  }
  for (const e of entries.values()) e.shown = e.points + e.adjust;
  return { entries, games };
}

/** Scores and (single) ladder points of each side and the team that forfeited or was disqualified; null without a result. */
function outcome(r: LadderResult, rules: LadderRules): { game: CountedGame; loser: number | null } | null {
  const p = rules.points;
  const base = { home: r.home, away: r.away };
  const loser = r.forfeit ? r.forfeit.team : (r.disqualified ?? null);
  if (loser !== null && (loser === r.home || loser === r.away)) {
    const homeLost = loser === r.home;
    const lostPoints = r.forfeit ? p.forfeitLoss[r.forfeit.kind] : p.disqualified;
    const wonPoints = r.forfeit ? p.forfeitWin : p.win;
    const score = r.forfeit
      ? { w: rules.forfeitScore?.winner ?? 0, l: rules.forfeitScore?.loser ?? 0 }
      : { w: (homeLost ? r.awayScore : r.homeScore) ?? 0, l: (homeLost ? r.homeScore : r.awayScore) ?? 0 };
    const game = homeLost
      ? { ...base, homeFor: score.l, awayFor: score.w, homePoints: lostPoints, awayPoints: wonPoints }
      : { ...base, homeFor: score.w, awayFor: score.l, homePoints: wonPoints, awayPoints: lostPoints };
    return { game, loser };
  }
  if (r.homeScore === null || r.awayScore === null) return null;
  const pts = (own: number, other: number) => (own > other ? p.win : own < other ? p.loss : p.draw);
  return {
    game: {
      ...base,
      homeFor: r.homeScore,
      awayFor: r.awayScore,
      homePoints: pts(r.homeScore, r.awayScore),
      awayPoints: pts(r.awayScore, r.homeScore),
    },
    loser: null,
  };
}
