import { Button, CircularProgress, Stack } from '@mui/material';
import { LoginTexts as T } from '@portal/domain/accounts/accounts.messages';

/** Clear and submit buttons of the recovery forms; the submit shows progress while waiting. */
export function FormButtons({ submitLabel, busy, onClear }: { submitLabel: string; busy: boolean; onClear: () => void }) {
  return (
    <Stack direction="row" spacing={2} sx={{ mt: 1 }}>
      <Button type="button" variant="outlined" onClick={onClear} disabled={busy}>{T.clear}</Button>
      <Button type="submit" variant="contained" disabled={busy} startIcon={busy ? <CircularProgress size={18} color="inherit" /> : null}>
        {submitLabel}
      </Button>
    </Stack>
  );
}
