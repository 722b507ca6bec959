import { z } from 'zod';
import {
  DISABILITY_TYPES, IDENTIFY_GENDERS, SPORTS, YES_NO_NOTSAY, choiceField, digitsField, mobileField, optionalPhoneField,
  optionalText, requiredText,
} from '../shared/fields';
import { ValidationMessages as M } from '../shared/messages';
import { AUSTRALIA, AU_STATE_CODES } from './lookups.contract';
import { ProfileMessages as P } from './profile.messages';

// The update is multipart (spec 000 §7), so booleans arrive as text; the web form holds real booleans.
const formBool = z.union([z.boolean(), z.enum(['true', 'false', '1', '0', 'on', ''])])
  .transform((v) => v === true || v === 'true' || v === '1' || v === 'on');
const optionalBool = formBool.optional().default(false);
const ticked = z.union([z.boolean(), z.string()], { error: M.required })
  .transform((v) => v === true || v === 'true' || v === '1' || v === 'on')
  .refine((v) => v, { error: M.required });

// spec 000 §5: the profile's email only has to look like something@something.
const profileEmail = z.string({ error: M.required }).trim().min(1, { error: M.required }).max(255, { error: M.maximum(255) })
  .regex(/^[^\s@]+@[^\s@]+$/, { error: P.invalidEmail });

// Locked fields may be sent (the form shows them read-only); the service compares them with the stored values.
const locked = z.string().trim().max(100).optional();

/**
 * spec 000 §5 profile rules. Required: preferred name, country of birth, state of birth (when AU), aboriginal,
 * identifygender, email, mobile, address, suburb, postcode, state, disability, impairment type (when yes),
 * emergency contact and mobile, both agreements. Phones are digits, at most 10.
 */
export const ProfileUpdateBody = z.object({
  username: locked, firstname: locked, lastname: locked, dob: locked, gender: locked,
  prefname: requiredText(50),
  middlename: optionalText(50),
  email: profileEmail,
  mobile: mobileField,
  phone: optionalPhoneField,
  workphone: optionalPhoneField,
  address: requiredText(255),
  suburb: requiredText(100),
  postcode: digitsField(4, { exact: 4 }),
  state: choiceField(AU_STATE_CODES),
  job: optionalText(100), job_title: optionalText(100), school: optionalText(100), skills: optionalText(255),
  height: optionalText(10), weight: optionalText(10),
  ec_fullname: requiredText(100),
  ec_mobile: mobileField,
  ec_fullname_2: optionalText(100),
  ec_mobile_2: optionalPhoneField,
  ec_medical: optionalText(1000),
  disability: choiceField(YES_NO_NOTSAY),
  disabilitytype: z.union([z.enum(DISABILITY_TYPES), z.literal('')], { error: M.required }).optional().default(''),
  identifygender: choiceField(IDENTIFY_GENDERS),
  countrybirth: requiredText(100),
  statebirth: optionalText(100),
  aboriginal: choiceField(YES_NO_NOTSAY),
  agreed_to_terms: ticked,
  agreed_to_privacy: ticked,
  subscribed_to_newsletter: optionalBool,
  subscribed_to_sms: optionalBool,
  subscribed_to_comm: optionalBool,
  // spec 000 §4: the sport from the page's query, lowercased.
  sport: z.string().trim().toLowerCase().pipe(z.enum(SPORTS, { error: P.unknownSport })).optional(),
  // The file itself: the web sends a File, the server reads an upload; each side checks it (profile.rules photoProblem).
  profilephoto: z.unknown().optional().describe('Image file: .jpg, .jpeg or .png under 500 KB'),
}).superRefine((v, ctx) => {
  // Conditional requirements (spec 000 §5); they also clear a stale value in the service.
  if (v.countrybirth === AUSTRALIA && !v.statebirth) ctx.addIssue({ code: 'custom', path: ['statebirth'], message: M.required });
  if (v.disability === 'yes' && !v.disabilitytype) ctx.addIssue({ code: 'custom', path: ['disabilitytype'], message: M.required });
});
export type ProfileUpdateBody = z.infer<typeof ProfileUpdateBody>;
