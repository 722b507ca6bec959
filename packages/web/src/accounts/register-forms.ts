import {
  NetballLabels,
  RegistrationLabels,
  RegistrationMessages as R,
} from '@portal/domain/accounts/accounts.messages';
import type { RegistrationForm } from '@portal/domain/accounts/registration-schema';
import { DEFAULT_STATE } from '@portal/domain/profile/lookups.contract';
import { DEPENDENT_ANSWERS } from '@portal/domain/profile/member-answers';
import { redirectQuery, safeRedirect } from '@portal/domain/shared/access';

/** What differs between the three forms (spec 000 §2.3): title, success overlay, where to go next, labels. */
export const WIZARD: Record<
  RegistrationForm,
  { title: string; success: string; next: string; labels: Record<string, string> }
> = {
  manager: {
    title: R.managerTitle,
    success: R.managerCreated,
    next: '/member/teamnomination',
    labels: RegistrationLabels,
  },
  netball: { title: R.netballTitle, success: R.netballCreated, next: '/member/account', labels: NetballLabels },
  member: { title: R.memberTitle, success: R.memberCreated, next: '/member/account', labels: RegistrationLabels },
};

/**
 * Where a new member goes once registered: the page that sent a visitor to register (a member page's `redirect`
 * query, carried by the home page's Create Account links: a mailed family invitation, decision 248), else the
 * form's own next page (spec 000 §2.3). Only same-site paths.
 */
export function nextAfterRegistration(form: RegistrationForm, search: string): string {
  const target = redirectQuery(search);
  return target ? safeRedirect(target) : WIZARD[form].next;
}

/** Empty values of every field, typed as the schema expects (booleans false, state NSW by default, spec 000 §9). */
export function registrationDefaults(form: RegistrationForm): Record<string, unknown> {
  const core = {
    action: 'register',
    np: true,
    username: '',
    password: '',
    password_confirmation: '',
    firstname: '',
    lastname: '',
    dob: '',
    gender: '',
    email: '',
    mobile: '',
    phone: '',
    address: '',
    suburb: '',
    postcode: '',
    state: DEFAULT_STATE,
    ec_fullname: '',
    ec_mobile: '',
    agreed_to_terms: false,
    agreed_to_privacy: false,
    agreed_to_indemnity: false,
  };
  if (form === 'netball') return { ...core, sport: 'netball', gender: 'female' };
  return {
    ...core,
    sport: 'basketball',
    prefname: '',
    middlename: '',
    workphone: '',
    countrybirth: '',
    statebirth: '',
    aboriginal: '',
    identifygender: '',
    disability: '',
    disabilitytype: '',
    ec_medical: '',
  };
}

/** Fields in the order the steps show them (the labels' order), for focusing the first failing one. */
const SCREEN_ORDER = Object.keys(RegistrationLabels);

/** The first of `names` on screen, or undefined. */
export function firstOnScreen(names: string[]): string | undefined {
  return [...names].sort((a, b) => rank(a) - rank(b))[0];
}
const rank = (name: string) => {
  const i = SCREEN_ORDER.indexOf(name);
  return i < 0 ? SCREEN_ORDER.length : i;
};

/**
 * Fields whose rule reads another field (spec 000 §4, §5): when the first changes, the second is checked again, so
 * fixing the password clears a stale "does not match" error and Continue comes back.
 */
export const DEPENDENT_FIELDS: Record<string, string[]> = {
  password: ['password_confirmation'],
  ...Object.fromEntries(Object.entries(DEPENDENT_ANSWERS).map(([field, { follows }]) => [follows, [field]])),
  postcode: ['suburb'],
  state: ['suburb'],
};
