import { Alert, Backdrop, Button, Paper, Stack } from '@mui/material';
import { useEffect } from 'react';

/**
 * The spec's timed messages (e.g. "Manager created successful." then redirect after 500 ms): an overlay
 * with a Close button that calls `onDone` after `ms`.
 */
export function TimedOverlay({
  message,
  severity = 'success',
  ms,
  onDone,
}: {
  message: string | null;
  severity?: 'success' | 'error' | 'info';
  ms: number;
  onDone: () => void;
}) {
  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(onDone, ms);
    return () => clearTimeout(timer);
  }, [message, ms, onDone]);
  return (
    <Backdrop open={Boolean(message)} sx={{ zIndex: (t) => t.zIndex.modal + 1 }}>
      <Paper sx={{ p: 2, maxWidth: 420, mx: 2 }}>
        <Stack spacing={2}>
          <Alert severity={severity} role="alert">
            {message}
          </Alert>
          <Button onClick={onDone} variant="outlined">
            Close
          </Button>
        </Stack>
      </Paper>
    </Backdrop>
  );
}
