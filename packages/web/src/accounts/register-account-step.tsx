import { Alert, Stack } from '@mui/material';
import { RegistrationLabels as L, RegistrationMessages as R } from '@portal/domain/accounts/accounts.messages';
import { TextInput } from '../components/form-fields/text-input';
import { PasswordInput } from '../components/form-fields/password-input';

/** Step 1, Account Details (spec 000 §2.3, §5): username unless generated, password with show/hide, confirmation. */
export function RegisterAccountStep({
  autoUsername,
  minPasswordLength,
}: {
  autoUsername: boolean;
  minPasswordLength: number;
}) {
  return (
    <Stack spacing={2}>
      {autoUsername ? (
        <Alert severity="info">{R.usernameGeneratedNote}</Alert>
      ) : (
        <TextInput name="username" label={L.username} required autoComplete="username" fullWidth />
      )}
      <PasswordInput
        name="password"
        label={L.password}
        required
        autoComplete="new-password"
        helperText={R.passwordHint(minPasswordLength)}
        fullWidth
      />
      <PasswordInput
        name="password_confirmation"
        label={L.password_confirmation}
        required
        autoComplete="new-password"
        fullWidth
      />
    </Stack>
  );
}
