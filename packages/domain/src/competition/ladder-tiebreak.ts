import { HEAD_TO_HEAD, type LadderRules, type Tiebreaker } from './ladder-rules';
import type { CountedGame, LadderEntry } from './ladder-tally';

// The order of a ladder (docs/decisions/177-ladder-rules-and-tiebreakers.md), as FIBA's Internal Regulations Appendix
// D.1.3 and D.1.4 apply their criteria: the first criterion in the division's list that tells a group of teams apart
// splits it; each part still holding several teams starts again from the first criterion, where a head-to-head
// criterion now reads only the games among that part's teams. When no criterion separates them, the team name
// decides (then the id), so the order is always the same for the same results.

/** Teams ordered by the division's tiebreakers. */
export function orderLadder(
  entries: readonly LadderEntry[],
  games: readonly CountedGame[],
  rules: LadderRules,
): LadderEntry[] {
  return orderGroup([...entries], games, rules);
}

function orderGroup(group: LadderEntry[], games: readonly CountedGame[], rules: LadderRules): LadderEntry[] {
  if (group.length < 2) return group;
  for (const criterion of rules.tiebreakers) {
    const value = valuesOf(criterion, group, games, rules);
    const parts = splitDescending(group, value);
    if (parts.length > 1) return parts.flatMap((part) => orderGroup(part, games, rules));
  }
  return [...group].sort((a, b) => a.team.localeCompare(b.team) || a.team_id - b.team_id);
}

/** Groups of equal value, highest value first. */
function splitDescending(group: readonly LadderEntry[], value: ReadonlyMap<number, number>): LadderEntry[][] {
  const levels = [...new Set(group.map((e) => value.get(e.team_id)!))].sort((a, b) => b - a);
  return levels.map((level) => group.filter((e) => value.get(e.team_id) === level));
}

/** Each team's value under one criterion, within the group. */
function valuesOf(
  criterion: Tiebreaker,
  group: readonly LadderEntry[],
  games: readonly CountedGame[],
  rules: LadderRules,
): Map<number, number> {
  if (HEAD_TO_HEAD.has(criterion)) return headToHead(criterion, group, games);
  return new Map(group.map((e) => [e.team_id, overall(criterion, e, rules)]));
}

function overall(criterion: Tiebreaker, e: LadderEntry, rules: LadderRules): number {
  switch (criterion) {
    case 'points':
      return e.shown;
    case 'win_percent':
      return e.played > 0 ? e.win / e.played : 0;
    case 'percentage':
      return ratio(e.pointsFor, e.pointsAgainst);
    case 'point_difference':
      return e.pointsFor - e.pointsAgainst;
    case 'points_for':
      return e.pointsFor;
    default:
      return lot(rules.drawSeed, e.team_id); // 'draw'
  }
}

/** Points for ÷ against (the × 100 does not change the order); with nothing against, any points for rank highest. */
export function ratio(pointsFor: number, pointsAgainst: number): number {
  if (pointsAgainst > 0) return pointsFor / pointsAgainst;
  return pointsFor > 0 ? Infinity : 0;
}

function headToHead(
  criterion: Tiebreaker,
  group: readonly LadderEntry[],
  games: readonly CountedGame[],
): Map<number, number> {
  const ids = new Set(group.map((e) => e.team_id));
  const value = new Map(group.map((e) => [e.team_id, 0]));
  const add = (team: number, x: number) => value.set(team, value.get(team)! + x);
  for (const g of games) {
    if (!ids.has(g.home) || !ids.has(g.away)) continue;
    if (criterion === 'h2h_record') {
      add(g.home, g.homePoints);
      add(g.away, g.awayPoints);
    }
    if (criterion === 'h2h_point_difference') {
      add(g.home, g.homeFor - g.awayFor);
      add(g.away, g.awayFor - g.homeFor);
    }
    if (criterion === 'h2h_points_for') {
      add(g.home, g.homeFor);
      add(g.away, g.awayFor);
    }
  }
  return value;
}

/** The lot: a number drawn from the seed and the team (FNV-1a), the same on every server and every run. */
export function lot(seed: string, teamId: number): number {
  let h = 0x811c9dc5;
  for (const ch of `${seed}:${teamId}`) h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193) >>> 0;
  return h;
}
