import { useState } from 'react';
import { Box, Checkbox, FormControlLabel } from '@mui/material';
import { FormProvider } from 'react-hook-form';
import type { TokenPayload } from '@portal/domain/accounts/login.contract';
import { AccountsMessages as A, LoginLabels, LoginTexts as T } from '@portal/domain/accounts/accounts.messages';
import { ErrorAlert } from '../components/feedback/error-alert';
import { FormButtons } from '../components/form-buttons';
import { PasswordInput } from '../components/form-fields/password-input';
import { TextInput } from '../components/form-fields/text-input';
import { refusalOf, type Refusal } from '../lib/api-client';
import { CODE_AT_SIGN_IN } from '@portal/domain/security/two-factor';
import { useFormSubmit, useLazyZodForm, type FormAlert } from '../lib/forms';
import { loadLoginContract, useLogin } from './accounts.api';

/**
 * spec 000 §8: invalid_credentials / invalid_grant get the case-sensitivity alert, headed by "Sign in failed." (ours) so
 * it first says what happened; too many attempts their own; anything else the technical one.
 */
function loginAlert(error: Refusal): FormAlert {
  if (error.key === 'invalid_credentials' || error.key === 'invalid_grant') {
    return { message: A.signInFailed, lines: [A.caseSensitive, A.caseSensitiveHelp] };
  }
  // a member who turned a second factor on (decision 328): the code is asked, or was wrong
  if (error.key === CODE_AT_SIGN_IN || error.fields.code) return { message: error.message, lines: [] };
  // too many attempts, or an account the association deactivated (decision 161): the server's own sentence
  return {
    message: error.status === 429 || error.key === 'account_deactivated' ? error.message : A.technicalIssue,
    lines: [],
  };
}

/** spec 000 §2.3 login form: username, password with show/hide, Remember Me, clear and login; Enter submits. */
export function LoginForm({
  xyz,
  zyx,
  onSuccess,
}: {
  xyz?: string;
  zyx?: string;
  onSuccess: (token: TokenPayload) => void;
}) {
  const { form, warmOn } = useLazyZodForm(async () => (await loadLoginContract()).LoginBody, {
    username: '',
    password: '',
    remember: false,
    xyz: xyz ?? null,
    zyx: zyx ?? null,
  });
  const mutation = useLogin();
  // decision 328: asked only of a member who turned a second factor on, once the password is right
  const [codeAsked, setCodeAsked] = useState(false);
  const { submit, alertProps, clear } = useFormSubmit(
    form,
    { ...LoginLabels, code: T.code },
    async (values) => {
      try {
        return await mutation.mutateAsync(values);
      } catch (err) {
        if (refusalOf(err)?.key === CODE_AT_SIGN_IN) setCodeAsked(true);
        throw err;
      }
    },
    onSuccess,
    { alertOf: loginAlert },
  );

  return (
    <FormProvider {...form}>
      <Box component="form" noValidate onSubmit={submit} aria-label={T.formName} {...warmOn}>
        <ErrorAlert {...alertProps} />
        <TextInput name="username" label={LoginLabels.username} autoComplete="username" autoFocus />
        <PasswordInput name="password" label={LoginLabels.password} autoComplete="current-password" />
        {codeAsked && <TextInput name="code" label={T.code} autoComplete="one-time-code" autoFocus maxLength={20} />}
        <FormControlLabel
          control={
            <Checkbox
              checked={Boolean(form.watch('remember'))}
              onChange={(e) => form.setValue('remember', e.target.checked)}
            />
          }
          label={T.rememberMe}
        />
        <FormButtons
          submitLabel={T.login}
          busy={mutation.isPending}
          secondaryLabel={T.clear}
          onSecondary={() => {
            form.reset();
            clear();
          }}
        />
      </Box>
    </FormProvider>
  );
}
