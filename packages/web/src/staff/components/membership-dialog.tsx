import { useEffect } from 'react';
import { sportLabel } from '@portal/domain/shared/fields';
import { MembershipBody, type MemberRecord } from '@portal/domain/staff/member-records.contract';
import { MemberRecordTexts as R } from '@portal/domain/staff/staff.messages';
import { CheckboxInput } from '../../components/form-fields/checkbox-input';
import { IsoDateInput } from '../../components/form-fields/iso-date-input';
import { SelectInput } from '../../components/form-fields/select-input';
import { TextInput } from '../../components/form-fields/text-input';
import { FormDialog } from '../../components/staff/form-dialog';
import { useFormSubmit, useZodForm } from '../../lib/forms';
import { useSetMembership } from '../members.api';

const LABELS = { sport: R.sport, expiry_date: R.expiry, memb_renewal: R.renewalDue, reason: R.reason };

const NO_SPORTS: NonNullable<MemberRecord['sports']> = [];

/**
 * Set a sport membership's expiry and renewal due by hand, with the reason (members.membership, decision 257): the
 * fields start from the chosen sport's row and follow when another sport is chosen.
 */
export function MembershipDialog({
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
  const sports = record.sports ?? NO_SPORTS;
  const first = sports[0];
  const form = useZodForm(MembershipBody, {
    sport: (first?.sport ?? 'basketball') as never,
    expiry_date: first?.expiry_date ?? '',
    memb_renewal: first?.memb_renewal ?? false,
    reason: '',
  });
  const mutation = useSetMembership();
  const sport = form.watch('sport');
  useEffect(() => {
    const row = sports.find((s) => s.sport === sport);
    if (row)
      form.reset({ ...form.getValues(), expiry_date: row.expiry_date ?? '', memb_renewal: row.memb_renewal } as never);
  }, [sport, sports, form]);
  const { submit, alert, clear } = useFormSubmit(
    form,
    LABELS,
    (body) => mutation.mutateAsync({ memberId: record.profile.id, body }),
    (answer) => onDone(answer.message),
  );
  return (
    <FormDialog
      open={open}
      title={R.membershipTitle}
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
      <SelectInput
        name="sport"
        label={LABELS.sport}
        options={sports.map((s) => ({ value: s.sport, text: sportLabel(s.sport) }))}
        fullWidth
        required
      />
      <IsoDateInput name="expiry_date" label={LABELS.expiry_date} fullWidth />
      <CheckboxInput name="memb_renewal" label={LABELS.memb_renewal} />
      <TextInput name="reason" label={LABELS.reason} multiline minRows={2} fullWidth required />
    </FormDialog>
  );
}
