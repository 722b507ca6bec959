import { useState } from 'react';
import { SheetScore, type SaveSheetBody, type SheetGame } from '@portal/domain/competition/results.staff.contract';
import { ResultsMessages as M } from '@portal/domain/competition/results.staff.messages';

export type Scores = Record<number, { a: string; b: string }>;

const asText = (n: number | null) => (n === null ? '' : String(n));
const scorable = (g: SheetGame) =>
  g.team_a !== null && g.team_b !== null && g.forfeit === null && g.disqualified_team_id === null;
/** What the contract says of a score typed (none of an empty one): its schema, not a copy of its rules (issue 41 item 6). */
const scoreProblem = (s: string) =>
  s === '' ? undefined : SheetScore.shape.score_a.safeParse(s).error?.issues[0]?.message;

/**
 * The sheet's score inputs: what was typed (kept while the sheet loads again after a forfeit, a disqualification or a
 * save of other games, decision 272), else the score recorded; the body to send: every game whose two scores were
 * entered and differ from what is recorded (so a save adds audit rows only for what changed); `problems` by game id.
 * A score the contract refuses (a minus sign, past SCORE_MAX) is refused at once, as typed, never changed behind the person's back.
 */
export function useSheetScores(games: readonly SheetGame[]) {
  const [typed, setTyped] = useState<Scores>({});
  const recorded = (g: SheetGame) => ({ a: asText(g.score_a), b: asText(g.score_b) });
  const scores: Scores = Object.fromEntries(games.map((g) => [g.game_id, typed[g.game_id] ?? recorded(g)]));
  const set = (gameId: number, side: 'a' | 'b', value: string) =>
    setTyped((s) => ({ ...s, [gameId]: { ...scores[gameId]!, ...s[gameId], [side]: value.trim() } }));
  /** Forget what was typed for these games (saved: the sheet now shows them as recorded). */
  const forget = (gameIds: number[]) =>
    setTyped((s) => Object.fromEntries(Object.entries(s).filter(([id]) => !gameIds.includes(Number(id)))));
  /** The problem of a game's scores as typed, before any save is asked. */
  const typing = (gameId: number): string | undefined => {
    const { a, b } = scores[gameId] ?? { a: '', b: '' };
    return scoreProblem(a) ?? scoreProblem(b);
  };
  const collect = (): { body: SaveSheetBody | null; problems: Record<number, string> } => {
    const problems: Record<number, string> = {};
    const sent: SaveSheetBody['games'] = [];
    for (const g of games.filter(scorable)) {
      const { a, b } = scores[g.game_id]!;
      if (a === '' && b === '') continue;
      const problem = typing(g.game_id) ?? (a === '' || b === '' ? M.bothScores : undefined);
      if (problem) {
        problems[g.game_id] = problem;
        continue;
      }
      if (a !== asText(g.score_a) || b !== asText(g.score_b))
        sent.push({ game_id: g.game_id, score_a: Number(a), score_b: Number(b) });
    }
    return { body: sent.length ? { games: sent } : null, problems };
  };
  return { scores, set, forget, typing, collect, scorable };
}
