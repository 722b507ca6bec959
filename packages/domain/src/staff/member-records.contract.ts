import { z } from 'zod';
import { choiceField, dobField, GENDERS, idField, personNameField, SPORTS, textField } from '../shared/fields';
import { StaffPayment } from '../payments/staff-payment';
import { CharacterMessages, ValidationMessages as V } from '../shared/messages';
import { EftDetails } from '../profile/profile.contract';
import { defineStaffEndpoint, StaffRoleField } from './staff.contract';
import { listQuery, listReply } from './staff-list';
import { MemberRecordMessages as R, StaffMessages as M } from './staff.messages';
import { optionalHorizonDay } from '../shared/date-horizon';

// Member records in the back-office (docs/decisions/161): search, one member's record, and the changes staff make
// to it. Every change names the member by id in the path and is written with its audit row.

/** Why a change was made: kept in the audit trail beside the change. */
const reasonText = (message?: string) =>
  textField({ message, multiline: true })
    .max(500, { error: V.maximum(500) })
    .regex(/^[^<>]*$/, { error: CharacterMessages.plainText });
export const reasonField = reasonText(M.reasonRequired).min(1, { error: M.reasonRequired });
export const optionalReason = reasonText().optional().default('');

export const MemberParams = z.object({ memberId: idField });
const iso = z.string().describe('ISO instant');
const isoDate = z.string().describe('yyyy-mm-dd');

export const MEMBER_STATES = ['active', 'deactivated', 'merged'] as const;
export const MemberState = z.enum(MEMBER_STATES);
export type MemberState = z.infer<typeof MemberState>;

/** A search's row: the fields the staff member's roles read of that person (decision 264) are there, the rest absent. */
export const MemberListRow = z.object({
  id: z.number().int(),
  username: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string().optional(),
  mobile: z.string().optional(),
  dob: isoDate.nullable().optional(),
  gender: z.string().optional(),
  suburb: z.string().optional(),
  postcode: z.string().optional(),
  state: MemberState,
});
export type MemberListRow = z.infer<typeof MemberListRow>;

export const MemberSearchQuery = listQuery(['id', 'lastname', 'firstname', 'username', 'email', 'dob'])
  .extend({
    state: z
      .enum(['', ...MEMBER_STATES], { error: V.choice })
      .optional()
      .default('')
      .describe('empty: every state'),
  })
  .describe('q matches a name, username, email, mobile or member number');
export type MemberSearchQuery = z.infer<typeof MemberSearchQuery>;

export const memberSearch = defineStaffEndpoint({
  method: 'GET',
  path: '/api/staff/members',
  permission: 'members.read',
  summary: 'Members by name, username, email, mobile or member number, paged and sorted on the server.',
  query: MemberSearchQuery,
  reply: listReply(MemberListRow),
});

export const memberExport = defineStaffEndpoint({
  method: 'GET',
  path: '/api/staff/members/export',
  permission: 'members.read',
  summary: 'The members the search finds, as CSV (text/csv).',
  query: MemberSearchQuery,
  reply: z.string(),
  file: { type: 'text/csv', description: 'The members (attachment members.csv)' },
});

export const MEMBER_FLAGS = ['is_eft', 'is_ref', 'is_roster', 'is_man', 'non_pl', 'sk_tm', 'sk_tm_val'] as const;
export type MemberFlag = (typeof MEMBER_FLAGS)[number];
const Flags = z.object(
  Object.fromEntries(MEMBER_FLAGS.map((f) => [f, z.boolean({ error: V.boolean })])) as Record<MemberFlag, z.ZodBoolean>,
);

/** A guardian or dependant as a record lists them (docs/decisions/252); username '' for a person without a sign-in. */
export const FamilyPerson = z.object({
  id: z.number().int(),
  firstname: z.string(),
  lastname: z.string(),
  username: z.string(),
  has_sign_in: z.boolean(),
});
export type FamilyPerson = z.infer<typeof FamilyPerson>;

const MemberProfile = z.object({
  id: z.number().int(),
  username: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  prefname: z.string(),
  middlename: z.string(),
  dob: isoDate.nullable(),
  gender: z.string(),
  email: z.string(),
  mobile: z.string(),
  phone: z.string(),
  address: z.string(),
  suburb: z.string(),
  postcode: z.string(),
  state: z.string(),
  main_sport: z.string(),
  created_at: iso,
});

/** A member's whole record, as the server builds it; what a role reads of it is MemberRecord. */
export const FullMemberRecord = z.object({
  profile: MemberProfile,
  flags: Flags,
  sports: z.array(
    z.object({
      sport: z.string(),
      expiry_date: isoDate.nullable(),
      prev_expiry_date: isoDate.nullable(),
      memb_renewal: z.boolean(),
      price_cents: z
        .number()
        .int()
        .nullable()
        .describe("the membership product's price, paid at the desk in full (decision 274); null: no product"),
    }),
  ),
  teams: z.array(
    z.object({
      team_id: z.number().int(),
      team: z.string(),
      division: z.string(),
      season: z.string(),
      season_active: z.boolean(),
      role: z.string(),
    }),
  ),
  orders: z.array(
    z.object({
      id: z.number().int(),
      at: iso,
      kind: z.string(),
      description: z.string(),
      status: z.string(),
      total_cents: z.number().int(),
      payment: StaffPayment.nullable().describe('what was charged for it and refunded; null when nothing was paid'),
    }),
  ),
  invoices: z.array(
    z.object({
      id: z.number().int(),
      description: z.string(),
      issued_on: isoDate,
      due_on: isoDate,
      amount_cents: z.number().int(),
      owing_cents: z.number().int(),
    }),
  ),
  bookings: z.array(
    z.object({
      id: z.number().int(),
      starts_at: iso,
      ends_at: iso,
      venue: z.string(),
      court: z.string(),
      status: z.string(),
    }),
  ),
  sign_ins: z
    .array(z.object({ at: iso, expires_at: iso, revoked_at: iso.nullable() }))
    .describe('the latest sessions, newest first'),
  staff_roles: z.array(StaffRoleField),
  account: z.object({
    state: MemberState,
    deactivated_at: iso.nullable(),
    merged_into: z.object({ id: z.number().int(), username: z.string() }).nullable(),
    merged_from: z.array(z.object({ id: z.number().int(), username: z.string() })),
  }),
  bank: EftDetails.describe('masked'),
  family: z.object({
    guardians: z.array(FamilyPerson),
    dependants: z.array(FamilyPerson).describe('the people this member looks after'),
  }),
});
export type FullMemberRecord = z.infer<typeof FullMemberRecord>;

/**
 * A member's record as the staff member's roles read it (decision 264): the profile's name fields and the account
 * always; the other profile fields and the parts only where a role that reads this person reads them, else absent.
 */
export const MemberRecord = FullMemberRecord.extend({
  profile: MemberProfile.partial({
    dob: true,
    gender: true,
    email: true,
    mobile: true,
    phone: true,
    address: true,
    suburb: true,
    postcode: true,
    state: true,
  }),
}).partial({
  flags: true,
  sports: true,
  teams: true,
  orders: true,
  invoices: true,
  bookings: true,
  sign_ins: true,
  staff_roles: true,
  bank: true,
  family: true,
});
export type MemberRecord = z.infer<typeof MemberRecord>;

export const memberRecord = defineStaffEndpoint({
  method: 'GET',
  path: '/api/staff/members/:memberId',
  permission: 'members.read',
  summary:
    "One member's record: profile, sports, teams, orders, invoices, bookings, sign-ins, staff roles (bank details masked).",
  params: MemberParams,
  reply: z.object({ data: MemberRecord }),
});

export const MemberRecordReply = z.object({ data: z.object({ message: z.string(), record: MemberRecord }) });

/** Name, date of birth and gender: what a member cannot change themselves (spec 000 §4 locked fields). */
export function correctionBody(today: () => Date = () => new Date()) {
  return z.object({
    firstname: personNameField(50),
    lastname: personNameField(50),
    dob: dobField(today),
    gender: choiceField(GENDERS),
    reason: reasonField,
  });
}
export const CorrectionBody = correctionBody();
export type CorrectionBody = z.infer<typeof CorrectionBody>;

export const correctMember = defineStaffEndpoint({
  method: 'POST',
  path: '/api/staff/members/:memberId/correct',
  permission: 'members.correct',
  summary: 'Correct the name, date of birth (DD/MM/YYYY) or gender, with a reason (audited).',
  params: MemberParams,
  body: CorrectionBody,
  reply: MemberRecordReply,
});

export const FlagsBody = Flags.extend({
  sports: z
    .array(choiceField(SPORTS))
    .min(1, { error: R.oneSport })
    .refine((s) => new Set(s).size === s.length, { error: V.choice }),
  reason: optionalReason,
});
export type FlagsBody = z.infer<typeof FlagsBody>;

export const setMemberFlags = defineStaffEndpoint({
  method: 'POST',
  path: '/api/staff/members/:memberId/flags',
  permission: 'members.flags',
  summary: 'Set the flags of spec 000 §6 and the sports (audited).',
  params: MemberParams,
  body: FlagsBody,
  reply: MemberRecordReply,
});

/** A membership's dates set by hand (decision 257): a sport the member is registered in, its expiry (none: empty), due or not. */
export const MembershipBody = z.object({
  sport: choiceField(SPORTS),
  expiry_date: optionalHorizonDay().describe(
    'yyyy-mm-dd within the staff date horizon (decision 267), or empty (or null) for no expiry',
  ),
  memb_renewal: z.boolean({ error: V.boolean }).describe('renewal due'),
  reason: reasonField,
});
export type MembershipBody = z.infer<typeof MembershipBody>;

export const setMembership = defineStaffEndpoint({
  method: 'POST',
  path: '/api/staff/members/:memberId/membership',
  permission: 'members.membership',
  summary: "Set a sport membership's expiry and whether renewal is due, with a reason (audited).",
  params: MemberParams,
  body: MembershipBody,
  reply: MemberRecordReply,
});

export const sendMemberResetLink = defineStaffEndpoint({
  method: 'POST',
  path: '/api/staff/members/:memberId/reset-link',
  permission: 'members.reset_link',
  summary: 'Mail the member a password reset link, as their own request would (audited).',
  params: MemberParams,
  reply: z.object({ data: z.object({ message: z.string() }) }),
});

export const ReasonBody = z.object({ reason: reasonField });
export type ReasonBody = z.infer<typeof ReasonBody>;

export const deactivateMember = defineStaffEndpoint({
  method: 'POST',
  path: '/api/staff/members/:memberId/deactivate',
  permission: 'members.deactivate',
  summary: 'Refuse the member sign-in from now on and end their sessions; the data stays (audited).',
  params: MemberParams,
  body: ReasonBody,
  reply: MemberRecordReply,
});

export const reactivateMember = defineStaffEndpoint({
  method: 'POST',
  path: '/api/staff/members/:memberId/reactivate',
  permission: 'members.deactivate',
  summary: 'Let a deactivated member sign in again (audited; a merged account stays merged).',
  params: MemberParams,
  body: ReasonBody,
  reply: MemberRecordReply,
});

export const revealBank = defineStaffEndpoint({
  method: 'POST',
  path: '/api/staff/members/:memberId/bank',
  permission: 'members.bank.reveal',
  summary: 'The bank details in clear, with a reason (audited; finance officers only).',
  params: MemberParams,
  body: ReasonBody,
  reply: z.object({ data: EftDetails }),
});
