import type { RegistrationForm } from '@portal/domain/accounts/registration-schema';
import type { SiteSettings } from '@portal/domain/shared/platform.contract';
import { RegisterAccountStep } from './register-account-step';
import { RegisterContactStep } from './register-contact-step';
import { RegisterPersonalStep } from './register-personal-step';
import { RegisterTermsStep } from './register-terms-step';

/** The fields of one wizard step. */
export function RegisterStepBody({
  step,
  form,
  settings,
  serverErrors,
}: {
  step: number;
  form: RegistrationForm;
  settings: SiteSettings;
  serverErrors: string[];
}) {
  switch (step) {
    case 0:
      return (
        <RegisterAccountStep autoUsername={settings.autoUsername} minPasswordLength={settings.minPasswordLength} />
      );
    case 1:
      return <RegisterPersonalStep form={form} />;
    case 2:
      return <RegisterContactStep form={form} />;
    default:
      return <RegisterTermsStep timeZone={settings.timeZone} serverErrors={serverErrors} />;
  }
}
