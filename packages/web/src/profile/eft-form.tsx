import { Alert, Box } from '@mui/material';
import { FormProvider } from 'react-hook-form';
import { useNavigate } from 'react-router';
import {
  ACCOUNT_NAME_MAX_LENGTH,
  EftForm as EftFormSchema,
  type EftDetails,
} from '@portal/domain/profile/profile.contract';
import { EftLabels as L, ProfileMessages, ProfileTexts as T } from '@portal/domain/profile/profile.messages';
import { ErrorAlert } from '../components/feedback/error-alert';
import { FormButtons } from '../components/form-buttons';
import { TextInput } from '../components/form-fields/text-input';
import { useServerErrors, useZodForm } from '../lib/forms';
import { useSaveEft } from './profile.api';

/** spec 000 §2.3, §5 EFT details: Account Name, BSB Number (6 digits), Account Number (6 to 10 digits). */
export function EftForm({ details }: { details: EftDetails }) {
  const form = useZodForm(EftFormSchema, {
    account_name: details.acct_name,
    account_bsb: details.acct_bsb,
    account_number: details.acct_number,
  });
  const errors = useServerErrors(form, L, { formAlert: ProfileMessages.formError });
  const mutation = useSaveEft();
  const navigate = useNavigate();

  const submit = form.handleSubmit(
    (values) => {
      errors.clear();
      mutation.mutate(values, { onError: errors.show });
    },
    () => {
      mutation.reset();
      errors.invalid();
    },
  );

  return (
    <FormProvider {...form}>
      <Box component="form" noValidate onSubmit={submit} aria-label="EFT details" sx={{ maxWidth: 520 }}>
        {mutation.isSuccess && (
          <Alert severity="success" role="status" sx={{ mb: 2 }}>
            {mutation.data.message}
          </Alert>
        )}
        <TextInput
          name="account_name"
          label={L.account_name}
          required
          autoComplete="off"
          maxLength={ACCOUNT_NAME_MAX_LENGTH}
        />
        <TextInput
          name="account_bsb"
          label={L.account_bsb}
          required
          digits={6}
          autoComplete="off"
          helperText={T.bsbHint}
        />
        <TextInput
          name="account_number"
          label={L.account_number}
          required
          digits={10}
          autoComplete="off"
          helperText={T.accountNumberHint}
        />
        <ErrorAlert {...errors.alertProps} />
        <FormButtons
          submitLabel={T.save}
          busy={mutation.isPending}
          secondaryLabel={T.cancel}
          onSecondary={() => void navigate('/member/account')}
          sx={{ mt: 2 }}
        />
      </Box>
    </FormProvider>
  );
}
