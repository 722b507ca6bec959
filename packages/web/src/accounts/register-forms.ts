import { RegistrationMessages as R } from '@portal/domain/accounts/accounts.messages';
import type { RegistrationForm } from '@portal/domain/accounts/registration-schema';
import { DEFAULT_STATE } from '@portal/domain/profile/lookups.contract';

/** What differs between the three forms (spec 000 §2.3): title, success overlay, where to go next, sport. */
export const WIZARD: Record<RegistrationForm, { title: string; success: string; next: string }> = {
  manager: { title: 'New Manager Registration', success: R.managerCreated, next: '/member/teamnomination' },
  netball: { title: 'New Netball Member Registration', success: R.netballCreated, next: '/member/account' },
  member: { title: 'New Member Registration', success: R.memberCreated, next: '/member/account' },
};

/** Empty values of every field, typed as the schema expects (booleans false, state NSW by default, spec 000 §9). */
export function registrationDefaults(form: RegistrationForm): Record<string, unknown> {
  const core = {
    action: 'register', np: true, username: '', password: '', password_confirmation: '',
    firstname: '', lastname: '', dob: '', gender: '', email: '', mobile: '', phone: '',
    address: '', suburb: '', postcode: '', state: DEFAULT_STATE, ec_fullname: '', ec_mobile: '',
    agreed_to_terms: false, agreed_to_privacy: false, agreed_to_indemnity: false,
  };
  if (form === 'netball') return { ...core, sport: 'netball', gender: 'female' };
  return {
    ...core, sport: 'basketball', prefname: '', middlename: '', workphone: '', countrybirth: '', statebirth: '',
    aboriginal: '', identifygender: '', disability: '', disabilitytype: '', ec_medical: '',
  };
}
