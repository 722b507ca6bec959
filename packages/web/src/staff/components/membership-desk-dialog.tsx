import { DialogContentText } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { DeskPaymentTexts as T } from '@portal/domain/payments/desk-payments.messages';
import { MembershipDeskForm, membershipDeskBody } from '@portal/domain/payments/desk-payments.staff.forms';
import { canRenew, nextExpiry } from '@portal/domain/payments/payments.rules';
import { sportLabel } from '@portal/domain/shared/fields';
import { formatCents } from '@portal/domain/shared/money';
import { todayIn } from '@portal/domain/shared/time';
import type { MemberRecord } from '@portal/domain/staff/member-records.contract';
import { SelectInput } from '../../components/form-fields/select-input';
import { FormDialog } from '../../components/staff/form-dialog';
import { useFormSubmit, useZodForm } from '../../lib/forms';
import { useSettings } from '../../lib/settings';
import { DESK_LABELS, DeskPaymentFields, deskDefaults } from '../../components/staff/desk-payment-fields';
import { useMembershipDeskPayment } from '../members.api';

type Sport = NonNullable<MemberRecord['sports']>[number];

/** The sports of a record that can be paid at the desk today: a price, and due (as the member's own renewal). */
export function deskSports(record: MemberRecord, today: string): Sport[] {
  return (record.sports ?? []).filter((s) => s.price_cents !== null && canRenew(s.expiry_date, today));
}

/**
 * A membership paid at the desk (payments.desk, decision 274): the sport (its whole price is what is paid), then the
 * desk's own fields; it renews as an online renewal does and the member is mailed the receipt.
 */
export function MembershipDeskDialog({
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
  const sports = deskSports(record, today);
  const form = useZodForm(MembershipDeskForm, { ...deskDefaults(today), sport: sports[0]?.sport as never });
  const mutation = useMembershipDeskPayment();
  const chosen = useWatch({ control: form.control, name: 'sport' });
  const sport = sports.find((s) => s.sport === chosen) ?? sports[0];
  const { submit, alert } = useFormSubmit(
    form,
    { ...DESK_LABELS, sport: T.sport },
    (values) =>
      mutation.mutateAsync({ memberId: record.profile.id, body: membershipDeskBody(values, sport!.price_cents!) }),
    (answer) => onDone(answer.message),
  );
  const text =
    sport &&
    T.membershipText(sportLabel(sport.sport), formatCents(sport.price_cents!), nextExpiry(sport.expiry_date, today));
  return (
    <FormDialog
      open
      title={T.membershipTitle}
      text={<DialogContentText>{text}</DialogContentText>}
      form={form}
      onSubmit={submit}
      submitLabel={T.save}
      busy={mutation.isPending}
      alert={alert}
      onClose={onClose}
    >
      <SelectInput
        name="sport"
        label={T.sport}
        options={sports.map((s) => ({ value: s.sport, text: sportLabel(s.sport) }))}
        fullWidth
        required
      />
      <DeskPaymentFields today={today} amount={false} />
    </FormDialog>
  );
}
