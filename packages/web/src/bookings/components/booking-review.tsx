import { Stack, Table, TableBody, TableCell, TableRow } from '@mui/material';
import { BookingDialogMessages as M, durationText } from '@portal/domain/bookings/bookings.messages';
import { formatCents } from '@portal/domain/shared/money';
import { isoToDmy } from '@portal/domain/shared/time';
import { DiscountStep } from '../../components/payment/discount-step';
import type { PaymentCart } from '../../components/payment/use-payment-cart';

/** spec 002 §4 step 6 Review: what is booked and its rate, and the voucher (a coupon or a voucher). */
export function BookingReview({
  what,
  day,
  start,
  end,
  minutes,
  rate,
  discountStep,
}: {
  what: [string, string][];
  day: string;
  start: string;
  end: string;
  minutes: number;
  rate: number;
  /** The voucher step of the booking's cart (its eligible amount: the rate, for the association's vouchers only). */
  discountStep: PaymentCart['discountStep'];
}) {
  const rows: [string, string][] = [
    ...what,
    [M.date, isoToDmy(day)],
    [`${M.start} - ${M.end}`, `${start} - ${end}`],
    [M.duration, durationText(minutes)],
    [M.rate, formatCents(rate)],
  ];
  return (
    <Stack spacing={2}>
      <Table size="small" aria-label={M.stepReview}>
        <TableBody>
          {rows.map(([label, value]) => (
            <TableRow key={label}>
              <TableCell component="th" scope="row" sx={{ fontWeight: 600, pl: 0, width: '40%' }}>
                {label}
              </TableCell>
              <TableCell>{value}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <DiscountStep {...discountStep} />
    </Stack>
  );
}
