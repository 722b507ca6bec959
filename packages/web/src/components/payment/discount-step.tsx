import { Alert, Button, Divider, Stack, Typography } from '@mui/material';
import { CouponResultMessages, VoucherResultMessages } from '@portal/domain/payments/payments.messages';
import type { AppliedDiscount } from '@portal/domain/shared/cart';
import type { AkvProblem } from '@portal/domain/shared/cart-total';
import { formatCents } from '@portal/domain/shared/money';
import { CouponField } from './coupon-field';
import { VoucherField } from './voucher-field';

/**
 * The voucher step of every payment (spec 002 §2, §4): a coupon or a voucher, one at a time: applying one replaces
 * the other; the applied one shows with its value and a Remove button.
 */
export function DiscountStep({
  applied,
  onChange,
  subtotal,
  eligibleCents,
  akvProblem,
  voucherPath,
}: {
  applied: AppliedDiscount | null;
  onChange: (d: AppliedDiscount | null) => void;
  subtotal: number;
  eligibleCents: (akv: boolean) => number;
  akvProblem: AkvProblem;
  voucherPath?: 'membership' | 'general';
}) {
  return (
    <Stack spacing={2}>
      {applied && (
        <Alert
          severity="success"
          role="status"
          action={
            <Button color="inherit" size="small" onClick={() => onChange(null)}>
              Remove
            </Button>
          }
        >
          {applied.kind === 'coupon'
            ? `${CouponResultMessages.applied} ${applied.coupon}: ${applied.method === 'percent' ? `${applied.value}% off` : `${formatCents(applied.value)} off`}`
            : `${VoucherResultMessages.applied} ${applied.voucherNumber}: ${formatCents(applied.valueCents)}`}
        </Alert>
      )}
      <div>
        <Typography variant="subtitle1" component="h3">
          Coupon
        </Typography>
        <CouponField total={subtotal} onApplied={onChange} />
      </div>
      <Divider />
      <div>
        <Typography variant="subtitle1" component="h3">
          Voucher
        </Typography>
        <VoucherField eligibleCents={eligibleCents} akvProblem={akvProblem} onApplied={onChange} path={voucherPath} />
      </div>
    </Stack>
  );
}
