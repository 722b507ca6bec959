import { z } from 'zod';
import { idField, requiredText, textField } from '../shared/fields';
import { ValidationMessages as V } from '../shared/messages';
import { defineStaffEndpoint } from '../staff/staff.contract';
import type { ForfeitKind } from './ladder-columns';
import { ResultsMessages as M } from './results.staff.messages';
import { dayField } from '../shared/period';

// Results in the back-office (docs/decisions/190-results-in-the-back-office.md): a score sheet per venue and game day,
// forfeits, disqualifications, points adjustments and player stat lines (spec 001 §3), each written through the
// league service so the public draw, standings and stats follow at once.

export const RESULTS_PATH = '/api/staff/competition/results';
const PREFIX = RESULTS_PATH;
/** spec 001 §3's three kinds of forfeit. */
export const FORFEIT_KINDS = ['non_advised', 'notified', 'admin'] as const satisfies readonly ForfeitKind[];
/** A game's score: basketball and netball scores stay far below 250. */
export const SCORE_MAX = 250;
const SCORE_ERROR = M.scoreDigits(SCORE_MAX);
/** A score as a number, or as the digits a form's text field holds; a minus sign is refused, never dropped (issue 40). */
const score = z
  .union([z.int({ error: SCORE_ERROR }), textField().regex(/^\d{1,4}$/, { error: SCORE_ERROR })], {
    error: SCORE_ERROR,
  })
  .transform(Number)
  .pipe(z.int().min(0, { error: SCORE_ERROR }).max(SCORE_MAX, { error: SCORE_ERROR }));
/** A score that may be left out (empty in a form). */
const optionalScore = z.union([z.literal('').transform(() => null), z.null(), score]).optional();
const reasonField = requiredText(500).regex(/^[^<>]*$/, { error: V.text });

export const GameDay = z.object({
  date: z.string().describe('yyyy-mm-dd'),
  venue_id: z.number().int(),
  venue: z.string(),
  games: z.number().int(),
  decided: z.number().int(),
});
export type GameDay = z.infer<typeof GameDay>;

export const gameDays = defineStaffEndpoint({
  method: 'GET',
  path: `${PREFIX}/game-days`,
  permission: 'competition.results.read',
  summary: 'Every venue and date with games in the active seasons, with how many are decided.',
  reply: z.object({ data: z.array(GameDay) }),
});

const SheetTeam = z.object({ id: z.number().int(), name: z.string() });
export const SheetGame = z.object({
  game_id: z.number().int(),
  time: z.string().describe('hh:mm (24 h)'),
  court: z.string(),
  division: z.string(),
  division_id: z.number().int(),
  stage: z.string(),
  team_a: SheetTeam.nullable(),
  team_b: SheetTeam.nullable(),
  score_a: z.number().int().nullable(),
  score_b: z.number().int().nullable(),
  decided: z.boolean(),
  forfeit: z.object({ team_id: z.number().int(), kind: z.enum(FORFEIT_KINDS) }).nullable(),
  disqualified_team_id: z.number().int().nullable(),
});
export type SheetGame = z.infer<typeof SheetGame>;

export const ScoreSheetQuery = z.object({ date: dayField, venue_id: idField });
export type ScoreSheetQuery = z.infer<typeof ScoreSheetQuery>;

export const scoreSheet = defineStaffEndpoint({
  method: 'GET',
  path: `${PREFIX}/sheet`,
  permission: 'competition.results.read',
  summary: 'The score sheet of a venue on a date: every game there, all divisions, in court and time order.',
  query: ScoreSheetQuery,
  reply: z.object({ data: z.object({ date: z.string(), venue: z.string(), games: z.array(SheetGame) }) }),
});

export const SheetScore = z.object({ game_id: idField, score_a: score, score_b: score });
export const SaveSheetBody = z
  .object({
    games: z.array(SheetScore).min(1, { error: M.nothingToSave }).max(200),
  })
  .refine((b) => new Set(b.games.map((g) => g.game_id)).size === b.games.length, {
    error: V.invalidInput,
    path: ['games'],
  });
export type SaveSheetBody = z.infer<typeof SaveSheetBody>;

const Done = z.object({ data: z.object({ message: z.string() }) });

export const saveScoreSheet = defineStaffEndpoint({
  method: 'POST',
  path: `${PREFIX}/sheet`,
  permission: 'competition.results.write',
  summary: 'Score (or correct) the games of a sheet in one transaction; every game scored or none.',
  body: SaveSheetBody,
  reply: Done,
});

export const GameParams = z.object({ gameId: idField });

export const ForfeitBody = z.object({ team_id: idField, kind: z.enum(FORFEIT_KINDS, { error: V.choice }) });
export type ForfeitBody = z.infer<typeof ForfeitBody>;

export const recordGameForfeit = defineStaffEndpoint({
  method: 'POST',
  path: `${PREFIX}/games/:gameId/forfeit`,
  permission: 'competition.results.write',
  summary: "Record a team's forfeit of an undecided game (spec 001 §3 kinds; irreversible, §4).",
  params: GameParams,
  body: ForfeitBody,
  reply: Done,
});

export const DisqualifyBody = z.object({
  team_id: idField,
  reason: reasonField,
  score_a: optionalScore.describe('the score as played, when the game has none recorded yet'),
  score_b: optionalScore,
});
export type DisqualifyBody = z.infer<typeof DisqualifyBody>;

export const disqualifyTeam = defineStaffEndpoint({
  method: 'POST',
  path: `${PREFIX}/games/:gameId/disqualify`,
  permission: 'competition.results.write',
  summary:
    'Disqualify a team from a game: the opponent wins; the score as played stays in points for and against (decision 177).',
  params: GameParams,
  body: DisqualifyBody,
  reply: Done,
});

export const ADJUSTMENT_LIMIT = 100;
export const AdjustmentBody = z.object({
  team_id: idField,
  points: z
    .union([z.int({ error: V.numeric }), textField().regex(/^-?\d{1,4}$/, { error: V.numeric })], { error: V.numeric })
    .transform(Number)
    .pipe(
      z
        .int()
        .min(-ADJUSTMENT_LIMIT, { error: V.numberBetween(-ADJUSTMENT_LIMIT, ADJUSTMENT_LIMIT) })
        .max(ADJUSTMENT_LIMIT, { error: V.numberBetween(-ADJUSTMENT_LIMIT, ADJUSTMENT_LIMIT) })
        .refine((n) => n !== 0, { error: M.nonZero }),
    ),
  reason: reasonField,
});
export type AdjustmentBody = z.infer<typeof AdjustmentBody>;

export const addAdjustment = defineStaffEndpoint({
  method: 'POST',
  path: `${PREFIX}/adjustments`,
  permission: 'competition.results.write',
  summary: "Add or take ladder points of a team, with the reason (shown in the standings' adjust column).",
  body: AdjustmentBody,
  reply: Done,
});

export const AdjustmentsQuery = z.object({ division_id: idField });
export const DivisionAdjustments = z.object({
  division: z.string(),
  teams: z.array(SheetTeam),
  adjustments: z.array(
    z.object({
      id: z.number().int(),
      team_id: z.number().int(),
      team: z.string(),
      points: z.number().int(),
      reason: z.string(),
    }),
  ),
});
export type DivisionAdjustments = z.infer<typeof DivisionAdjustments>;

export const divisionAdjustments = defineStaffEndpoint({
  method: 'GET',
  path: `${PREFIX}/adjustments`,
  permission: 'competition.results.read',
  summary: "A division's teams and their points adjustments.",
  query: AdjustmentsQuery,
  reply: z.object({ data: DivisionAdjustments }),
});

export const ResultDivision = z.object({ id: z.number().int(), name: z.string(), season: z.string() });
export const resultDivisions = defineStaffEndpoint({
  method: 'GET',
  path: `${PREFIX}/divisions`,
  permission: 'competition.results.read',
  summary: 'The divisions of the active seasons.',
  reply: z.object({ data: z.array(ResultDivision) }),
});
