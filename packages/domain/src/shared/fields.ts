import { z } from 'zod';
import { characterProblem } from './characters';
import { CharacterMessages, ValidationMessages as M } from './messages';
import { parseDmy } from './time';

/** Field atoms: each carries the spec's message, so web forms and the API say the same thing. */

/**
 * The start of every text a client sends (every atom below and every text of a contract): a string (else `message`),
 * trimmed unless `trim: false`, with no control character, bidirectional override or lone surrogate, and no line
 * break unless `multiline` (docs/decisions/040-text-characters.md). `characters` replaces our wording of a refused
 * character where a field has its own (the card name's).
 */
export function textField(opts: { message?: string; trim?: boolean; multiline?: boolean; characters?: string } = {}) {
  const { message = M.text, trim = true, multiline = false } = opts;
  const base = z.string({ error: message });
  return (trim ? base.trim() : base).superRefine((value, ctx) => {
    const problem = characterProblem(value, multiline);
    if (problem) ctx.addIssue({ code: 'custom', message: opts.characters ?? CharacterMessages[problem], input: value });
  });
}

/**
 * The longest value of each free-text member field (ours: spec 000 §5 gives none; the longest Australian locality
 * name is 40 characters). The schemas refuse a longer value and the inputs stop there: both read these.
 */
export const MEMBER_MAX_LENGTH = {
  username: 50,
  firstname: 50,
  prefname: 50,
  middlename: 50,
  lastname: 50,
  email: 255,
  address: 150,
  suburb: 60,
  ec_fullname: 100,
  ec_fullname_2: 100,
  ec_medical: 1000,
  job_title: 100,
  school: 100,
  skills: 255,
} as const;

/** Required trimmed text with an optional maximum length. */
export function requiredText(max = 255, message: string = M.required) {
  return textField({ message })
    .min(1, { error: message })
    .max(max, { error: M.maximum(max) });
}

/** Optional trimmed text: empty strings are allowed. */
export function optionalText(max = 255) {
  return textField()
    .max(max, { error: M.maximum(max) })
    .optional()
    .default('');
}

export const emailField = textField({ message: M.required })
  .min(1, { error: M.required })
  .max(MEMBER_MAX_LENGTH.email, { error: M.maximum(MEMBER_MAX_LENGTH.email) })
  .pipe(z.email({ error: M.email }));

/**
 * Digits only, at most `max` long; required unless `required: false`. With `exact`, a value (when given) must have
 * exactly that many digits: too short says "at least n characters", too long "may not be greater than n".
 */
export function digitsField(max: number, opts: { required?: boolean; exact?: number } = {}) {
  const base = textField({ message: M.required })
    .max(max, { error: M.maximum(max) })
    .regex(/^\d*$/, { error: M.numeric });
  const exact = opts.exact;
  if (opts.required === false) {
    const checked = exact ? base.refine((v) => v === '' || v.length >= exact, { error: M.minimum(exact) }) : base;
    return checked.optional().default('');
  }
  const required = base.min(1, { error: M.required });
  return exact ? required.min(exact, { error: M.minimum(exact) }) : required;
}

/** spec 000 §9: mobiles are 10 digits (mobile, emergency contact mobiles). */
export const MOBILE_DIGITS = 10;
/** spec 000 §5, §9: home and work phones are at most 10 digits. */
export const PHONE_MAX_DIGITS = 10;
export const mobileField = digitsField(MOBILE_DIGITS, { exact: MOBILE_DIGITS });
/** An optional mobile (e.g. a second emergency contact): empty, or exactly 10 digits. */
export const optionalMobileField = digitsField(MOBILE_DIGITS, { required: false, exact: MOBILE_DIGITS });
export const optionalPhoneField = digitsField(PHONE_MAX_DIGITS, { required: false });

/** dd/mm/yyyy date, strictly before today (server time is passed in by the caller through `today`). */
export function dobField(today: () => Date = () => new Date()) {
  return textField({ message: M.required })
    .min(1, { error: M.required })
    .refine((v) => parseDmy(v) !== null, { error: M.date })
    .refine(
      (v) => {
        const d = parseDmy(v);
        if (!d) return true;
        const t = today();
        const todayKey = t.getFullYear() * 10000 + (t.getMonth() + 1) * 100 + t.getDate();
        return d.year * 10000 + d.month * 100 + d.day < todayKey;
      },
      { error: M.before },
    );
}

/** A checkbox that must be ticked. */
export const agreedField = z.boolean({ error: M.required }).refine((v) => v, { error: M.required });

/** An optional true/false flag the client sends as a fixed value. */
export const optionalFlag = z.boolean({ error: M.boolean }).optional();

/** A value from a fixed list, with the required message when missing or unknown (the spec's wording for selects). */
export function choiceField<const T extends readonly [string, ...string[]]>(values: T) {
  return z.enum(values, { error: M.required });
}

/** A fixed value the client sends unchanged (action, sport…): missing is required, anything else is not in the list. */
export function fixedValue<const T extends string>(value: T) {
  return z.literal(value, { error: (iss) => (iss.input === undefined ? M.required : M.choice) });
}

export const YES_NO_NOTSAY = ['yes', 'no', 'notsay'] as const;
export const GENDERS = ['male', 'female'] as const;
export const IDENTIFY_GENDERS = ['male', 'female', 'non-binary'] as const;
export const DISABILITY_TYPES = ['physical', 'intellectual', 'neurological', 'sensory', 'other'] as const;
export const SPORTS = ['basketball', 'netball'] as const;
export type Sport = (typeof SPORTS)[number];

/** Spec 000 §3 choice labels. */
export const ChoiceLabels = {
  yesNoNotsay: { yes: 'Yes', no: 'No', notsay: 'Prefer not to say' },
  gender: { male: 'Male', female: 'Female' },
  sport: { basketball: 'Basketball', netball: 'Netball' },
  identifyGender: { male: 'Male', female: 'Female', 'non-binary': 'Non-binary' },
  disabilityType: {
    physical: 'Physical Impairment',
    intellectual: 'Intellectual / Learning Impairment',
    neurological: 'Neurological Impairment',
    sensory: 'Sensory and/or Speech Impairment',
    other: 'Other',
  },
} as const;

/** A sport's name as shown ('basketball' → 'Basketball'); an unknown value as it is. */
export const sportLabel = (sport: string): string => (ChoiceLabels.sport as Record<string, string>)[sport] ?? sport;

/** Username atom (spec 000 §5: required, at least 6). */
export function usernameField(message: string = M.required) {
  const max = MEMBER_MAX_LENGTH.username;
  return textField({ message })
    .min(1, { error: message })
    .min(6, { error: M.minimum(6) })
    .max(max, { error: M.maximum(max) });
}

/**
 * Password atom (spec 000 §5): at least `min` characters (a site setting) and at least two of
 * lowercase, uppercase and digit.
 */
export function passwordField(min: number, message: string = M.required) {
  return textField({ message, trim: false })
    .min(1, { error: message })
    .min(min, { error: M.minimum(min) })
    .max(200, { error: M.maximum(200) })
    .refine((v) => [/[a-z]/, /[A-Z]/, /\d/].filter((re) => re.test(v)).length >= 2, { error: M.passwordPattern });
}

/** A person's name: letters (any script), spaces, apostrophes, dots and hyphens; so markup or SQL never pass as a name. */
export function personNameField(max = 50, opts: { required?: boolean } = {}) {
  const base = textField({ message: M.required })
    .max(max, { error: M.maximum(max) })
    .regex(/^[\p{L}\p{M}' .’-]*$/u, { error: CharacterMessages.name });
  return opts.required === false ? base.optional().default('') : base.min(1, { error: M.required });
}

/** Free text that is shown back in pages and mail: no angle brackets (no markup); one line unless `multiline`. */
export function plainTextField(max = 255, opts: { required?: boolean; multiline?: boolean } = {}) {
  const base = textField({ message: M.required, multiline: opts.multiline })
    .max(max, { error: M.maximum(max) })
    .regex(/^[^<>]*$/, { error: CharacterMessages.plainText });
  return opts.required === false ? base.optional().default('') : base.min(1, { error: M.required });
}

/** Australian postcode: exactly 4 digits. */
export const postcodeField = digitsField(4, { exact: 4 });

/** Largest id of a serial column; bigger numbers are never ids. */
export const MAX_ID = 2_147_483_647;

/**
 * An id in a path or query string: digits only, then a number 1..MAX_ID. z.coerce.number() would also take '1e3',
 * '0x1' or ' 1', so one record could answer under many spellings (and be cached so). The web passes numbers.
 */
export const idField = z
  .union([z.int().min(1).max(MAX_ID), textField({ trim: false }).regex(/^\d{1,10}$/)])
  .transform(Number)
  .pipe(z.int().min(1).max(MAX_ID));
