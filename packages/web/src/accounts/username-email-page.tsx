import { UsernameEmailBody } from '@portal/domain/accounts/accounts.contract';
import { RecoveryMessages as RM, RegistrationLabels as L } from '@portal/domain/accounts/accounts.messages';
import { TextInput } from '../components/form-fields/text-input';
import { useUsernameEmail } from './accounts.api';
import { RecoveryMailForm } from './recovery-mail-form';

const LABELS = { email: L.email };

/** Forgot Username (spec 000 §2.3): the email field; every username registered with it is mailed. */
export function UsernameEmailPage() {
  const send = useUsernameEmail();
  return (
    <RecoveryMailForm
      title={RM.forgotUsernameTitle}
      submitLabel={RM.sendUsername}
      schema={UsernameEmailBody}
      defaults={{ action: 'username-email', email: '' }}
      labels={LABELS}
      send={send}
    >
      <TextInput name="email" label={LABELS.email} type="email" required autoComplete="email" fullWidth />
    </RecoveryMailForm>
  );
}
