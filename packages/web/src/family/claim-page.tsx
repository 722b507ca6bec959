import { useMemo, type BaseSyntheticEvent } from 'react';
import { Box, Paper, Stack, Typography } from '@mui/material';
import { FormProvider } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { claimSchema } from '@portal/domain/family/guardians.contract';
import { ClaimMessages as C } from '@portal/domain/family/guardians.messages';
import {
  LoginTexts,
  RegistrationLabels as L,
  RegistrationMessages as R,
} from '@portal/domain/accounts/accounts.messages';
import { ErrorAlert } from '../components/feedback/error-alert';
import { FormButtons } from '../components/form-buttons';
import { PasswordInput } from '../components/form-fields/password-input';
import { TextInput } from '../components/form-fields/text-input';
import { useAuth } from '../lib/auth';
import { useFormSubmit, useZodForm } from '../lib/forms';
import { useSettings } from '../lib/settings';
import { useClaim } from './guardians.api';

const LABELS = {
  code: C.code,
  username: L.username,
  password: L.password,
  password_confirmation: L.password_confirmation,
};

/** /family/claim (decision 249): at 18, choose one's own username and password with the mailed code, then sign in. */
export function ClaimPage() {
  const [params] = useSearchParams();
  const { minPasswordLength } = useSettings();
  const schema = useMemo(() => claimSchema(minPasswordLength), [minPasswordLength]);
  const defaults = { code: params.get('code') ?? '', username: '', password: '', password_confirmation: '' };
  const form = useZodForm(schema, defaults);
  const claim = useClaim();
  const auth = useAuth();
  const navigate = useNavigate();
  const { submit, alertProps, clear } = useFormSubmit(
    form,
    LABELS,
    (body) => claim.mutateAsync(body),
    (answer) => {
      auth.signIn(answer);
      void navigate('/member/account', { replace: true });
    },
  );
  // A submit the browser refuses clears the alert too, as before (no formAlert: nothing replaces it).
  const onSubmit = (e?: BaseSyntheticEvent) => {
    clear();
    return submit(e);
  };
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 560, mx: 'auto' }}>
      <Typography variant="h4" component="h1" gutterBottom sx={{ fontSize: { xs: 24, sm: 32 } }}>
        {C.title}
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 2 }}>
        {C.intro}
      </Typography>
      <FormProvider {...form}>
        <Box component="form" noValidate onSubmit={onSubmit}>
          <Stack spacing={2}>
            <TextInput name="code" label={C.code} required autoComplete="one-time-code" fullWidth />
            <TextInput name="username" label={L.username} required autoComplete="username" fullWidth />
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
            <ErrorAlert {...alertProps} />
            <FormButtons
              submitLabel={C.claim}
              busy={claim.isPending}
              secondaryLabel={LoginTexts.clear}
              onSecondary={() => {
                form.reset(defaults);
                clear();
              }}
            />
          </Stack>
        </Box>
      </FormProvider>
    </Paper>
  );
}
