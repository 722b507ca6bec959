import { z } from 'zod';
import { idField, textField } from '../shared/fields';
import { ValidationMessages as V } from '../shared/messages';
import { defineStaffEndpoint } from '../staff/staff.contract';
import { GAME_STATUSES } from './competition.contract';
import { GameEditMessages as M } from './game-edits.staff.messages';
import { horizonDay } from '../shared/date-horizon';

// Game edits in the back-office (docs/decisions/210-game-edits.md): move, swap, postpone, cancel or wash out a
// published game, refused when the clash check finds a court, team or referee twice; each change emails the teams
// and goes through the league service, so the draw and the team calendar feeds follow at once.

const PREFIX = '/api/staff/competition/games';
const isoDate = horizonDay();
const hhmm = textField({ message: V.required }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: M.timeFormat });

export const GAME_EDITS = ['move', 'swap', 'postpone', 'cancel', 'washout'] as const;
export type GameEditAction = (typeof GAME_EDITS)[number];

export const MoveBody = z.object({
  action: z.literal('move'),
  date: isoDate,
  time_from: hhmm,
  court_id: idField.describe('the court it moves to'),
});
export const SwapBody = z.object({
  action: z.literal('swap'),
  with_game_id: idField.describe('the game whose date, time and court it takes (and gives its own)'),
});
export const GameEditBody = z.discriminatedUnion('action', [
  MoveBody,
  SwapBody,
  z.object({ action: z.literal('postpone') }),
  z.object({ action: z.literal('cancel') }),
  z.object({ action: z.literal('washout') }),
]);
export type GameEditBody = z.infer<typeof GameEditBody>;

export const GameParams = z.object({ gameId: idField });
export const DivisionGamesQuery = z.object({ division_id: idField });

export const StaffGame = z.object({
  game_id: z.number().int(),
  round: z.number().int(),
  stage: z.string(),
  date: z.string().describe('yyyy-mm-dd'),
  time_from: z.string().describe('HH:mm'),
  time_to: z.string().describe('HH:mm'),
  court_id: z.number().int().nullable(),
  court: z.string(),
  match: z.string(),
  duty: z.string(),
  referees: z.array(z.string()),
  status: z.enum(GAME_STATUSES),
  editable: z.boolean().describe('a game between two teams, without a result, neither cancelled nor washed out'),
  played: z.boolean().describe('the game has a result: a score or a forfeit'),
});
export type StaffGame = z.infer<typeof StaffGame>;

export const StaffCourt = z.object({ id: z.number().int(), name: z.string().describe('venue and court') });

export const divisionGames = defineStaffEndpoint({
  method: 'GET',
  path: PREFIX,
  permission: 'competition.games',
  summary:
    "A division's games (byes left out) with their court, status and referees, and the courts a game may move to.",
  query: DivisionGamesQuery,
  reply: z.object({ data: z.object({ games: z.array(StaffGame), courts: z.array(StaffCourt) }) }),
});

export const ClashItem = z.object({
  kind: z.enum(['court', 'team', 'referee']),
  other_game_id: z.number().int(),
  message: z.string(),
});

export const GameEditTold = z.object({
  teams: z.array(z.string()).describe('the teams of the games the edit changes'),
  duty_teams: z.array(z.string()),
  referees: z.number().int().describe('the referees assigned to those games'),
  people: z
    .number()
    .int()
    .describe(
      'how many people the save emails: the members of those teams with an email address, and the referees, each once',
    ),
});
export type GameEditTold = z.infer<typeof GameEditTold>;

export const checkGameEdit = defineStaffEndpoint({
  method: 'POST',
  path: `${PREFIX}/:gameId/check`,
  permission: 'competition.games',
  summary:
    'The clashes an edit would make (writes nothing; an empty list when it may be saved), and who its save emails.',
  params: GameParams,
  body: GameEditBody,
  reply: z.object({ data: z.object({ clashes: z.array(ClashItem), told: GameEditTold }) }),
});

export const editGame = defineStaffEndpoint({
  method: 'POST',
  path: `${PREFIX}/:gameId/edit`,
  permission: 'competition.games',
  summary:
    'Move, swap, postpone, cancel or wash out a game (409 with the clashes, changing nothing); emails both teams, the duty team and the referees; audited.',
  params: GameParams,
  body: GameEditBody,
  reply: z.object({ data: z.object({ message: z.string(), emailed: z.number().int() }) }),
});
