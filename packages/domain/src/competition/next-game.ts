import type { DrawGame, DrawReply } from './competition.contract';
import { FINAL_SECTIONS, type FinalKey } from './round-options';

// Where the draw opens (ours, docs/decisions/110-court-side-draw.md): the current round, or a team's next game.

/** A draw section: a regular round by number, or one of the finals lists. */
export type DrawSection = { round: number } | { final: FinalKey };

/** A game still to be played: not decided, not a bye, and not on one of the season's excluded dates. */
export function isComing(game: DrawGame): boolean {
  return !game.scored && game.bye === '' && !game.excluded_dates && game.status === 'scheduled';
}

const plays = (team: string) => (g: DrawGame) => g.team_a_id === team || g.team_b_id === team;

/** The rounds, then the finals, in the order the draw lists them (spec 001 §2). */
function sections(draw: DrawReply['data']): { section: DrawSection; games: DrawGame[] }[] {
  return [
    ...draw.divisionDraw.map((r) => ({ section: { round: r.round }, games: r.games })),
    ...FINAL_SECTIONS.map((f) => ({ section: { final: f.key }, games: draw.finalSeries[f.key] })),
  ];
}

/** The current round: the first section of the draw with a game still to be played; null once all are decided. */
export function currentSection(draw: DrawReply['data']): DrawSection | null {
  return sections(draw).find((s) => s.games.some(isComing))?.section ?? null;
}

/** A team's next game: its first game still to be played, in draw order (byes are not games); null when none. */
export function nextGame(draw: DrawReply['data'], team: string): DrawGame | null {
  for (const s of sections(draw)) {
    const game = s.games.find((g) => isComing(g) && plays(team)(g));
    if (game) return game;
  }
  return null;
}

/** The team a game is played against, or null when the team does not play in it (or it is unknown). */
export function opponentIn(draw: DrawReply['data'], gameId: number, team: string): string | null {
  for (const s of sections(draw)) {
    const g = s.games.find((x) => x.game === gameId);
    if (g) return g.team_a_id === team ? g.team_b_id || null : g.team_b_id === team ? g.team_a_id || null : null;
  }
  return null;
}

/** The other team of a game the team plays in ('TBA' stays 'TBA' for a final whose teams are not known yet). */
export function opponentOf(game: DrawGame, team: string): string {
  return game.team_a_id === team ? game.team_b_id : game.team_a_id;
}
