import { Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { PasswordEmailBody } from '@portal/domain/accounts/accounts.contract';
import { RecoveryMessages as RM, RegistrationLabels as L } from '@portal/domain/accounts/accounts.messages';
import { TextInput } from '../components/form-fields/text-input';
import { usePasswordEmail } from './accounts.api';
import { RecoveryMailForm } from './recovery-mail-form';

const LABELS = { username: L.username };

/**
 * Forgot / Reset Password (spec 000 §2.3): the username, said plainly, with Forgot Username beside it; a link is mailed to its address. An unknown username reads
 * "Incorrect username or password." beside the field (spec 000 §8: the server's field error).
 */
export function PasswordEmailPage() {
  const send = usePasswordEmail();
  return (
    <RecoveryMailForm
      title={RM.forgotPasswordTitle}
      submitLabel={RM.sendResetLink}
      schema={PasswordEmailBody}
      defaults={{ action: 'password-email', username: '' }}
      labels={LABELS}
      send={send}
    >
      <Typography variant="body2">{RM.usernameWanted}</Typography>
      <TextInput name="username" label={LABELS.username} required autoComplete="username" fullWidth />
      {/* The link stands by the field (ours): who does not know the username finds the way at once. */}
      <Link component={RouterLink} to="/username/email" sx={{ alignSelf: 'flex-start', py: 1.25 }}>
        {RM.forgotUsernameLink}
      </Link>
    </RecoveryMailForm>
  );
}
