import { RegisterWizard } from './register-wizard';

/** /registerteamentry (spec 000 §2.3). */
export function RegisterManagerPage() {
  return <RegisterWizard form="manager" />;
}
