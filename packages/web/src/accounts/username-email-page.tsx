import { useState } from 'react';
import { Box, Stack } from '@mui/material';
import { FormProvider } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { UsernameEmailBody } from '@portal/domain/accounts/accounts.contract';
import { AccountsMessages as A, RecoveryMessages as RM, RegistrationLabels as L } from '@portal/domain/accounts/accounts.messages';
import { ErrorAlert } from '../components/feedback/error-alert';
import { TimedOverlay } from '../components/feedback/timed-overlay';
import { TextInput } from '../components/form-fields/text-input';
import { applyServerErrors, errorMessage, useZodForm } from '../lib/forms';
import { useUsernameEmail } from './accounts.api';
import { FormButtons } from './form-buttons';
import { RecoveryCard } from './recovery-card';

/** Forgot Username (spec 000 §2.3): email field; "Email Sent Successfully", then home after 3 s (§9). */
export function UsernameEmailPage() {
  const form = useZodForm(UsernameEmailBody, { action: 'username-email', email: '' });
  const mutation = useUsernameEmail();
  const navigate = useNavigate();
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      await mutation.mutateAsync(body);
      setDone(true);
    } catch (err) {
      if (!applyServerErrors(form, err)) setFailure(errorMessage(err, A.technicalIssue));
    }
  });

  return (
    <RecoveryCard title={RM.forgotUsernameTitle}>
      <FormProvider {...form}>
        <Box component="form" noValidate onSubmit={onSubmit}>
          <Stack spacing={2}>
            <TextInput name="email" label={L.email} type="email" required autoComplete="email" fullWidth />
            <ErrorAlert message={failure} onClose={() => setFailure(null)} />
            <FormButtons submitLabel={RM.sendUsername} busy={mutation.isPending || done} onClear={() => { form.reset(); setFailure(null); }} />
          </Stack>
        </Box>
      </FormProvider>
      <TimedOverlay message={done ? A.emailSent : null} ms={3000} onDone={() => void navigate('/', { replace: true })} />
    </RecoveryCard>
  );
}
