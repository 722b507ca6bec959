import { useEffect, useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { DialogContentText } from '@mui/material';
import { confirmPassword, ConfirmPasswordBody } from '@portal/domain/staff/password-confirm.contract';
import { PasswordConfirmTexts as T } from '@portal/domain/staff/password-confirm.messages';
import { PasswordInput } from '../form-fields/password-input';
import { TextInput } from '../form-fields/text-input';
import { TwoFactorTexts } from '@portal/domain/security/two-factor.messages';
import { call, setPasswordAsker } from '../../lib/api-client';
import { useFormSubmit, useZodForm } from '../../lib/forms';
import { FormDialog } from './form-dialog';

/**
 * The back-office's password check (decision 263), mounted once in the staff app: a call refused with 403
 * password_required (bank details, the ABA file, refunds) opens this dialog; once the password is confirmed the api
 * client sends the call again, and on Cancel the call fails with the server's sentence. Calls asking at once share it.
 */
export function PasswordPrompt() {
  const waiting = useRef<((ok: boolean) => void)[]>([]);
  const [open, setOpen] = useState(false);
  // bank details, the ABA file and exports of a staff member with a second factor: a code too (decision 327)
  const [withCode, setWithCode] = useState(false);
  const form = useZodForm(ConfirmPasswordBody, { password: '', code: '' });
  const confirm = useMutation({
    mutationFn: async (body: ConfirmPasswordBody) => (await call(confirmPassword, { body })).data,
  });
  const { submit, alert, clear } = useFormSubmit(
    form,
    { password: T.password, code: TwoFactorTexts.code },
    (body) => confirm.mutateAsync(body),
    () => finish(true),
  );
  useEffect(() => {
    setPasswordAsker(
      (_message, code) =>
        new Promise<boolean>((resolve) => {
          waiting.current.push(resolve);
          setWithCode((was) => was || code);
          setOpen(true);
        }),
    );
    return () => setPasswordAsker(null);
  }, []);
  const finish = (ok: boolean) => {
    for (const resolve of waiting.current.splice(0)) resolve(ok);
    setOpen(false);
    setWithCode(false);
    form.reset();
    clear();
  };
  return (
    <FormDialog
      open={open}
      title={T.title}
      text={<DialogContentText>{T.text}</DialogContentText>}
      form={form}
      onSubmit={submit}
      submitLabel={T.submit}
      busy={confirm.isPending}
      alert={alert}
      onClose={() => finish(false)}
    >
      <PasswordInput name="password" label={T.password} required fullWidth autoFocus autoComplete="current-password" />
      {withCode && (
        <TextInput
          name="code"
          label={TwoFactorTexts.code}
          helperText={TwoFactorTexts.codeHint}
          required
          fullWidth
          autoComplete="one-time-code"
          maxLength={20}
          sx={{ mt: 2 }}
        />
      )}
    </FormDialog>
  );
}
