import { Box, Button, Divider } from '@mui/material';
import { PaymentMessages } from '@portal/domain/payments/payments.messages';
import type { CartTotals } from '@portal/domain/shared/cart-total';
import { formatCents } from '@portal/domain/shared/money';
import { MoneyRow } from './money-row';
import { busyIcon } from '../feedback/busy-icon';

/**
 * spec 002 §2, §9: subtotal, tax, discount (only above 0), donation and grand total, and the Pay button, which reads
 * Complete when nothing is payable. The totals are the domain's priceCart, the same the server charges.
 */
export function PaymentSummary({
  totals,
  busy,
  disabled,
  onPay,
  payLabel,
}: {
  totals: CartTotals;
  busy: boolean;
  disabled?: boolean;
  onPay: () => void;
  /** Overrides Pay/Complete (e.g. 'Complete Booking'). */
  payLabel?: string;
}) {
  const label = payLabel ?? (totals.payable ? PaymentMessages.pay : PaymentMessages.complete);
  return (
    <Box aria-label="Payment summary" component="section">
      <MoneyRow label="Subtotal" value={formatCents(totals.subtotal)} />
      <MoneyRow label="GST included" value={formatCents(totals.tax)} />
      {totals.discount > 0 && <MoneyRow label="Discount" value={`-${formatCents(totals.discount)}`} />}
      {totals.donation > 0 && <MoneyRow label="Donation" value={formatCents(totals.donation)} />}
      <Divider sx={{ my: 1 }} />
      <MoneyRow label="Grand total" value={formatCents(totals.grandTotal)} strong />
      <Button
        variant="contained"
        size="large"
        onClick={onPay}
        disabled={busy || disabled}
        sx={{ mt: 2, minWidth: 160 }}
        startIcon={busyIcon(busy)}
      >
        {busy ? PaymentMessages.processing : label}
      </Button>
    </Box>
  );
}
