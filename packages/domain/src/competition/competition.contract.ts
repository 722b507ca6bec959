import { z } from 'zod';
import { defineEndpoint } from '../shared/endpoint';
import { idField as id } from '../shared/fields';

// spec 001 §3 entities and §7 calls of the public draw, standings and stats pages.
// All of these are public GET calls answered from a cache (ETag + Cache-Control: public, short max-age).

export const Season = z.object({ season_id: z.number().int(), season_name: z.string() });
export type Season = z.infer<typeof Season>;

export const Division = z.object({
  division_id: z.number().int(),
  division_name: z.string(),
  division_note: z.string().describe('Shown as "Note: ..." on the draw except in finals rounds; empty when none'),
});
export type Division = z.infer<typeof Division>;

export const PublicTeam = z.object({ team_name: z.string(), team_id: z.number().int() });
export type PublicTeam = z.infer<typeof PublicTeam>;

/** One game card of the draw (spec 001 §3 "Draw game"). */
/** A game as planned, postponed (no new date yet), cancelled, or washed out (decision 210). */
export const GAME_STATUSES = ['scheduled', 'postponed', 'cancelled', 'washout'] as const;
export type GameStatus = (typeof GAME_STATUSES)[number];

export const DrawGame = z.object({
  game: z.number().int().describe('Game id (also the UID of its calendar event)'),
  date_formatted: z.string().describe('DD-MM-YYYY'),
  date_time_from: z.string().describe('Local start in the association time zone, yyyy-mm-ddThh:mm:ss (no offset)'),
  date_time_to: z.string().describe('Local end in the association time zone, yyyy-mm-ddThh:mm:ss (no offset)'),
  time_formatted: z.string().describe('hh:mm am/pm'),
  match: z.string().describe('"Team A vs Team B", or the bye team for a bye'),
  match_formatted: z.string().describe('"Team A 54 - 48 Team B" once scored, else the same as match'),
  courtLabel: z.string(),
  venueLabel: z.string(),
  venueAddress: z.string(),
  venueSuburb: z.string(),
  venuePostcode: z.string(),
  venueState: z.string(),
  team_a_id: z.string().describe('Team A name (the spec keeps names in the *_id fields); empty for a bye'),
  team_b_id: z.string().describe('Team B name; empty for a bye'),
  bye: z.string().describe('Name of the team with a bye in this slot; empty when not a bye'),
  duty: z.string().describe("Duty team name, 'None' if absent"),
  double_points: z.enum(['Yes', 'No']),
  scored: z.boolean().describe('True once a result (score, forfeit or disqualification) is recorded'),
  score_team_a_points: z.number().int().nullable(),
  score_team_b_points: z.number().int().nullable(),
  excluded_dates: z
    .boolean()
    .describe(
      "True when the game's date is one of the season's excluded dates: no calendar links, and the card says so",
    ),
  game_rank_a: z.number().int().nullable().describe('Current ladder position of team A'),
  game_rank_b: z.number().int().nullable().describe('Current ladder position of team B'),
  forfeit: z.string().nullable().describe('Name of the team that forfeited, when one did'),
  status: z
    .enum(GAME_STATUSES)
    .describe(
      "'scheduled' as planned; 'postponed' keeps its old date until moved; 'cancelled' and 'washout' are not played (decision 210)",
    ),
});
export type DrawGame = z.infer<typeof DrawGame>;

export const DrawRound = z.object({ round: z.number().int(), games: z.array(DrawGame) });
export type DrawRound = z.infer<typeof DrawRound>;

export const FinalSeries = z.object({
  Semi_Final: z.array(DrawGame),
  Final: z.array(DrawGame),
  Grand_Final: z.array(DrawGame),
});
export type FinalSeries = z.infer<typeof FinalSeries>;

export const DrawReply = z.object({
  data: z.object({
    divisionDraw: z.array(DrawRound).describe('Regular rounds in order, each holding its games by date and time'),
    finalSeries: FinalSeries,
  }),
});
export type DrawReply = z.infer<typeof DrawReply>;

/** One ladder row (spec 001 §3 "Standings response"); points exclude the adjustment. */
export const ResultRow = z.object({
  team: z.string(),
  team_id: z.number().int(),
  played: z.number().int(),
  win: z.number().int(),
  loss: z.number().int(),
  draw: z.number().int(),
  na_forf: z.number().int().describe('Non-advised forfeits'),
  n_forf: z.number().int().describe('Notified forfeits'),
  adm_forf: z.number().int().describe('Admin forfeits'),
  disq: z.number().int(),
  bye: z.number().int(),
  points: z.number().int().describe('Ladder points before adjustment (double point games count double)'),
  percentage: z.string().describe('W/L %: wins / played x 100, two decimals'),
});
export type ResultRow = z.infer<typeof ResultRow>;

export const ResultReply = z.object({
  data: z.object({
    divisionResult: z
      .array(ResultRow)
      .describe('Ordered as a ladder: shown points (points + adjustment), then W/L %, then name'),
    adjustTeams: z
      .record(z.string(), z.number().int())
      .describe('Points adjustment by team_id (only teams that have one)'),
    lastResult: z.object({
      updated_at: z.string().nullable().describe('ISO instant of the latest recorded result, null when none'),
    }),
  }),
});
export type ResultReply = z.infer<typeof ResultReply>;

export const StatsGame = z.object({
  gs_game_id: z.number().int(),
  gs_date_formatted: z.string().describe('DD-MM-YYYY'),
});
export type StatsGame = z.infer<typeof StatsGame>;

export const StatRow = z.object({
  tshirt_number: z.string(),
  member: z.string().describe('Player name'),
  points: z.number().int(),
  one_points: z.number().int().describe('Free throws'),
  two_points: z.number().int().describe('Field goals'),
  three_points: z.number().int(),
  fouls: z.number().int(),
  techfouls: z.number().int(),
  unspfouls: z.number().int(),
  disqfouls: z.number().int(),
});
export type StatRow = z.infer<typeof StatRow>;
/** A player's stats summed over the team's decided games of the season (ours, decision 226): the spec's row and the games counted. */
export const StatTotalRow = StatRow.extend({ games: z.number().int().describe('Games with a stat line') });
export type StatTotalRow = z.infer<typeof StatTotalRow>;

const list = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item) });

const SeasonParams = z.object({ id });
const DivisionParams = z.object({ id });
const DivisionTeamParams = z.object({ id, team_id: id });
const DivisionTeamGameParams = z.object({ id, team_id: id, game_id: id });
/** Spec 001 §7 leaves the placement of the division of /api/draw and /api/draw/result open: we use ?division_id=. */
export const DivisionQuery = z.object({
  division_id: id.describe('Division id. Spec 001 §7 leaves its placement open; we take it as this query parameter.'),
});
export type DivisionQuery = z.infer<typeof DivisionQuery>;

const tags = ['competition'];
const pub = { auth: 'public', tags, method: 'GET' } as const;

// Every id below is checked against the cached index of seasons, divisions and teams: an unknown one answers 404.
export const drawSeasons = defineEndpoint({
  ...pub,
  path: '/api/draw/seasons',
  summary: 'Seasons for the draw and standings (active first, then archived, newest first).',
  reply: list(Season),
});
export const drawDivisions = defineEndpoint({
  ...pub,
  path: '/api/draw/seasons/:id/divisions',
  summary: 'Divisions of a season, by name (404 for an unknown season).',
  params: SeasonParams,
  reply: list(Division),
});
export const drawTeams = defineEndpoint({
  ...pub,
  path: '/api/draw/seasons/divisions/:id/teams',
  summary: 'Teams of a division, by name (404 for an unknown division).',
  params: DivisionParams,
  reply: list(PublicTeam),
});
export const draw = defineEndpoint({
  ...pub,
  path: '/api/draw',
  query: DivisionQuery,
  reply: DrawReply,
  summary:
    'Draw of a division: regular rounds and the final series. The division is the query parameter division_id (spec leaves placement open); 404 when unknown.',
});
export const result = defineEndpoint({
  ...pub,
  path: '/api/draw/result',
  query: DivisionQuery,
  reply: ResultReply,
  summary:
    'Standings (ladder) of a division from its regular-round results. The division is the query parameter division_id; 404 when unknown.',
});

export const statsSeasons = defineEndpoint({
  ...pub,
  path: '/api/draw/stats/seasons',
  summary: 'Seasons for the stats page (the same list as the draw).',
  reply: list(Season),
});
export const statsDivisions = defineEndpoint({
  ...pub,
  path: '/api/draw/stats/season/:id/divisions',
  summary: 'Divisions of a season (404 for an unknown season).',
  params: SeasonParams,
  reply: list(Division),
});
export const statsTeams = defineEndpoint({
  ...pub,
  path: '/api/draw/stats/division/:id/teams',
  summary: 'Teams of a division (404 for an unknown division).',
  params: DivisionParams,
  reply: list(PublicTeam),
});
export const statsGames = defineEndpoint({
  ...pub,
  path: '/api/draw/stats/division/:id/team/:team_id/games',
  params: DivisionTeamParams,
  reply: list(StatsGame),
  summary:
    'Decided games of a team (scored, forfeited or disqualified; byes have no game), oldest first; 404 when the team is not in the division. A game without a box score answers an empty stats list.',
});
export const statsGame = defineEndpoint({
  ...pub,
  path: '/api/draw/stats/division/:id/team/:team_id/game/:game_id/stats',
  params: DivisionTeamGameParams,
  reply: list(StatRow),
  summary:
    "The team's player stats for one game, by player name; 404 unless the game is one of the team's decided games.",
});
export const statsTotals = defineEndpoint({
  ...pub,
  path: '/api/draw/stats/division/:id/team/:team_id/totals',
  params: DivisionTeamParams,
  reply: list(StatTotalRow),
  summary:
    "Ours (decision 226): the team's player stats summed over its decided games in the division, by player name; 404 when the team is not in the division.",
});

/**
 * Our own call (not in the spec): the 'Add to Apple Calendar' .ics download of one game. The reply is text/calendar,
 * not JSON; the server documents that content type in OpenAPI (competition.routes.ts).
 */
export const gameCalendar = defineEndpoint({
  ...pub,
  path: '/api/draw/games/:id/calendar.ics',
  params: z.object({ id }),
  file: { type: 'text/calendar', description: 'The iCalendar file (attachment game-{id}.ics)' },
  summary:
    'iCalendar (.ics) file of one game: UID game-{id}@{portal host}, start and end as UTC instants of the Australia/Sydney times, ' +
    "summary '{association} - Games'. 404 for an unknown game and for a game that offers no calendar link (scored, a bye, or on an excluded date).",
  reply: z.string().describe('The iCalendar text (RFC 5545)'),
});

/**
 * Our own call (not in the spec): a team's calendar feed, to subscribe to as webcal://{host}/api/draw/teams/{id}.ics.
 * The same events as the game files above, one per game of the team (docs/decisions/074-team-calendar-feed.md).
 */
export const teamCalendar = defineEndpoint({
  ...pub,
  path: '/api/draw/teams/:id.ics',
  params: z.object({ id }),
  file: { type: 'text/calendar', description: "The team's iCalendar feed (subscribe as webcal://)" },
  summary:
    'iCalendar feed (text/calendar) of every game of a team (no byes, no games on excluded dates): the events of the game files, ' +
    'with SEQUENCE and LAST-MODIFIED bumped when a game moves or is decided, and forfeited games CANCELLED. 404 for an unknown team.',
  reply: z.string().describe('The iCalendar text (RFC 5545)'),
});
