import { playingDates, skippedDays, type DateRange, type SkippedDay } from './playing-dates';
import { completeRoundRobins } from './round-robin-completion';
import type { Pairing, PairedRound } from './round-robin';

// A division's fixture (docs/decisions/176-fixtures-and-slots.md): single or double round robin by the circle
// method, rounds laid over the division's weekday between the season's dates minus the exception dates. Courts and
// times come later, from the slot allocator.

/** One round of the fixture: its date (null when the season ran out of playing dates), games and bye teams. */
export interface FixtureRound {
  round: number;
  date: string | null;
  doublePoints: boolean;
  games: Pairing[];
  /** Teams without a game this round; each is shown as a game-less bye card (spec 001 §3 draw game `bye`). */
  byes: number[];
}

export interface FixtureInput {
  /** Team ids in seeding order (the order decides who meets whom when, and who has the first bye). */
  teams: readonly number[];
  /** 1: single round robin; 2: double, the second leg with home and away swapped. */
  legs: 1 | 2;
  /** The season's first and last day ('yyyy-mm-dd', inclusive). */
  from: string;
  to: string;
  /** The division's playing day: 0 Sunday .. 6 Saturday. */
  weekday: number;
  /** Season-wide and division exception dates together (public holidays, school holidays). */
  exceptions?: readonly DateRange[];
  /** Round numbers whose games count double on the ladder. */
  doublePointRounds?: readonly number[];
  /** Regenerate: the rounds before the first one regenerated, with their results, kept exactly as given. */
  keep?: readonly FixtureRound[];
}

export interface FixturePlan {
  /** Kept rounds first, then the new ones, numbered on from the kept ones. */
  rounds: FixtureRound[];
  /** How many new rounds found no playing date (their date is null): the season is too short for the round robin. */
  roundsWithoutDate: number;
}

/** The fixture of one division: kept rounds, then the rounds that complete each round robin, each on a playing date. */
export function generateFixture(input: FixtureInput): FixturePlan {
  const keep = (input.keep ?? []).map(copyRound);
  const kept: PairedRound[] = keep.map((r) => ({ games: r.games, byes: r.byes }));
  const next = completeRoundRobins(input.teams, input.legs, kept);
  const lastKeptDate = keep.reduce<string>((last, r) => (r.date && r.date > last ? r.date : last), '');
  const dates = playingDates(input.from, input.to, input.weekday, input.exceptions ?? []).filter(
    (d) => d > lastKeptDate,
  );
  const firstNumber = keep.reduce((n, r) => Math.max(n, r.round), 0) + 1;
  const double = new Set(input.doublePointRounds ?? []);
  const rounds = next.map((r, i): FixtureRound => ({
    round: firstNumber + i,
    date: dates[i] ?? null,
    doublePoints: double.has(firstNumber + i),
    games: r.games,
    byes: r.byes,
  }));
  return { rounds: [...keep, ...rounds], roundsWithoutDate: Math.max(0, rounds.length - dates.length) };
}

/**
 * The playing days the new rounds skipped, with why: from after the last kept round to the last new round's date (to
 * the season's last day when rounds ran out of dates), the division's weekday days an exception took.
 */
export function skippedDaysOf(input: FixtureInput, plan: FixturePlan): SkippedDay[] {
  const keptRounds = new Set((input.keep ?? []).map((r) => r.round));
  const lastKept = (input.keep ?? []).reduce<string>((last, r) => (r.date && r.date > last ? r.date : last), '');
  const dated = plan.rounds.filter((r) => !keptRounds.has(r.round) && r.date !== null).map((r) => r.date!);
  const to = plan.roundsWithoutDate > 0 ? input.to : dated.reduce((last, d) => (d > last ? d : last), '');
  return skippedDays(input.from, to, input.weekday, input.exceptions ?? []).filter((d) => d.date > lastKept);
}

function copyRound(r: FixtureRound): FixtureRound {
  return { ...r, games: r.games.map((g) => ({ ...g })), byes: [...r.byes] };
}
