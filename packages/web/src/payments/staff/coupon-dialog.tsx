import { Typography } from '@mui/material';
import { useWatch } from 'react-hook-form';
import type { StaffCoupon } from '@portal/domain/payments/coupons.staff.contract';
import { CouponForm, couponFormValues } from '@portal/domain/payments/coupons.staff.forms';
import { CouponStaffTexts as T } from '@portal/domain/payments/coupons.staff.messages';
import { CheckboxInput } from '../../components/form-fields/checkbox-input';
import { IsoDateInput } from '../../components/form-fields/iso-date-input';
import { SelectInput } from '../../components/form-fields/select-input';
import { TextInput } from '../../components/form-fields/text-input';
import { useFormSubmit, useZodForm } from '../../lib/forms';
import { FormDialog } from '../../components/staff/form-dialog';
import { useSaveCoupon } from './coupons-staff.api';

const METHODS = [
  { value: 'percent', text: T.methods.percent },
  { value: 'fixed', text: T.methods.fixed },
];
const LABELS = {
  code: T.code,
  method: T.method,
  value: T.valuePercent,
  valid_from: T.validFrom,
  valid_until: T.validUntil,
  max_uses: T.maxUses,
  max_uses_per_member: T.maxUsesPerMember,
};

/** Add a coupon, or edit `coupon` (coupons.write): the contract's schema checks it here and on the server. */
export function CouponDialog({
  coupon,
  onClose,
  onSaved,
}: {
  coupon: StaffCoupon | null;
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  const form = useZodForm(CouponForm, couponFormValues(coupon ?? undefined));
  const method = useWatch({ control: form.control, name: 'method' });
  const mutation = useSaveCoupon();
  const { submit, alert } = useFormSubmit(
    form,
    LABELS,
    (body) => mutation.mutateAsync({ couponId: coupon?.id ?? null, body }),
    (answer) => onSaved(answer.message),
  );
  return (
    <FormDialog
      open
      title={coupon ? T.edit(coupon.code) : T.add}
      form={form}
      onSubmit={submit}
      submitLabel={coupon ? T.save : T.create}
      busy={mutation.isPending}
      alert={alert}
      onClose={onClose}
      text={
        coupon && (
          <Typography variant="body2" color="text.secondary">
            {T.usesSoFar(coupon.uses)}
          </Typography>
        )
      }
    >
      <TextInput
        name="code"
        label={T.code}
        maxLength={50}
        helperText={T.codeHint}
        fullWidth
        required
        transform={(v) => v.toUpperCase()}
      />
      <SelectInput name="method" label={T.method} options={METHODS} fullWidth />
      <TextInput
        name="value"
        label={method === 'fixed' ? T.valueDollars : T.valuePercent}
        fullWidth
        required
        slotProps={{ htmlInput: { inputMode: method === 'fixed' ? 'decimal' : 'numeric' } }}
      />
      <IsoDateInput name="valid_from" label={T.validFrom} />
      <IsoDateInput name="valid_until" label={T.validUntil} />
      <TextInput name="max_uses" label={T.maxUses} digits={7} fullWidth />
      <TextInput name="max_uses_per_member" label={T.maxUsesPerMember} digits={7} fullWidth />
      <CheckboxInput name="once_per_invoice" label={T.oncePerInvoice} />
      <CheckboxInput name="active" label={T.active} />
    </FormDialog>
  );
}
