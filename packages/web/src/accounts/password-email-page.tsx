import { useState } from 'react';
import { Box, Link, Stack } from '@mui/material';
import { FormProvider } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router';
import { PasswordEmailBody } from '@portal/domain/accounts/accounts.contract';
import { AccountsMessages as A, RecoveryMessages as RM, RegistrationLabels as L } from '@portal/domain/accounts/accounts.messages';
import { ErrorAlert } from '../components/feedback/error-alert';
import { TimedOverlay } from '../components/feedback/timed-overlay';
import { TextInput } from '../components/form-fields/text-input';
import { ApiError } from '../lib/api-client';
import { applyServerErrors, errorMessage, useZodForm } from '../lib/forms';
import { usePasswordEmail } from './accounts.api';
import { FormButtons } from './form-buttons';
import { RecoveryCard } from './recovery-card';

/** Forgot / Reset Password (spec 000 §2.3): username; "Email Sent Successfully", then home after 3 s (§9). */
export function PasswordEmailPage() {
  const form = useZodForm(PasswordEmailBody, { action: 'password-email', username: '' });
  const mutation = usePasswordEmail();
  const navigate = useNavigate();
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      await mutation.mutateAsync(body);
      setDone(true);
    } catch (err) {
      // spec 000 §8: invalid credentials read "Incorrect username or password." beside the field.
      if (err instanceof ApiError && err.key === 'invalid_credentials') form.setError('username', { type: 'server', message: A.incorrectCredentials });
      else if (!applyServerErrors(form, err)) setFailure(errorMessage(err, A.technicalIssue));
    }
  });

  return (
    <RecoveryCard title={RM.forgotPasswordTitle}>
      <FormProvider {...form}>
        <Box component="form" noValidate onSubmit={onSubmit}>
          <Stack spacing={2}>
            <TextInput name="username" label={L.username} required autoComplete="username" fullWidth />
            <ErrorAlert message={failure} onClose={() => setFailure(null)} />
            <FormButtons submitLabel={RM.sendResetLink} busy={mutation.isPending || done} onClear={() => { form.reset(); setFailure(null); }} />
            <Link component={RouterLink} to="/username/email">{RM.forgotUsernameLink}</Link>
          </Stack>
        </Box>
      </FormProvider>
      <TimedOverlay message={done ? A.emailSent : null} ms={3000} onDone={() => void navigate('/', { replace: true })} />
    </RecoveryCard>
  );
}
