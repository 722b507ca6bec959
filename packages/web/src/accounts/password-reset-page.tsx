import { useEffect, useMemo, useState } from 'react';
import { Alert, Box, Link, Stack } from '@mui/material';
import { FormProvider } from 'react-hook-form';
import { Link as RouterLink, Navigate, useParams } from 'react-router';
import { passwordResetSchema, type TokenPayload } from '@portal/domain/accounts/accounts.contract';
import { AccountsMessages as A, RecoveryMessages as RM, RegistrationLabels as L, RegistrationMessages as R } from '@portal/domain/accounts/accounts.messages';
import { ErrorAlert } from '../components/feedback/error-alert';
import { TimedOverlay } from '../components/feedback/timed-overlay';
import { PasswordInput } from '../components/form-fields/password-input';
import { TextInput } from '../components/form-fields/text-input';
import { ApiError } from '../lib/api-client';
import { applyServerErrors, errorMessage, useZodForm } from '../lib/forms';
import { useSettings } from '../lib/settings';
import { usePasswordReset } from './accounts.api';
import { FormButtons } from './form-buttons';
import { RecoveryCard } from './recovery-card';
import { signInAndGo } from './sign-in-and-go';

/** Reset Password (spec 000 §2.3): without a token go home; on success sign in (365 days) and go to the dashboard after 2 s. */
export function PasswordResetPage() {
  const { token } = useParams();
  if (!token) return <Navigate to="/" replace />;
  return <ResetForm token={token} />;
}

function ResetForm({ token }: { token: string }) {
  const { minPasswordLength } = useSettings();
  const schema = useMemo(() => passwordResetSchema(minPasswordLength), [minPasswordLength]);
  const form = useZodForm(schema, { action: 'password-reset', token, username: '', password: '', password_confirmation: '' });
  const mutation = usePasswordReset();
  const [fresh, setFresh] = useState<TokenPayload | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // A dead link stays said, with a way to a new one: retrying the form cannot help (ours).
  const [deadLink, setDeadLink] = useState(false);

  // spec 000 §8: an invalid_username alert shows its message for 2 s.
  useEffect(() => {
    if (!failure) return;
    const timer = setTimeout(() => setFailure(null), 2000);
    return () => clearTimeout(timer);
  }, [failure]);

  const onSubmit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      setFresh(await mutation.mutateAsync(body));
    } catch (err) {
      applyServerErrors(form, err);
      if (err instanceof ApiError && err.fields.token) form.clearErrors('token');
      if (err instanceof ApiError && err.key === 'invalid_token') setDeadLink(true);
      else if (!(err instanceof ApiError) || err.status !== 422 || err.key !== 'error_validation') setFailure(errorMessage(err, A.technicalIssue));
    }
  });

  return (
    <RecoveryCard title={RM.resetTitle}>
      <FormProvider {...form}>
        <Box component="form" noValidate onSubmit={onSubmit}>
          <Stack spacing={2}>
            {deadLink && (
              <Alert severity="error" role="alert">
                {A.invalidResetLink} <Link component={RouterLink} to="/password/email">{RM.requestNewLink}</Link>
              </Alert>
            )}
            <TextInput name="username" label={L.username} required autoComplete="username" fullWidth />
            <PasswordInput name="password" label={L.password} required autoComplete="new-password" helperText={R.passwordHint(minPasswordLength)} fullWidth />
            <PasswordInput name="password_confirmation" label={L.password_confirmation} required autoComplete="new-password" fullWidth />
            <ErrorAlert message={failure} onClose={() => setFailure(null)} />
            <FormButtons submitLabel={RM.resetTitle} busy={mutation.isPending || Boolean(fresh)} onClear={() => { form.reset(); setFailure(null); }} />
          </Stack>
        </Box>
      </FormProvider>
      <TimedOverlay message={fresh ? A.passwordReset : null} ms={2000} onDone={() => {
        if (!fresh) return;
        signInAndGo(fresh, '/member/account');
      }} />
    </RecoveryCard>
  );
}
