import type { DrawGame, DrawReply, DrawRound } from './competition.contract';
import { CompetitionMessages as M } from './competition.messages';

// spec 001 §4 Draw: round choices and what the selected round and team show.

export type RoundChoice = 'all' | `${number}` | 'Semi_Final' | 'Final' | 'Grand_Final';
export type FinalKey = 'Semi_Final' | 'Final' | 'Grand_Final';

export const FINAL_SECTIONS: { key: FinalKey; heading: string; choice: string }[] = [
  { key: 'Semi_Final', heading: M.semiFinals, choice: M.semiFinal },
  { key: 'Final', heading: M.finals, choice: M.final },
  { key: 'Grand_Final', heading: M.grandFinals, choice: M.grandFinal },
];

/** 'All Rounds', then 1..n, then Semi Final, Final, Grand Final only when those lists are non-empty (spec 001 §4). */
export function roundOptions(draw: DrawReply['data']): { value: RoundChoice; label: string }[] {
  const options: { value: RoundChoice; label: string }[] = [{ value: 'all', label: M.allRounds }];
  for (const r of draw.divisionDraw) options.push({ value: `${r.round}`, label: String(r.round) });
  for (const f of FINAL_SECTIONS)
    if (draw.finalSeries[f.key].length > 0) options.push({ value: f.key, label: f.choice });
  return options;
}

/** The team's own games: it plays in them or has the bye. Duty is not playing, so duty slots are left out. */
const playsIn = (team: string) => (g: DrawGame) => g.team_a_id === team || g.team_b_id === team || g.bye === team;

/**
 * What the draw shows for a round choice and a team name: selecting a team forces All Rounds (spec 001 §4),
 * so a team filter always spans every round and final; empty rounds disappear.
 */
export function visibleDraw(
  draw: DrawReply['data'],
  round: RoundChoice,
  team: string | null,
): {
  rounds: DrawRound[];
  finals: { key: FinalKey; heading: string; games: DrawGame[] }[];
} {
  const choice: RoundChoice = team ? 'all' : round;
  const keep = team ? playsIn(team) : () => true;
  const rounds = draw.divisionDraw
    .filter((r) => choice === 'all' || choice === `${r.round}`)
    .map((r) => ({ round: r.round, games: r.games.filter(keep) }))
    .filter((r) => r.games.length > 0);
  const finals = FINAL_SECTIONS.filter((f) => choice === 'all' || choice === f.key)
    .map((f) => ({ key: f.key, heading: f.heading, games: draw.finalSeries[f.key].filter(keep) }))
    .filter((f) => f.games.length > 0);
  return { rounds, finals };
}

/** A game offers calendar links only when it is not scored and its date is not excluded (spec 001 §2). */
export function offersCalendar(game: DrawGame): boolean {
  return !game.scored && !game.excluded_dates && game.bye === '' && game.status === 'scheduled';
}
