import { DifferentBody, type DuplicatePair } from '@portal/domain/staff/duplicates.contract';
import { MemberRecordTexts as R } from '@portal/domain/staff/staff.messages';
import { TextInput } from '../../components/form-fields/text-input';
import { useFormSubmit, useZodForm } from '../../lib/forms';
import { useMarkDifferent } from '../members.api';
import { FormDialog } from '../../components/staff/form-dialog';

/** Two look-alike accounts are two people: the pair is no longer suggested; the reason is optional (decision 284). */
export function DifferentDialog({
  pair,
  onClose,
  onDone,
}: {
  pair: DuplicatePair;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const form = useZodForm(DifferentBody, { a_id: pair.a.id, b_id: pair.b.id, reason: '' });
  const mark = useMarkDifferent();
  const { submit, alert } = useFormSubmit(
    form,
    { reason: R.optionalReason },
    (body) => mark.mutateAsync(body),
    (answer) => onDone(answer.message),
  );
  return (
    <FormDialog
      open
      title={`${pair.a.username} and ${pair.b.username} are different people`}
      form={form}
      onSubmit={submit}
      submitLabel="Mark as different people"
      busy={mark.isPending}
      alert={alert}
      onClose={onClose}
      text="Both accounts stay as they are; this pair is no longer suggested as one person."
    >
      <TextInput name="reason" label={R.optionalReason} multiline minRows={2} fullWidth />
    </FormDialog>
  );
}
