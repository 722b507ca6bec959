import type { EftDetails, Profile, SportEntry } from '@portal/domain/profile/profile.contract';
import { maskAccountName, maskAccountNumber, maskBsb } from '@portal/domain/profile/profile.rules';
import { SPORTS } from '@portal/domain/shared/fields';
import { isoToDmy } from '@portal/domain/shared/time';
import type { MemberRow, sportsOf } from './profile.repo';

type SportRow = Awaited<ReturnType<typeof sportsOf>>[number];

const SPORT_LABELS: Record<string, string> = { basketball: 'Basketball', netball: 'Netball' };

function sportEntry(sport: string, row: SportRow | undefined): SportEntry {
  return {
    text: SPORT_LABELS[sport] ?? sport,
    value: sport,
    expiry_date: row?.expiryDate ? isoToDmy(row.expiryDate, '-') : null,
    memb_renewal: row?.membRenewal ?? false,
    prev_expiry_date: row?.prevExpiryDate ? isoToDmy(row.prevExpiryDate, '-') : null,
  };
}

export interface ProfileParts {
  member: MemberRow;
  sportRows: SportRow[];
  nbTeams: number;
  /** Bank details in clear; the profile answers them masked. */
  bank: EftDetails;
}

/** Spec 000 §3: the profile answered by GET and POST /api/member/user. */
export function toProfile({ member: m, sportRows, nbTeams, bank }: ProfileParts): Profile {
  const bySport = new Map(sportRows.map((r) => [r.sport, r]));
  const main = bySport.get(m.mainSport);
  return {
    id: m.id,
    username: m.username, firstname: m.firstname, lastname: m.lastname, prefname: m.prefname, middlename: m.middlename,
    dob: m.dob ? isoToDmy(m.dob, '-') : null,
    gender: m.gender, email: m.email, mobile: m.mobile, phone: m.phone, workphone: m.workphone,
    address: m.address, suburb: m.suburb, postcode: m.postcode, state: m.state,
    job: m.job, job_title: m.jobTitle, school: m.school, skills: m.skills, height: m.height, weight: m.weight,
    ec_fullname: m.ecFullname, ec_mobile: m.ecMobile, ec_fullname_2: m.ecFullname2, ec_mobile_2: m.ecMobile2, ec_medical: m.ecMedical,
    disability: m.disability, disabilitytype: m.disabilitytype, identifygender: m.identifygender,
    countrybirth: m.countrybirth, statebirth: m.statebirth, aboriginal: m.aboriginal,
    profilephoto: Boolean(m.photoPath),
    // The version parameter changes with every update, so a replaced photo is never served from a cache.
    profilephotosrc: m.photoPath ? `/api/member/user/photo?v=${m.updatedAt.getTime()}` : null,
    agreed_to_terms: m.agreedToTerms, agreed_to_privacy: m.agreedToPrivacy, agreed_to_indemnity: m.agreedToIndemnity,
    subscribed_to_newsletter: m.subscribedToNewsletter, subscribed_to_sms: m.subscribedToSms, subscribed_to_comm: m.subscribedToComm,
    memb_renewal: main?.membRenewal ?? false,
    expiry_date: main?.expiryDate ? isoToDmy(main.expiryDate, '-') : null,
    main_sport: m.mainSport,
    nb_teams: nbTeams,
    sports: sportRows.map((r) => sportEntry(r.sport, r)),
    all_sports: SPORTS.map((s) => sportEntry(s, bySport.get(s))),
    is_eft: m.isEft, is_ref: m.isRef, is_roster: m.isRoster, is_man: m.isMan, non_pl: m.nonPl, sk_tm: m.skTm, sk_tm_val: m.skTmVal,
    acct_name: maskAccountName(bank.acct_name), acct_bsb: maskBsb(bank.acct_bsb), acct_number: maskAccountNumber(bank.acct_number),
  };
}
