import { z } from 'zod';
import {
  DISABILITY_TYPES,
  IDENTIFY_GENDERS,
  MEMBER_MAX_LENGTH as MAX,
  SPORTS,
  YES_NO_NOTSAY,
  choiceField,
  digitsField,
  mobileField,
  optionalMobileField,
  optionalPhoneField,
  personNameField,
  plainTextField,
  postcodeField,
  textField,
} from '../shared/fields';
import { ValidationMessages as M } from '../shared/messages';
import { AU_STATE_CODES, JOBS, SUBURB_MAX_LENGTH } from './lookups.contract';
import { impairmentRule, stateOfBirthRule } from './dependent-rules';
import { ProfileMessages as P } from './profile.messages';

// The update is multipart (spec 000 §7), so booleans arrive as text; the web form holds real booleans.
const TRUE = new Set<unknown>([true, 'true', '1', 'on']);
const formBool = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0', 'on', ''])], { error: M.boolean })
  .transform((v) => TRUE.has(v));
const ticked = z
  .union([z.boolean(), textField()], { error: M.required })
  .transform((v) => TRUE.has(v))
  .refine((v) => v, { error: M.required });

// spec 000 §5: "Please enter a valid email" (the profile's own message for the email atom's rule).
const profileEmail = textField({ message: M.required })
  .min(1, { error: M.required })
  .max(MAX.email, { error: M.maximum(MAX.email) })
  .pipe(z.email({ error: P.invalidEmail }));

// Locked fields may be sent (the form shows them read-only); the service compares them with the stored values.
const locked = textField()
  .max(100, { error: M.maximum(100) })
  .optional();

// Country of birth is an ISO code of the countries list (as in registration); the server also checks the code is known.
const countryCode = textField({ message: M.required })
  .min(1, { error: M.required })
  .regex(/^[A-Z]{2}$/, { error: P.countryUnknown });

const JOB_VALUES = JOBS.map((j) => j.value) as [string, ...string[]];
const job = z
  .union([z.literal(''), z.enum(JOB_VALUES)], { error: M.choice })
  .optional()
  .default('');
const optionalChoice = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .union([z.enum(values), z.literal('')], { error: M.required })
    .optional()
    .default('');

/**
 * The profile form's fields, built from the same field atoms as registration (domain/shared/fields.ts), so the
 * profile can never store what registration refuses: names are names, free text carries no markup, choices
 * come from their lists. spec 000 §5, §9: mobiles are 10 digits, phones at most 10; height and weight up to 3 digits.
 */
const profileShape = {
  username: locked,
  firstname: locked,
  lastname: locked,
  dob: locked,
  gender: locked,
  prefname: personNameField(MAX.prefname),
  middlename: personNameField(MAX.middlename, { required: false }),
  email: profileEmail,
  mobile: mobileField,
  phone: optionalPhoneField,
  workphone: optionalPhoneField,
  address: plainTextField(MAX.address),
  suburb: plainTextField(SUBURB_MAX_LENGTH),
  postcode: postcodeField,
  state: choiceField(AU_STATE_CODES),
  job,
  job_title: plainTextField(MAX.job_title, { required: false }),
  school: plainTextField(MAX.school, { required: false }),
  skills: plainTextField(MAX.skills, { required: false }),
  height: digitsField(3, { required: false }),
  weight: digitsField(3, { required: false }),
  ec_fullname: personNameField(MAX.ec_fullname),
  ec_mobile: mobileField,
  ec_fullname_2: personNameField(MAX.ec_fullname_2, { required: false }),
  ec_mobile_2: optionalMobileField,
  ec_medical: plainTextField(MAX.ec_medical, { required: false, multiline: true }),
  disability: choiceField(YES_NO_NOTSAY),
  disabilitytype: optionalChoice(DISABILITY_TYPES),
  identifygender: choiceField(IDENTIFY_GENDERS),
  countrybirth: countryCode,
  // Only an Australian state is ever kept; for another country the service clears it (spec 000 §4).
  statebirth: optionalChoice(AU_STATE_CODES),
  aboriginal: choiceField(YES_NO_NOTSAY),
  agreed_to_terms: ticked,
  agreed_to_privacy: ticked,
  subscribed_to_newsletter: formBool.optional().default(false),
  subscribed_to_sms: formBool.optional().default(false),
  subscribed_to_comm: formBool.optional().default(false),
  // spec 000 §4: the sport from the page's query, lowercased; the service also checks it is one of the member's.
  sport: textField()
    .toLowerCase()
    .pipe(z.enum(SPORTS, { error: P.unknownSport }))
    .optional(),
  // The file itself: the web sends a File, the server reads an upload; each side checks it (profile.rules photo rules).
  profilephoto: z.unknown().optional().describe('Image file: .jpg, .jpeg or .png under 500 KB'),
};

/** Every field the profile update knows, in form order. */
export const PROFILE_UPDATE_FIELDS = Object.keys(profileShape) as (keyof typeof profileShape)[];
const BOOLEAN_FIELDS = [
  'agreed_to_terms',
  'agreed_to_privacy',
  'subscribed_to_newsletter',
  'subscribed_to_sms',
  'subscribed_to_comm',
] as const;

/**
 * spec 000 §5 profile rules. Required: preferred name, country of birth, state of birth (when AU), aboriginal,
 * identifygender, email, mobile, address, suburb, postcode, state, disability, impairment type (when yes),
 * emergency contact and mobile, both agreements.
 */
export const ProfileUpdateBody = z.object(profileShape, { error: M.invalidInput }).superRefine((v, ctx) => {
  for (const rule of [stateOfBirthRule, impairmentRule]) rule(v as Record<string, unknown>, ctx);
});
export type ProfileUpdateBody = z.infer<typeof ProfileUpdateBody>;

// Our wording, never zod's English (a file sent in a text field, a number in JSON…).
// Wire text may span lines (ec_medical does); the profile rules above then decide per field.
const wireText = textField({ trim: false, multiline: true }).optional();
const wireBool = z.union([z.boolean(), textField({ trim: false })], { error: M.boolean }).optional();
type WireShape = {
  [K in keyof typeof profileShape]: K extends (typeof BOOLEAN_FIELDS)[number]
    ? typeof wireBool
    : K extends 'profilephoto'
      ? z.ZodOptional<z.ZodUnknown>
      : typeof wireText;
};

/**
 * What POST /api/member/user carries on the wire: any of the fields, as text (multipart). An absent field is
 * unchanged; the service lays the sent fields over the stored profile and checks the result as ProfileUpdateBody.
 */
export const ProfileUpdateWire = z.object(
  Object.fromEntries(
    PROFILE_UPDATE_FIELDS.map((k) => [
      k,
      (BOOLEAN_FIELDS as readonly string[]).includes(k)
        ? wireBool
        : k === 'profilephoto'
          ? z.unknown().optional()
          : wireText,
    ]),
  ) as WireShape,
  { error: M.invalidInput },
);
export type ProfileUpdateWire = z.infer<typeof ProfileUpdateWire>;
