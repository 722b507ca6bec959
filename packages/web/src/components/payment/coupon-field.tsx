import { useState } from 'react';
import { Box, Button, CircularProgress, Stack, TextField } from '@mui/material';
import { CouponResultMessages } from '@portal/domain/payments/payments.messages';
import { couponCodeField, type AppliedDiscount } from '@portal/domain/shared/cart';
import { errorMessage } from '../../lib/forms';
import { useValidateCoupon } from './payment.api';

/** spec 002 §4: a coupon code checked by the server; applying it replaces any voucher. */
export function CouponField({ total, onApplied, disabled }: {
  total: number;
  onApplied: (d: AppliedDiscount) => void;
  disabled?: boolean;
}) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const check = useValidateCoupon();
  const apply = () => {
    const parsed = couponCodeField.safeParse(code);
    if (!parsed.success) { setError(parsed.error.issues[0]!.message); return; }
    setError(null);
    check.mutate({ coupon: parsed.data, total }, {
      onSuccess: (c) => { setCode(''); onApplied({ kind: 'coupon', coupon: c.coupon, method: c.c_method, value: c.c_value }); },
      onError: (err) => setError(errorMessage(err, CouponResultMessages.invalid)),
    });
  };
  return (
    <Box component="form" noValidate aria-label="Coupon" onSubmit={(e) => { e.preventDefault(); apply(); }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
        <TextField label="Coupon code" value={code} onChange={(e) => setCode(e.target.value)} disabled={disabled || check.isPending}
          error={Boolean(error)} helperText={error ?? ' '} autoComplete="off" slotProps={{ htmlInput: { maxLength: 50 } }} />
        <Button type="submit" variant="outlined" disabled={disabled || check.isPending || !code.trim()} sx={{ mt: { sm: 1.5 }, minWidth: 140 }}
          startIcon={check.isPending ? <CircularProgress size={16} color="inherit" /> : null}>
          Apply coupon
        </Button>
      </Stack>
    </Box>
  );
}
