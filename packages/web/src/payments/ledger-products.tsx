import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import type { OrderProduct } from '@portal/domain/payments/payments.contract';
import { ReceiptMessages } from '@portal/domain/payments/payments.messages';
import { formatCents } from '@portal/domain/shared/money';
import { useSettings } from '../lib/settings';
import { bookingText } from './booking-text';

/** What a line is for, as the area wrote it: the person (a family's cart), attendees (store), the booking (court hire), the team (nomination). */
function LineDetails({ product }: { product: OrderProduct }) {
  const { timeZone } = useSettings();
  const d = product.opr_details;
  const parts = [
    // the person a line is for when one cart paid for several (decision 250)
    d.person ? ReceiptMessages.lineFor(d.person.name) : null,
    d.attendees?.length ? `Attendees: ${d.attendees.map((a) => `${a.firstname} ${a.lastname}`).join(', ')}` : null,
    d.booking ? `Booking: ${bookingText(d.booking, timeZone)}` : null,
    d.team ? `Team: ${d.team.team_name}${d.team.division_name ? ` (${d.team.division_name})` : ''}` : null,
    d.note ?? null,
  ].filter(Boolean);
  return parts.map((p) => (
    <Typography key={p} variant="body2" color="textSecondary">
      {p}
    </Typography>
  ));
}

/** spec 002 §2: the products of an invoice or receipt, with attendees, bookings and teams. */
export function LedgerProducts({ products, label }: { products: readonly OrderProduct[]; label: string }) {
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={label} sx={{ '& th, & td': { px: { xs: 0.75, sm: 2 } } }}>
        <TableHead>
          <TableRow>
            <TableCell>Item</TableCell>
            <TableCell align="right">Qty</TableCell>
            <TableCell align="right">Price</TableCell>
            <TableCell align="right">Total</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {products.map((p, i) => (
            <TableRow key={`${p.opr_name}-${i}`}>
              <TableCell sx={{ minWidth: 110 }}>
                {p.opr_name}
                {p.opr_kind === 'donation' ? ' (no GST)' : ''}
                <LineDetails product={p} />
              </TableCell>
              <TableCell align="right">{p.opr_quantity}</TableCell>
              <TableCell align="right">{formatCents(p.opr_price)}</TableCell>
              <TableCell align="right">{formatCents(p.opr_total)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
