import { z } from 'zod';
import { dataReply } from '../shared/endpoint';
import { choiceField, idField as id, textField } from '../shared/fields';
import { ValidationMessages as V } from '../shared/messages';
import { defineStaffEndpoint } from '../staff/staff.contract';
import { CLASH_KINDS } from './referee-board.rules';
import { MessageReply, RefereeSeason, RefereeVenue } from './rosters.contract';
import { ROSTER_TYPES } from './rosters.rules';
import { horizonDay } from '../shared/date-horizon';

// The referee coordinator's calls (docs/decisions/195): the board of a date range, assigning and opening a function,
// the suggestion and publishing a date. Dates yyyy-mm-dd and times HH:mm in the association's time zone.

const tags = ['staff', 'rosters'];
const Clashes = z.array(z.enum(CLASH_KINDS)).describe('clash markers: two games at once, plays or coaches in it, unavailable, no timeslot');

export const RefereeBoardQuery = z.object({
  season: id, from: horizonDay(), to: horizonDay(), type: choiceField(ROSTER_TYPES),
  venue: z.union([z.literal(''), id], { error: V.invalidInput }).optional().describe('one venue, or every venue when absent'),
});
export type RefereeBoardQuery = z.infer<typeof RefereeBoardQuery>;

export const BoardSlot = z.object({
  function: z.string(), assignment_id: z.number().int().nullable(), member_id: z.number().int().nullable(), name: z.string().nullable(), clashes: Clashes,
});
export const BoardGame = z.object({
  game_id: z.number().int(), date: z.string(), time: z.string(), time_to: z.string(), venue_id: z.number().int().nullable(), venue: z.string(), court: z.string(),
  division: z.string(), team_a: z.string(), team_b: z.string(),
  slots: z.array(BoardSlot).describe('one per function of the roster type'),
  candidates: z.array(z.object({ member_id: z.number().int(), clashes: Clashes })).describe('every official of the type with their clashes on this game'),
});
export type BoardGame = z.infer<typeof BoardGame>;
export const BoardOfficial = z.object({
  member_id: z.number().int(), name: z.string(), games: z.number().int().describe('live assignments in the range'),
  timeslots: z.array(z.object({ venue: z.string(), day: z.number().int(), time: z.string() })),
  unavailable: z.array(z.string()).describe('unavailable dates in the range'),
});
export type BoardOfficial = z.infer<typeof BoardOfficial>;
export const RefereeBoard = z.object({
  from: z.string(), to: z.string(), functions: z.array(z.string()),
  dates: z.array(z.object({ date: z.string(), published: z.boolean() })).describe('the dates with games, and whether each is published'),
  games: z.array(BoardGame), officials: z.array(BoardOfficial),
});
export type RefereeBoard = z.infer<typeof RefereeBoard>;

export const refereeBoard = defineStaffEndpoint({
  method: 'GET', path: '/api/staff/rosters/referee', permission: 'rosters.referee.read', tags,
  summary: 'The games of a date range with their officials and clash markers, beside each official\'s availability.',
  query: RefereeBoardQuery, reply: dataReply(RefereeBoard),
});

export const AssignBody = z.object({ game_id: id, function: textField({ message: V.required }).min(1, { error: V.required }).max(50), member_id: id });
export type AssignBody = z.infer<typeof AssignBody>;
export const assignOfficial = defineStaffEndpoint({
  method: 'POST', path: '/api/staff/rosters/referee/assign', permission: 'rosters.referee.assign', tags,
  summary: 'Give a function of a game to an official of its roster type (replacing whoever held it); answers the clash markers.',
  body: AssignBody, reply: dataReply(MessageReply.extend({ clashes: Clashes })),
});

export const UnassignBody = AssignBody.pick({ game_id: true, function: true });
export type UnassignBody = z.infer<typeof UnassignBody>;
export const unassignOfficial = defineStaffEndpoint({
  method: 'POST', path: '/api/staff/rosters/referee/unassign', permission: 'rosters.referee.assign', tags,
  summary: 'Open a function of a game again (the assignment is cancelled, so feeds say so).', body: UnassignBody, reply: dataReply(MessageReply),
});

export const SuggestBody = RefereeBoardQuery;
export type SuggestBody = z.infer<typeof SuggestBody>;
export const suggestOfficials = defineStaffEndpoint({
  method: 'POST', path: '/api/staff/rosters/referee/suggest', permission: 'rosters.referee.assign', tags,
  summary: 'Fill the open functions of unpublished dates in the range from availability (no clash, fewest games first).',
  body: SuggestBody, reply: dataReply(MessageReply.extend({ assigned: z.number().int() })),
});

export const PublishBody = z.object({ season: id, date: horizonDay() });
export type PublishBody = z.infer<typeof PublishBody>;
export const publishRoster = defineStaffEndpoint({
  method: 'POST', path: '/api/staff/rosters/referee/publish', permission: 'rosters.referee.publish', tags,
  summary: 'Publish a date: referees see its games, their availability for it is locked (spec 002 §4), each is emailed their games.',
  body: PublishBody, reply: dataReply(MessageReply.extend({ emailed: z.number().int() })),
});

export const BoardOptions = z.object({ seasons: z.array(RefereeSeason), venues: z.array(RefereeVenue) });
export type BoardOptions = z.infer<typeof BoardOptions>;
export const refereeBoardOptions = defineStaffEndpoint({
  method: 'GET', path: '/api/staff/rosters/referee/options', permission: 'rosters.referee.read', tags,
  summary: 'The seasons and venues the board filters by.', reply: dataReply(BoardOptions),
});
