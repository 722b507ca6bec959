import { useState } from 'react';
import { Alert, Box, Paper, Stack, Typography } from '@mui/material';
import { FormProvider } from 'react-hook-form';
import { GrantGuardianBody } from '@portal/domain/family/guardians.contract';
import { GuardianMessages as G } from '@portal/domain/family/guardians.messages';
import { ErrorAlert } from '../components/feedback/error-alert';
import { FormButtons } from '../components/form-buttons';
import { TextInput } from '../components/form-fields/text-input';
import { useServerErrors, useZodForm } from '../lib/forms';
import { useGrantGuardian } from './guardians.api';

const LABELS = { username: G.username };

/**
 * An adult asks a former guardian, by username, to look after them again (decisions 249, 260): the answer is one
 * sentence whoever the username names, and nothing changes until that member accepts the mailed request.
 */
export function GuardianGrantForm() {
  const form = useZodForm(GrantGuardianBody, { username: '' });
  const errors = useServerErrors(form, LABELS);
  const grant = useGrantGuardian();
  const [done, setDone] = useState<string | null>(null);
  const onSubmit = form.handleSubmit(async (body) => {
    errors.clear();
    setDone(null);
    try {
      setDone((await grant.mutateAsync(body)).data.message);
      form.reset({ username: '' });
    } catch (err) {
      errors.show(err);
    }
  }, errors.invalid);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h6" component="h2">
        {G.grantTitle}
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 2 }}>
        {G.grantHelp}
      </Typography>
      <FormProvider {...form}>
        <Box component="form" noValidate onSubmit={onSubmit}>
          <Stack spacing={2}>
            <TextInput name="username" label={G.username} required autoComplete="off" fullWidth />
            {done && (
              <Alert severity="success" role="status">
                {done}
              </Alert>
            )}
            <ErrorAlert {...errors.alertProps} />
            <FormButtons
              submitLabel={G.grant}
              busy={grant.isPending}
              secondaryLabel={G.cancel}
              onSecondary={() => {
                form.reset({ username: '' });
                errors.clear();
                setDone(null);
              }}
            />
          </Stack>
        </Box>
      </FormProvider>
    </Paper>
  );
}
