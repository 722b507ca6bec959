import { z } from 'zod';
import { defineEndpoint } from '../shared/endpoint';
import { plainTextField, textField } from '../shared/fields';
import { ValidationMessages as M } from '../shared/messages';
import { ProfileMessages as P } from './profile.messages';
import { ProfileUpdateBody, ProfileUpdateWire } from './profile-update-body';

// spec 000 §3 sport entry
export const SportEntry = z.object({
  text: z.string(),
  value: z.string(),
  expiry_date: z.string().nullable().describe('DD-MM-YYYY or null'),
  memb_renewal: z.boolean(),
  prev_expiry_date: z.string().nullable(),
});
export type SportEntry = z.infer<typeof SportEntry>;

const text = z.string();
const flag = z.boolean();

// spec 000 §3 profile
export const Profile = z.object({
  id: z.number().int(),
  username: text,
  firstname: text,
  lastname: text,
  prefname: text,
  middlename: text,
  dob: z.string().nullable().describe('DD-MM-YYYY'),
  gender: text,
  email: text,
  mobile: text,
  phone: text,
  workphone: text,
  address: text,
  suburb: text,
  postcode: text,
  state: text,
  job: text,
  job_title: text,
  school: text,
  skills: text,
  height: text,
  weight: text,
  ec_fullname: text,
  ec_mobile: text,
  ec_fullname_2: text,
  ec_mobile_2: text,
  ec_medical: text,
  disability: text,
  disabilitytype: text,
  identifygender: text,
  countrybirth: text,
  statebirth: text,
  aboriginal: text,
  profilephoto: flag,
  profilephotosrc: z.string().nullable(),
  agreed_to_terms: flag,
  agreed_to_privacy: flag,
  agreed_to_indemnity: flag,
  subscribed_to_newsletter: flag,
  subscribed_to_sms: flag,
  subscribed_to_comm: flag,
  memb_renewal: flag,
  expiry_date: z.string().nullable(),
  main_sport: text,
  nb_teams: z.number().int(),
  sports: z.array(SportEntry),
  all_sports: z.array(SportEntry),
  is_eft: flag,
  is_ref: flag,
  is_roster: flag,
  is_man: flag,
  non_pl: flag,
  sk_tm: flag,
  sk_tm_val: flag,
  acct_name: text,
  acct_bsb: text,
  acct_number: text,
  // ours: the staff roles the member holds (docs/decisions/160); the member shell offers /staff when there are any
  staff_roles: z.array(text),
  // ours (docs/decisions/259): read by a guardian acting for a person without a sign-in, the names of that person's
  // guardians, whose contact details stand for the person's; absent otherwise
  guardians: z.array(text).optional(),
});
export type Profile = z.infer<typeof Profile>;

export const UserReply = z.object({ data: Profile });
export type UserReply = z.infer<typeof UserReply>;

export const getUser = defineEndpoint({
  method: 'GET',
  path: '/api/member/user',
  auth: 'member',
  tags: ['profile'],
  summary: "The signed-in member's profile (spec 000 §3).",
  reply: UserReply,
});

// ---------------------------------------------------------------------------------------------------------------
// POST /api/member/user (spec 000 §4, §5, §7): the profile update, a multipart form (the photo rides along).
// ---------------------------------------------------------------------------------------------------------------

export { LOCKED_FIELDS } from './locked-fields';

export { ProfileUpdateBody, ProfileUpdateWire };

export const updateUser = defineEndpoint({
  method: 'POST',
  path: '/api/member/user',
  auth: 'member',
  tags: ['profile'],
  multipart: true,
  summary:
    "Update the signed-in member's profile (multipart/form-data; file field profilephoto: .jpg/.jpeg/.png under 500 KB, " +
    'checked by content, not by name). A field that is not sent is unchanged; the sent fields are laid over the stored ' +
    'profile and the result must pass the profile rules (spec 000 §5), else 422 with field errors and nothing is written. ' +
    'username, firstname, lastname, dob and gender may be sent but must equal the stored values: a changed value answers 422 ' +
    "with a field error (docs/decisions/010-profile-locked-fields.md). sport must be one of the member's sports. " +
    'Booleans are "true"/"false". Answers the updated profile.',
  body: ProfileUpdateWire,
  reply: UserReply,
});

/**
 * GET /api/member/user/photo: the member's own photo (image/jpeg), only with a bearer token. Not in spec 000 §7, which
 * gives profilephotosrc without saying how it is served; the web fetches it with the token and shows a blob URL.
 */
export const getUserPhoto = defineEndpoint({
  method: 'GET',
  path: '/api/member/user/photo',
  auth: 'member',
  tags: ['profile'],
  summary:
    "The signed-in member's profile photo as image/jpeg (404 when none). Private, never cached by shared caches.",
  query: z.object({
    v: textField()
      .optional()
      .describe(
        'The version that profilephotosrc carries: it changes with every update, so a cached old photo is never shown',
      ),
  }),
  reply: z.unknown().describe('image/jpeg bytes'),
  file: { type: 'image/jpeg', description: 'The profile photo' },
});

// ---------------------------------------------------------------------------------------------------------------
// Bank details (spec 000 §2.3, §3, §5, §7): the form names account_*, the payload names acct*.
// ---------------------------------------------------------------------------------------------------------------

const digits = (v: string) => v.replace(/[\s-]/g, '');

/** Longest account name (ours: spec 000 §5 gives none). */
export const ACCOUNT_NAME_MAX_LENGTH = 100;

/** spec 000 §5: account name required; BSB exactly 6 digits; account number 6 to 10 digits. Spaces and dashes are ignored. */
export const EftForm = z.object({
  // Shown back on the page and to the association's staff: plain text, no markup.
  account_name: plainTextField(ACCOUNT_NAME_MAX_LENGTH),
  account_bsb: textField({ message: M.required })
    .min(1, { error: M.required })
    .transform(digits)
    .pipe(z.string().regex(/^\d{6}$/, { error: P.invalidBsb })),
  account_number: textField({ message: M.required })
    .min(1, { error: M.required })
    .transform(digits)
    .pipe(z.string().regex(/^\d{6,10}$/, { error: P.invalidAccount })),
});
export type EftForm = z.infer<typeof EftForm>;

/** The wire payload. Checked loosely here; the service checks it as EftForm so field errors carry the form's names. */
export const EftBody = z.object({
  acctname: textField({ trim: false }).max(1000).optional().default(''),
  acctbsb: textField({ trim: false }).max(1000).optional().default(''),
  acctnumber: textField({ trim: false }).max(1000).optional().default(''),
});
export type EftBody = z.infer<typeof EftBody>;

export const eftFormToBody = (f: EftForm): EftBody => ({
  acctname: f.account_name,
  acctbsb: f.account_bsb,
  acctnumber: f.account_number,
});
export const eftBodyToForm = (b: EftBody) => ({
  account_name: b.acctname,
  account_bsb: b.acctbsb,
  account_number: b.acctnumber,
});

export const EftDetails = z.object({ acct_name: z.string(), acct_bsb: z.string(), acct_number: z.string() });
export type EftDetails = z.infer<typeof EftDetails>;
export const EftReply = z.object({ data: EftDetails.extend({ message: z.string() }) });
export type EftReply = z.infer<typeof EftReply>;

export const saveEft = defineEndpoint({
  method: 'POST',
  path: '/api/member/eft',
  auth: 'member',
  tags: ['profile'],
  actFor: 'without-sign-in',
  summary:
    'Save bank details (is_eft members only). Errors are keyed account_name, account_bsb, account_number. ' +
    'Stored encrypted (AES-256-GCM); answers the saved details in clear to their owner.',
  body: EftBody,
  reply: EftReply,
});

/**
 * GET /api/member/eft: the bank details in clear, for the member's own EFT page only (is_eft). Every other answer,
 * GET /api/member/user included, carries them masked (docs/decisions/011-bank-details-at-rest.md).
 */
export const getEft = defineEndpoint({
  method: 'GET',
  path: '/api/member/eft',
  auth: 'member',
  tags: ['profile'],
  actFor: 'without-sign-in',
  summary: "The signed-in member's bank details in clear (is_eft only; Cache-Control: no-store).",
  reply: z.object({ data: EftDetails }),
});
