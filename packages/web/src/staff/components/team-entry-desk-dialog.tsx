import { DialogContentText } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import { DeskPaymentTexts as T } from '@portal/domain/payments/desk-payments.messages';
import { TeamEntryDeskForm, teamEntryDeskBody } from '@portal/domain/payments/desk-payments.staff.forms';
import { formatCents } from '@portal/domain/shared/money';
import { todayIn } from '@portal/domain/shared/time';
import type { MemberRecord } from '@portal/domain/staff/member-records.contract';
import { SelectInput } from '../../components/form-fields/select-input';
import { TextInput } from '../../components/form-fields/text-input';
import { DESK_LABELS, DeskPaymentFields, deskDefaults } from '../../components/staff/desk-payment-fields';
import { FormDialog } from '../../components/staff/form-dialog';
import { useFormSubmit, useZodForm } from '../../lib/forms';
import { useSettings } from '../../lib/settings';
import { deskDivisionsQuery, useTeamEntryDeskPayment } from '../members.api';

/**
 * A team entered and paid at the desk (payments.desk, decision 275), the member as its manager: the division (its fee,
 * its places), the team's name, then the desk's own fields; the place is taken as for an online entry.
 */
export function TeamEntryDeskDialog({
  record,
  onClose,
  onDone,
}: {
  record: MemberRecord;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const { timeZone } = useSettings();
  const today = todayIn(timeZone);
  const divisions = useQuery(deskDivisionsQuery()).data ?? [];
  const form = useZodForm(TeamEntryDeskForm, { ...deskDefaults(today), division_id: '', team_name: '' });
  const mutation = useTeamEntryDeskPayment();
  const chosenId = useWatch({ control: form.control, name: 'division_id' });
  const chosen = divisions.find((d) => String(d.id) === String(chosenId));
  const { submit, alert } = useFormSubmit(
    form,
    { ...DESK_LABELS, division_id: T.division, team_name: T.teamName },
    (values) =>
      mutation.mutateAsync({ memberId: record.profile.id, body: teamEntryDeskBody(values, chosen?.price_cents ?? 0) }),
    (answer) => onDone(answer.message),
  );
  const manager = `${record.profile.firstname} ${record.profile.lastname}`.trim();
  const options = divisions.map((d) => ({
    value: String(d.id),
    text: T.divisionOption(
      d.name,
      d.season,
      formatCents(d.price_cents),
      T.placesLeft(d.places_taken, d.capacity, d.waitlist),
    ),
  }));
  return (
    <FormDialog
      open
      title={T.teamEntryTitle}
      form={form}
      onSubmit={submit}
      submitLabel={T.save}
      busy={mutation.isPending}
      alert={alert}
      onClose={onClose}
      text={
        <DialogContentText>
          {[
            chosen &&
              T.feeText(
                chosen.name,
                formatCents(chosen.price_cents),
                T.placesLeft(chosen.places_taken, chosen.capacity, chosen.waitlist),
              ),
            T.teamEntryText(manager),
          ]
            .filter(Boolean)
            .join(' ')}
        </DialogContentText>
      }
    >
      <SelectInput
        name="division_id"
        label={T.division}
        options={options}
        fullWidth
        required
        helperText={divisions.length ? undefined : T.noDivisions}
      />
      <TextInput name="team_name" label={T.teamName} maxLength={60} fullWidth required />
      <DeskPaymentFields today={today} amount={false} />
    </FormDialog>
  );
}
