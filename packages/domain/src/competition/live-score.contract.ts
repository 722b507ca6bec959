import { z } from 'zod';
import { dataReply, defineEndpoint } from '../shared/endpoint';
import { idField, SPORTS } from '../shared/fields';
import { LiveEntry, MAX_BATCH } from './live-score';
import { LiveScoreMessages as M } from './live-score.messages';
import { SCORE_MAX } from './results.staff.contract';

// Live scoring's calls (issue 45 items 4 and 5, docs/decisions/336 and 337). Public: the live state of a game and of
// a division's games in progress, and their stream. Signed in: claim a game to score it (one device at a time), send
// entries, confirm the final score (then written through league.service recordScore), and the games one may score.
// Refusals: 401 signed out; 403 not a manager of either team, the game's rostered Scorer or a staff member holding
// 'competition.live'; 404 no such game; 409 held by another device ('live_held', or 'live_held_yours' when the caller
// may move it with take_over), already final ('live_final'), entries out of order ('live_seq'); 422 field errors.

export const LIVE_STATUSES = ['not_started', 'live', 'to_confirm', 'final'] as const;
export type LiveStatus = (typeof LIVE_STATUSES)[number];
/** Who confirmed: a manager of team a or b, or a competition officer (alone enough). */
export const CONFIRMERS = ['a', 'b', 'officer'] as const;
/** The channel of PostgreSQL's NOTIFY a live change is told on, delivered at commit (live-notify.ts). */
export const LIVE_CHANNEL = 'live_scores';

const int = z.number().int();
const Pair = z.object({ a: int, b: int });
const LiveSide = z.object({ id: int, name: z.string() });

export const LiveConfirmation = z.object({
  by: z.enum(CONFIRMERS),
  name: z.string().describe("the confirmer's name"),
  score_a: int,
  score_b: int,
  at: z.string().describe('ISO time'),
});
export type LiveConfirmation = z.infer<typeof LiveConfirmation>;

export const LiveState = z.object({
  game_id: int,
  division_id: int,
  sport: z.enum(SPORTS),
  status: z
    .enum(LIVE_STATUSES)
    .describe(
      "'not_started' before any entry; 'live' once scored; 'to_confirm' after one team's confirmation; 'final' once the result is recorded (live or in the back-office)",
    ),
  team_a: LiveSide,
  team_b: LiveSide,
  score_a: int.describe('the live tally; once final, the recorded result'),
  score_b: int,
  period: int.describe('the current period, 1 before any period entry'),
  periods: z.array(Pair).describe('points per period, period 1 first'),
  fouls: z.array(Pair).describe('team fouls per period (basketball; zeros for netball)'),
  timeouts: Pair.describe('timeouts per team (basketball)'),
  timeouts_by_period: z
    .array(Pair)
    .describe('timeouts per period (basketball), period 1 first: a half is two, an overtime one'),
  last_seq: int.describe('the highest seq stored (0 when none): a scorer continues after it'),
  scorer: z.object({ name: z.string() }).nullable().describe('who holds the game, null when nobody'),
  confirmations: z.array(LiveConfirmation),
  updated_at: z.string().nullable().describe('ISO time of the last change, null before any'),
});
export type LiveState = z.infer<typeof LiveState>;

/** The NOTIFY payload on LIVE_CHANNEL after every accepted batch and confirmation. */
export const LiveNotice = z.object({ game_id: int, division_id: int });
export type LiveNotice = z.infer<typeof LiveNotice>;

const device = z.uuid({ error: M.device }).describe("the scoring device's id (a uuid kept in the browser)");
const score = z
  .int({ error: `Enter a whole number from 0 to ${SCORE_MAX}.` })
  .min(0)
  .max(SCORE_MAX);

export const LiveGameParams = z.object({ id: idField });
export const LiveDivisionQuery = z.object({ division_id: idField });
export const ClaimBody = z.object({
  device,
  take_over: z.boolean().optional().describe("move the game from another device: the holder's own login or an officer"),
});
export type ClaimBody = z.infer<typeof ClaimBody>;
export const EntriesBody = z.object({ device, entries: z.array(LiveEntry).min(1).max(MAX_BATCH) });
export type EntriesBody = z.infer<typeof EntriesBody>;
export const ConfirmBody = z.object({ score_a: score, score_b: score });
export type ConfirmBody = z.infer<typeof ConfirmBody>;

export const MyLiveGame = z.object({
  game_id: int,
  division_id: int,
  division_name: z.string(),
  sport: z.enum(SPORTS),
  date: z.string().describe('yyyy-mm-dd'),
  time: z.string().describe('hh:mm (24 h)'),
  court: z.string(),
  venue: z.string(),
  team_a: LiveSide,
  team_b: LiveSide,
  role: z.enum(['manager', 'scorer', 'officer']).describe('why this person may score it'),
  status: z.enum(LIVE_STATUSES),
  scorer: z.object({ name: z.string() }).nullable(),
});
export type MyLiveGame = z.infer<typeof MyLiveGame>;

const tags = ['live'];
const pub = { auth: 'public', tags, method: 'GET' } as const;
const member = { auth: 'member', tags, method: 'POST', actFor: false } as const;

export const liveGame = defineEndpoint({
  ...pub,
  path: '/api/live/games/:id',
  params: LiveGameParams,
  reply: dataReply(LiveState),
  summary: 'The live state of a game (404 when there is no such game with two teams).',
});
export const liveScores = defineEndpoint({
  ...pub,
  path: '/api/live/scores',
  query: LiveDivisionQuery,
  reply: dataReply(z.array(LiveState)),
  summary: "The live states of a division's games in progress ('live' or 'to_confirm'): the polling fallback.",
});
export const claimGame = defineEndpoint({
  ...member,
  path: '/api/live/games/:id/claim',
  params: LiveGameParams,
  body: ClaimBody,
  reply: dataReply(LiveState),
  summary:
    'Score this game on this device: 200 when the device holds it; 409 naming who holds it. Not before its day, never once final.',
});
export const sendEntries = defineEndpoint({
  ...member,
  path: '/api/live/games/:id/entries',
  params: LiveGameParams,
  body: EntriesBody,
  reply: dataReply(LiveState),
  summary:
    "Store the holding device's entries once each, in seq order (a stored entry sent again changes nothing); answers the state, whose last_seq tells what is stored.",
});
export const confirmScore = defineEndpoint({
  ...member,
  path: '/api/live/games/:id/confirm',
  params: LiveGameParams,
  body: ConfirmBody,
  reply: dataReply(LiveState),
  summary:
    'Confirm the final score: both managers the same score, or a competition officer alone; then recorded as the result (standings follow).',
});
export const myLiveGames = defineEndpoint({
  ...member,
  method: 'GET',
  path: '/api/live/mine',
  reply: dataReply(z.array(MyLiveGame)),
  summary: 'The games of today, and those in progress, the signed-in member may score, in time order.',
});
export const LiveStreamQuery = z
  .object({ division_id: idField.optional(), game_id: idField.optional() })
  .refine((q) => (q.division_id === undefined) !== (q.game_id === undefined), {
    error: 'Give a division_id or a game_id.',
    path: ['division_id'],
  });
export const liveStream = defineEndpoint({
  ...pub,
  path: '/api/live/stream',
  query: LiveStreamQuery,
  reply: z.string(),
  file: {
    type: 'text/event-stream',
    description:
      "Server-sent events: 'state' events whose data is a LiveState, for the game or the division's games, as they change; comments as heartbeats. A reconnecting client refetches the state.",
  },
  summary: 'The live states of a game or a division as they change (server-sent events).',
});
