// The final series (docs/decisions/178-finals-series.md): the top 2, 4, 6 or 8 teams of the ladder, a fixed bracket in
// spec 001's sections (Semi Finals, Finals, Grand Finals), and each next game filled once its feeder games are decided.

/** spec 001 §3 finalSeries: Semi_Final, Final, Grand_Final. */
export type FinalStage = 'semi_final' | 'final' | 'grand_final';

/** Where a side of a final comes from: a ladder place, or the winner of an earlier final. */
export type FinalSource = { seed: number } | { winnerOf: string };

export interface FinalGame {
  /** 'EF1'…: elimination and qualifying finals (the Finals section); 'SF1', 'SF2'; 'GF'. */
  id: string;
  stage: FinalStage;
  /** The finals week, 1 first: the Finals section is played before the Semi Finals when there is one. */
  week: number;
  sources: [FinalSource, FinalSource];
  /** Team A and team B once known, the better-placed team first; null while a feeder game is undecided. */
  teams: [number | null, number | null];
}

export interface FinalsBracket {
  /** Qualified team ids in ladder order (seed 1 first). */
  qualifiers: number[];
  games: FinalGame[];
}

/** The number of finalists the bracket supports; 0 means no finals. */
export const FINALS_SIZES = [0, 2, 4, 6, 8] as const;

const seed = (n: number): FinalSource => ({ seed: n });
const winner = (id: string): FinalSource => ({ winnerOf: id });
type Template = [string, FinalStage, number, FinalSource, FinalSource][];

const TEMPLATES: Record<number, Template> = {
  2: [['GF', 'grand_final', 1, seed(1), seed(2)]],
  4: [
    ['SF1', 'semi_final', 1, seed(1), seed(4)],
    ['SF2', 'semi_final', 1, seed(2), seed(3)],
    ['GF', 'grand_final', 2, winner('SF1'), winner('SF2')],
  ],
  6: [
    ['EF1', 'final', 1, seed(3), seed(6)],
    ['EF2', 'final', 1, seed(4), seed(5)],
    ['SF1', 'semi_final', 2, seed(1), winner('EF2')],
    ['SF2', 'semi_final', 2, seed(2), winner('EF1')],
    ['GF', 'grand_final', 3, winner('SF1'), winner('SF2')],
  ],
  8: [
    ['EF1', 'final', 1, seed(1), seed(8)],
    ['EF2', 'final', 1, seed(4), seed(5)],
    ['EF3', 'final', 1, seed(2), seed(7)],
    ['EF4', 'final', 1, seed(3), seed(6)],
    ['SF1', 'semi_final', 2, winner('EF1'), winner('EF2')],
    ['SF2', 'semi_final', 2, winner('EF3'), winner('EF4')],
    ['GF', 'grand_final', 3, winner('SF1'), winner('SF2')],
  ],
};

/** The bracket size for a division's setting: the largest supported size within the setting and the team count. */
export function finalsSize(finalsTeams: number, teamCount: number): number {
  return Math.max(...FINALS_SIZES.filter((s) => s <= finalsTeams && s <= teamCount));
}

/** The final series from the ladder order (team ids, first place first) and the division's number of finalists. */
export function finalsBracket(ladder: readonly number[], finalsTeams: number): FinalsBracket {
  const size = finalsSize(finalsTeams, ladder.length);
  const qualifiers = ladder.slice(0, size);
  const games = (TEMPLATES[size] ?? []).map(([id, stage, week, a, b]): FinalGame => ({
    id,
    stage,
    week,
    sources: [a, b],
    teams: [null, null],
  }));
  return advanceFinals({ qualifiers, games }, []).bracket;
}

/** A final's result: a score, a forfeit (the team that forfeited) or a disqualification (the team disqualified). */
export interface FinalResult {
  game: string;
  homeScore: number | null;
  awayScore: number | null;
  forfeit?: number | null;
  disqualified?: number | null;
}

/**
 * The bracket with every game's teams filled from the seeds and the decided feeder games, each decided game's winner,
 * and the premier once the grand final is decided. A forfeit or a disqualification sends the other team through;
 * a level score sends the better-placed team through (decision 178).
 */
export function advanceFinals(
  bracket: FinalsBracket,
  results: readonly FinalResult[],
): { bracket: FinalsBracket; winners: Record<string, number>; premier: number | null } {
  const place = (team: number) => bracket.qualifiers.indexOf(team);
  const winners: Record<string, number> = {};
  const filled = new Map<string, [number | null, number | null]>();
  for (const g of [...bracket.games].sort((a, b) => a.week - b.week)) {
    const [x, y] = g.sources.map((s) =>
      'seed' in s ? (bracket.qualifiers[s.seed - 1] ?? null) : (winners[s.winnerOf] ?? null),
    ) as [number | null, number | null];
    const teams: [number | null, number | null] = x !== null && y !== null && place(y) < place(x) ? [y, x] : [x, y];
    filled.set(g.id, teams);
    const result = results.find((r) => r.game === g.id);
    const won = teams[0] !== null && teams[1] !== null && result ? decide(teams[0], teams[1], result, place) : null;
    if (won !== null) winners[g.id] = won;
  }
  const games = bracket.games.map((g) => ({ ...g, teams: filled.get(g.id)! }));
  return { bracket: { qualifiers: bracket.qualifiers, games }, winners, premier: winners.GF ?? null };
}

/** The winner of a final between team A and team B (scores entered in that order), or null without a result. */
function decide(a: number, b: number, r: FinalResult, place: (team: number) => number): number | null {
  const out = r.forfeit ?? r.disqualified ?? null;
  if (out === a) return b;
  if (out === b) return a;
  if (r.homeScore === null || r.awayScore === null) return null;
  if (r.homeScore === r.awayScore) return place(a) < place(b) ? a : b;
  return r.homeScore > r.awayScore ? a : b;
}
