import { Stack, Typography } from '@mui/material';

/** One label and value of a summary (totals of a cart, an invoice or a receipt); long values wrap on a phone. */
export function MoneyRow({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', py: 0.25, gap: 2 }}>
      <Typography sx={{ fontWeight: strong ? 700 : 400, flexShrink: 0 }}>{label}</Typography>
      <Typography sx={{ fontWeight: strong ? 700 : 400, textAlign: 'right', minWidth: 0, overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
    </Stack>
  );
}
