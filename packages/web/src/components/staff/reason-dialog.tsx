import type { ReactNode } from 'react';
import { DialogContentText } from '@mui/material';
import { ReasonBody } from '@portal/domain/staff/member-records.contract';
import { MemberRecordTexts as R } from '@portal/domain/staff/staff.messages';
import { TextInput } from '../form-fields/text-input';
import { useFormSubmit, useZodForm } from '../../lib/forms';
import { FormDialog } from './form-dialog';

/** A change that needs only a reason (deactivate, reactivate, show bank details): `send` resolves once it is done. */
export function ReasonDialog({
  open,
  title,
  text,
  submitLabel,
  busy,
  send,
  onClose,
  children,
}: {
  open: boolean;
  title: string;
  text: string;
  submitLabel: string;
  busy: boolean;
  send: (body: ReasonBody) => Promise<unknown>;
  onClose: () => void;
  children?: ReactNode;
}) {
  const form = useZodForm(ReasonBody, { reason: '' });
  const { submit, alert, clear } = useFormSubmit(form, { reason: R.reason }, send, () => form.reset());
  return (
    <FormDialog
      open={open}
      title={title}
      text={<DialogContentText>{text}</DialogContentText>}
      form={form}
      onSubmit={submit}
      submitLabel={submitLabel}
      busy={busy}
      alert={alert}
      onClose={() => {
        clear();
        onClose();
      }}
    >
      <TextInput name="reason" label={R.reason} multiline minRows={2} fullWidth required />
      {children}
    </FormDialog>
  );
}
