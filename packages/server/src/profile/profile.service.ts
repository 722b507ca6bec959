import type { Profile, SportEntry } from '@portal/domain/profile/profile.contract';
import { isoToDmy } from '@portal/domain/shared/time';
import { SPORTS } from '@portal/domain/shared/fields';
import type { MemberCtx } from '../platform/auth';
import * as repo from './profile.repo';

type SportRow = Awaited<ReturnType<typeof repo.sportsOf>>[number];

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

/** Spec 000 §3: the profile answered by GET /api/member/user. */
export async function getProfile(ctx: MemberCtx): Promise<{ data: Profile }> {
  const m = ctx.member;
  const [sportRows, nbTeams] = await Promise.all([repo.sportsOf(ctx.db, m.id), repo.countTeams(ctx.db, m.id)]);
  const bySport = new Map(sportRows.map((r) => [r.sport, r]));
  const sports = sportRows.map((r) => sportEntry(r.sport, r));
  const main = bySport.get(m.mainSport);
  return {
    data: {
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
      profilephotosrc: m.photoPath ? `/api/member/user/photo?v=${m.updatedAt.getTime()}` : null,
      agreed_to_terms: m.agreedToTerms, agreed_to_privacy: m.agreedToPrivacy, agreed_to_indemnity: m.agreedToIndemnity,
      subscribed_to_newsletter: m.subscribedToNewsletter, subscribed_to_sms: m.subscribedToSms, subscribed_to_comm: m.subscribedToComm,
      memb_renewal: main?.membRenewal ?? false,
      expiry_date: main?.expiryDate ? isoToDmy(main.expiryDate, '-') : null,
      main_sport: m.mainSport,
      nb_teams: nbTeams,
      sports,
      all_sports: SPORTS.map((s) => sportEntry(s, bySport.get(s))),
      is_eft: m.isEft, is_ref: m.isRef, is_roster: m.isRoster, is_man: m.isMan, non_pl: m.nonPl, sk_tm: m.skTm, sk_tm_val: m.skTmVal,
      acct_name: '', acct_bsb: '', acct_number: '',
    },
  };
}
