import { z } from 'zod';
import { dataReply } from '../shared/endpoint';
import { choiceField, idField as id, textField } from '../shared/fields';
import { ValidationMessages as V } from '../shared/messages';
import { defineStaffEndpoint } from '../staff/staff.contract';
import { CLASH_KINDS, MAX_REFEREE_SLOTS } from './referee-board.rules';
import { MessageReply, RefereeSeason, RefereeVenue } from './rosters.contract';
import { ROSTER_TYPES } from './rosters.rules';
import { horizonDay } from '../shared/date-horizon';
import { checkPeriod } from '../shared/period';

// The referee coordinator's calls (docs/decisions/195): the board of a date range, assigning and opening a function,
// the suggestion and publishing a date. Dates yyyy-mm-dd and times HH:mm in the association's time zone.

const tags = ['staff', 'rosters'];
const Clashes = z
  .array(z.enum(CLASH_KINDS))
  .describe('clash markers: two games at once, plays or coaches in it, unavailable, no timeslot');

/** The most days the referee roster shows at once. */
export const REFEREE_BOARD_MAX_DAYS = 62;

export const RefereeBoardQuery = z
  .object({
    season: id,
    from: horizonDay(),
    to: horizonDay(),
    type: choiceField(ROSTER_TYPES),
    venue: z
      .union([z.literal(''), id], { error: V.invalidInput })
      .optional()
      .describe('one venue, or every venue when absent'),
  })
  .superRefine(
    checkPeriod({ maxDays: REFEREE_BOARD_MAX_DAYS - 1, tooLong: `At most ${REFEREE_BOARD_MAX_DAYS} days at once` }),
  );
export type RefereeBoardQuery = z.infer<typeof RefereeBoardQuery>;

export const OFFICIAL_RESPONSES = ['pending', 'accepted', 'declined'] as const;
export const BoardSlot = z.object({
  function: z.string(),
  assignment_id: z.number().int().nullable(),
  member_id: z.number().int().nullable(),
  name: z.string().nullable(),
  clashes: Clashes,
  response: z.enum(OFFICIAL_RESPONSES).nullable().describe("the holder's answer (decision 279); null when open"),
  moved: z.boolean().describe('the game moved since it was given: to confirm or re-allocate (decision 278)'),
  access: z.boolean().describe("the holder is on the roster type's officials list"),
  declined_by: z.string().nullable().describe('when open: who last declined it'),
});
export const BoardGame = z.object({
  game_id: z.number().int(),
  date: z.string(),
  time: z.string(),
  time_to: z.string(),
  venue_id: z.number().int().nullable(),
  venue: z.string(),
  court: z.string(),
  division: z.string(),
  division_id: z.number().int(),
  team_a: z.string(),
  team_b: z.string(),
  slots: z
    .array(BoardSlot)
    .describe("one per function the game needs (referees: its division's referee_slots), and any other held"),
  candidates: z
    .array(z.object({ member_id: z.number().int(), clashes: Clashes }))
    .describe('every official of the type with their clashes on this game'),
});
export type BoardGame = z.infer<typeof BoardGame>;
export const BoardOfficial = z.object({
  member_id: z.number().int(),
  name: z.string(),
  games: z.number().int().describe('live assignments in the range'),
  timeslots: z.array(z.object({ venue: z.string(), day: z.number().int(), time: z.string() })),
  unavailable: z.array(z.string()).describe('unavailable dates in the range'),
});
export type BoardOfficial = z.infer<typeof BoardOfficial>;
export const RefereeBoard = z.object({
  from: z.string(),
  to: z.string(),
  functions: z.array(z.string()).describe('the columns: every function of a game shown'),
  dates: z
    .array(
      z.object({
        date: z.string(),
        published: z.boolean(),
        places: z.number().int(),
        open_places: z.number().int(),
        games_without_referee: z.number().int(),
      }),
    )
    .describe('the dates with games, whether each is published, and its referee places at every venue (decision 278)'),
  games: z.array(BoardGame),
  officials: z.array(BoardOfficial),
  divisions: z
    .array(z.object({ division_id: z.number().int(), division: z.string(), referee_slots: z.number().int() }))
    .describe('the divisions of the games shown'),
});
export type RefereeBoard = z.infer<typeof RefereeBoard>;

export const refereeBoard = defineStaffEndpoint({
  method: 'GET',
  path: '/api/staff/rosters/referee',
  permission: 'rosters.referee.read',
  tags,
  summary: "The games of a date range with their officials and clash markers, beside each official's availability.",
  query: RefereeBoardQuery,
  reply: dataReply(RefereeBoard),
});

export const AssignBody = z.object({
  game_id: id,
  function: textField({ message: V.required }).min(1, { error: V.required }).max(50),
  member_id: id,
  replaces: id
    .nullable()
    .optional()
    .describe(
      'the holder the coordinator saw (null: the place was open); when given and someone else holds it now, 409 conflict and nothing changes',
    ),
});
export type AssignBody = z.infer<typeof AssignBody>;
export const assignOfficial = defineStaffEndpoint({
  method: 'POST',
  path: '/api/staff/rosters/referee/assign',
  permission: 'rosters.referee.assign',
  tags,
  summary:
    'Give a function of a game to an official of its roster type (replacing whoever held it); answers the clash markers.',
  body: AssignBody,
  reply: dataReply(MessageReply.extend({ clashes: Clashes })),
});

export const UnassignBody = AssignBody.pick({ game_id: true, function: true });
export type UnassignBody = z.infer<typeof UnassignBody>;
export const unassignOfficial = defineStaffEndpoint({
  method: 'POST',
  path: '/api/staff/rosters/referee/unassign',
  permission: 'rosters.referee.assign',
  tags,
  summary: 'Open a function of a game again (the assignment is cancelled, so feeds say so).',
  body: UnassignBody,
  reply: dataReply(MessageReply),
});

export const SuggestBody = RefereeBoardQuery;
export type SuggestBody = z.infer<typeof SuggestBody>;
export const suggestOfficials = defineStaffEndpoint({
  method: 'POST',
  path: '/api/staff/rosters/referee/suggest',
  permission: 'rosters.referee.assign',
  tags,
  summary:
    'Fill the open functions of unpublished dates in the range from availability (no clash, fewest games first).',
  body: SuggestBody,
  reply: dataReply(MessageReply.extend({ assigned: z.number().int() })),
});

export const PublishBody = z.object({
  season: id,
  date: horizonDay(),
  open_places: z
    .number({ error: V.invalidInput })
    .int({ error: V.invalidInput })
    .min(0, { error: V.invalidInput })
    .max(100_000, { error: V.invalidInput })
    .optional()
    .describe(
      'the open referee places the coordinator agreed to publish with; required when any is open (decision 278)',
    ),
});
export type PublishBody = z.infer<typeof PublishBody>;
export const publishRoster = defineStaffEndpoint({
  method: 'POST',
  path: '/api/staff/rosters/referee/publish',
  permission: 'rosters.referee.publish',
  tags,
  summary:
    'Publish a date: referees see its games, their availability for it is locked (spec 002 §4), each is emailed their games.',
  body: PublishBody,
  reply: dataReply(MessageReply.extend({ emailed: z.number().int() })),
});

export const RefereeSlotsBody = z.object({
  division_id: id,
  slots: z
    .number({ error: V.invalidInput })
    .int({ error: V.invalidInput })
    .min(1, { error: V.invalidInput })
    .max(MAX_REFEREE_SLOTS, { error: V.invalidInput }),
});
export type RefereeSlotsBody = z.infer<typeof RefereeSlotsBody>;
export const setRefereeSlots = defineStaffEndpoint({
  method: 'POST',
  path: '/api/staff/rosters/referee/slots',
  permission: 'rosters.referee.assign',
  tags,
  summary: 'How many referees each game of a division needs (1 to 4; decision 278).',
  body: RefereeSlotsBody,
  reply: dataReply(MessageReply),
});

export const BoardOptions = z.object({ seasons: z.array(RefereeSeason), venues: z.array(RefereeVenue) });
export type BoardOptions = z.infer<typeof BoardOptions>;
export const refereeBoardOptions = defineStaffEndpoint({
  method: 'GET',
  path: '/api/staff/rosters/referee/options',
  permission: 'rosters.referee.read',
  tags,
  summary: 'The seasons and venues the board filters by.',
  reply: dataReply(BoardOptions),
});
