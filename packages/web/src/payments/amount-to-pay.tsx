import { useState } from 'react';
import { TextField, Typography } from '@mui/material';
import { InvoiceMessages as M } from '@portal/domain/payments/payments.messages';
import { centsToInput, formatCents, parseDollars, typedAmount } from '@portal/domain/shared/money';

/**
 * spec 002 §5 invoice payment amount: a non-numeric value becomes 0; above the amount owing shows the spec's message
 * and resets to 0; locked once a voucher is applied (the voucher was checked against this amount).
 */
export function AmountToPay({
  cents,
  owing,
  onChange,
  locked,
}: {
  cents: number;
  owing: number;
  onChange: (cents: number) => void;
  locked: boolean;
}) {
  const [text, setText] = useState(centsToInput(cents));
  const [error, setError] = useState<string | null>(null);
  return (
    <>
      <Typography sx={{ mb: 1 }}>
        Amount owing: <strong>{formatCents(owing)}</strong>
      </Typography>
      <TextField
        label={M.amountLabel}
        value={text}
        disabled={locked}
        error={Boolean(error)}
        helperText={error ?? (locked ? 'Remove the voucher to change the amount.' : 'At least $1.00')}
        slotProps={{
          htmlInput: { inputMode: 'decimal' },
          input: { startAdornment: <Typography sx={{ mr: 0.5 }}>$</Typography> },
        }}
        sx={{ maxWidth: 260 }}
        onChange={(e) => {
          const typed = typedAmount(e.target.value);
          // Preact leaves the typed text in the box when the state does not change ('0' again): put it back itself.
          if (typed !== e.target.value) e.target.value = typed;
          const value = parseDollars(typed);
          if (value > owing) {
            setError(M.amountTooHigh);
            e.target.value = '0';
            setText('0');
            onChange(0);
            return;
          }
          setError(null);
          setText(typed);
          onChange(value);
        }}
      />
    </>
  );
}
