import { RegisterWizard } from './register-wizard';

/** /register (spec 000 §2.3). */
export function RegisterMemberPage() {
  return <RegisterWizard form="member" />;
}
