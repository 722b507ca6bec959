import { useState } from 'react';
import { Alert, Box, Button, Stack } from '@mui/material';
import { FormProvider } from 'react-hook-form';
import { VoucherResultMessages as V } from '@portal/domain/payments/payments.messages';
import { VoucherBody, type AppliedDiscount } from '@portal/domain/shared/cart';
import type { AkvProblem } from '@portal/domain/shared/cart-total';
import { voucherUse } from '@portal/domain/shared/money';
import { CheckboxInput } from '../form-fields/checkbox-input';
import { TextInput } from '../form-fields/text-input';
import { refusalOf, withoutFields } from '../../lib/api-client';
import { useFormSubmit, useZodForm } from '../../lib/forms';
import { ErrorAlert } from '../feedback/error-alert';
import { NoRefundDialog } from './no-refund-dialog';
import { useValidateVoucher } from './payment.api';
import { busyIcon } from '../feedback/busy-icon';

/** A refused voucher is one sentence in an alert, even when the server names the field it refused. */
const oneSentence = (err: unknown) => (refusalOf(err)?.key === 'error_validation' ? err : withoutFields(err));

/** The voucher's number, pin and the Active & Creative Kids box. */
function VoucherInputs({ disabled }: { disabled?: boolean }) {
  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ sm: 1 }}>
        <TextInput
          name="voucher_number"
          label={V.labels.voucher_number}
          required
          autoComplete="off"
          disabled={disabled}
          slotProps={{ htmlInput: { maxLength: 50 } }}
        />
        <TextInput
          name="voucher_pin"
          label={V.labels.voucher_pin}
          required
          autoComplete="off"
          disabled={disabled}
          digits={4}
          helperText="DDMM"
          sx={{ maxWidth: { sm: 160 } }}
        />
      </Stack>
      <CheckboxInput name="akv" label={V.akvLabel} disabled={disabled} />
    </>
  );
}

/**
 * spec 002 §4, §5: voucher number and 4-digit pin, optionally an Active & Creative Kids voucher (not for several
 * products at once: the notice shows and nothing is checked). A voucher worth more than what it pays for asks first
 * that no refund of the rest is given; declining removes it. A refused voucher's sentence shows in red.
 */
export function VoucherField({
  eligibleCents,
  akvProblem,
  onApplied,
  path,
  disabled,
}: {
  /** What the voucher may pay for (its eligible products' total). */
  eligibleCents: (akv: boolean) => number;
  akvProblem: AkvProblem;
  onApplied: (d: AppliedDiscount) => void;
  path?: 'membership' | 'general';
  disabled?: boolean;
}) {
  const form = useZodForm(VoucherBody, { voucher_number: '', voucher_pin: '', akv: false });
  const [confirm, setConfirm] = useState<{ discount: AppliedDiscount; remainder: number } | null>(null);
  const check = useValidateVoucher(path);
  const akvNotice = form.watch('akv') && akvProblem === 'multiple' ? V.akvMultiple : null;
  const applied = (discount: AppliedDiscount) => {
    form.reset();
    onApplied(discount);
  };
  // spec 002 §8: a refused voucher's sentence shows in red; a malformed field gets its message beside it.
  const { submit: apply, alertProps } = useFormSubmit(
    form,
    V.labels,
    (body) => check.mutateAsync(body),
    (v) => {
      const discount: AppliedDiscount = {
        kind: 'voucher',
        voucherNumber: v.voucherNumber,
        voucherPin: v.voucherPin,
        valueCents: v.c_value,
        akv: v.akv,
      };
      const { remainder } = voucherUse(v.c_value, eligibleCents(v.akv));
      if (remainder > 0) setConfirm({ discount, remainder });
      else applied(discount);
    },
    { refusal: oneSentence },
  );

  return (
    <FormProvider {...form}>
      <Box component="form" noValidate aria-label="Voucher" onSubmit={apply}>
        <VoucherInputs disabled={disabled} />
        {akvNotice && (
          <Alert severity="info" sx={{ my: 1 }}>
            {akvNotice}
          </Alert>
        )}
        <ErrorAlert {...alertProps} />
        <Box>
          <Button
            type="submit"
            variant="outlined"
            disabled={disabled || check.isPending || Boolean(akvNotice)}
            startIcon={busyIcon(check.isPending, null, 16)}
          >
            Apply voucher
          </Button>
        </Box>
        <NoRefundDialog
          remainder={confirm?.remainder ?? null}
          onAnswer={(yes) => {
            if (yes && confirm) applied(confirm.discount);
            setConfirm(null);
          }}
        />
      </Box>
    </FormProvider>
  );
}
