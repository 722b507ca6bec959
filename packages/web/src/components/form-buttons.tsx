import { Button, Stack, type SxProps, type Theme } from '@mui/material';
import { busyIcon } from './feedback/busy-icon';

/**
 * The buttons of every form: a secondary one (Clear, Cancel) and the submit, both disabled while the call is
 * under way, the submit showing its progress (a wait is always shown where the eye is).
 */
export function FormButtons({
  submitLabel,
  busy,
  secondaryLabel,
  onSecondary,
  align = 'start',
  sx,
}: {
  submitLabel: string;
  busy: boolean;
  secondaryLabel: string;
  onSecondary: () => void;
  align?: 'start' | 'end';
  sx?: SxProps<Theme>;
}) {
  return (
    <Stack
      direction="row"
      spacing={2}
      sx={[{ mt: 1, justifyContent: align === 'end' ? 'flex-end' : 'flex-start' }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      <Button type="button" variant="outlined" onClick={onSecondary} disabled={busy}>
        {secondaryLabel}
      </Button>
      <Button type="submit" variant="contained" disabled={busy} startIcon={busyIcon(busy)}>
        {submitLabel}
      </Button>
    </Stack>
  );
}
