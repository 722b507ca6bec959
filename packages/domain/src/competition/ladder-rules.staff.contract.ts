import { z } from 'zod';
import { idField } from '../shared/fields';
import { ValidationMessages as V } from '../shared/messages';
import { defineStaffEndpoint } from '../staff/staff.contract';
import { TIEBREAKERS } from './ladder-rules';
import { LadderRulesMessages as M } from './ladder-rules.staff.messages';

// A division's ladder rules in the back-office (docs/decisions/191-ladder-rules-per-division.md): the points each
// result earns and the ordered tiebreakers of decision 177, stored per division and read by the public standings.

const PATH = '/api/staff/competition/ladder-rules';
export const POINTS_MIN = -5;
export const POINTS_MAX = 10;
/** Ladder points of a result: a whole number, from a number or a form's digits. */
const points = z
  .union([z.int({ error: V.numeric }), z.string().regex(/^-?\d{1,2}$/, { error: V.numeric })], { error: V.numeric })
  .transform(Number)
  .pipe(
    z
      .int()
      .min(POINTS_MIN, { error: V.numberBetween(POINTS_MIN, POINTS_MAX) })
      .max(POINTS_MAX, { error: V.numberBetween(POINTS_MIN, POINTS_MAX) }),
  );
const forfeitScore = z
  .union([z.int(), z.string().regex(/^\d{1,3}$/, { error: V.numeric })], { error: V.numeric })
  .transform(Number)
  .pipe(
    z
      .int()
      .min(0, { error: V.numberBetween(0, 200) })
      .max(200, { error: V.numberBetween(0, 200) }),
  );

/** decision 177's LadderRules as a form and the API hold them. */
export const LadderRulesFields = z.object({
  points: z.object(
    {
      win: points,
      draw: points,
      loss: points,
      bye: points,
      forfeitWin: points,
      disqualified: points,
      forfeitLoss: z.object({ non_advised: points, notified: points, admin: points }, { error: V.invalidInput }),
    },
    { error: V.invalidInput },
  ),
  tiebreakers: z
    .array(z.enum(TIEBREAKERS, { error: V.choice }))
    .min(1, { error: M.oneTiebreaker })
    .max(TIEBREAKERS.length)
    .refine((l) => new Set(l).size === l.length, { error: M.tiebreakerTwice }),
  forfeitScore: z.object({ winner: forfeitScore, loser: forfeitScore }, { error: V.invalidInput }).nullable(),
});
export type LadderRulesFields = z.infer<typeof LadderRulesFields>;

const n = z.number().int();
/** The same rules as the server answers them (plain numbers: a reply schema has no transforms). */
export const LadderRulesShape = z.object({
  points: z.object({
    win: n,
    draw: n,
    loss: n,
    bye: n,
    forfeitWin: n,
    disqualified: n,
    forfeitLoss: z.object({ non_advised: n, notified: n, admin: n }),
  }),
  tiebreakers: z.array(z.enum(TIEBREAKERS)),
  forfeitScore: z.object({ winner: n, loser: n }).nullable(),
});

export const LadderRulesQuery = z.object({ division_id: idField });

export const DivisionLadderRules = z.object({
  division_id: z.number().int(),
  division: z.string(),
  sport: z.string(),
  own: z.boolean().describe("false: the division has no rules of its own and its standings use decision 020's"),
  rules: LadderRulesShape,
  sport_default: LadderRulesShape,
});
export type DivisionLadderRules = z.infer<typeof DivisionLadderRules>;

export const ladderRules = defineStaffEndpoint({
  method: 'GET',
  path: PATH,
  permission: 'competition.ladder_rules.read',
  summary: "A division's ladder rules (its own, or those its standings use without them) and its sport's default.",
  query: LadderRulesQuery,
  reply: z.object({ data: DivisionLadderRules }),
});

export const SaveLadderRulesBody = z.object({ division_id: idField, rules: LadderRulesFields });
export type SaveLadderRulesBody = z.infer<typeof SaveLadderRulesBody>;

export const saveLadderRules = defineStaffEndpoint({
  method: 'POST',
  path: PATH,
  permission: 'competition.ladder_rules.write',
  summary: "Store a division's ladder rules; its public standings are ranked by them at once.",
  body: SaveLadderRulesBody,
  reply: z.object({ data: z.object({ message: z.string() }) }),
});
