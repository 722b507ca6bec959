import { useState, type BaseSyntheticEvent } from 'react';
import { Alert, Box, Paper, Stack, Typography } from '@mui/material';
import { FormProvider } from 'react-hook-form';
import { GrantGuardianBody } from '@portal/domain/family/guardians.contract';
import { GuardianMessages as G } from '@portal/domain/family/guardians.messages';
import { ErrorAlert } from '../components/feedback/error-alert';
import { FormButtons } from '../components/form-buttons';
import { TextInput } from '../components/form-fields/text-input';
import { useFormSubmit, useZodForm } from '../lib/forms';
import { useGrantGuardian } from './guardians.api';

const LABELS = { username: G.username };

/**
 * An adult asks a former guardian, by username, to look after them again (decisions 249, 260): the answer is one
 * sentence whoever the username names, and nothing changes until that member accepts the mailed request.
 */
export function GuardianGrantForm() {
  const form = useZodForm(GrantGuardianBody, { username: '' });
  const grant = useGrantGuardian();
  const [done, setDone] = useState<string | null>(null);
  const { submit, alertProps, clear } = useFormSubmit(
    form,
    LABELS,
    (body) => {
      setDone(null);
      return grant.mutateAsync(body);
    },
    (answer) => {
      setDone(answer.data.message);
      form.reset({ username: '' });
    },
  );
  // A submit the browser refuses clears the alert too, as before (no formAlert: nothing replaces it).
  const onSubmit = (e?: BaseSyntheticEvent) => {
    clear();
    return submit(e);
  };
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
            <ErrorAlert {...alertProps} />
            <FormButtons
              submitLabel={G.grant}
              busy={grant.isPending}
              secondaryLabel={G.cancel}
              onSecondary={() => {
                form.reset({ username: '' });
                clear();
                setDone(null);
              }}
            />
          </Stack>
        </Box>
      </FormProvider>
    </Paper>
  );
}
