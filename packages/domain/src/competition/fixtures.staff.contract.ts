import { z } from 'zod';
import { idField, textField } from '../shared/fields';
import { ValidationMessages as V } from '../shared/messages';
import { defineStaffEndpoint } from '../staff/staff.contract';
import { SeasonParams } from './season-setup.contract';
import { wholeNumber } from './season-setup-fields';
import { FixtureMessages as M } from './fixtures.staff.messages';

// Fixture generation in the back-office (decision 186): the season's chosen divisions are generated together
// (planSeason, decision 176), previewed, then published through the league service. The preview writes nothing; its
// fingerprint lets the publish refuse a plan that changed since it was looked at.

export const FixtureBody = z.object({
  division_ids: z
    .array(idField, { error: M.chooseDivision })
    .min(1, { error: M.chooseDivision })
    .max(50)
    .refine((ids) => new Set(ids).size === ids.length, { error: V.choice }),
  legs: wholeNumber(1, 2).describe('1: single round robin; 2: double'),
  from_round: wholeNumber(1, 99).describe(
    '1: the whole fixture; N: keep rounds before N with their results, regenerate the rest',
  ),
});
export type FixtureBody = z.infer<typeof FixtureBody>;

export const PublishBody = FixtureBody.extend({
  fingerprint: textField().regex(/^[0-9a-f]{64}$/, { error: M.previewFirst }),
  confirm_removal: z
    .boolean()
    .default(false)
    .describe('true: the caller was told the games it removes (FixturePreview removes) and agreed (decision 266)'),
});
export type PublishBody = z.infer<typeof PublishBody>;

const day = z.string().describe('yyyy-mm-dd');
export const PreviewGame = z.object({
  home: z.string(),
  away: z.string(),
  date: day,
  start: z.string().describe('HH:mm'),
  end: z.string(),
  venue: z.string(),
  court: z.string(),
  duty: z.string().nullable(),
});
export const PreviewRound = z.object({
  round: z.number().int(),
  date: day.nullable(),
  double_points: z.boolean(),
  kept: z.boolean().describe('a round before from_round, as played'),
  games: z.array(PreviewGame),
  byes: z.array(z.string()),
});
export type PreviewRound = z.infer<typeof PreviewRound>;

export const UNPLACED_REASONS = [
  'team_already_playing',
  'no_slots_that_day',
  'no_allowed_court',
  'no_free_slot',
  'no_playing_date',
] as const;
export const Unplaced = z.object({
  division: z.string(),
  round: z.number().int(),
  home: z.string(),
  away: z.string(),
  date: day.nullable(),
  reason: z.enum(UNPLACED_REASONS),
  reason_text: z.string(),
});
export type Unplaced = z.infer<typeof Unplaced>;

export const FixturePreview = z.object({
  divisions: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      teams: z.number().int(),
      rounds: z.array(PreviewRound),
      removes: z
        .number()
        .int()
        .describe('games published now from from_round on that publishing removes (decision 266)'),
      skipped: z
        .array(z.object({ date: day, reason: z.string() }))
        .describe("the division's playing days the new rounds skipped, with the exception's reason"),
    }),
  ),
  unplaced: z.array(Unplaced),
  public_note: z.string().describe('where visitors find these games once published, in words (decision 269)'),
  fingerprint: z.string().describe('send it back to publish this very plan'),
});
export type FixturePreview = z.infer<typeof FixturePreview>;

export const previewFixture = defineStaffEndpoint({
  method: 'POST',
  path: '/api/staff/seasons/:seasonId/fixtures/preview',
  permission: 'competition.fixtures',
  summary:
    'Generate the fixture of the chosen divisions (writes nothing): rounds, courts, times, duty teams, byes, and what could not be placed.',
  params: SeasonParams,
  body: FixtureBody,
  reply: z.object({ data: FixturePreview }),
});

export const publishFixture = defineStaffEndpoint({
  method: 'POST',
  path: '/api/staff/seasons/:seasonId/fixtures/publish',
  permission: 'competition.fixtures',
  summary:
    'Publish the previewed fixture: its games replace those of the regenerated rounds (audited); the public draw follows at once. A publish that removes published games needs confirm_removal (decision 266); one that lost a race to another publish is refused with 409.',
  params: SeasonParams,
  body: PublishBody,
  reply: z.object({ data: z.object({ message: z.string(), games: z.number().int() }) }),
});

export const PublishedFixture = z.object({
  divisions: z.array(
    z.object({ id: z.number().int(), name: z.string(), teams: z.number().int(), rounds: z.array(PreviewRound) }),
  ),
  public_note: z.string().describe('where visitors find these games (decision 269)'),
});
export type PublishedFixture = z.infer<typeof PublishedFixture>;

export const publishedFixture = defineStaffEndpoint({
  method: 'GET',
  path: '/api/staff/seasons/:seasonId/fixtures',
  permission: 'competition.fixtures',
  summary:
    "The season's published fixture, division by division and round by round as the public draw holds it (finals apart), and where visitors find it.",
  params: SeasonParams,
  reply: z.object({ data: PublishedFixture }),
});
