import { useState } from 'react';
import { SCORE_MAX, type SaveSheetBody, type SheetGame } from '@portal/domain/competition/results.staff.contract';
import { ResultsMessages as M } from '@portal/domain/competition/results.staff.messages';
import { ValidationMessages as V } from '@portal/domain/shared/messages';

export type Scores = Record<number, { a: string; b: string }>;

const asText = (n: number | null) => (n === null ? '' : String(n));
const scorable = (g: SheetGame) => g.team_a !== null && g.team_b !== null && g.forfeit === null && g.disqualified_team_id === null;

/**
 * The sheet's score inputs as typed, and the body to send: every game whose two scores were entered and differ from
 * what is recorded (so a save adds audit rows only for what changed); `problems` by game id for the rest.
 */
export function useSheetScores(games: readonly SheetGame[]) {
  const [scores, setScores] = useState<Scores>(() => Object.fromEntries(games.map((g) => [g.game_id, { a: asText(g.score_a), b: asText(g.score_b) }])));
  const set = (gameId: number, side: 'a' | 'b', value: string) => setScores((s) => ({ ...s, [gameId]: { ...s[gameId]!, [side]: value.replace(/\D/g, '').slice(0, 3) } }));
  const collect = (): { body: SaveSheetBody | null; problems: Record<number, string> } => {
    const problems: Record<number, string> = {};
    const sent: SaveSheetBody['games'] = [];
    for (const g of games.filter(scorable)) {
      const { a, b } = scores[g.game_id]!;
      if (a === '' && b === '') continue;
      if (a === '' || b === '') { problems[g.game_id] = M.bothScores; continue; }
      if (Number(a) > SCORE_MAX || Number(b) > SCORE_MAX) { problems[g.game_id] = V.numberBetween(0, SCORE_MAX); continue; }
      if (a !== asText(g.score_a) || b !== asText(g.score_b)) sent.push({ game_id: g.game_id, score_a: Number(a), score_b: Number(b) });
    }
    return { body: sent.length ? { games: sent } : null, problems };
  };
  return { scores, set, collect, scorable };
}
