import { z } from 'zod';
import { InvoiceRecord } from '../payments/ledger-shapes';
import { dataReply, defineEndpoint } from '../shared/endpoint';
import {
  choiceField,
  dobField,
  emailField,
  GENDERS,
  idField,
  MEMBER_MAX_LENGTH as MAX,
  personNameField,
  textField,
} from '../shared/fields';
import { ValidationMessages as V } from '../shared/messages';
import { TEAM_TRUST_ROLES, TRUST_STATES } from '../safeguarding/positions-of-trust';
import { InvitedPlayer } from './invitations.contract';
import { TeamsMessages as M } from './teams.messages';

// spec 001 §3 team entities and the §7 team calls. The spec shows no response shapes: these are ours
// (docs/decisions/070-teams-contract-and-permissions.md), documented in /api/docs from this file.

/** spec 001 §5, §9: a playing number has at most 3 digits, 0 to 100. */
export const PLAYING_NUMBER = { min: 0, max: 100, digits: 3 } as const;

/** A playing number as a form or a client sends it: digits (or a number), blank for none. */
export const playingNumberField = z
  .union([z.number(), textField({ trim: false }), z.null()], { error: V.numeric })
  .transform((v, ctx): number | null => {
    const s = v === null ? '' : String(v).trim();
    if (s === '') return null;
    if (!/^\d+$/.test(s)) ctx.addIssue({ code: 'custom', message: V.numeric });
    else if (s.length > PLAYING_NUMBER.digits)
      ctx.addIssue({ code: 'custom', message: V.maximum(PLAYING_NUMBER.digits) });
    else if (Number(s) > PLAYING_NUMBER.max)
      ctx.addIssue({ code: 'custom', message: V.numberBetween(PLAYING_NUMBER.min, PLAYING_NUMBER.max) });
    else return Number(s);
    return z.NEVER;
  });

/** A singlet or number colour: #rrggbb from the colour picker, or blank (ours: the spec names the fields only). */
export const colourField = textField()
  .toLowerCase()
  .regex(/^(#[0-9a-f]{6})?$/, { error: 'This field must be a colour such as #1e3a8a' });

/** spec 001 §3 Team player; email, dob and mobile only for viewers who see contacts (manager, team admin, coach). */
export const TeamPlayer = z.object({
  mid: z.number().int().describe('member id'),
  firstname: z.string(),
  lastname: z.string(),
  playing_number: z.number().int().nullable(),
  attendance: z
    .number()
    .int()
    .nullable()
    .describe('percent of the games the team played (box scores) that this player played; null before any'),
  expiry: z
    .string()
    .nullable()
    .describe("registration expiry in the division's sport, DD/MM/YYYY; null when never registered"),
  expired: z.boolean().describe('ours: the registration has expired'),
  email: z.string().nullable().describe('only for the manager, team admin and coach; else null'),
  dob: z.string().nullable().describe('DD/MM/YYYY; only for the manager, team admin and coach; else null'),
  mobile: z.string().nullable().describe('only for the manager, team admin and coach; else null'),
});
export type TeamPlayer = z.infer<typeof TeamPlayer>;

/** Ours: a temporary member of one game, and the rostered member replaced (null: Not Applicable). */
export const TeamTempPlayer = z.object({
  mid: z.number().int(),
  firstname: z.string(),
  lastname: z.string(),
  game: z.number().int(),
  game_label: z.string().describe('round, date and opponent of the game'),
  replacing: z.number().int().nullable(),
  replacing_name: z.string().describe("the replaced member's name, or 'Not Applicable'"),
});
export type TeamTempPlayer = z.infer<typeof TeamTempPlayer>;

/** Ours (issue 44, decision 320): a position of trust on the team and whether its holder's check clears them. */
export const TeamTrustPosition = z.object({
  mid: z.number().int(),
  name: z.string(),
  position: z.enum(TEAM_TRUST_ROLES),
  state: z.enum(TRUST_STATES),
  label: z.string().nullable().describe("'Coach — waiting for a Working With Children Check'; null when cleared"),
});
export type TeamTrustPosition = z.infer<typeof TeamTrustPosition>;

/** spec 001 §3 Team (member), as the signed-in member sees it. */
export const MemberTeam = z.object({
  t_id: z.number().int(),
  t_name: z.string(),
  t_division: z.string(),
  t_division_id: z.number().int(),
  t_season: z.string(),
  t_season_id: z.number().int(),
  t_season_status: z.boolean().describe('the season is active'),
  t_season_archived: z.boolean(),
  t_division_status: z.boolean().describe('the division is active'),
  t_division_min_players: z.number().int(),
  t_division_max_players: z.number().int().nullable().describe('null: no maximum'),
  t_division_qual: z.number().int().describe('final series qualification: percent of games a player must play'),
  t_function: z
    .string()
    .describe("the viewer's own functions in this team, e.g. 'Manager, Player' (the Position column)"),
  t_created: z.string().describe('DD/MM/YYYY the team was entered'),
  t_manager: z.string().describe("manager's full name; several are joined by ', '; empty when none"),
  t_admin: z.string().describe("team admin's full name (as t_manager)"),
  t_coach: z.string().describe("coach's full name (as t_manager)"),
  t_assistant: z.string().describe("assistant coach's full name (as t_manager)"),
  t_singlet_colour: z.string().describe('#rrggbb or empty'),
  t_number_colour: z.string().describe('#rrggbb or empty'),
  t_players: z.array(TeamPlayer).describe('players, by playing number then name'),
  t_temp_players: z.array(TeamTempPlayer).describe("ours: temporary members of the team's coming games"),
  t_invited: z
    .array(InvitedPlayer)
    .describe(
      'ours: players invited to register, who count towards the division maximum until they join (decision 154)',
    ),
  t_invoices: z.array(InvoiceRecord).describe("the team's invoices, for its manager and team admin only; else empty"),
  t_trust: z
    .array(TeamTrustPosition)
    .describe('ours (issue 44, decision 320): its manager, team admin, coach and assistant coach and their standing'),
  t_held_back: z
    .array(z.enum(TEAM_TRUST_ROLES))
    .describe("ours (decision 320): the viewer's own positions that may not act until their check is verified"),
  o_date: z.string().describe('ISO instant the team was entered: the list is sorted by it, newest first'),
});
export type MemberTeam = z.infer<typeof MemberTeam>;

/** A coming game of a team (forfeit and temporary members choose from these). */
export const TeamGame = z.object({
  game: z.number().int(),
  round: z.string().describe("'Round 9', 'Semi Final', 'Final' or 'Grand Final'"),
  date_formatted: z.string().describe('DD-MM-YYYY'),
  time_formatted: z.string().describe('hh:mm am/pm'),
  opponent: z.string(),
  court: z.string(),
  venue: z.string(),
});
export type TeamGame = z.infer<typeof TeamGame>;

const teamTid = idField.describe('team id (t_id)');
/** A chosen id (a game): missing or blank is 'This field is required' (spec 001 §5 "Forfeit requires Game"). */
const chosenId = z
  .union([idField, z.literal(''), z.null(), z.undefined()], { error: V.choice })
  .transform((v, ctx): number => {
    if (typeof v === 'number') return v;
    ctx.addIssue({ code: 'custom', message: V.required });
    return z.NEVER;
  });
const MessageReply = dataReply(z.object({ message: z.string().describe('the spec 001 §8 success sentence') }));

export const TeamGamesBody = z.object({ teamTid });
export const SaveTeamBody = z.object({
  teamTid,
  singletColour: colourField,
  numberColour: colourField,
  playersNumber: z
    .array(z.object({ mid: idField, number: playingNumberField }))
    .max(100)
    .describe('spec: a JSON list of {mid, number}; blank number clears it'),
});
export type SaveTeamBody = z.infer<typeof SaveTeamBody>;
export const RemoveTeamPlayerBody = z.object({ teamTid, playerMid: idField });
export const TEAM_POSITIONS = ['coach', 'assistant'] as const;
/** The roles a new member may take: a player, or the coach or assistant coach position. */
export const ADDABLE_ROLES = ['player', 'coach', 'assistant'] as const;
export const RemoveTeamPositionBody = z.object({ teamTid, position: choiceField(TEAM_POSITIONS) });
export const GameForfeitBody = z.object({ teamTid, game: chosenId.describe('a coming game of the team') });

/** spec 001 §3 new member form; rep, status, click and copied are the form's own state, which the server ignores. */
const entryFields = {
  firstname: personNameField(MAX.firstname),
  lastname: personNameField(MAX.lastname),
  dob: dobField(),
  gender: choiceField(GENDERS),
  email: textField()
    .max(MAX.email, { error: V.maximum(MAX.email) })
    .optional()
    .default(''),
  mid: idField.nullish().describe('the member found by the player check'),
  requireEmail: z.boolean({ error: V.boolean }).optional().default(false).describe('the check asked for an email'),
  rep: z.unknown().optional(),
  status: textField().max(300).optional(),
  click: z.unknown().optional(),
  copied: z.unknown().optional(),
};
/** spec 001 §5: the email is required and checked only once the player check asked for it. */
const emailWhenAsked = (v: { email: string; requireEmail: boolean }, ctx: z.RefinementCtx) => {
  if (!v.requireEmail) return;
  const r = emailField.safeParse(v.email);
  if (!r.success) ctx.addIssue({ code: 'custom', path: ['email'], message: r.error.issues[0]!.message });
};

/** What the player check reads of a member entry row (no "must click" yet: this is the click). */
export const PlayerEntry = z
  .object({
    ...entryFields,
    role: choiceField(ADDABLE_ROLES)
      .optional()
      .describe('a player (default) must not play in another team of the division'),
  })
  .superRefine(emailWhenAsked);
export type PlayerEntry = z.infer<typeof PlayerEntry>;

export const NewMember = z
  .object({
    ...entryFields,
    role: choiceField(ADDABLE_ROLES).default('player'),
    confirm: z.literal(true, { error: M.mustClickAdd }).describe('the row passed the player check'),
  })
  .superRefine(emailWhenAsked);
export type NewMember = z.infer<typeof NewMember>;

export const TEMP_PER_REQUEST = 3;
export const NOT_APPLICABLE = 'na';
const replacing = z
  .union([z.literal(NOT_APPLICABLE), idField], { error: V.required })
  .describe("mid of the rostered member replaced, or 'na' (Not Applicable)");
/** A temporary member's entry row before its check: the person and whom they replace (spec 001 §5 "Team Roster"). */
export const TempEntry = z.object({ ...entryFields, replacing }).superRefine(emailWhenAsked);
export type TempEntry = z.infer<typeof TempEntry>;
export const TempMember = z
  .object({
    ...entryFields,
    game: chosenId,
    replacing,
    confirm: z.literal(true, { error: M.mustClickAddTemp }),
  })
  .superRefine(emailWhenAsked);
export type TempMember = z.infer<typeof TempMember>;

export const AddTeamPlayersBody = z.object({
  teamTid,
  players: z.array(NewMember).min(1, { error: V.required }).max(20),
});
export type AddTeamPlayersBody = z.infer<typeof AddTeamPlayersBody>;
export const AddTeamTempPlayersBody = z.object({
  teamTid,
  tempplayers: z.array(TempMember).min(1, { error: V.required }).max(TEMP_PER_REQUEST, { error: M.cannotAddMoreTemp }),
});
export type AddTeamTempPlayersBody = z.infer<typeof AddTeamTempPlayersBody>;

export const CheckPlayerBody = z.object({
  player: PlayerEntry,
  division: idField.describe('the division the player would play in'),
  fromteamentry: z
    .boolean({ error: V.boolean })
    .describe('true from the team nomination wizard, false from team detail'),
});
export type CheckPlayerBody = z.infer<typeof CheckPlayerBody>;
/** The check's answer is always 200: the spec's status text, and `outcome` for clients to switch on. */
export const CheckPlayerResult = z.discriminatedUnion('outcome', [
  z.object({ outcome: z.literal('found'), status: z.literal('Player Found'), mid: z.number().int() }),
  z.object({ outcome: z.literal('email_required'), status: z.literal('Email required'), mid: z.null() }),
  z
    .object({ outcome: z.literal('invited'), status: z.literal('Player Invited'), mid: z.null() })
    .describe(
      'ours: no member of that name holds the email; the row may be entered as an invited player (decision 154)',
    ),
  z.object({ outcome: z.literal('failed'), status: z.string().describe('why, shown under the row'), mid: z.null() }),
]);
export type CheckPlayerResult = z.infer<typeof CheckPlayerResult>;

const tags = ['teams'];
const member = { auth: 'member', tags, method: 'POST' } as const;
const writes =
  ' Only the manager or team admin of a team whose season is active and not archived and whose division is active; anyone else 403 and nothing changes.';

export const listTeams = defineEndpoint({
  ...member,
  method: 'GET',
  path: '/api/member/teams',
  reply: dataReply(z.array(MemberTeam)),
  summary:
    "The signed-in member's teams, any role, newest first (o_date). Contacts and invoices only where the member may see them.",
});
export const teamGames = defineEndpoint({
  ...member,
  path: '/api/member/teams/games',
  readOnly: true,
  body: TeamGamesBody,
  reply: dataReply(z.array(TeamGame)),
  summary:
    "The team's coming games (not yet decided, no bye), for forfeits and temporary members. 404 'No Team Data' unless the member is on the team.",
});
export const saveTeam = defineEndpoint({
  ...member,
  path: '/api/member/teams/save',
  body: SaveTeamBody,
  reply: MessageReply,
  summary: `Save singlet and number colours and playing numbers (0 to 100) of the team's players.${writes}`,
});
export const removeTeamPlayer = defineEndpoint({
  ...member,
  path: '/api/member/teams/removeteamplayer',
  body: RemoveTeamPlayerBody,
  reply: MessageReply,
  summary: `Remove a player; 422 'Cannot remove members from team' at or below the division minimum.${writes}`,
});
export const removeTeamPosition = defineEndpoint({
  ...member,
  path: '/api/member/teams/removeteamposition',
  body: RemoveTeamPositionBody,
  reply: MessageReply,
  summary: `Remove the coach or assistant coach position (the member stays a member); 404 'Position not removed' when empty.${writes}`,
});
export const addTeamPlayers = defineEndpoint({
  ...member,
  path: '/api/member/teams/addteamplayers',
  body: AddTeamPlayersBody,
  reply: MessageReply,
  summary:
    "Add members who pass the player check, and invite players it answers 'Player Invited' for (decision 154: mailed a link, " +
    `listed in t_invited, counted in the division's limits), at once (all or none): duplicates and the division maximum refused with the spec's messages.${writes}`,
});
export const addTeamTempPlayers = defineEndpoint({
  ...member,
  path: '/api/member/teams/addteamtempplayers',
  body: AddTeamTempPlayersBody,
  reply: MessageReply,
  summary: `Add up to 3 temporary members to one coming game, each replacing a rostered member or none (all or none).${writes}`,
});
export const gameForfeit = defineEndpoint({
  ...member,
  path: '/api/member/teams/gameforfeit',
  body: GameForfeitBody,
  reply: MessageReply,
  summary: `Forfeit a coming game (a notified forfeit on the standings at once). Irreversible: 409 'Game not forfeited' when decided.${writes}`,
});
/** The player check of team detail and the nomination wizard: the teams area owns it (docs/decisions/071-player-check.md). */
export const checkPlayer = defineEndpoint({
  ...member,
  path: '/api/ecommerce/teamnomination/checkplayer',
  readOnly: true,
  body: CheckPlayerBody,
  reply: dataReply(CheckPlayerResult),
  summary:
    "Find the member a player row names: 'Player Found' (mid), 'Email required' (several or no matches and no email), " +
    "'Player Invited' (a player with an email no member of that name holds: entered as an invitation), or a failure sentence. " +
    'Always 200, but 429 too_many_requests after too many answers without a member in an hour (decision 155).',
});
