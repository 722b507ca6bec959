import { z } from 'zod';
import { PaymentCardData } from '../payments/payments.contract';
import { AU_STATE_CODES } from '../profile/lookups.contract';
import { DonationCart } from '../shared/cart';
import {
  agreedField,
  choiceField,
  dobField,
  emailField,
  GENDERS,
  idField,
  MAX_ID,
  MEMBER_MAX_LENGTH as MAX,
  optionalPhoneField,
  personNameField,
  plainTextField,
  postcodeField,
  textField,
} from '../shared/fields';
import { ValidationMessages as V } from '../shared/messages';
import { NominationMessages as M } from './nomination.messages';

// spec 001 §3 nomination payload and §5 validation: one schema per wizard step, and PayTeamNominationBody as their
// composition, so "every step is valid" in the browser and "the server accepts the body" are the same check. Rules
// that need the chosen division (preferred choice, player numbers) are divisionProblems in nomination.rules.ts.

/** Run a refinement even when other fields already failed (zod skips them by default), so every error shows at once. */
// Row rules run even when another field of the row failed (every message shows at once), but only on an object:
// a null or a number in the list is the list's own type error, not a rule's input.
const always = { when: (p: { value: unknown }) => typeof p.value === 'object' && p.value !== null } as const;

/** The value of a lookup list: a positive id; missing or anything else reads 'This field is required'. */
export const choiceId = z
  .union(
    [
      z.int({ error: V.required }).min(1, { error: V.required }).max(MAX_ID, { error: V.required }),
      textField({ message: V.required, trim: false }).regex(/^\d{1,10}$/, { error: V.required }),
    ],
    { error: V.required },
  )
  .transform(Number)
  .pipe(z.int().min(1, { error: V.required }).max(MAX_ID, { error: V.required }));

/** spec 001 §5: a mobile starts with 04 and has 8 more digits, no spaces. */
export const nominationMobile = textField({ message: V.required })
  .min(1, { error: V.required })
  .regex(/^04\d{8}$/, { error: M.mobile });

const optionalId = idField.nullish().transform((v) => v ?? null);

/** Step 2: Team Name & Grade (spec 001 §3 team). */
export const TeamChoice = z.object(
  {
    teamname: plainTextField(60),
    prevteamname: plainTextField(60, { required: false }).describe('the name of the team copied in step 1, if any'),
    teamprevious: optionalId.describe('the team copied in step 1 (t_id), or null'),
    grade: choiceId,
    divisiongroup: choiceId,
    division: choiceId,
    preferreddivision: choiceId
      .nullish()
      .transform((v) => v ?? null)
      .describe('required when the division has a waiting list'),
  },
  { error: V.required },
);
export type TeamChoice = z.infer<typeof TeamChoice>;

/** spec 001 §3 manager and coach fields (§5: all required but the phones). */
const personFields = {
  firstname: personNameField(MAX.firstname),
  lastname: personNameField(MAX.lastname),
  dob: dobField(),
  gender: choiceField(GENDERS),
  email: emailField,
  mobile: nominationMobile,
  phone: optionalPhoneField,
  workphone: optionalPhoneField,
  address: plainTextField(MAX.address),
  suburb: plainTextField(MAX.suburb),
  postcode: postcodeField,
  state: choiceField(AU_STATE_CODES),
  agreed: agreedField,
};

/** Step 3: Team Manager. */
export const Manager = z.object(personFields, { error: V.required });
export type Manager = z.infer<typeof Manager>;

/** Step 4: Team Coach, optional: its fields are required only once 'Add a team coach' is on (spec 001 §5). */
export const Coach = z.discriminatedUnion(
  'showCoach',
  [
    z.object({ showCoach: z.literal(false) }, { error: V.required }),
    z.object({ showCoach: z.literal(true), ...personFields }, { error: V.required }),
  ],
  { error: V.required },
);
export type Coach = z.infer<typeof Coach>;

/** A player row's date of birth: dd/mm/yyyy before today. */
const dobAtom = dobField();

/**
 * Step 5, one player row (spec 001 §3 player entry): firstname and lastname; dob and gender unless the row names a
 * member by mid (a copied player: the team list gives no gender); email once the check asked for it; and the row must
 * have passed ADD PLAYER (confirm). btn, click and rep are the row's own screen state, which the server ignores.
 */
export const NominationPlayer = z
  .object(
    {
      firstname: personNameField(MAX.firstname),
      lastname: personNameField(MAX.lastname),
      dob: textField().max(10, { error: V.date }).optional().default(''),
      gender: z
        .union([z.enum(GENDERS), z.literal('')], { error: V.required })
        .optional()
        .default(''),
      email: textField()
        .max(MAX.email, { error: V.maximum(MAX.email) })
        .optional()
        .default(''),
      mid: optionalId.describe('the member the ADD PLAYER check found'),
      requireEmail: z.boolean({ error: V.boolean }).optional().default(false),
      status: textField().max(300).optional().default('').describe("the check's status text, e.g. 'Player Found'"),
      confirm: z.literal(true, { error: M.mustClickAddPlayer }).describe('the row passed the ADD PLAYER check'),
      copied: z
        .boolean({ error: V.boolean })
        .optional()
        .default(false)
        .describe('copied from the previous team (step 1)'),
      rep: z.unknown().optional(),
      btn: z.unknown().optional(),
      click: z.unknown().optional(),
    },
    { error: V.required },
  )
  .refine((p) => (p.mid != null && !p.dob) || dobAtom.safeParse(p.dob).success, {
    ...always,
    path: ['dob'],
    error: (iss) => dobError(iss.input),
  })
  .refine((p) => p.mid != null || p.gender !== '', { ...always, path: ['gender'], error: V.required })
  .refine((p) => !p.requireEmail || emailField.safeParse(p.email).success, {
    ...always,
    path: ['email'],
    error: (iss) => emailError(iss.input),
  });
export type NominationPlayer = z.infer<typeof NominationPlayer>;
export type NominationPlayerInput = z.input<typeof NominationPlayer>;

function dobError(row: unknown): string {
  const r = dobAtom.safeParse((row as { dob?: unknown } | undefined)?.dob ?? '');
  return r.success ? V.date : r.error.issues[0]!.message;
}
function emailError(row: unknown): string {
  const r = emailField.safeParse((row as { email?: unknown } | undefined)?.email ?? '');
  return r.success ? V.email : r.error.issues[0]!.message;
}

/** The same person twice (spec 001 §5: same first and last name, any case). */
export const playerKey = (p: { firstname?: unknown; lastname?: unknown }) =>
  `${String(p.firstname ?? '')
    .trim()
    .toLowerCase()}|${String(p.lastname ?? '')
    .trim()
    .toLowerCase()}`;

/** Rows naming a person an earlier row names (their indexes). */
export function duplicatePlayers(players: readonly { firstname?: unknown; lastname?: unknown }[]): number[] {
  const seen = new Set<string>();
  return players.flatMap((p, i) => {
    const key = playerKey(p);
    if (key === '|') return [];
    if (seen.has(key)) return [i];
    seen.add(key);
    return [];
  });
}

/** spec 001 §9 limits: no team needs more than this many rows. */
export const MAX_PLAYER_ROWS = 30;

export const Players = z
  .array(NominationPlayer, { error: V.required })
  .max(MAX_PLAYER_ROWS, { error: M.maxPlayers(MAX_PLAYER_ROWS) })
  .superRefine((players, ctx) => {
    // rows still being typed (not yet added) count too: a name twice is refused as soon as its row is checked
    const rows = Array.isArray(players) ? players.map((p) => (p && typeof p === 'object' ? p : {})) : [];
    for (const i of duplicatePlayers(rows))
      ctx.addIssue({ code: 'custom', path: [i, 'firstname'], message: M.playerAlreadyAdded });
  }, always);

/** spec 001 §3 nomination cart: the entry as the browser showed it (the server prices it again and compares). */
export const NominationCart = z.object(
  {
    p_name: textField().max(200, { error: V.maximum(200) }),
    p_price: z.int({ error: V.required }).min(0, { error: V.required }).describe('integer cents'),
  },
  { error: V.required },
);
export type NominationCart = z.infer<typeof NominationCart>;

/** spec 001 §7 payteamnom: every step composed. */
export const PayTeamNominationBody = z.object({
  teamCopy: optionalId.describe('step 1: the t_id of the previous team copied, or null'),
  team: TeamChoice,
  manager: Manager,
  coach: Coach,
  players: Players,
  note: plainTextField(1000, { required: false, multiline: true }),
  donationCart: DonationCart.optional().default([]),
  teamnominationCart: NominationCart,
  cardData: PaymentCardData,
});
export type PayTeamNominationBody = z.infer<typeof PayTeamNominationBody>;
export type PayTeamNominationInput = z.input<typeof PayTeamNominationBody>;

/** The body's fields each wizard step holds (spec 001 §2 steps 1 to 8); step 7 (Review) holds none. */
export const STEP_FIELDS = [
  ['teamCopy'],
  ['team'],
  ['manager'],
  ['coach'],
  ['players'],
  ['note'],
  [],
  ['teamnominationCart', 'donationCart'],
] as const satisfies readonly (readonly (keyof PayTeamNominationBody)[])[];
