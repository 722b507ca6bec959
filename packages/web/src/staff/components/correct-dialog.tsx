import { CorrectionBody, type MemberRecord } from '@portal/domain/staff/member-records.contract';
import { ChoiceLabels, GENDERS } from '@portal/domain/shared/fields';
import { isoToDmy } from '@portal/domain/shared/time';
import { ProfileLabels } from '@portal/domain/profile/profile.messages';
import { MemberRecordTexts as R } from '@portal/domain/staff/staff.messages';
import { DateInput } from '../../components/form-fields/date-input';
import { SelectInput } from '../../components/form-fields/select-input';
import { TextInput } from '../../components/form-fields/text-input';
import { useFormSubmit, useZodForm } from '../../lib/forms';
import { useCorrectMember } from '../members.api';
import { FormDialog } from '../../components/staff/form-dialog';

const LABELS = {
  firstname: ProfileLabels.firstname,
  lastname: ProfileLabels.lastname,
  dob: ProfileLabels.dob,
  gender: ProfileLabels.gender,
  reason: R.reason,
};
const GENDER_OPTIONS = GENDERS.map((g) => ({ value: g, text: ChoiceLabels.gender[g] }));

/** Correct what a member cannot change themselves: name, date of birth, gender, with the reason (members.correct). */
export function CorrectDialog({
  record,
  open,
  onClose,
  onDone,
}: {
  record: MemberRecord;
  open: boolean;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const p = record.profile;
  const form = useZodForm(CorrectionBody, {
    firstname: p.firstname,
    lastname: p.lastname,
    dob: p.dob ? isoToDmy(p.dob) : '',
    gender: p.gender as never,
    reason: '',
  });
  const mutation = useCorrectMember();
  const { submit, alert, clear } = useFormSubmit(
    form,
    LABELS,
    async (body) => {
      const done = await mutation.mutateAsync({ memberId: p.id, body });
      form.reset({ ...body, reason: '' });
      return done;
    },
    (done) => onDone(done.message),
  );
  return (
    <FormDialog
      open={open}
      title={R.correctTitle}
      form={form}
      onSubmit={submit}
      submitLabel={R.save}
      busy={mutation.isPending}
      alert={alert}
      onClose={() => {
        clear();
        onClose();
      }}
    >
      <TextInput name="firstname" label={LABELS.firstname} fullWidth required />
      <TextInput name="lastname" label={LABELS.lastname} fullWidth required />
      <DateInput name="dob" label={LABELS.dob} fullWidth required />
      <SelectInput name="gender" label={LABELS.gender} options={GENDER_OPTIONS} fullWidth required />
      <TextInput name="reason" label={LABELS.reason} multiline minRows={2} fullWidth required />
    </FormDialog>
  );
}
