import { Box, CircularProgress, LinearProgress, Typography } from '@mui/material';

/** Progress shown on every wait: a bar at the top and an optional label. */
export function PageLoading({ label }: { label?: string }) {
  return (
    <Box role="status" aria-live="polite" sx={{ py: 2 }}>
      <LinearProgress aria-label={label ?? 'Loading'} />
      {label && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, justifyContent: 'center', mt: 4 }}>
          <CircularProgress size={24} aria-hidden />
          <Typography>{label}</Typography>
        </Box>
      )}
    </Box>
  );
}
