import { useEffect, useMemo, useState } from 'react';
import { Alert, Box, Link, Stack } from '@mui/material';
import { FormProvider } from 'react-hook-form';
import { Link as RouterLink, Navigate, useParams } from 'react-router';
import { passwordResetSchema, type TokenPayload } from '@portal/domain/accounts/accounts.contract';
import {
  AccountsMessages as A,
  LoginTexts,
  RecoveryMessages as RM,
  RegistrationLabels as L,
  RegistrationMessages as R,
} from '@portal/domain/accounts/accounts.messages';
import { ErrorAlert } from '../components/feedback/error-alert';
import { TimedOverlay } from '../components/feedback/timed-overlay';
import { FormButtons } from '../components/form-buttons';
import { PasswordInput } from '../components/form-fields/password-input';
import { TextInput } from '../components/form-fields/text-input';
import { refusalOf } from '../lib/api-client';
import { useServerErrors, useZodForm } from '../lib/forms';
import { useSettings } from '../lib/settings';
import { usePasswordReset, useResetLinkCheck } from './accounts.api';
import { RecoveryCard } from './recovery-card';
import { signInAndGo } from './sign-in-and-go';

const LABELS = { username: L.username, password: L.password, password_confirmation: L.password_confirmation };

/** Reset Password (spec 000 §2.3): without a token go home; on success sign in (365 days) and go to the dashboard after 2 s. */
export function PasswordResetPage() {
  const { token } = useParams();
  if (!token) return <Navigate to="/" replace />;
  return <ResetForm token={token} />;
}

/** A message that goes away by itself after `ms`. */
function useTimedMessage(ms: number) {
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(() => setMessage(null), ms);
    return () => clearTimeout(timer);
  }, [message, ms]);
  return [message, setMessage] as const;
}

/** A dead link, with the way to a new one (decision 116). */
function DeadLinkAlert() {
  return (
    <Alert severity="error" role="alert">
      {A.invalidResetLink}{' '}
      <Link component={RouterLink} to="/password/email">
        {RM.requestNewLink}
      </Link>
    </Alert>
  );
}

/** The username, the new password and its confirmation. */
function ResetFields({ minPasswordLength }: { minPasswordLength: number }) {
  return (
    <>
      <TextInput name="username" label={LABELS.username} required autoComplete="username" fullWidth />
      <PasswordInput
        name="password"
        label={LABELS.password}
        required
        autoComplete="new-password"
        helperText={R.passwordHint(minPasswordLength)}
        fullWidth
      />
      <PasswordInput
        name="password_confirmation"
        label={LABELS.password_confirmation}
        required
        autoComplete="new-password"
        fullWidth
      />
    </>
  );
}

function ResetForm({ token }: { token: string }) {
  const { minPasswordLength } = useSettings();
  const schema = useMemo(() => passwordResetSchema(minPasswordLength), [minPasswordLength]);
  const form = useZodForm(schema, {
    action: 'password-reset',
    token,
    username: '',
    password: '',
    password_confirmation: '',
  });
  // spec 000 §8: a username that does not own the link (invalid_username) is said in an alert as well as beside the field.
  const errors = useServerErrors(form, LABELS);
  const mutation = usePasswordReset();
  const [fresh, setFresh] = useState<TokenPayload | null>(null);
  // spec 000 §8: an invalid_username alert shows its message for 2 s.
  const [failure, setFailure] = useTimedMessage(2000);
  // A dead link is said at once, as the page opens, and stays said, with a way to a new one (decision 116).
  const [refused, setRefused] = useState(false);
  const linkCheck = useResetLinkCheck(token);
  const deadLink = refused || linkCheck.data === false;

  const onSubmit = form.handleSubmit(async (body) => {
    errors.clear();
    setFailure(null);
    try {
      setFresh(await mutation.mutateAsync(body));
    } catch (err) {
      const refusal = refusalOf(err);
      if (refusal?.key === 'invalid_token') return setRefused(true);
      errors.show(err);
      if (refusal?.key === 'invalid_username') setFailure(refusal.message);
    }
  });

  return (
    <RecoveryCard title={RM.resetTitle}>
      <FormProvider {...form}>
        <Box component="form" noValidate onSubmit={onSubmit}>
          <Stack spacing={2}>
            {deadLink && <DeadLinkAlert />}
            <ResetFields minPasswordLength={minPasswordLength} />
            <ErrorAlert {...errors.alertProps} />
            <ErrorAlert message={failure} onClose={() => setFailure(null)} />
            <FormButtons
              submitLabel={RM.resetTitle}
              busy={mutation.isPending || Boolean(fresh)}
              secondaryLabel={LoginTexts.clear}
              onSecondary={() => {
                form.reset();
                errors.clear();
                setFailure(null);
              }}
            />
          </Stack>
        </Box>
      </FormProvider>
      <TimedOverlay
        message={fresh ? A.passwordReset : null}
        ms={2000}
        onDone={() => {
          if (!fresh) return;
          signInAndGo(fresh, '/member/account');
        }}
      />
    </RecoveryCard>
  );
}
