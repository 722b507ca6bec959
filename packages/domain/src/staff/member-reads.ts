import { mayDo, type StaffRole } from './permissions';

// Which members each staff role reads, and which of their fields (docs/decisions/264): beside permissions.ts, one
// line per role. members.read lets a role search, export and open records; this table narrows what those answer.
// The server filters search, export and record by it; the web hides the columns and tabs a role cannot read.

/** A member record's own fields (MemberRecord.profile); a role reads a subset. */
export const MEMBER_FIELDS = [
  'id',
  'username',
  'firstname',
  'lastname',
  'prefname',
  'middlename',
  'main_sport',
  'created_at',
  'dob',
  'gender',
  'email',
  'mobile',
  'phone',
  'address',
  'suburb',
  'postcode',
  'state',
] as const;
export type MemberField = (typeof MEMBER_FIELDS)[number];

/** A record's parts beyond the profile; the account (active, deactivated, merged) is always part of it. */
export const RECORD_PARTS = [
  'flags',
  'sports',
  'teams',
  'orders',
  'invoices',
  'bookings',
  'sign_ins',
  'staff_roles',
  'bank',
  'family',
] as const;
export type RecordPart = (typeof RECORD_PARTS)[number];

/**
 * Whose records a role reads: everyone; the people of teams (players, managers, coaches, any season); officials
 * (the is_ref and is_roster flags); hirers (anyone who has booked a court).
 */
export const PEOPLE = ['everyone', 'team_people', 'officials', 'hirers'] as const;
export type People = (typeof PEOPLE)[number];

export interface MemberReads {
  people: People;
  /** Whether the role reads people under 18 (or without a date of birth) among `people`. */
  minors: boolean;
  fields: readonly MemberField[];
  parts: readonly RecordPart[];
}

/** Who someone is: always readable by a role that reads them at all. */
const NAME = ['id', 'username', 'firstname', 'lastname', 'prefname', 'middlename', 'main_sport', 'created_at'] as const;
const CONTACT = ['email', 'mobile', 'phone'] as const;

/** Each staff role's reads of member records (decision 264). */
export const MEMBER_READS = {
  administrator: { people: 'everyone', minors: true, fields: MEMBER_FIELDS, parts: RECORD_PARTS },
  finance_officer: { people: 'everyone', minors: true, fields: MEMBER_FIELDS, parts: RECORD_PARTS }, // invoices, refunds and bank details of anyone
  competition_officer: {
    people: 'team_people',
    minors: true,
    fields: [...NAME, ...CONTACT, 'dob', 'gender'],
    parts: ['flags', 'sports', 'teams', 'family'],
  }, // age and gender of divisions; juniors' guardians
  referee_coordinator: {
    people: 'officials',
    minors: false,
    fields: [...NAME, ...CONTACT],
    parts: ['flags', 'sports', 'teams'],
  }, // junior officials only on the roster board
  venue_manager: { people: 'hirers', minors: false, fields: [...NAME, ...CONTACT], parts: ['bookings'] },
} as const satisfies Record<StaffRole, MemberReads>;

/** What the server knows of a person when it decides whether a role reads them. */
export interface PersonFacts {
  team_person: boolean;
  official: boolean;
  hirer: boolean;
  adult: boolean;
}

const inPeople = (people: People, p: PersonFacts) =>
  people === 'everyone' ||
  (people === 'team_people' && p.team_person) ||
  (people === 'officials' && p.official) ||
  (people === 'hirers' && p.hirer);

/** The roles among `roles` that read person `p`. */
export function rolesReading(roles: readonly string[], p: PersonFacts): StaffRole[] {
  return (Object.keys(MEMBER_READS) as StaffRole[]).filter(
    (r) => roles.includes(r) && inPeople(MEMBER_READS[r].people, p) && (MEMBER_READS[r].minors || p.adult),
  );
}

export interface Reads {
  fields: Set<MemberField>;
  parts: Set<RecordPart>;
}

/** The fields and parts `roles` read: of person `p` (several roles add up only where each reads the person), or of anyone. */
export function readsOf(roles: readonly string[], p?: PersonFacts): Reads {
  const held = p ? rolesReading(roles, p) : (Object.keys(MEMBER_READS) as StaffRole[]).filter((r) => roles.includes(r));
  return {
    fields: new Set(held.flatMap((r) => MEMBER_READS[r].fields)),
    parts: new Set(held.flatMap((r) => MEMBER_READS[r].parts)),
  };
}

/** `o` without the keys `keep` does not hold. */
export function onlyFields<T extends object>(o: T, keep: (key: string) => boolean): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([k]) => keep(k))) as Partial<T>;
}

/** The actions that show bank details in clear: a role allowed one of them reads bank details (decision 265). */
const BANK_ACTIONS = ['members.bank.reveal', 'officials.pay.export'] as const;

/** Whether `role` reads members' bank details in clear (an administrator granting it to themselves is shown to all, decision 265). */
export function readsBankDetails(role: string): boolean {
  return BANK_ACTIONS.some((a) => mayDo([role], a));
}
