import { useState } from 'react';
import { Alert, Box, Button, Checkbox, CircularProgress, FormControlLabel, Stack, TextField } from '@mui/material';
import { VoucherResultMessages as V } from '@portal/domain/payments/payments.messages';
import { VoucherBody, type AppliedDiscount } from '@portal/domain/shared/cart';
import type { AkvProblem } from '@portal/domain/shared/cart-total';
import { voucherUse } from '@portal/domain/shared/money';
import { ApiError } from '../../lib/api-client';
import { errorMessage } from '../../lib/forms';
import { NoRefundDialog } from './no-refund-dialog';
import { useValidateVoucher } from './payment.api';

type Fields = { voucher_number: string; voucher_pin: string };

/**
 * spec 002 §4, §5: voucher number and 4-digit pin, optionally an Active & Creative Kids voucher (not for several
 * products at once: the notice shows and nothing is checked). A voucher worth more than what it pays for asks first
 * that no refund of the rest is given; declining removes it.
 */
export function VoucherField({ eligibleCents, akvProblem, onApplied, path, disabled }: {
  /** What the voucher may pay for (its eligible products' total). */
  eligibleCents: (akv: boolean) => number;
  akvProblem: AkvProblem;
  onApplied: (d: AppliedDiscount) => void;
  path?: 'membership' | 'general';
  disabled?: boolean;
}) {
  const [fields, setFields] = useState<Fields>({ voucher_number: '', voucher_pin: '' });
  const [akv, setAkv] = useState(false);
  const [errors, setErrors] = useState<Partial<Fields>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<{ discount: AppliedDiscount; remainder: number } | null>(null);
  const check = useValidateVoucher(path);
  const akvNotice = akv && akvProblem === 'multiple' ? V.akvMultiple : null;

  const apply = () => {
    const parsed = VoucherBody.safeParse({ ...fields, akv });
    setFailure(null);
    if (!parsed.success) {
      const found: Partial<Fields> = {};
      for (const i of parsed.error.issues) found[i.path[0] as keyof Fields] ??= i.message;
      setErrors(found);
      return;
    }
    setErrors({});
    check.mutate(parsed.data, {
      onSuccess: (v) => {
        const discount: AppliedDiscount = { kind: 'voucher', voucherNumber: v.voucherNumber, voucherPin: v.voucherPin, valueCents: v.c_value, akv: v.akv };
        const { remainder } = voucherUse(v.c_value, eligibleCents(v.akv));
        if (remainder > 0) setConfirm({ discount, remainder });
        else { setFields({ voucher_number: '', voucher_pin: '' }); onApplied(discount); }
      },
      onError: (err) => setFailure(err instanceof ApiError ? err.message : errorMessage(err, akv ? V.invalidAkv : V.invalid)),
    });
  };
  const set = (name: keyof Fields) => (e: React.ChangeEvent<HTMLInputElement>) => setFields({ ...fields, [name]: e.target.value });

  return (
    <Box component="form" noValidate aria-label="Voucher" onSubmit={(e) => { e.preventDefault(); apply(); }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ sm: 1 }}>
        <TextField label="Voucher Number" value={fields.voucher_number} onChange={set('voucher_number')} required autoComplete="off"
          error={Boolean(errors.voucher_number)} helperText={errors.voucher_number ?? ' '} disabled={disabled} slotProps={{ htmlInput: { maxLength: 50 } }} />
        <TextField label="Voucher Pin" value={fields.voucher_pin} onChange={set('voucher_pin')} required autoComplete="off"
          error={Boolean(errors.voucher_pin)} helperText={errors.voucher_pin ?? 'DDMM'} disabled={disabled}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 4 } }} sx={{ maxWidth: { sm: 160 } }} />
      </Stack>
      <FormControlLabel control={<Checkbox checked={akv} onChange={(e) => setAkv(e.target.checked)} disabled={disabled} />} label={V.akvLabel} />
      {akvNotice && <Alert severity="info" sx={{ my: 1 }}>{akvNotice}</Alert>}
      {failure && <Alert severity="error" role="alert" sx={{ my: 1 }}>{failure}</Alert>}
      <Box>
        <Button type="submit" variant="outlined" disabled={disabled || check.isPending || Boolean(akvNotice)}
          startIcon={check.isPending ? <CircularProgress size={16} color="inherit" /> : null}>
          Apply voucher
        </Button>
      </Box>
      <NoRefundDialog
        remainder={confirm?.remainder ?? null}
        onAnswer={(yes) => {
          if (yes && confirm) { setFields({ voucher_number: '', voucher_pin: '' }); onApplied(confirm.discount); }
          setConfirm(null);
        }}
      />
    </Box>
  );
}
