import { z } from 'zod';
import {
  agreedField,
  choiceField,
  dobField,
  emailField,
  fixedValue,
  GENDERS,
  IDENTIFY_GENDERS,
  mobileField,
  optionalFlag,
  optionalPhoneField,
  passwordField,
  personNameField,
  plainTextField,
  postcodeField,
  usernameField,
  YES_NO_NOTSAY,
  digitsField,
  MEMBER_MAX_LENGTH as MAX,
  PHONE_MAX_DIGITS,
  textField,
} from '../shared/fields';
import { CharacterMessages, ValidationMessages as M } from '../shared/messages';
import { AU_STATE_CODES, SUBURB_MAX_LENGTH } from '../profile/lookups.contract';
import { impairmentRule, stateOfBirthRule, type Rule } from '../profile/dependent-rules';
import { RegistrationMessages as R } from './accounts.messages';

/** The three registration forms of spec 000 §2.3: manager (/registerteamentry), netball (/registernetball), generic (/register). */
export type RegistrationForm = 'manager' | 'netball' | 'member';

/** Site settings the registration rules depend on (spec 000 §5: minimum password length; auto-generated usernames). */
export interface RegistrationSettings {
  minPasswordLength: number;
  autoUsername: boolean;
  /** Only for the API route's own schema: a username is checked when sent, but may be absent (either setting). */
  usernameOptional?: boolean;
  /** Today, for "Date must be before today's date" (the server passes the association's clock). */
  today?: () => Date;
}

/** Step 1, Account Details: username (unless generated), password, confirmation (spec 000 §5). */
function accountShape(s: RegistrationSettings) {
  const username = usernameField().regex(/^[A-Za-z0-9._-]+$/, { error: CharacterMessages.username });
  return {
    // With auto-generated usernames the field is hidden and anything sent is ignored.
    username: s.autoUsername
      ? textField({ trim: false })
          .max(MAX.username, { error: M.maximum(MAX.username) })
          .optional()
          .default('')
      : s.usernameOptional
        ? z.preprocess((v) => (v === '' || v === null ? undefined : v), username.optional()).transform((v) => v ?? '')
        : username,
    password: passwordField(s.minPasswordLength),
    password_confirmation: textField({ message: M.required, trim: false })
      .min(1, { error: M.required })
      .max(200, { error: M.maximum(200) }),
  };
}

const confirmationRule: Rule = (v, ctx) => {
  if (
    typeof v.password_confirmation === 'string' &&
    v.password_confirmation !== '' &&
    v.password_confirmation !== v.password
  ) {
    ctx.addIssue({ code: 'custom', path: ['password_confirmation'], message: M.confirmation('password') });
  }
};

const coreNames = (s: RegistrationSettings) => ({
  firstname: personNameField(MAX.firstname),
  lastname: personNameField(MAX.lastname),
  dob: dobField(s.today),
});

/** Step 2 of the netball form: no middle or preferred name, no birth place or identity questions; gender only Female. */
function netballPersonalShape(s: RegistrationSettings) {
  return { ...coreNames(s), gender: choiceField(['female']) };
}

/** Step 2, Personal Details, of the manager and generic forms. */
function personalShape(s: RegistrationSettings) {
  return {
    ...coreNames(s),
    prefname: personNameField(MAX.prefname),
    middlename: personNameField(MAX.middlename, { required: false }),
    // An ISO code from the countries list: anything else (too long, lower case) is not a choice from the list.
    countrybirth: textField({ message: M.required })
      .min(1, { error: M.required })
      .max(2, { error: R.countryUnknown })
      .regex(/^[A-Z]*$/, { error: R.countryUnknown }),
    // Only kept when the country is Australia (stateOfBirthRule checks it is a state code then).
    statebirth: textField()
      .max(3, { error: M.maximum(3) })
      .optional()
      .default(''),
    aboriginal: choiceField(YES_NO_NOTSAY),
    gender: choiceField(GENDERS),
    identifygender: choiceField(IDENTIFY_GENDERS),
  };
}

const coreContact = () => ({
  email: emailField,
  mobile: mobileField,
  address: plainTextField(MAX.address),
  suburb: plainTextField(SUBURB_MAX_LENGTH),
  postcode: postcodeField,
  state: choiceField(AU_STATE_CODES),
  ec_fullname: personNameField(MAX.ec_fullname),
  ec_mobile: mobileField,
});

/** Step 3 of the netball form: home phone required, no work phone, disability or medical fields. */
function netballContactShape() {
  return { ...coreContact(), phone: digitsField(PHONE_MAX_DIGITS) };
}

/** Step 3, Contact Details, of the manager and generic forms. */
function contactShape() {
  return {
    ...coreContact(),
    phone: optionalPhoneField,
    workphone: optionalPhoneField,
    disability: choiceField(YES_NO_NOTSAY),
    // Only kept when the answer is yes (impairmentRule checks it is a listed type then).
    disabilitytype: textField()
      .max(20, { error: M.maximum(20) })
      .optional()
      .default(''),
    ec_medical: plainTextField(MAX.ec_medical, { required: false, multiline: true }),
  };
}

/** Step 4, Privacy / TC's: both agreements are required. */
const termsShape = { agreed_to_terms: agreedField, agreed_to_privacy: agreedField };

function withRules<S extends z.ZodRawShape>(shape: S, rules: Rule[]) {
  // `when`: run the cross-field rules even while another field is invalid, so a wizard step shows its own
  // errors (e.g. the confirmation mismatch) before the later steps are filled in. Rules read values defensively.
  return z.object(shape, { error: M.invalidInput }).superRefine(
    (v, ctx) => {
      for (const rule of rules) rule(v as Record<string, unknown>, ctx);
    },
    { when: (p) => typeof p.value === 'object' && p.value !== null },
  );
}

/** The four wizard steps of a form, each its own schema (spec 000 §4: Continue advances only when the step validates). */
export function registrationSteps(form: RegistrationForm, s: RegistrationSettings) {
  if (form === 'netball') {
    return [
      withRules(accountShape(s), [confirmationRule]),
      withRules(netballPersonalShape(s), []),
      withRules(netballContactShape(), []),
      withRules(termsShape, []),
    ];
  }
  return [
    withRules(accountShape(s), [confirmationRule]),
    withRules(personalShape(s), [stateOfBirthRule]),
    withRules(contactShape(), [impairmentRule]),
    withRules(termsShape, []),
  ];
}

/** Fields the client sends as fixed values (spec 000 §3): action, np, sport and the indemnity mirror. */
function fixedShape<const S extends 'basketball' | 'netball'>(sport: S) {
  return {
    action: fixedValue('register').optional().default('register'),
    np: optionalFlag.default(true),
    sport: fixedValue(sport),
    agreed_to_indemnity: optionalFlag,
    // ours: the token of a team's invitation link; registering with it joins the team (docs/decisions/156)
    invitation: textField({ trim: false })
      .max(200, { error: M.maximum(200) })
      .optional(),
  };
}

/**
 * The whole basketball payload (manager and generic forms send the same fields, spec 000 §3), so "all steps
 * valid" and "the server accepts it" are the same check.
 */
export function basketballRegistration(s: RegistrationSettings) {
  return withRules(
    { ...accountShape(s), ...personalShape(s), ...contactShape(), ...termsShape, ...fixedShape('basketball') },
    [confirmationRule, stateOfBirthRule, impairmentRule],
  );
}

/** The netball payload: core fields only, sport netball (spec 000 §3). */
export function netballRegistration(s: RegistrationSettings) {
  return withRules(
    {
      ...accountShape(s),
      ...netballPersonalShape(s),
      ...netballContactShape(),
      ...termsShape,
      ...fixedShape('netball'),
    },
    [confirmationRule],
  );
}

/** The payload schema of one form. */
export function registrationSchema(form: RegistrationForm, s: RegistrationSettings) {
  return form === 'netball' ? netballRegistration(s) : basketballRegistration(s);
}

// A body that is not an object, or a sport missing or outside basketball/netball: our wording, not zod's.
const sportUnionError = (iss: { input?: unknown }) => {
  const input = iss.input as { sport?: unknown } | null | undefined;
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return M.invalidInput;
  return input.sport === undefined ? M.required : M.choice;
};

/** What POST /api/member/register accepts: the basketball payload (manager and generic forms) or the netball one. */
export function registerBodySchema(s: RegistrationSettings) {
  return z.discriminatedUnion('sport', [basketballRegistration(s), netballRegistration(s)], { error: sportUnionError });
}

/**
 * The same payloads without the account step: a person a guardian registers has no sign-in of their own
 * (docs/decisions/246); `rules` are the caller's own cross-field checks (e.g. that the person is a minor).
 */
export function registrationWithoutSignIn(s: RegistrationSettings, rules: Rule[] = []) {
  const { invitation: _invitation, ...basketballFixed } = fixedShape('basketball');
  const { invitation: _netInvitation, ...netballFixed } = fixedShape('netball');
  return z.discriminatedUnion(
    'sport',
    [
      withRules({ ...personalShape(s), ...contactShape(), ...termsShape, ...basketballFixed }, [
        stateOfBirthRule,
        impairmentRule,
        ...rules,
      ]),
      withRules({ ...netballPersonalShape(s), ...netballContactShape(), ...termsShape, ...netballFixed }, rules),
    ],
    { error: sportUnionError },
  );
}
export type RegisterInput = z.output<ReturnType<typeof registerBodySchema>>;

/** Every field name of each step of a form, for the wizard and for sending server errors to their step. */
export function stepFields(form: RegistrationForm, s: RegistrationSettings): string[][] {
  return registrationSteps(form, s).map((step) => Object.keys(step.shape));
}
