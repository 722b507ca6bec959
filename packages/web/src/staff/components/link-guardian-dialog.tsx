import { DialogContentText } from '@mui/material';
import { LinkGuardianBody } from '@portal/domain/staff/guardians.contract';
import { GuardianTexts as F } from '@portal/domain/staff/guardians.messages';
import { MemberRecordTexts as R } from '@portal/domain/staff/staff.messages';
import { TextInput } from '../../components/form-fields/text-input';
import { useFormSubmit, useZodForm } from '../../lib/forms';
import { useLinkGuardian } from '../members.api';
import { FormDialog } from '../../components/staff/form-dialog';

/** Link a guardian to this person by their member number, with the reason (family.write; docs/decisions/252). */
export function LinkGuardianDialog({
  memberId,
  open,
  onClose,
  onDone,
}: {
  memberId: number;
  open: boolean;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const form = useZodForm(LinkGuardianBody, { guardian_id: '', reason: '' });
  const mutation = useLinkGuardian();
  const { submit, alert, clear } = useFormSubmit(
    form,
    { guardian_id: F.guardianNumber, reason: R.reason },
    async (body) => {
      const done = await mutation.mutateAsync({ memberId, body });
      form.reset();
      return done;
    },
    (done) => onDone(done.message),
  );
  return (
    <FormDialog
      open={open}
      title={F.linkTitle}
      text={<DialogContentText>{F.linkText}</DialogContentText>}
      form={form}
      onSubmit={submit}
      submitLabel={F.link}
      busy={mutation.isPending}
      alert={alert}
      onClose={() => {
        clear();
        onClose();
      }}
    >
      <TextInput name="guardian_id" label={F.guardianNumber} digits={10} fullWidth required />
      <TextInput name="reason" label={R.reason} multiline minRows={2} fullWidth required />
    </FormDialog>
  );
}
