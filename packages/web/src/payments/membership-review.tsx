import { Alert, Typography } from '@mui/material';
import type { MembershipInfo } from '@portal/domain/payments/payments.contract';
import { MembershipMessages as M } from '@portal/domain/payments/payments.messages';
import { formatCents } from '@portal/domain/shared/money';
import { MoneyRow } from '../components/payment/money-row';

/** spec 002 §2 step 1 Membership Review: the product, the expiry and the renewal date (expiry minus 31 days). */
export function MembershipReview({ info }: { info: MembershipInfo }) {
  return (
    <>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
        {info.membershipCart.p_name}
      </Typography>
      <MoneyRow label="Price" value={formatCents(info.membershipCart.p_price)} />
      <MoneyRow label={M.expiryDate} value={info.sport.expiry_date?.replaceAll('-', '/') ?? 'none'} />
      {info.renewal_date && <MoneyRow label={M.renewalDate} value={info.renewal_date} />}
      {info.can_renew && <MoneyRow label={M.newExpiry} value={info.new_expiry_date} />}
      {info.message && (
        <Alert severity="info" sx={{ mt: 2 }}>
          {info.message}
        </Alert>
      )}
    </>
  );
}
