import { RegisterWizard } from './register-wizard';

/** /registernetball (spec 000 §2.3). */
export function RegisterNetballPage() {
  return <RegisterWizard form="netball" />;
}
