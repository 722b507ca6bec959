import { z } from 'zod';
import { defineEndpoint } from '../shared/endpoint';
import { idField as id } from '../shared/fields';
import { GAME_STATUSES } from './competition.contract';

// The public read API for club websites (issue 42 item 7, docs/decisions/294): the association's seasons, divisions,
// fixtures with live results, ladders and team pages, under /api/public/v1. Ours, not the spec's: the spec's own calls
// (/api/draw/**) are unchanged. Field names are snake_case, stable within v1: a field is only ever added, never renamed
// or dropped; a change that would break a reader is /api/public/v2. The answers are the public pages' own, from the
// same cache (ETag, Cache-Control public), open to any origin (CORS), and limited per client address.

const Named = z.object({ id: z.number().int(), name: z.string() });

export const ApiSeason = Named.describe('A season');
export const ApiDivision = Named.extend({
  season_id: z.number().int(),
  note: z.string().describe("The division's note shown on the draw; empty when none"),
}).describe('A division (grade) of a season');

/** A team taking part in a game: its id, or null for a finals place still to be decided ('TBA'). */
const GameTeam = z.object({
  id: z.number().int().nullable().describe('Team id; null while a finals place is still to be decided'),
  name: z.string().describe("The team's name, 'TBA' while a finals place is still to be decided"),
});

export const STAGES = ['regular', 'semi_final', 'final', 'grand_final'] as const;

export const ApiGame = z.object({
  id: z.number().int(),
  stage: z.enum(STAGES),
  round: z.number().int().nullable().describe('Round number of a regular round; null in the finals'),
  round_name: z.string().describe("'Round 3', 'Semi Final', 'Final' or 'Grand Final'"),
  date: z.string().describe("Day of the game in the association's time zone, YYYY-MM-DD"),
  start: z.string().describe("Start time in the association's time zone, HH:MM (24 hours)"),
  end: z.string().describe("End time in the association's time zone, HH:MM (24 hours)"),
  venue: z.string().nullable(),
  venue_address: z.string().nullable().describe('Street, suburb, state and postcode of the venue'),
  court: z.string().nullable(),
  home: GameTeam.nullable().describe('Team A; null for a bye'),
  away: GameTeam.nullable().describe('Team B; null for a bye'),
  bye: GameTeam.nullable().describe('The team with a bye in this slot; null when not a bye'),
  duty: z.string().nullable().describe('Name of the duty team, null when none'),
  double_points: z.boolean(),
  status: z
    .enum(GAME_STATUSES)
    .describe("'scheduled'; 'postponed' keeps its old date until moved; 'cancelled' and 'washout' are not played"),
  result: z
    .enum(['pending', 'scored', 'forfeit'])
    .describe("'scored' once a score is entered, 'forfeit' when a team forfeited, else 'pending'"),
  home_score: z.number().int().nullable().describe('Null until scored'),
  away_score: z.number().int().nullable().describe('Null until scored'),
  forfeited_by: z.string().nullable().describe('Name of the team that forfeited, when one did'),
});
export type ApiGame = z.infer<typeof ApiGame>;

export const ApiLadderRow = z.object({
  position: z.number().int(),
  team: Named,
  played: z.number().int(),
  won: z.number().int(),
  lost: z.number().int(),
  drawn: z.number().int(),
  byes: z.number().int(),
  forfeits: z.number().int().describe('Forfeits of every kind (notified, non-advised, admin)'),
  disqualifications: z.number().int(),
  points: z.number().int().describe('Ladder points shown: earned points plus the adjustment'),
  adjustment: z.number().int().describe('Points added or taken by the association; 0 when none'),
  percentage: z.number().describe('Wins / played x 100, two decimals'),
});
export type ApiLadderRow = z.infer<typeof ApiLadderRow>;

const DivisionHead = z.object({
  division: ApiDivision,
  season: ApiSeason,
  time_zone: z.string().describe("The association's time zone (IANA), in which dates and times are given"),
});

export const SeasonsReply = z.object({ data: z.array(ApiSeason).describe('The current season first') });
export const DivisionsReply = z.object({ data: z.array(ApiDivision).describe('By name') });
export const FixtureReply = z.object({
  data: DivisionHead.extend({
    games: z.array(ApiGame).describe('Regular rounds in order, then the finals; by date, time and court'),
  }),
});
export type FixtureReply = z.infer<typeof FixtureReply>;
export const LadderReply = z.object({
  data: DivisionHead.extend({
    ladder: z.array(ApiLadderRow).describe('In ladder order'),
    last_result_at: z.string().nullable().describe('ISO instant of the latest result, null when none'),
  }),
});
export type LadderReply = z.infer<typeof LadderReply>;
export const TeamReply = z.object({
  data: DivisionHead.extend({
    team: Named,
    games: z.array(ApiGame).describe("The team's games (no byes), in fixture order"),
  }),
});
export type TeamReply = z.infer<typeof TeamReply>;

const tags = ['public-api'];
const pub = { auth: 'public', tags, method: 'GET' } as const;
const note = ' Cached (ETag, 304); CORS open; limited per client address per minute (429 with Retry-After).';

export const seasons = defineEndpoint({
  ...pub,
  path: '/api/public/v1/seasons',
  summary: `Public API v1: the seasons, the current one first.${note}`,
  reply: SeasonsReply,
});
export const divisions = defineEndpoint({
  ...pub,
  path: '/api/public/v1/seasons/:id/divisions',
  summary: `Public API v1: the divisions of a season, by name; 404 for an unknown season.${note}`,
  params: z.object({ id }),
  reply: DivisionsReply,
});
export const fixtures = defineEndpoint({
  ...pub,
  path: '/api/public/v1/divisions/:id/fixtures',
  summary: `Public API v1: the fixture of a division with live results; 404 for an unknown division.${note}`,
  params: z.object({ id }),
  reply: FixtureReply,
});
export const ladder = defineEndpoint({
  ...pub,
  path: '/api/public/v1/divisions/:id/ladder',
  summary: `Public API v1: the ladder of a division; 404 for an unknown division.${note}`,
  params: z.object({ id }),
  reply: LadderReply,
});
export const team = defineEndpoint({
  ...pub,
  path: '/api/public/v1/teams/:id',
  summary: `Public API v1: a team, its division and season, and its games; 404 for an unknown team.${note}`,
  params: z.object({ id }),
  reply: TeamReply,
});

export const EMBED_VIEWS = ['fixture', 'ladder'] as const;

/** The page a club frames (an iframe): a division's fixture or ladder as plain HTML (docs/decisions/295). */
export const embedDivision = defineEndpoint({
  ...pub,
  path: '/embed/division/:id',
  summary:
    "A division's fixture or ladder as a small HTML page for an iframe on a club's site (any site may frame it); 404 for an unknown division.",
  params: z.object({ id }),
  query: z.object({ view: z.enum(EMBED_VIEWS).default('fixture') }),
  file: { type: 'text/html', description: 'The HTML page' },
  reply: z.string().describe('HTML'),
});

/** The script a club pastes (one script tag): it draws a division's fixture or ladder from the API (decision 295). */
export const widgetScript = defineEndpoint({
  ...pub,
  path: '/widget.js',
  summary:
    'The fixture and ladder widget: <script src="…/widget.js" data-division="12" data-view="fixture" async></script> draws the table beside the tag.',
  file: { type: 'text/javascript', description: 'The widget script' },
  reply: z.string().describe('JavaScript'),
});
