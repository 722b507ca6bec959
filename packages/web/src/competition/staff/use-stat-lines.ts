import { useState } from 'react';
import {
  STAT_COUNTS,
  type GameStats,
  type SaveStatsBody,
  type StatCount,
} from '@portal/domain/competition/stats.staff.contract';

type Counts = Record<StatCount, string>;
const EMPTY = Object.fromEntries(STAT_COUNTS.map((c) => [c, ''])) as Counts;

/**
 * The stat inputs of a game's players as typed (prefilled from the lines saved), and the body to send: a line for
 * each player with any count entered, blanks counting 0.
 */
export function useStatLines(stats: GameStats) {
  const [counts, setCounts] = useState<Record<number, Counts>>(() => {
    const saved = new Map(stats.lines.map((l) => [l.member_id, l]));
    return Object.fromEntries(
      stats.teams
        .flatMap((t) => t.players)
        .map((p) => {
          const line = saved.get(p.member_id);
          return [
            p.member_id,
            line ? (Object.fromEntries(STAT_COUNTS.map((c) => [c, String(line[c])])) as Counts) : { ...EMPTY },
          ];
        }),
    );
  });
  const set = (memberId: number, column: StatCount, value: string) =>
    setCounts((all) => ({ ...all, [memberId]: { ...all[memberId]!, [column]: value.replace(/\D/g, '').slice(0, 2) } }));
  const body = (): SaveStatsBody => ({
    lines: stats.teams.flatMap((t) =>
      t.players
        .filter((p) => STAT_COUNTS.some((c) => counts[p.member_id]![c] !== ''))
        .map((p) => ({
          member_id: p.member_id,
          team_id: t.team_id,
          tshirt_number: p.playing_number === null ? '' : String(p.playing_number),
          ...(Object.fromEntries(STAT_COUNTS.map((c) => [c, Number(counts[p.member_id]![c] || 0)])) as Record<
            StatCount,
            number
          >),
        })),
    ),
  });
  return { counts, set, body };
}
