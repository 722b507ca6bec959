import { List, ListItem, ListItemText, Typography } from '@mui/material';
import type { PaymentRecord } from '@portal/domain/payments/payments.contract';
import { formatCents } from '@portal/domain/shared/money';

/** The payments of an invoice or receipt: receipt number, date, how, amount, discount and refunds. */
export function LedgerPayments({ payments }: { payments: readonly PaymentRecord[] }) {
  if (!payments.length) return <Typography color="textSecondary">No payments yet.</Typography>;
  return (
    <List dense disablePadding>
      {payments.map((p) => (
        <ListItem key={p.p_id} disableGutters divider>
          <ListItemText
            primary={`Receipt #${p.p_id}: ${formatCents(p.p_amount)} ${p.p_origin === 'Online' && p.p_card ? `by card ending ${p.p_card}` : `(${p.p_origin})`}`}
            secondary={[
              `${p.p_date}, ${p.p_status}`,
              p.p_discount
                ? `Discount ${formatCents(p.p_discount)}${p.p_discount_orig > p.p_discount ? ` of a ${formatCents(p.p_discount_orig)} voucher` : ''}`
                : null,
              p.p_refunded ? `Refunded ${formatCents(p.p_refunded)}` : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          />
        </ListItem>
      ))}
    </List>
  );
}
