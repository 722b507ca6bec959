import type { MemberFields } from '@portal/domain/profile/member-answers';
import { settleAnswers } from '@portal/domain/profile/member-answers';
import { dmyToIso, isoToDmy } from '@portal/domain/shared/time';
import type { members } from './members.tables';

type MemberRow = typeof members.$inferSelect;
type NewMember = typeof members.$inferInsert;

/** Each spec member field (spec 000 §3) and the column that keeps it. */
const COLUMNS = {
  username: 'username',
  firstname: 'firstname',
  lastname: 'lastname',
  prefname: 'prefname',
  middlename: 'middlename',
  dob: 'dob',
  gender: 'gender',
  email: 'email',
  mobile: 'mobile',
  phone: 'phone',
  workphone: 'workphone',
  address: 'address',
  suburb: 'suburb',
  postcode: 'postcode',
  state: 'state',
  job: 'job',
  job_title: 'jobTitle',
  school: 'school',
  skills: 'skills',
  height: 'height',
  weight: 'weight',
  ec_fullname: 'ecFullname',
  ec_mobile: 'ecMobile',
  ec_fullname_2: 'ecFullname2',
  ec_mobile_2: 'ecMobile2',
  ec_medical: 'ecMedical',
  disability: 'disability',
  disabilitytype: 'disabilitytype',
  identifygender: 'identifygender',
  countrybirth: 'countrybirth',
  statebirth: 'statebirth',
  aboriginal: 'aboriginal',
  agreed_to_terms: 'agreedToTerms',
  agreed_to_privacy: 'agreedToPrivacy',
  agreed_to_indemnity: 'agreedToIndemnity',
  subscribed_to_newsletter: 'subscribedToNewsletter',
  subscribed_to_sms: 'subscribedToSms',
  subscribed_to_comm: 'subscribedToComm',
  main_sport: 'mainSport',
  is_eft: 'isEft',
  is_ref: 'isRef',
  is_roster: 'isRoster',
  is_man: 'isMan',
  non_pl: 'nonPl',
  sk_tm: 'skTm',
  sk_tm_val: 'skTmVal',
} as const satisfies Record<keyof MemberFields, keyof MemberRow>;

const FIELDS = Object.entries(COLUMNS) as [keyof MemberFields, keyof MemberRow][];

/** A member row as the spec's member fields (dates DD-MM-YYYY, spec 000 §3): what every answer about a member starts from. */
export function memberFieldsOf(row: MemberRow): MemberFields {
  const fields: Record<string, unknown> = {};
  for (const [field, column] of FIELDS) fields[field] = row[column];
  fields.dob = row.dob ? isoToDmy(row.dob, '-') : null;
  fields.username = row.username ?? ''; // a person without a sign-in of their own (docs/decisions/245)
  return fields as MemberFields;
}

/**
 * The columns that keep the member fields given (others are ignored), once the answers are settled (spec 000 §4,
 * §5: an answer no longer asked is cleared, indemnity follows privacy). The suburb is kept in upper case, as the
 * localities list names it; a date of birth in DD/MM/YYYY or DD-MM-YYYY is kept as a date.
 */
export function memberColumns(fields: Partial<MemberFields>): Partial<NewMember> {
  const settled = settleAnswers(fields) as Partial<Record<keyof MemberFields, unknown>>;
  const columns: Record<string, unknown> = {};
  for (const [field, column] of FIELDS) if (settled[field] !== undefined) columns[column] = settled[field];
  if (typeof settled.suburb === 'string') columns.suburb = settled.suburb.toUpperCase();
  if (typeof settled.dob === 'string') columns.dob = dmyToIso(settled.dob);
  return columns as Partial<NewMember>;
}
