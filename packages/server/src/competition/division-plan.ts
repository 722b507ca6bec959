import {
  computeLadder,
  type ForfeitKind,
  type LadderGame,
  type Stage,
} from '@portal/domain/competition/competition.rules';
import type { games, TeamRole } from '../platform/league.tables';
import { localToInstant } from '@portal/domain/shared/calendar';
import { addDays, boxScore, clock, roundRobin, type BoxScore, type RoundPairs } from './fixture-plan';

// Plans one division's season in memory: round-robin rounds, court slots, duty teams, results with box scores,
// then page-system finals seeded from the ladder (spec 001 §3 finals stages). Pure apart from the PRNG.

export type Special = { forfeit: 'a' | 'b'; kind: ForfeitKind } | { disqualified: 'a' | 'b' };

export interface DivisionSpec {
  name: string;
  note?: string;
  teamNames: string[];
  rounds: number;
  minPlayers?: number;
  maxPlayers?: number | null;
  qualification?: number;
  /** Who may play (decision 222); mixed and no age limit when absent. */
  eligibility?: { playersGender: 'mixed' | 'men' | 'women'; minAge?: number; maxAge?: number; ageOn?: string };
  doublePointRound?: number;
  /** Days after the season's first Saturday that this division plays (0 Saturday, 1 Sunday, 4 Wednesday). */
  dayOffset?: number;
  startMinutes: number;
  courtIds: number[];
  /** Player member ids per team, in team order. */
  players: number[][];
  staff?: { team: number; memberId: number; role: TeamRole }[];
  /** Results that are not a plain score (forfeits, disqualifications), by round and game index. */
  special?: (round: number, game: number) => Special | null;
  /** Junior division: junior-sized scores. */
  junior?: boolean;
}

export interface PlanContext {
  startsOn: string;
  scoredBefore: string;
  withStats: boolean;
  /** The association's zone: a result is recorded when its game ends there. */
  timeZone: string;
  r: () => number;
}

export type PlayerStat = BoxScore & { teamId: number; memberId: number; tshirtNumber: string };
export type PlannedGame = typeof games.$inferInsert & { special: Special | null; stage: Stage; stats: PlayerStat[] };

const GAME_MINUTES = 50;

/** Playing number of the k-th player of team t: deterministic, 4..33, distinct within a team of up to 30 (7 is coprime to 30). */
export const playingNumber = (t: number, k: number) => 4 + ((k * 7 + t) % 30);

/**
 * Duty team of the k-th game of a round: the team playing next on the same court, else the one that played before
 * it there, else the team with the bye, else a team playing in another time slot. Never a team of this game.
 */
function dutyOf(rp: RoundPairs, k: number, courts: number): number | null {
  const next = rp.pairs[k + courts];
  if (next) return next[0];
  const prev = k >= courts ? rp.pairs[k - courts] : undefined;
  if (prev) return prev[1];
  if (rp.bye !== null) return rp.bye;
  const other = rp.pairs.find((_, j) => Math.floor(j / courts) !== Math.floor(k / courts));
  return other ? other[0] : null;
}

type Make = (
  round: number,
  stage: Stage,
  k: number,
  a: number | null,
  b: number | null,
  special: Special | null,
  duty: number | null,
) => PlannedGame;

/** When and where a division's games are: the day of a round, the court and times of its k-th game, a game's end. */
function scheduleOf(d: DivisionSpec, c: PlanContext) {
  const dateOf = (round: number) => addDays(c.startsOn, 7 * (round - 1) + (d.dayOffset ?? 0));
  const slot = (k: number) => {
    const start = d.startMinutes + 60 * Math.floor(k / d.courtIds.length);
    return { courtId: d.courtIds[k % d.courtIds.length]!, timeFrom: clock(start), timeTo: clock(start + GAME_MINUTES) };
  };
  // a result is recorded as its game ends, so 'Results as ...' reads like a real results night
  const endOf = (date: string, timeTo: string) => localToInstant(`${date}T${timeTo}`, c.timeZone);
  return { dateOf, slot, endOf };
}

/** Plays a game between two teams: box scores of their rosters (with stats) or random scores, finals never tied. */
function playerOf(d: DivisionSpec, teamIds: number[], c: PlanContext) {
  const roster = new Map(
    teamIds.map((id, t) => [
      id,
      (d.players[t] ?? []).map((memberId, k) => ({ memberId, number: playingNumber(t, k) })),
    ]),
  );
  const box = (teamId: number): PlayerStat[] =>
    (roster.get(teamId) ?? []).map((p, k) => ({
      // past the seventh player of a big roster, fewer minutes and fewer points (a 12-player team still scores like 7)
      ...boxScore(c.r, d.junior ? 'junior' : k < 7 ? 'senior' : 'bench'),
      teamId,
      memberId: p.memberId,
      tshirtNumber: String(p.number),
    }));
  return (a: number, b: number, stage: Stage) => {
    const stats = c.withStats ? [...box(a), ...box(b)] : [];
    const sum = (id: number) => stats.filter((s) => s.teamId === id).reduce((n, s) => n + s.points, 0);
    const random = () => (d.junior ? 20 + Math.floor(c.r() * 28) : 40 + Math.floor(c.r() * 45));
    const score = { a: c.withStats ? sum(a) : random(), b: c.withStats ? sum(b) : random() };
    // finals need a winner: a tied final goes to extra time, here one free throw
    if (stage !== 'round' && score.a === score.b) {
      const side = c.r() < 0.5 ? 'a' : 'b';
      score[side] += 1;
      const shooter = stats.find((s) => s.teamId === (side === 'a' ? a : b));
      if (shooter) {
        shooter.onePoints += 1;
        shooter.points += 1;
      }
    }
    return { stats, scoreA: score.a, scoreB: score.b };
  };
}

export function planDivision(
  d: DivisionSpec,
  divisionId: number,
  teamIds: number[],
  roundIds: (n: number) => number,
  c: PlanContext,
): PlannedGame[] {
  const { dateOf, slot, endOf } = scheduleOf(d, c);
  const play = playerOf(d, teamIds, c);

  const make: Make = (round, stage, k, a, b, special, duty) => {
    const date = dateOf(round);
    const at = slot(k);
    const decided = date < c.scoredBefore && a !== null && b !== null;
    const forfeit = special !== null && 'forfeit' in special;
    const { stats, scoreA, scoreB } =
      decided && !forfeit ? play(a, b, stage) : { stats: [], scoreA: null, scoreB: null };
    return {
      divisionId,
      roundId: roundIds(round),
      date,
      ...at,
      teamAId: a,
      teamBId: b,
      dutyTeamId: duty,
      doublePoints: stage === 'round' && round === d.doublePointRound,
      scoreA,
      scoreB,
      scoredAt: decided ? endOf(date, at.timeTo) : null,
      special: decided ? special : null,
      stage,
      stats,
    };
  };

  const out: PlannedGame[] = [];
  roundRobin(teamIds.length, d.rounds).forEach((rp, ri) => {
    const round = ri + 1;
    rp.pairs.forEach(([x, y], k) => {
      const duty = dutyOf(rp, k, d.courtIds.length);
      out.push(
        make(
          round,
          'round',
          k,
          teamIds[x]!,
          teamIds[y]!,
          d.special?.(round, k) ?? null,
          duty === null ? null : teamIds[duty]!,
        ),
      );
    });
    if (rp.bye !== null) {
      // the bye counts once its round is over: when the round's last game ends
      const bye = make(round, 'round', 0, null, null, null, null);
      const date = dateOf(round);
      const last = slot(Math.max(rp.pairs.length - 1, 0));
      out.push({
        ...bye,
        byeTeamId: teamIds[rp.bye]!,
        courtId: null,
        scoredAt: date < c.scoredBefore ? endOf(date, last.timeTo) : null,
      });
    }
  });
  return [...out, ...planFinals(out, teamIds, d.rounds, make)];
}

/** Page system: 1 v 2 and 3 v 4; the Final is the loser of 1 v 2 against the winner of 3 v 4; teams stay empty until known. */
function planFinals(
  regular: PlannedGame[],
  teamIds: number[],
  rounds: number,
  make: (round: number, stage: Stage, k: number, a: number | null, b: number | null, s: null, d: null) => PlannedGame,
): PlannedGame[] {
  const ladder = computeLadder(
    teamIds.map((id) => ({ id, name: String(id) })),
    regular.map(asLadderGame),
  );
  const seed = (pos: number) => ladder[pos]?.team_id ?? null;
  const decided = regular.filter((g) => g.stage === 'round').every((g) => g.scoredAt !== null);
  const winner = (g: PlannedGame, wins: boolean) =>
    g.scoredAt === null || g.scoreA == null || g.scoreB == null
      ? null
      : g.scoreA >= g.scoreB === wins
        ? g.teamAId!
        : g.teamBId!;
  const sf1 = make(rounds + 1, 'semi_final', 0, decided ? seed(0) : null, decided ? seed(1) : null, null, null);
  const sf2 = make(rounds + 1, 'semi_final', 1, decided ? seed(2) : null, decided ? seed(3) : null, null, null);
  const pf = make(rounds + 2, 'final', 0, winner(sf1, false), winner(sf2, true), null, null);
  const gf = make(rounds + 3, 'grand_final', 0, winner(sf1, true), winner(pf, true), null, null);
  return [sf1, sf2, pf, gf];
}

export function asLadderGame(g: PlannedGame): LadderGame {
  const side = (s: 'a' | 'b') => (s === 'a' ? g.teamAId! : g.teamBId!);
  const sp = g.special;
  return {
    stage: g.stage,
    teamA: g.teamAId ?? null,
    teamB: g.teamBId ?? null,
    byeTeam: g.byeTeamId ?? null,
    scored: g.scoredAt !== null,
    scoreA: g.scoreA ?? null,
    scoreB: g.scoreB ?? null,
    doublePoints: g.doublePoints ?? false,
    forfeit: sp && 'forfeit' in sp ? { teamId: side(sp.forfeit), kind: sp.kind } : null,
    disqualifiedTeam: sp && 'disqualified' in sp ? side(sp.disqualified) : null,
  };
}
