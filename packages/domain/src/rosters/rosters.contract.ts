import { z } from 'zod';
import { dataReply, defineEndpoint } from '../shared/endpoint';
import { choiceField, idField as id, textField } from '../shared/fields';
import { ValidationMessages as V } from '../shared/messages';
import { isoToDmy, parseDmy } from '../shared/time';
import { DAY_KEYS, ROSTER_TYPES } from './rosters.rules';
import { RosterErrors as E } from './rosters.messages';

// spec 002 §3 referee and event items and the §7 referee and roster calls. The spec shows no response shapes and
// only some payload names: these are ours (docs/decisions/090-rosters-contract.md), documented in /api/docs from
// this file. Dates are yyyy-mm-dd and times HH:mm in the association's time zone; *_formatted fields are en-AU.

/** A real calendar date, yyyy-mm-dd. */
export const isoDateField = textField({ message: V.required }).refine(
  (v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && parseDmy(isoToDmy(v)) !== null,
  { error: V.date },
);

/** A time of day, HH:mm (24 hours). */
export const clockField = textField({ message: V.required }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: E.time });

const tags = ['rosters'];
const member = { auth: 'member', tags } as const;
const list = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item) });
export const MessageReply = z.object({ message: z.string() });
export type MessageReply = z.infer<typeof MessageReply>;

/** spec 002 §3 Season (season_id, season_name). */
export const RefereeSeason = z.object({
  season_id: z.number().int(),
  season_name: z.string(),
  active: z.boolean().describe('ours: the current season (the page preselects it)'),
});
export type RefereeSeason = z.infer<typeof RefereeSeason>;
export const RefereeVenue = z.object({ venue_id: z.number().int(), venue_name: z.string() });
export type RefereeVenue = z.infer<typeof RefereeVenue>;
export const RosterTypeOption = z.object({ value: z.enum(ROSTER_TYPES), text: z.string() });
export type RosterTypeOption = z.infer<typeof RosterTypeOption>;

/** spec 002 §3 Referee roster item (one official's assignment to one game). */
export const RefereeRosterItem = z.object({
  id: z.number().int().describe("ours: the assignment id (its calendar file, the feed's UID referee-{id}@host)"),
  gs_date: z.string().describe('yyyy-mm-dd'),
  gs_time: z.string().describe('HH:mm, the start of the game'),
  gs_game: z.number().int().describe('game id'),
  gs_date_formatted: z.string().describe('DD/MM/YYYY'),
  gs_time_formatted: z.string().describe('hh:mm am'),
  venue_name: z.string(),
  venue_address: z.string(),
  venue_suburb: z.string(),
  venue_postcode: z.string(),
  venue_state: z.string(),
  division_name: z.string(),
  game_rank: z
    .number()
    .int()
    .describe("the game's round in its division (finals are numbered after the regular rounds)"),
  member_type_name: z.string().describe("the official's function in this game, e.g. 'Referee 1', 'Scorer'"),
  member_name: z.string().describe("ours: the official's name (the full roster lists every official)"),
  team_a: z.string().describe("'TBA' while a finals team is not known"),
  team_b: z.string(),
  team_a_points: z.number().int().nullable().describe('null until scored'),
  team_b_points: z.number().int().nullable(),
  court_name: z.string(),
});
export type RefereeRosterItem = z.infer<typeof RefereeRosterItem>;

/** spec 002 §7 POST /api/referee/roster: season (sel_season), roster (roster_date, the date range) and type (sel_type). */
export const RefereeRosterBody = z.object({
  season: id,
  roster: z
    .tuple([isoDateField, isoDateField], { error: V.required })
    .describe('[start, end] yyyy-mm-dd; an end before the start is swapped (spec 002 §5)'),
  type: choiceField(ROSTER_TYPES).describe("a roster type of the member's access_ref"),
});
export type RefereeRosterBody = z.infer<typeof RefereeRosterBody>;
export const RefereeRosterReply = dataReply(
  z.object({
    roster: z.tuple([z.string(), z.string()]).describe('the date range used, in order'),
    my_roster: z
      .array(RefereeRosterItem)
      .describe("MY ROSTER: the member's own games of this type in the range, by date and time"),
    full_roster: z
      .array(RefereeRosterItem)
      .describe('FULL ROSTER: every official of this type in the range, by date, time, court and function'),
  }),
);
export type RefereeRosterReply = z.infer<typeof RefereeRosterReply>;

export const AvailabilityParams = z.object({ season: id, venue: id });
export const AvailabilityMap = z
  .partialRecord(z.enum(DAY_KEYS, { error: V.choice }), z.array(clockField).max(96))
  .describe('times HH:mm by day number (monday 1 to sunday 7)');
export const AvailabilityData = z.object({
  days: z
    .array(z.object({ day: z.number().int(), name: z.string() }))
    .describe('the days of the week with games at this venue, monday first'),
  availability: AvailabilityMap.describe("the member's timeslots by day number (only the venue's game times)"),
  refGameTimes: AvailabilityMap.describe("the venue's game times in this season by day number"),
  refRosteredPublished: z.array(z.string()).describe('dates (yyyy-mm-dd) whose roster is published at this venue'),
  unavailability: z.array(z.string()).describe("the member's unavailable dates (yyyy-mm-dd), in order"),
  today: z.string().describe("ours: today (yyyy-mm-dd) in the association's time zone, the start of the 4-week check"),
});
export type AvailabilityData = z.infer<typeof AvailabilityData>;
export const AvailabilityReply = dataReply(AvailabilityData);

/** spec 002 §7 POST /api/referee/availability: season, venue, availability, unavailability. */
export const SaveAvailabilityBody = z.object({
  season: id,
  venue: id,
  availability: AvailabilityMap,
  unavailability: z.array(isoDateField).max(366).describe('yyyy-mm-dd'),
});
export type SaveAvailabilityBody = z.infer<typeof SaveAvailabilityBody>;

/** spec 002 §3 Event. */
export const RosterEvent = z.object({
  event_id: z.number().int(),
  event_name: z.string(),
  event_date: z.string().describe('ours: yyyy-mm-dd, the roster date the page shows (read-only)'),
  event_date_formatted: z.string().describe('ours: DD/MM/YYYY'),
});
export type RosterEvent = z.infer<typeof RosterEvent>;

/** spec 002 §3 Event roster item (one official's entry). */
export const EventRosterItem = z.object({
  id: z.number().int().describe("ours: the entry id (its calendar file, the feed's UID roster-{id}@host)"),
  event: z.number().int().describe('event id'),
  event_name: z.string(),
  schedule_date: z.string().describe('yyyy-mm-dd'),
  schedule_time: z.string().describe('HH:mm'),
  schedule_time_to: z.string().describe('ours: HH:mm, the end'),
  schedule_date_formatted: z.string().describe('DD/MM/YYYY'),
  schedule_time_formatted: z.string().describe('hh:mm am'),
  schedule_time_to_formatted: z.string().describe('ours: hh:mm am'),
  venue_name: z.string(),
  court_name: z.string().describe('empty when the entry has no court'),
  function: z.string(),
});
export type EventRosterItem = z.infer<typeof EventRosterItem>;

/** spec 002 §7 POST /api/roster/eventroster: event and roster (the roster date shown, read-only). */
export const EventRosterBody = z.object({
  event: id,
  roster: isoDateField.describe("the roster date (yyyy-mm-dd): the event's date"),
});
export type EventRosterBody = z.infer<typeof EventRosterBody>;
export const EventRosterReply = dataReply(
  z.object({
    roster: z.array(EventRosterItem).describe("MY ROSTER: the member's own entries of the event on the roster date"),
    full_roster: z
      .string()
      .describe('FULL ROSTER: an HTML table built on the server from data, every value escaped (docs/decisions/092)'),
  }),
);
export type EventRosterReply = z.infer<typeof EventRosterReply>;

export const FeedStatus = z.object({
  active: z.boolean(),
  created_at: z.string().nullable().describe('DD/MM/YYYY hh:mm am'),
});
export const FeedLink = z.object({
  url: z.string().describe('https address of the feed (shown once: only a hash of its token is kept)'),
  webcal: z.string().describe('the same address as webcal://, which opens a calendar app'),
  created_at: z.string(),
});
export type FeedLink = z.infer<typeof FeedLink>;
const FeedParams = z.object({ token: textField({ trim: false }).regex(/^[A-Za-z0-9_-]{43}$/, { error: E.noFeed }) });
const IcsReply = z.string().describe('The iCalendar text (RFC 5545)');

// spec 002 §7 referee calls (is_ref)
export const refereeSeasons = defineEndpoint({
  ...member,
  method: 'GET',
  path: '/api/referee/seasons',
  summary: 'Seasons for the referee screens (is_ref): current first, then newest.',
  reply: list(RefereeSeason),
});
export const refereeVenues = defineEndpoint({
  ...member,
  method: 'GET',
  path: '/api/referee/venues',
  summary: 'Venues for the availability screen (is_ref), by name.',
  reply: list(RefereeVenue),
});
export const refereeTypes = defineEndpoint({
  ...member,
  method: 'GET',
  path: '/api/referee/types',
  reply: list(RosterTypeOption),
  summary: "Ours: the roster type choices of the member's access_ref (is_ref), spec 002 §6.",
});
export const refereeRoster = defineEndpoint({
  ...member,
  method: 'POST',
  path: '/api/referee/roster',
  readOnly: true,
  body: RefereeRosterBody,
  reply: RefereeRosterReply,
  summary:
    'Competition roster (is_ref) of a season, date range and roster type: MY ROSTER and FULL ROSTER. 422 for a type outside access_ref.',
});
export const refereeAvailability = defineEndpoint({
  ...member,
  method: 'GET',
  path: '/api/referee/availability/:season/:venue',
  params: AvailabilityParams,
  reply: AvailabilityReply,
  summary:
    "The member's availability (is_ref) at a venue in a season, with the venue's game times and published roster dates. 404 for an unknown season or venue.",
});
export const saveRefereeAvailability = defineEndpoint({
  ...member,
  method: 'POST',
  path: '/api/referee/availability',
  body: SaveAvailabilityBody,
  reply: MessageReply,
  summary:
    "Save the member's availability (is_ref): 'Availability updated successfully'; 409 roster_published when it removes an unavailable date " +
    'or changes a timeslot on a published date of the next 4 weeks (spec 002 §4); 422 for a time that is not a game time.',
});
export const refereeGameCalendar = defineEndpoint({
  ...member,
  method: 'GET',
  path: '/api/referee/roster/:id/calendar.ics',
  params: z.object({ id }),
  reply: IcsReply,
  file: { type: 'text/calendar', description: 'The iCalendar file of one assignment (attachment referee-{id}.ics)' },
  summary:
    "Ours: 'Add to Apple Calendar' file (text/calendar) of one of the member's own assignments: 45 minutes from the game's start. 404 otherwise.",
});

// spec 002 §7 roster calls (is_roster)
export const rosterEvents = defineEndpoint({
  ...member,
  method: 'GET',
  path: '/api/roster/events',
  summary: 'Events for the event roster (is_roster), newest first.',
  reply: list(RosterEvent),
});
export const eventRoster = defineEndpoint({
  ...member,
  method: 'POST',
  path: '/api/roster/eventroster',
  readOnly: true,
  body: EventRosterBody,
  reply: EventRosterReply,
  summary:
    "An event's roster on the roster date (is_roster): the member's own entries and the full roster as escaped HTML. 422 (field event) for an unknown event.",
});
export const eventRosterCalendar = defineEndpoint({
  ...member,
  method: 'GET',
  path: '/api/roster/eventroster/:id/calendar.ics',
  params: z.object({ id }),
  reply: IcsReply,
  file: {
    type: 'text/calendar',
    description: 'The iCalendar file of one event roster entry (attachment roster-{id}.ics)',
  },
  summary:
    "Ours: 'Add to Apple Calendar' file (text/calendar) of one of the member's own event roster entries. 404 otherwise.",
});

// Ours (docs/decisions/093): a private calendar feed of the member's own roster (is_ref or is_roster).
export const rosterFeedStatus = defineEndpoint({
  ...member,
  method: 'GET',
  path: '/api/roster/feed',
  summary: "Ours: whether the member's calendar feed is on.",
  reply: dataReply(FeedStatus),
});
export const regenerateRosterFeed = defineEndpoint({
  ...member,
  method: 'POST',
  path: '/api/roster/feed',
  reply: dataReply(FeedLink),
  summary: 'Ours: make a new secret feed link (the old one answers 404 from now on); the link is in this answer only.',
});
export const stopRosterFeed = defineEndpoint({
  ...member,
  method: 'DELETE',
  path: '/api/roster/feed',
  reply: MessageReply,
  summary: "Ours: turn the member's calendar feed off (its link answers 404).",
});
export const rosterFeed = defineEndpoint({
  auth: 'public',
  tags,
  method: 'GET',
  path: '/api/roster/feed/:token.ics',
  params: FeedParams,
  reply: IcsReply,
  file: { type: 'text/calendar', description: "The member's roster as an iCalendar feed (subscribe as webcal://)" },
  summary:
    "Ours: the member's roster as an iCalendar feed (text/calendar), for webcal:// subscription: referee games (45 minutes) and event entries, " +
    'stable UIDs, SEQUENCE bumped on change, cancelled entries STATUS:CANCELLED. 404 for an unknown or replaced token.',
});
