import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { VoucherResultMessages as V } from '@portal/domain/payments/payments.messages';
import { formatCents } from '@portal/domain/shared/money';

/** spec 002 §4: a voucher worth more than the total: no refund of the remainder; declining removes the voucher. */
export function NoRefundDialog({
  remainder,
  onAnswer,
}: {
  remainder: number | null;
  onAnswer: (yes: boolean) => void;
}) {
  return (
    <Dialog open={remainder !== null} onClose={() => onAnswer(false)} aria-labelledby="no-refund-title">
      <DialogTitle id="no-refund-title">{V.noRefundTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText>{V.noRefund(formatCents(remainder ?? 0))}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onAnswer(false)}>No, remove it</Button>
        <Button onClick={() => onAnswer(true)} variant="contained" autoFocus>
          Yes, use the voucher
        </Button>
      </DialogActions>
    </Dialog>
  );
}
