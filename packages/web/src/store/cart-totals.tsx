import { Box, Divider } from '@mui/material';
import type { CartTotals as Totals } from '@portal/domain/shared/cart-total';
import { CartMessages as M } from '@portal/domain/store/store.messages';
import { formatCents } from '@portal/domain/shared/money';
import { MoneyRow } from '../components/payment/money-row';

/** spec 002 §2 drawer totals: subtotal (with item count), tax, discount only above 0, grand total. */
export function CartTotals({ totals, items }: { totals: Totals; items: number }) {
  return (
    <Box component="section" aria-label="Cart totals">
      <MoneyRow label={M.subtotal(items)} value={formatCents(totals.subtotal)} />
      <MoneyRow label={M.tax} value={formatCents(totals.tax)} />
      {totals.discount > 0 && <MoneyRow label={M.discount} value={`-${formatCents(totals.discount)}`} />}
      <Divider sx={{ my: 1 }} />
      <MoneyRow label={M.grandTotal} value={formatCents(totals.grandTotal)} strong />
    </Box>
  );
}
