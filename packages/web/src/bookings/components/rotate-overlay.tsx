import { Box, Typography, useMediaQuery } from '@mui/material';
import ScreenRotationIcon from '@mui/icons-material/ScreenRotation';
import { BookingMessages as M } from '@portal/domain/bookings/bookings.messages';

/** A phone held upright: the calendar gives way to the overlay and, beside it, the free times as a list (decision 229). */
export function usePortraitPhone(): boolean {
  return useMediaQuery('(orientation: portrait) and (max-width: 599.95px)');
}

/** spec 002 §2: portrait phones see an overlay over the calendar asking to turn to landscape. */
export function RotateOverlay() {
  if (!usePortraitPhone()) return null;
  return (
    <Box
      role="status"
      sx={{
        position: 'absolute',
        inset: 0,
        zIndex: 4,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'flex-start',
        gap: 2,
        pt: 3,
        px: 3,
        textAlign: 'center',
        bgcolor: 'background.default',
        borderRadius: 1,
      }}
    >
      <ScreenRotationIcon sx={{ fontSize: 64, color: 'primary.main' }} />
      <Typography variant="h6" component="p">
        {M.rotate}
      </Typography>
    </Box>
  );
}
