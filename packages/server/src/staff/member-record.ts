import type {
  FamilyPerson,
  FullMemberRecord,
  MemberListRow,
  MemberRecord,
  MemberState,
} from '@portal/domain/staff/member-records.contract';
import {
  onlyFields,
  readsOf,
  rolesReading,
  type MemberField,
  type RecordPart,
} from '@portal/domain/staff/member-reads';
import { maskAccountName, maskAccountNumber, maskBsb } from '@portal/domain/profile/profile.rules';
import { MemberRecordMessages as R } from '@portal/domain/staff/staff.messages';
import type { StaffRole } from '@portal/domain/staff/permissions';
import { signInHistory } from '../accounts/accounts.service';
import { memberBookings } from '../bookings/bookings.staff.service';
import { memberLedger, membershipPrices } from '../payments/payments.staff.service';
import { bankDetailsOf } from '../profile/eft.service';
import { memberTeams } from '../teams/teams.staff.service';
import { notFound } from '../platform/errors';
import * as guardians from './guardians.repo';
import type { StaffCtx } from '../platform/staff-session';
import { factColumns, readableWhere } from './member-scope';
import * as repo from './members.repo';
import { rolesOf } from './staff.repo';

// One member's record as the back-office shows it (docs/decisions/161): the member row and sports from the shared
// tables, and each area's part through its service. Bank details are masked here, always.

/** The latest sessions a record lists. */
const SIGN_INS_SHOWN = 20;

export const stateOf = (m: Pick<repo.MemberRow, 'deactivatedAt' | 'mergedInto'>): MemberState =>
  m.mergedInto ? 'merged' : m.deactivatedAt ? 'deactivated' : 'active';

export const nameOf = (m: Pick<repo.MemberRow, 'firstname' | 'lastname' | 'username'>) =>
  `${m.firstname} ${m.lastname}`.trim() || (m.username ?? '');

/** What the staff member's roles read of members (decision 264): the search's condition and each row's facts. */
export function readScope(ctx: StaffCtx): repo.ReadScope {
  const facts = factColumns(ctx);
  return { where: readableWhere(ctx.staffRoles, facts), facts };
}

/** A search's row with the fields the roles read of that person; the account's state always. */
export function listRowOf(roles: StaffCtx['staffRoles'], r: repo.ListRow): MemberListRow {
  const { fields } = readsOf(roles, r.facts);
  const row = {
    id: r.id,
    username: r.username ?? '',
    firstname: r.firstname,
    lastname: r.lastname,
    email: r.email,
    mobile: r.mobile,
    dob: r.dob,
    gender: r.gender,
    suburb: r.suburb,
    postcode: r.postcode,
  };
  return {
    ...(onlyFields(row, (k) => fields.has(k as MemberField)) as Omit<MemberListRow, 'state'>),
    state: stateOf(r),
  }; // every role reads the name fields
}

/** The member row or 404. */
export async function memberOr404(ctx: Pick<StaffCtx, 'db'>, id: number): Promise<repo.MemberRow> {
  const m = await repo.findMember(ctx.db, id);
  if (!m) throw notFound(R.notFound);
  return m;
}

/** The flags of spec 000 §6 as the record names them. */
export function flagsOf(m: repo.MemberRow): FullMemberRecord['flags'] {
  return {
    is_eft: m.isEft,
    is_ref: m.isRef,
    is_roster: m.isRoster,
    is_man: m.isMan,
    non_pl: m.nonPl,
    sk_tm: m.skTm,
    sk_tm_val: m.skTmVal,
  };
}

const personOf = (p: guardians.PersonRow): FamilyPerson => ({
  id: p.id,
  firstname: p.firstname,
  lastname: p.lastname,
  username: p.username ?? '',
  has_sign_in: p.username !== null,
});

/** A record's guardians and the people the member looks after (docs/decisions/252). */
async function familyOf(db: StaffCtx['db'], id: number): Promise<FullMemberRecord['family']> {
  const [g, d] = await Promise.all([guardians.guardiansOf(db, id), guardians.dependantsOf(db, id)]);
  return { guardians: g.map(personOf), dependants: d.map(personOf) };
}

/**
 * The record of member `id` as the staff member's roles read it (decision 264): 404 when there is none, or when no
 * role they hold reads this person; the fields and parts of the roles that do.
 */
export async function memberRecordOf(ctx: StaffCtx, id: number): Promise<MemberRecord> {
  const facts = await repo.factsOf(ctx.db, id, factColumns(ctx));
  if (!facts) throw notFound(R.notFound);
  if (!rolesReading(ctx.staffRoles, facts).length) throw notFound(R.notYours);
  const { fields, parts } = readsOf(ctx.staffRoles, facts);
  const full = await fullRecordOf(ctx, id, parts);
  return {
    ...onlyFields(full, (k) => k === 'account' || parts.has(k as RecordPart)),
    profile: onlyFields(full.profile, (k) => fields.has(k as MemberField)) as MemberRecord['profile'], // every role reads the name fields
    account: full.account,
  };
}

/**
 * The record of member `id` with the parts in `parts` (the others empty, never read: a venue manager's look at a
 * hirer reads no ledger or sign-ins); the bank details (masked) only when `parts` holds them.
 */
async function fullRecordOf(ctx: StaffCtx, id: number, parts: ReadonlySet<RecordPart>): Promise<FullMemberRecord> {
  const m = await memberOr404(ctx, id);
  const read = <T>(needed: boolean, fetch: () => Promise<T>, none: T): Promise<T> =>
    needed ? fetch() : Promise.resolve(none);
  const [sports, prices, teams, ledger, bookings, sessions, roles, links, family] = await Promise.all([
    read(parts.has('sports'), () => repo.sportsOf(ctx.db, id), []),
    read(parts.has('sports'), () => membershipPrices(ctx.db), new Map<string, number>()),
    read(parts.has('teams'), () => memberTeams(ctx.db, id), []),
    read(parts.has('orders') || parts.has('invoices'), () => memberLedger(ctx, id), { orders: [], invoices: [] }),
    read(parts.has('bookings'), () => memberBookings(ctx.db, id), []),
    read(parts.has('sign_ins'), () => signInHistory(ctx.db, id, SIGN_INS_SHOWN), []),
    read(parts.has('staff_roles'), () => rolesOf(ctx.db, id), []),
    repo.mergeLinks(ctx.db, m),
    read(parts.has('family'), () => familyOf(ctx.db, id), { guardians: [], dependants: [] }),
  ]);
  const bank = parts.has('bank') ? bankDetailsOf(ctx, m, ctx.log) : { acct_name: '', acct_bsb: '', acct_number: '' };
  return {
    profile: {
      id: m.id,
      username: m.username ?? '',
      firstname: m.firstname,
      lastname: m.lastname,
      prefname: m.prefname,
      middlename: m.middlename,
      dob: m.dob,
      gender: m.gender,
      email: m.email,
      mobile: m.mobile,
      phone: m.phone,
      address: m.address,
      suburb: m.suburb,
      postcode: m.postcode,
      state: m.state,
      main_sport: m.mainSport,
      created_at: m.createdAt.toISOString(),
    },
    flags: flagsOf(m),
    sports: sports.map((s) => ({
      sport: s.sport,
      expiry_date: s.expiryDate,
      prev_expiry_date: s.prevExpiryDate,
      memb_renewal: s.membRenewal,
      price_cents: prices.get(s.sport) ?? null,
    })),
    teams,
    ...ledger,
    bookings,
    sign_ins: sessions.map((s) => ({
      at: s.createdAt.toISOString(),
      expires_at: s.expiresAt.toISOString(),
      revoked_at: s.revokedAt?.toISOString() ?? null,
    })),
    staff_roles: roles as StaffRole[],
    account: {
      state: stateOf(m),
      deactivated_at: m.deactivatedAt?.toISOString() ?? null,
      merged_into: links.into,
      merged_from: links.from,
    },
    bank: {
      acct_name: maskAccountName(bank.acct_name),
      acct_bsb: maskBsb(bank.acct_bsb),
      acct_number: maskAccountNumber(bank.acct_number),
    },
    family,
  };
}
