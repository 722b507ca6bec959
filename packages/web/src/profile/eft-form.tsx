import { useState } from 'react';
import { Alert, Box, Button, CircularProgress, Stack } from '@mui/material';
import { FormProvider } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { EftForm as EftFormSchema, type EftDetails } from '@portal/domain/profile/profile.contract';
import { ProfileMessages } from '@portal/domain/profile/profile.messages';
import { TextInput } from '../components/form-fields/text-input';
import { ErrorAlert } from '../components/feedback/error-alert';
import { ApiError } from '../lib/api-client';
import { applyServerErrors, useZodForm } from '../lib/forms';
import { useSaveEft } from './profile.api';

/** spec 000 §2.3, §5 EFT details: Account Name, BSB Number (6 digits), Account Number (6 to 10 digits). */
export function EftForm({ details }: { details: EftDetails }) {
  const form = useZodForm(EftFormSchema, {
    account_name: details.acct_name, account_bsb: details.acct_bsb, account_number: details.acct_number,
  });
  const mutation = useSaveEft();
  const navigate = useNavigate();
  const [alert, setAlert] = useState<string | null>(null);

  const submit = form.handleSubmit(
    (values) => {
      setAlert(null);
      mutation.mutate(values, {
        onError: (err) => {
          applyServerErrors(form, err);
          setAlert(err instanceof ApiError && err.status !== 422 ? err.message : ProfileMessages.formError);
        },
      });
    },
    () => { mutation.reset(); setAlert(ProfileMessages.formError); },
  );

  return (
    <FormProvider {...form}>
      <Box component="form" noValidate onSubmit={submit} aria-label="EFT details" sx={{ maxWidth: 520 }}>
        {mutation.isSuccess && <Alert severity="success" role="status" sx={{ mb: 2 }}>{mutation.data.message}</Alert>}
        <TextInput name="account_name" label="Account Name" required autoComplete="off" slotProps={{ htmlInput: { maxLength: 100 } }} />
        <TextInput name="account_bsb" label="BSB Number" required digits={6} autoComplete="off" helperText="6 digits, e.g. 062000" />
        <TextInput name="account_number" label="Account Number" required digits={10} autoComplete="off" helperText="6 to 10 digits" />
        <ErrorAlert message={alert} onClose={() => setAlert(null)} />
        <Stack direction="row" spacing={2} sx={{ mt: 2 }}>
          <Button variant="outlined" onClick={() => void navigate('/member/account')} disabled={mutation.isPending}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={mutation.isPending}
            startIcon={mutation.isPending ? <CircularProgress size={18} color="inherit" /> : null}>
            Save
          </Button>
        </Stack>
      </Box>
    </FormProvider>
  );
}
