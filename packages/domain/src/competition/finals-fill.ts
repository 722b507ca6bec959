import { advanceFinals, finalsBracket, type FinalResult } from './finals';

// Filling a generated final series (docs/decisions/212-finals-from-the-back-office.md): each undecided final takes
// its teams from the seeds and the winners of its decided feeder games (decision 178's rules: a forfeit or a
// disqualification sends the other team through, a level score the better-placed team). A decided final keeps its teams.

/** A final as stored: its place in the bracket, its teams now, and its result once decided (null before). */
export interface StoredFinal {
  slot: string;
  teams: [number | null, number | null];
  result: Omit<FinalResult, 'game'> | null;
}

/** The finals whose teams must change, with their new teams (team A the better-placed). */
export function finalsFill(
  qualifiers: readonly number[],
  stored: readonly StoredFinal[],
): { slot: string; teams: [number | null, number | null] }[] {
  const bracket = finalsBracket(qualifiers, qualifiers.length);
  const results: FinalResult[] = stored.flatMap((s) => (s.result ? [{ game: s.slot, ...s.result }] : []));
  const { bracket: filled } = advanceFinals(bracket, results);
  return filled.games.flatMap((g) => {
    const s = stored.find((x) => x.slot === g.id);
    if (!s || s.result || (s.teams[0] === g.teams[0] && s.teams[1] === g.teams[1])) return [];
    return [{ slot: g.id, teams: g.teams }];
  });
}
