import { useState } from 'react';
import { Alert, Box, Button, Stack } from '@mui/material';
import { FormProvider } from 'react-hook-form';
import { z } from 'zod';
import { CouponResultMessages } from '@portal/domain/payments/payments.messages';
import { couponCodeField, type AppliedDiscount } from '@portal/domain/shared/cart';
import { TextInput } from '../form-fields/text-input';
import { refusalOf } from '../../lib/api-client';
import { useZodForm } from '../../lib/forms';
import { useValidateCoupon } from './payment.api';
import { busyIcon } from '../feedback/busy-icon';

const CouponForm = z.object({ coupon: couponCodeField });

/** spec 002 §4: a coupon code checked by the server; applying it replaces any voucher. */
export function CouponField({
  total,
  onApplied,
  disabled,
}: {
  total: number;
  onApplied: (d: AppliedDiscount) => void;
  disabled?: boolean;
}) {
  const form = useZodForm(CouponForm, { coupon: '' });
  const [failure, setFailure] = useState<string | null>(null);
  const check = useValidateCoupon();
  const apply = form.handleSubmit(({ coupon }) => {
    setFailure(null);
    check.mutate(
      { coupon, total },
      {
        onSuccess: (c) => {
          form.reset();
          onApplied({ kind: 'coupon', coupon: c.coupon, method: c.c_method, value: c.c_value });
        },
        onError: (err) => setFailure(refusalOf(err)?.message ?? CouponResultMessages.invalid),
      },
    );
  });
  return (
    <FormProvider {...form}>
      <Box component="form" noValidate aria-label="Coupon" onSubmit={apply}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
          <TextInput
            name="coupon"
            label="Coupon code"
            autoComplete="off"
            disabled={disabled || check.isPending}
            slotProps={{ htmlInput: { maxLength: 50 } }}
          />
          <Button
            type="submit"
            variant="outlined"
            disabled={disabled || check.isPending}
            sx={{ mt: { sm: 1.5 }, minWidth: 140 }}
            startIcon={busyIcon(check.isPending, null, 16)}
          >
            Apply coupon
          </Button>
        </Stack>
        {failure && (
          <Alert severity="error" role="alert" sx={{ my: 1 }}>
            {failure}
          </Alert>
        )}
      </Box>
    </FormProvider>
  );
}
