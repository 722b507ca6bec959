import { Alert, AlertTitle, Box, Button, Checkbox, CircularProgress, FormControlLabel, Stack } from '@mui/material';
import { FormProvider } from 'react-hook-form';
import { LoginBody, type TokenPayload } from '@portal/domain/accounts/accounts.contract';
import { AccountsMessages as A, LoginTexts as T } from '@portal/domain/accounts/accounts.messages';
import { PasswordInput } from '../components/form-fields/password-input';
import { TextInput } from '../components/form-fields/text-input';
import { ApiError } from '../lib/api-client';
import { applyServerErrors, useZodForm } from '../lib/forms';
import { useLogin } from './accounts.api';

/** spec 000 §2.3 login form: username, password with show/hide, Remember Me, clear and login; Enter submits. */
export function LoginForm({ xyz, zyx, onSuccess }: { xyz?: string; zyx?: string; onSuccess: (token: TokenPayload) => void }) {
  const form = useZodForm(LoginBody, { username: '', password: '', remember: false, xyz: xyz ?? null, zyx: zyx ?? null });
  const mutation = useLogin();
  const submit = form.handleSubmit((values) =>
    mutation.mutate(values, { onSuccess, onError: (err) => applyServerErrors(form, err) }));

  return (
    <FormProvider {...form}>
      <Box component="form" noValidate onSubmit={submit} aria-label={T.formName}>
        <LoginError error={mutation.error} onClose={() => mutation.reset()} />
        <TextInput name="username" label={T.username} autoComplete="username" autoFocus />
        <PasswordInput name="password" label={T.password} autoComplete="current-password" />
        <FormControlLabel
          control={<Checkbox checked={Boolean(form.watch('remember'))} onChange={(e) => form.setValue('remember', e.target.checked)} />}
          label={T.rememberMe}
        />
        <Stack direction="row" spacing={2} sx={{ mt: 1 }}>
          <Button type="button" variant="outlined" onClick={() => { form.reset(); mutation.reset(); }} disabled={mutation.isPending}>{T.clear}</Button>
          <Button type="submit" variant="contained" disabled={mutation.isPending} startIcon={mutation.isPending ? <CircularProgress size={18} color="inherit" /> : null}>
            {T.login}
          </Button>
        </Stack>
      </Box>
    </FormProvider>
  );
}

/** spec 000 §8: invalid_credentials / invalid_grant get the case-sensitivity alert; unreadable errors the technical one. */
function LoginError({ error, onClose }: { error: unknown; onClose: () => void }) {
  if (!error) return null;
  if (error instanceof ApiError && error.status === 422) return null; // shown beside the fields
  const credentials = error instanceof ApiError && (error.key === 'invalid_credentials' || error.key === 'invalid_grant');
  const message = credentials ? A.caseSensitive : error instanceof ApiError && error.status === 429 ? error.message : A.technicalIssue;
  return (
    <Alert severity="error" role="alert" onClose={onClose} sx={{ mb: 2 }}>
      {credentials ? <AlertTitle>{message}</AlertTitle> : message}
      {credentials && A.caseSensitiveHelp}
    </Alert>
  );
}
