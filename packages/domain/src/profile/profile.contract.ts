import { z } from 'zod';
import { defineEndpoint } from '../shared/endpoint';

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
  username: text, firstname: text, lastname: text, prefname: text, middlename: text,
  dob: z.string().nullable().describe('DD-MM-YYYY'),
  gender: text, email: text, mobile: text, phone: text, workphone: text,
  address: text, suburb: text, postcode: text, state: text,
  job: text, job_title: text, school: text, skills: text, height: text, weight: text,
  ec_fullname: text, ec_mobile: text, ec_fullname_2: text, ec_mobile_2: text, ec_medical: text,
  disability: text, disabilitytype: text, identifygender: text, countrybirth: text, statebirth: text, aboriginal: text,
  profilephoto: flag, profilephotosrc: z.string().nullable(),
  agreed_to_terms: flag, agreed_to_privacy: flag, agreed_to_indemnity: flag,
  subscribed_to_newsletter: flag, subscribed_to_sms: flag, subscribed_to_comm: flag,
  memb_renewal: flag, expiry_date: z.string().nullable(),
  main_sport: text, nb_teams: z.number().int(),
  sports: z.array(SportEntry), all_sports: z.array(SportEntry),
  is_eft: flag, is_ref: flag, is_roster: flag, is_man: flag, non_pl: flag, sk_tm: flag, sk_tm_val: flag,
  acct_name: text, acct_bsb: text, acct_number: text,
});
export type Profile = z.infer<typeof Profile>;

export const UserReply = z.object({ data: Profile });
export type UserReply = z.infer<typeof UserReply>;

export const getUser = defineEndpoint({
  method: 'GET', path: '/api/member/user', auth: 'member', tags: ['profile'],
  summary: 'The signed-in member\'s profile (spec 000 §3).',
  reply: UserReply,
});
