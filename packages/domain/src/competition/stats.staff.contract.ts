import { z } from 'zod';
import { idField, textField } from '../shared/fields';
import { ValidationMessages as V } from '../shared/messages';
import { defineStaffEndpoint } from '../staff/staff.contract';
import { GameParams, RESULTS_PATH } from './results.staff.contract';
import { ResultsMessages as M } from './results.staff.messages';

// Player stat lines of a game in the back-office (spec 001 §3 stats row; docs/decisions/190): entered on a form or
// imported as CSV, both replacing the game's lines in one transaction through the league service.

/** The counted columns of a stat line, in the order of the CSV file; points = one + 2 × two + 3 × three. */
export const STAT_COUNTS = [
  'one_points',
  'two_points',
  'three_points',
  'fouls',
  'techfouls',
  'unspfouls',
  'disqfouls',
] as const;
export type StatCount = (typeof STAT_COUNTS)[number];
export const STAT_MAX = 99;

const count = z
  .int({ error: V.numeric })
  .min(0, { error: V.numberBetween(0, STAT_MAX) })
  .max(STAT_MAX, { error: V.numberBetween(0, STAT_MAX) });

export const StatLine = z.object({
  member_id: idField,
  team_id: idField,
  tshirt_number: textField()
    .max(3, { error: V.maximum(3) })
    .optional()
    .default(''),
  ...(Object.fromEntries(STAT_COUNTS.map((c) => [c, count])) as Record<StatCount, typeof count>),
});
export type StatLine = z.infer<typeof StatLine>;

/** A line's points (spec 001 §3: free throws, field goals and threes). */
export const statPoints = (l: Pick<StatLine, 'one_points' | 'two_points' | 'three_points'>): number =>
  l.one_points + 2 * l.two_points + 3 * l.three_points;

export const SaveStatsBody = z.object({ lines: z.array(StatLine).max(60) }).superRefine((b, ctx) => {
  const seen = new Set<number>();
  b.lines.forEach((l, i) => {
    if (seen.has(l.member_id)) ctx.addIssue({ code: 'custom', message: M.twice, path: ['lines', i, 'member_id'] });
    seen.add(l.member_id);
  });
});
export type SaveStatsBody = z.infer<typeof SaveStatsBody>;

export const ImportStatsBody = z.object({
  csv: textField({ multiline: true, trim: false })
    .min(1, { error: M.csvEmpty })
    .max(100_000, { error: V.maximum(100_000) }),
});
export type ImportStatsBody = z.infer<typeof ImportStatsBody>;

const Player = z.object({ member_id: z.number().int(), name: z.string(), playing_number: z.number().int().nullable() });
export const GameStats = z.object({
  game_id: z.number().int(),
  date: z.string(),
  division: z.string(),
  teams: z.array(z.object({ team_id: z.number().int(), team: z.string(), players: z.array(Player) })),
  lines: z.array(StatLine.extend({ member_id: z.number().int(), team_id: z.number().int(), points: z.number().int() })),
});
export type GameStats = z.infer<typeof GameStats>;

export const gameStats = defineStaffEndpoint({
  method: 'GET',
  path: `${RESULTS_PATH}/games/:gameId/stats`,
  permission: 'competition.results.read',
  summary: "A game's two teams with their players and the stat lines entered so far.",
  params: GameParams,
  reply: z.object({ data: GameStats }),
});

const Done = z.object({ data: z.object({ message: z.string() }) });

export const saveGameStats = defineStaffEndpoint({
  method: 'POST',
  path: `${RESULTS_PATH}/games/:gameId/stats`,
  permission: 'competition.results.write',
  summary: "Replace the game's stat lines with these (players of its two teams, one line each).",
  params: GameParams,
  body: SaveStatsBody,
  reply: Done,
});

export const importGameStats = defineStaffEndpoint({
  method: 'POST',
  path: `${RESULTS_PATH}/games/:gameId/stats/import`,
  permission: 'competition.results.write',
  summary:
    "Replace the game's stat lines from a CSV file (columns: team, number, then the counts); nothing is written when a line is wrong.",
  params: GameParams,
  body: ImportStatsBody,
  reply: Done,
});
