import { z } from 'zod';
import { choiceField, idField, plainTextField, SPORTS } from '../shared/fields';
import { ValidationMessages as V } from '../shared/messages';
import { defineStaffEndpoint } from '../staff/staff.contract';
import { listQuery, listReply } from '../staff/staff-list';
import {
  isoDay,
  optionalId,
  optionalIsoDay,
  optionalWhole,
  priceField,
  roundListField,
  startTimesField,
  teamNamesField,
  wholeNumber,
} from './season-setup-fields';
import { SeasonSetupMessages as M } from './season-setup.messages';
import { DIVISION_GENDERS } from './division-eligibility';
import { EligibilityMessages as EM } from './eligibility.messages';
import { checkPeriod } from '../shared/period';

// Season setup in the back-office (decision 185): seasons, their exception dates, grades, division groups,
// divisions with their entry terms and teams, and the venues' courts with their game slots. Every change is written
// through the league service with its audit row (decision 172, 160).

const Message = z.object({ data: z.object({ message: z.string() }) });
const flag = z.boolean({ error: V.boolean });
const day = z.string().describe('yyyy-mm-dd');

export const SeasonParams = z.object({ seasonId: idField });
export const DivisionParams = z.object({ divisionId: idField });
export const CourtParams = z.object({ courtId: idField });

const seasonPeriod = checkPeriod({ from: 'starts_on', to: 'ends_on' });
const seasonFields = { name: plainTextField(100), starts_on: isoDay, ends_on: isoDay, active: flag, archived: flag };

export const SeasonBody = z.object(seasonFields).superRefine(seasonPeriod);
export type SeasonBody = z.infer<typeof SeasonBody>;

export const NewSeasonBody = z
  .object({
    ...seasonFields,
    copy_from: optionalId.describe("a season whose grades' groups, divisions and terms are copied (no teams)"),
  })
  .superRefine(seasonPeriod);
export type NewSeasonBody = z.infer<typeof NewSeasonBody>;

export const SeasonRow = z.object({
  id: z.number().int(),
  name: z.string(),
  starts_on: day,
  ends_on: day.nullable(),
  active: z.boolean(),
  archived: z.boolean(),
  divisions: z.number().int(),
  teams: z.number().int(),
});
export type SeasonRow = z.infer<typeof SeasonRow>;

export const SeasonListQuery = listQuery(['name', 'starts_on']);
export type SeasonListQuery = z.infer<typeof SeasonListQuery>;

export const staffSeasons = defineStaffEndpoint({
  method: 'GET',
  path: '/api/staff/seasons',
  permission: 'competition.setup',
  summary: 'Seasons with their counts of divisions and teams, paged and sorted on the server.',
  query: SeasonListQuery,
  reply: listReply(SeasonRow),
});

export const createSeason = defineStaffEndpoint({
  method: 'POST',
  path: '/api/staff/seasons',
  permission: 'competition.setup',
  summary: "A new season, optionally with a copy of another season's structure (audited).",
  body: NewSeasonBody,
  reply: z.object({ data: z.object({ message: z.string(), season_id: z.number().int() }) }),
});

export const Exception = z.object({
  id: z.number().int(),
  division_id: z.number().int().nullable(),
  from: day,
  to: day,
  reason: z.string(),
});
export const SetupDivision = z.object({
  id: z.number().int(),
  group_id: z.number().int().nullable(),
  name: z.string(),
  note: z.string(),
  sport: z.enum(SPORTS),
  active: z.boolean(),
  min_players: z.number().int(),
  max_players: z.number().int().nullable(),
  capacity: z.number().int().nullable(),
  waitlist: z.boolean(),
  price_cents: z.number().int(),
  free: z.boolean(),
  finals_qualification: z.number().int(),
  double_point_rounds: z.array(z.number().int()),
  weekday: z.number().int(),
  uses_duty: z.boolean(),
  players_gender: z.enum(DIVISION_GENDERS),
  min_age: z.number().int().nullable(),
  max_age: z.number().int().nullable(),
  age_on: day.nullable(),
  teams: z.array(z.object({ id: z.number().int(), name: z.string(), club: z.string().describe("'' when none") })),
});
export type SetupDivision = z.infer<typeof SetupDivision>;

export const SeasonSetup = z.object({
  season: SeasonRow,
  exceptions: z.array(Exception),
  grades: z.array(z.object({ id: z.number().int(), name: z.string() })),
  groups: z.array(z.object({ id: z.number().int(), grade_id: z.number().int(), grade: z.string(), name: z.string() })),
  divisions: z.array(SetupDivision),
});
export type SeasonSetup = z.infer<typeof SeasonSetup>;

export const seasonSetup = defineStaffEndpoint({
  method: 'GET',
  path: '/api/staff/seasons/:seasonId',
  permission: 'competition.setup',
  summary: 'A season with its exception dates, grades, division groups, divisions (entry terms, teams).',
  params: SeasonParams,
  reply: z.object({ data: SeasonSetup }),
});

export const saveSeason = defineStaffEndpoint({
  method: 'POST',
  path: '/api/staff/seasons/:seasonId',
  permission: 'competition.setup',
  summary: 'Change a season: name, dates, active, archived (audited).',
  params: SeasonParams,
  body: SeasonBody,
  reply: Message,
});

export const ExceptionBody = z
  .object({
    from: isoDay,
    to: optionalIsoDay.describe('empty: one day'),
    reason: plainTextField(100, { required: false }),
    division_id: optionalId.describe("empty: every division of the season; else that division's own"),
  })
  .superRefine(checkPeriod());
export type ExceptionBody = z.infer<typeof ExceptionBody>;

export const addException = defineStaffEndpoint({
  method: 'POST',
  path: '/api/staff/seasons/:seasonId/exceptions',
  permission: 'competition.setup',
  summary: 'Add a day or a range without games, season-wide or for one division (audited).',
  params: SeasonParams,
  body: ExceptionBody,
  reply: Message,
});

export const RemoveExceptionBody = z.object({ id: idField, division_id: optionalId });
export type RemoveExceptionBody = z.infer<typeof RemoveExceptionBody>;

export const removeException = defineStaffEndpoint({
  method: 'POST',
  path: '/api/staff/seasons/:seasonId/exceptions/remove',
  permission: 'competition.setup',
  summary: 'Remove an exception date (audited).',
  params: SeasonParams,
  body: RemoveExceptionBody,
  reply: Message,
});

export const GradeBody = z.object({ name: plainTextField(60) });
export type GradeBody = z.infer<typeof GradeBody>;

export const addGrade = defineStaffEndpoint({
  method: 'POST',
  path: '/api/staff/grades',
  permission: 'competition.setup',
  summary: 'A new grade (Senior, Junior…), shared by every season (audited).',
  body: GradeBody,
  reply: Message,
});

export const GroupBody = z.object({ grade_id: idField, name: plainTextField(60) });
export type GroupBody = z.infer<typeof GroupBody>;

export const addGroup = defineStaffEndpoint({
  method: 'POST',
  path: '/api/staff/seasons/:seasonId/groups',
  permission: 'competition.setup',
  summary: "A division group of a grade in the season (Men's, Women's…) (audited).",
  params: SeasonParams,
  body: GroupBody,
  reply: Message,
});

export const DivisionBody = z
  .object({
    group_id: idField,
    name: plainTextField(100),
    note: plainTextField(500, { required: false, multiline: true }),
    sport: choiceField(SPORTS),
    active: flag,
    min_players: wholeNumber(1, 30),
    max_players: optionalWhole(1, 30),
    capacity: optionalWhole(1, 200),
    waitlist: flag,
    price: priceField.describe('dollars as typed: 650 or 650.50'),
    free: flag,
    finals_qualification: wholeNumber(0, 100),
    double_point_rounds: roundListField,
    weekday: wholeNumber(0, 6),
    uses_duty: flag,
    // who may play (decision 222): ages are whole years on age_on, which an age limit needs and nothing else keeps
    players_gender: choiceField(DIVISION_GENDERS).default('mixed'),
    min_age: optionalWhole(0, 120).default(null),
    max_age: optionalWhole(0, 120).default(null),
    age_on: optionalIsoDay.default(null),
  })
  .refine((d) => d.max_players === null || d.max_players >= d.min_players, {
    error: M.maxBelowMin,
    path: ['max_players'],
  })
  .refine((d) => d.min_age === null || d.max_age === null || d.max_age >= d.min_age, {
    error: EM.maxAgeBelowMin,
    path: ['max_age'],
  })
  .refine((d) => (d.min_age === null && d.max_age === null) || d.age_on !== null, {
    error: EM.ageOnRequired,
    path: ['age_on'],
  })
  .transform((d) => (d.min_age === null && d.max_age === null ? { ...d, age_on: null } : d));
export type DivisionBody = z.infer<typeof DivisionBody>;

export const addDivision = defineStaffEndpoint({
  method: 'POST',
  path: '/api/staff/seasons/:seasonId/divisions',
  permission: 'competition.setup',
  summary: 'A new division of the season with its entry terms and fixture settings (audited).',
  params: SeasonParams,
  body: DivisionBody,
  reply: Message,
});

export const saveDivision = defineStaffEndpoint({
  method: 'POST',
  path: '/api/staff/divisions/:divisionId',
  permission: 'competition.setup',
  summary: "Change a division's settings and entry terms (audited).",
  params: DivisionParams,
  body: DivisionBody,
  reply: Message,
});

export const TeamsBody = z.object({ names: teamNamesField.describe('one team name a line') });
export type TeamsBody = z.infer<typeof TeamsBody>;

export const addTeams = defineStaffEndpoint({
  method: 'POST',
  path: '/api/staff/divisions/:divisionId/teams',
  permission: 'competition.setup',
  summary: 'Add teams to a division by name, in seeding order (audited).',
  params: DivisionParams,
  body: TeamsBody,
  reply: Message,
});

/** The club each team of a division plays for (issue 43: staff write to a club's teams); '' for none. */
export const ClubsBody = z.object({
  teams: z
    .array(z.object({ id: idField, club: plainTextField(100, { required: false }) }))
    .min(1)
    .max(200),
});
export type ClubsBody = z.infer<typeof ClubsBody>;

export const saveClubs = defineStaffEndpoint({
  method: 'POST',
  path: '/api/staff/divisions/:divisionId/clubs',
  permission: 'competition.setup',
  summary: "Set the club of the division's teams (audited with what changed).",
  params: DivisionParams,
  body: ClubsBody,
  reply: Message,
});

export const CourtRow = z.object({
  id: z.number().int(),
  venue_id: z.number().int(),
  venue: z.string(),
  name: z.string(),
  slots: z.array(z.object({ weekday: z.number().int(), starts: z.array(z.string()), minutes: z.number().int() })),
});
export type CourtRow = z.infer<typeof CourtRow>;

export const staffCourts = defineStaffEndpoint({
  method: 'GET',
  path: '/api/staff/courts',
  permission: 'competition.setup',
  summary: "Every venue's courts with their game slots by weekday.",
  reply: z.object({
    data: z.object({
      venues: z.array(z.object({ id: z.number().int(), name: z.string() })),
      courts: z.array(CourtRow),
    }),
  }),
});

export const CourtBody = z.object({ venue_id: idField, name: plainTextField(60) });
export type CourtBody = z.infer<typeof CourtBody>;

export const addCourt = defineStaffEndpoint({
  method: 'POST',
  path: '/api/staff/courts',
  permission: 'competition.setup',
  summary: 'A new court at a venue (audited).',
  body: CourtBody,
  reply: Message,
});

export const SlotsBody = z.object({
  weekday: wholeNumber(0, 6),
  starts: startTimesField.describe('empty: no games that day'),
  minutes: wholeNumber(10, 300),
});
export type SlotsBody = z.infer<typeof SlotsBody>;

export const saveSlots = defineStaffEndpoint({
  method: 'POST',
  path: '/api/staff/courts/:courtId/slots',
  permission: 'competition.setup',
  summary:
    "Set a court's game slots on a weekday: start times and slot length; no start times clears the day (audited).",
  params: CourtParams,
  body: SlotsBody,
  reply: Message,
});
