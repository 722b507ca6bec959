import { z } from 'zod';
import { idField } from '../shared/fields';
import { ValidationMessages as V } from '../shared/messages';
import { defineStaffEndpoint } from '../staff/staff.contract';
import { MoveBody } from './game-edits.staff.contract';
import { FinalsMessages as M } from './finals.staff.messages';
import { wholeNumber } from './season-setup-fields';

// A division's final series from the back-office (docs/decisions/212-finals-from-the-back-office.md): the top teams of
// its ladder (its own ladder rules) in decision 178's bracket, on the dates, times and courts given, one per final in
// bracket order; each next final is filled when its feeder finals are decided.

const FinalSlot = MoveBody.omit({ action: true });

export const FinalsBody = z.object({
  division_id: idField,
  teams: z
    .union([z.literal(2), z.literal(4), z.literal(6), z.literal(8), z.enum(['2', '4', '6', '8']).transform(Number)], {
      error: V.choice,
    })
    .describe('how many teams play finals (decision 178): 4 gives semi finals 1 v 4 and 2 v 3, then the grand final'),
  minutes: wholeNumber(10, 300).describe("each final's length"),
  games: z
    .array(FinalSlot)
    .min(1, { error: M.slotsNeeded })
    .max(7)
    .describe('date, start and court of each final in bracket order (SF1, SF2, GF for four teams)'),
});
export type FinalsBody = z.infer<typeof FinalsBody>;

export const generateFinals = defineStaffEndpoint({
  method: 'POST',
  path: '/api/staff/competition/finals',
  permission: 'competition.finals',
  summary:
    "Generate a division's final series from its ladder once its regular rounds are decided (replaces finals without a result); audited.",
  body: FinalsBody,
  reply: z.object({ data: z.object({ message: z.string(), games: z.number().int() }) }),
});
